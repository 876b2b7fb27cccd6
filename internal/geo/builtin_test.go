package geo

import (
	"context"
	"math"
	"strings"
	"testing"
)

func TestBuiltinGeocode(t *testing.T) {
	tests := []struct {
		address, wantID, wantAccuracy string
		wantTrusted                   bool
	}{
		// Place names alone: trusted, so a Chain does not ask its provider.
		{"Bandung", "32.73", AccuracyMedium, true},
		{"Kab. Sleman", "34.04", AccuracyMedium, true},
		{"jakarta", "31", AccuracyLow, true},
		{"Jawa Barat", "32", AccuracyLow, true},
		{"Bandung, Jawa Barat", "32.73", AccuracyMedium, true},
		{"Kota Bandung, Jawa Barat, Indonesia", "32.73", AccuracyMedium, true},
		{"Banjar, Kalimantan Selatan", "63.03", AccuracyMedium, true}, // the province named decides
		{"Banjar, Jawa Barat", "32.79", AccuracyMedium, true},
		{"Jawa Barat, Indonesia", "32", AccuracyLow, true},
		// Addresses: the most specific place named, untrusted.
		{"Masjid Istiqlal, Jl. Taman Wijaya Kusuma, Jakarta Pusat", "31.71", AccuracyMedium, false},
		{"Jl. Bandung No. 5, Malang", "35.73", AccuracyMedium, false}, // the last part, not the street
		{"Jl. Bandung No. 5 Malang", "35.73", AccuracyMedium, false},  // later words beat earlier
		{"Masjid Agung Kabupaten Sleman", "34.04", AccuracyMedium, false},
		{"Masjid Al Ikhlas Kabupaten Bandung", "32.04", AccuracyMedium, false}, // longest key, not "Bandung" (the kota)
		{"Masjid Raya di Jakarta Selatan", "31.74", AccuracyMedium, false},     // "Jakarta Selatan", not "Jakarta"
		{"Jl. Riau No. 12, Kota Bandung", "32.73", AccuracyMedium, false},      // a city beats a province
		{"Masjid Al-Falah, Jawa Timur", "35", AccuracyLow, false},              // only a province named
		{"Perumahan Griya, Cikarang", "32.16", AccuracyMedium, false},          // alias of Kabupaten Bekasi
	}
	b := NewBuiltin()
	for _, tt := range tests {
		res, trusted, err := b.geocode(tt.address)
		if err != nil {
			t.Errorf("geocode(%q): %v", tt.address, err)
			continue
		}
		p, _ := PlaceByID(tt.wantID)
		if res.Latitude != p.Lat || res.Longitude != p.Lng || res.FormattedAddress != p.DisplayName || res.City != p.City {
			t.Errorf("geocode(%q) = %+v, want %s", tt.address, res, p.DisplayName)
		}
		if res.Accuracy != tt.wantAccuracy || res.Confidence != Confidence(tt.wantAccuracy) || res.Source != "gazetteer" {
			t.Errorf("geocode(%q) accuracy %s confidence %v source %s, want %s", tt.address, res.Accuracy, res.Confidence, res.Source, tt.wantAccuracy)
		}
		if trusted != tt.wantTrusted {
			t.Errorf("geocode(%q) trusted = %v, want %v", tt.address, trusted, tt.wantTrusted)
		}
		// The exported method gives the same answer.
		if res2, err := b.Geocode(context.Background(), tt.address); err != nil || res2 != res {
			t.Errorf("Geocode(%q) = %+v, %v; want %+v", tt.address, res2, err, res)
		}
	}
}

func TestBuiltinGeocodeNotFound(t *testing.T) {
	for _, address := range []string{"", "   ", "!!!", "Jl. Antah Berantah No. 1", "Kuala Lumpur, Malaysia", strings.Repeat("Bandung ", 100)} {
		_, err := NewBuiltin().Geocode(context.Background(), address)
		wantGeoErr(t, err, ErrAddressNotFound)
	}
}

func TestConfidence(t *testing.T) {
	for acc, want := range map[string]float64{AccuracyHigh: 0.9, AccuracyMedium: 0.7, AccuracyLow: 0.5, "": 0.5, "other": 0.5} {
		if got := Confidence(acc); got != want {
			t.Errorf("Confidence(%q) = %v, want %v", acc, got, want)
		}
	}
}

func TestBuiltinReverse(t *testing.T) {
	tests := []struct {
		name     string
		lat, lng float64
		wantID   string
	}{
		{"Gedung Sate, Bandung", -6.9025, 107.6188, "32.73"},
		{"Tugu Pahlawan, Surabaya", -7.2458, 112.7378, "35.78"},
		{"Monas, Jakarta Pusat", -6.1754, 106.8272, "31.71"},
		{"Malioboro, Yogyakarta", -7.7926, 110.3658, "34.71"},
		{"Soreang, Kabupaten Bandung", -7.0333, 107.5167, "32.04"},
	}
	for _, tt := range tests {
		res, err := NewBuiltin().Reverse(context.Background(), tt.lat, tt.lng)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		p, _ := PlaceByID(tt.wantID)
		want := ReverseResult{City: p.City, DisplayName: p.DisplayName, Province: p.Province, Latitude: tt.lat, Longitude: tt.lng}
		if res != want {
			t.Errorf("%s: Reverse = %+v, want %+v", tt.name, res, want)
		}
	}
}

func TestBuiltinReverseOutsideIndonesia(t *testing.T) {
	for _, pt := range [][2]float64{{35.68, 139.69}, {-33.87, 151.21}, {6.01, 100}, {0, 141.01}, {math.NaN(), 107}, {-6.9, math.Inf(1)}} {
		_, err := NewBuiltin().Reverse(context.Background(), pt[0], pt[1])
		wantGeoErr(t, err, ErrOutsideIndonesia)
	}
}
