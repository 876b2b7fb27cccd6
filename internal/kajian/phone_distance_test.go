package kajian

import (
	"math"
	"testing"
)

func TestWhatsAppNumber(t *testing.T) {
	tests := []struct{ in, want string }{
		{"0812-3456-7890", "6281234567890"},
		{"+62 812 3456 7890", "6281234567890"},
		{"6281234567890", "6281234567890"},
		{"81234567890", "6281234567890"},
		{"(021) 555-1234", "0215551234"},
		{"", ""},
		{"abc", ""},
	}
	for _, tt := range tests {
		if got := WhatsAppNumber(tt.in); got != tt.want {
			t.Errorf("WhatsAppNumber(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func FuzzWhatsAppNumber(f *testing.F) {
	f.Add("0812-3456-7890")
	f.Add("+62 8")
	f.Fuzz(func(t *testing.T, in string) {
		out := WhatsAppNumber(in)
		for _, r := range out {
			if r < '0' || r > '9' {
				t.Fatalf("non-digit in %q", out)
			}
		}
		if WhatsAppNumber(out) != out {
			t.Fatalf("not idempotent: %q -> %q", out, WhatsAppNumber(out))
		}
	})
}

func TestDistanceKm(t *testing.T) {
	// Monas (Jakarta) to Gedung Sate (Bandung): 80.8 km south, 87.4 km east.
	d := DistanceKm(-6.1754, 106.8272, -6.9025, 107.6188)
	if d < 118.5 || d > 119.5 {
		t.Errorf("Jakarta-Bandung = %.1f km", d)
	}
	if DistanceKm(-6.2, 106.8, -6.2, 106.8) != 0 {
		t.Error("distance to itself must be 0")
	}
	// A quarter of the equator.
	if d := DistanceKm(0, 0, 0, 90); math.Abs(d-EarthRadiusKm*math.Pi/2) > 1e-6 {
		t.Errorf("quarter equator = %f", d)
	}
}

func TestFormatDistance(t *testing.T) {
	tests := []struct {
		km   float64
		want string
	}{
		{0.0504, "50 m"},
		{0.9994, "999 m"},
		{1, "1,0 km"},
		{2.345, "2,3 km"},
		{9.94, "9,9 km"},
		{10, "10 km"},
		{116.4, "116 km"},
	}
	for _, tt := range tests {
		if got := FormatDistance(tt.km); got != tt.want {
			t.Errorf("FormatDistance(%v) = %q, want %q", tt.km, got, tt.want)
		}
	}
}

func TestBoundingBoxContainsRadius(t *testing.T) {
	lat, lng := -6.9, 107.6
	minLat, maxLat, minLng, maxLng := BoundingBox(lat, lng, 10)
	// Points 10 km due north, south, east and west are inside the box.
	for _, p := range [][2]float64{{lat + 0.0899, lng}, {lat - 0.0899, lng}, {lat, lng + 0.0905}, {lat, lng - 0.0905}} {
		if d := DistanceKm(lat, lng, p[0], p[1]); d > 10.01 {
			t.Fatalf("test point %v is %.3f km away", p, d)
		}
		if p[0] < minLat || p[0] > maxLat || p[1] < minLng || p[1] > maxLng {
			t.Errorf("point %v outside box", p)
		}
	}
	if !InIndonesia(-6.9, 107.6) || InIndonesia(10, 100) || InIndonesia(-12, 110) {
		t.Error("InIndonesia bounds wrong")
	}
}
