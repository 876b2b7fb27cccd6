package geo

import (
	"context"
	"net/http"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

func TestChainGeocode(t *testing.T) {
	const istiqlal = "Masjid Istiqlal, Jl. Taman Wijaya Kusuma, Jakarta Pusat"
	jakpus, _ := PlaceByID("31.71")
	bandung, _ := PlaceByID("32.73")
	sleman, _ := PlaceByID("34.04")
	tests := []struct {
		name       string
		status     int
		body       string // "" means the provider cannot be reached
		address    string
		wantSource string
		wantLat    float64
		wantErr    *kajian.Error
		wantHits   int32
	}{
		{"place name: gazetteer, provider not asked", 200, nominatimIstiqlal, "Bandung", "gazetteer", bandung.Lat, nil, 0},
		{"place names: gazetteer, provider not asked", 200, nominatimIstiqlal, "Kab. Sleman, DI Yogyakarta", "gazetteer", sleman.Lat, nil, 0},
		{"address: provider preferred", 200, nominatimIstiqlal, istiqlal, "nominatim", -6.1701651, nil, 1},
		{"provider finds nothing: gazetteer's kota", 200, `[]`, istiqlal, "gazetteer", jakpus.Lat, nil, 1},
		{"provider down: gazetteer's kota", 0, "", istiqlal, "gazetteer", jakpus.Lat, nil, 0},
		{"provider over quota: gazetteer's kota", 429, "", istiqlal, "gazetteer", jakpus.Lat, nil, 1},
		{"provider down, no place named", 0, "", "Jl. Antah Berantah No. 1", "", 0, ErrNetwork, 0},
		{"provider over quota, no place named", 429, "", "Jl. Antah Berantah No. 1", "", 0, ErrQuotaExceeded, 1},
		{"nobody finds it", 200, `[]`, "Jl. Antah Berantah No. 1", "", 0, ErrAddressNotFound, 1},
		{"provider says abroad: refusal stands", 200, nominatimKualaLumpur, "Jl. Bandung, Kuala Lumpur", "", 0, ErrOutsideIndonesia, 1},
		{"empty: nobody asked", 200, nominatimIstiqlal, "  ", "", 0, ErrAddressNotFound, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			url := closedServerURL(t)
			var hits interface{ Load() int32 } = zeroHits{}
			if tt.body != "" || tt.status != 0 {
				srv, h := fakeServer(t, reply(tt.status, tt.body))
				url, hits = srv.URL, h
			}
			res, err := NewChain(newTestNominatim(t, url)).Geocode(context.Background(), tt.address)
			if tt.wantErr != nil {
				wantGeoErr(t, err, tt.wantErr)
			} else if err != nil {
				t.Fatal(err)
			} else if res.Source != tt.wantSource || res.Latitude != tt.wantLat {
				t.Errorf("Geocode = %+v, want source %s at latitude %v", res, tt.wantSource, tt.wantLat)
			}
			if hits.Load() != tt.wantHits {
				t.Errorf("provider asked %d times, want %d", hits.Load(), tt.wantHits)
			}
		})
	}
}

type zeroHits struct{}

func (zeroHits) Load() int32 { return 0 }

func TestChainReverse(t *testing.T) {
	ok, _ := fakeServer(t, reply(200, nominatimReverseSleman))
	res, err := NewChain(newTestNominatim(t, ok.URL)).Reverse(context.Background(), -6.9025, 107.6188)
	if err != nil || res.City != "Sleman" {
		t.Errorf("provider answer: Reverse = %+v, %v; want the provider's Sleman", res, err)
	}

	for _, status := range []int{500, 429} {
		failing, _ := fakeServer(t, reply(status, ""))
		res, err = NewChain(newTestNominatim(t, failing.URL)).Reverse(context.Background(), -6.9025, 107.6188)
		if err != nil || res.City != "Bandung" || res.DisplayName != "Kota Bandung, Jawa Barat" {
			t.Errorf("provider HTTP %d: Reverse = %+v, %v; want the gazetteer's Kota Bandung", status, res, err)
		}
	}

	res, err = NewChain(newTestNominatim(t, closedServerURL(t))).Reverse(context.Background(), -6.9025, 107.6188)
	if err != nil || res.City != "Bandung" {
		t.Errorf("provider down: Reverse = %+v, %v; want the gazetteer's Bandung", res, err)
	}

	johor, _ := fakeServer(t, reply(200, nominatimReverseJohor))
	_, err = NewChain(newTestNominatim(t, johor.URL)).Reverse(context.Background(), 1.48, 103.76)
	wantGeoErr(t, err, ErrOutsideIndonesia)

	unused, hits := fakeServer(t, reply(200, nominatimReverseBandung))
	_, err = NewChain(newTestNominatim(t, unused.URL)).Reverse(context.Background(), 40.7, -74)
	wantGeoErr(t, err, ErrOutsideIndonesia)
	if hits.Load() != 0 {
		t.Errorf("provider asked about New York")
	}
}

func TestChainWithGoogle(t *testing.T) {
	srv, hits := fakeServer(t, func(w http.ResponseWriter, r *http.Request) {
		wantQuery(t, r, map[string]string{"key": googleKey})
		reply(200, googleIstiqlal)(w, r)
	})
	c := NewChain(NewGoogle(googleKey, srv.URL, nil))
	if res, err := c.Geocode(context.Background(), "Jakarta Pusat"); err != nil || res.Source != "gazetteer" {
		t.Errorf("Geocode(Jakarta Pusat) = %+v, %v; want the gazetteer", res, err)
	}
	if res, err := c.Geocode(context.Background(), "Masjid Istiqlal, Jakarta Pusat"); err != nil || res.Source != "google" || res.Accuracy != AccuracyHigh {
		t.Errorf("Geocode(Masjid Istiqlal) = %+v, %v; want Google's rooftop", res, err)
	}
	if hits.Load() != 1 {
		t.Errorf("Google asked %d times, want 1", hits.Load())
	}
}
