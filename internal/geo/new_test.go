package geo

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
)

// toServer sends every request to a local fake, whatever host it was meant
// for, keeping the intended host in the Host header.
type toServer struct{ target *url.URL }

func (s toServer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Host = r.URL.Host
	r.URL.Scheme, r.URL.Host = s.target.Scheme, s.target.Host
	return http.DefaultTransport.RoundTrip(r)
}

func TestNewBuiltin(t *testing.T) {
	for _, spec := range []string{"", "builtin", "  builtin ", "Builtin"} {
		g, err := New(spec, nil)
		if err != nil {
			t.Fatalf("New(%q): %v", spec, err)
		}
		if _, ok := g.(*Builtin); !ok {
			t.Errorf("New(%q) = %T, want *Builtin", spec, g)
		}
	}
}

func TestNewNominatim(t *testing.T) {
	srv, hits := fakeServer(t, reply(200, nominatimIstiqlal))
	g, err := New("nominatim:"+srv.URL, nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if res, err := g.Geocode(ctx, "Kota Bandung"); err != nil || res.Source != "gazetteer" {
		t.Errorf("Geocode(Kota Bandung) = %+v, %v; want the gazetteer", res, err)
	}
	for range 3 {
		if res, err := g.Geocode(ctx, "Masjid Istiqlal, Jakarta"); err != nil || res.Source != "nominatim" {
			t.Errorf("Geocode(Masjid Istiqlal) = %+v, %v; want Nominatim", res, err)
		}
	}
	if hits.Load() != 1 {
		t.Errorf("Nominatim asked %d times, want 1 (cached, and place names answered locally)", hits.Load())
	}
}

func TestNewGoogleUsesGoogleAndTheClient(t *testing.T) {
	srv, hits := fakeServer(t, func(w http.ResponseWriter, r *http.Request) {
		if r.Host != "maps.googleapis.com" || r.URL.Path != "/maps/api/geocode/json" {
			t.Errorf("request to %s%s, want maps.googleapis.com/maps/api/geocode/json", r.Host, r.URL.Path)
		}
		wantQuery(t, r, map[string]string{"key": "K3Y", "region": "id", "components": "country:ID"})
		reply(200, googleIstiqlal)(w, r)
	})
	target, _ := url.Parse(srv.URL)
	g, err := New("google:K3Y", &http.Client{Transport: toServer{target}})
	if err != nil {
		t.Fatal(err)
	}
	res, err := g.Geocode(context.Background(), "Masjid Istiqlal, Jakarta")
	if err != nil || res.Source != "google" {
		t.Fatalf("Geocode = %+v, %v", res, err)
	}
	if hits.Load() != 1 {
		t.Errorf("%d requests, want 1", hits.Load())
	}
}

func TestNewRejectsBadSpecsWithoutRepeatingSecrets(t *testing.T) {
	tests := []struct {
		spec, mention, secret string
	}{
		{"nominatim:", "nominatim", ""},
		{"nominatim", "nominatim", ""},
		{"nominatim:example.org", "nominatim", ""},
		{"nominatim:ftp://user:pa55word@example.org", "nominatim", "pa55word"},
		{"google:", "google", ""},
		{"google:   ", "google", ""},
		{"mapbox:pk.SECRET123", `"mapbox"`, "pk.SECRET123"},
		{"AIzaSyD-RAW-KEY-1234567890abcdefghij", "unknown geocoder", "AIzaSyD"},
		{"builtin:x", "builtin", ""},
	}
	for _, tt := range tests {
		_, err := New(tt.spec, nil)
		if err == nil {
			t.Errorf("New(%q) succeeded", tt.spec)
			continue
		}
		msg := err.Error()
		if !strings.Contains(msg, "KAJIAN_GEOCODER") || !strings.Contains(msg, tt.mention) {
			t.Errorf("New(%q) error %q does not name KAJIAN_GEOCODER and %s", tt.spec, msg, tt.mention)
		}
		if tt.secret != "" && strings.Contains(msg, tt.secret) {
			t.Errorf("New(%q) error %q repeats the secret", tt.spec, msg)
		}
	}
}

func TestNewDoesNotKeepFallbacksPastAnOutage(t *testing.T) {
	var down atomic.Bool
	down.Store(true)
	srv, _ := fakeServer(t, func(w http.ResponseWriter, r *http.Request) {
		if down.Load() {
			reply(503, "")(w, r)
			return
		}
		reply(200, nominatimIstiqlal)(w, r)
	})
	g, err := New("nominatim:"+srv.URL, nil)
	if err != nil {
		t.Fatal(err)
	}
	const address = "Masjid Istiqlal, Jakarta Pusat"
	if res, err := g.Geocode(context.Background(), address); err != nil || res.Source != "gazetteer" {
		t.Fatalf("provider down: %+v, %v; want the gazetteer's fallback", res, err)
	}
	down.Store(false)
	if res, err := g.Geocode(context.Background(), address); err != nil || res.Source != "nominatim" {
		t.Errorf("provider back: %+v, %v; want Nominatim's answer, not the cached fallback", res, err)
	}
}
