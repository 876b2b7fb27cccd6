package geo

import (
	"context"
	"fmt"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
)

func TestLRU(t *testing.T) {
	c := newLRU[string, int](2)
	c.put("a", 1)
	c.put("b", 2)
	if v, ok := c.get("a"); !ok || v != 1 { // a is now the most recent
		t.Fatalf("get(a) = %v, %v", v, ok)
	}
	c.put("c", 3) // evicts b, the least recently used
	if _, ok := c.get("b"); ok {
		t.Error("b survived eviction")
	}
	for k, want := range map[string]int{"a": 1, "c": 3} {
		if v, ok := c.get(k); !ok || v != want {
			t.Errorf("get(%s) = %v, %v; want %v", k, v, ok, want)
		}
	}
	c.put("a", 10) // update in place
	if v, _ := c.get("a"); v != 10 || c.len() != 2 {
		t.Errorf("after update: get(a) = %v, len = %d", v, c.len())
	}
}

func TestLRUConcurrent(t *testing.T) {
	c := newLRU[int, int](GeocodeCacheSize)
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for i := range 2000 {
				c.put(i*8+g, i)
				c.get(i)
			}
		})
	}
	wg.Wait()
	if c.len() != GeocodeCacheSize {
		t.Errorf("len = %d, want %d", c.len(), GeocodeCacheSize)
	}
}

func TestCachedGeocodeAsksOnce(t *testing.T) {
	srv, hits := fakeServer(t, reply(200, nominatimIstiqlal))
	c := NewCached(newTestNominatim(t, srv.URL), GeocodeCacheSize, ReverseCacheSize)
	first, err := c.Geocode(context.Background(), "Masjid Istiqlal, Jakarta Pusat")
	if err != nil {
		t.Fatal(err)
	}
	// The same address typed differently is the same question.
	for _, a := range []string{"Masjid Istiqlal, Jakarta Pusat", "  masjid istiqlal jakarta pusat.", "MASJID ISTIQLAL - JAKARTA PUSAT"} {
		again, err := c.Geocode(context.Background(), a)
		if err != nil || again != first {
			t.Errorf("Geocode(%q) = %+v, %v; want the cached %+v", a, again, err, first)
		}
	}
	if hits.Load() != 1 {
		t.Errorf("provider asked %d times, want 1", hits.Load())
	}
	if _, err := c.Geocode(context.Background(), "Masjid Agung, Bandung"); err != nil || hits.Load() != 2 {
		t.Errorf("a new address: err %v, %d requests; want 2", err, hits.Load())
	}
}

func TestCachedKeepsNotFoundButNotFailures(t *testing.T) {
	var fail atomic.Bool
	srv, hits := fakeServer(t, func(w http.ResponseWriter, r *http.Request) {
		switch {
		case fail.Load():
			reply(503, "")(w, r)
		case r.URL.Query().Get("q") == "Jl. Antah Berantah":
			reply(200, `[]`)(w, r)
		default:
			reply(200, nominatimStreet)(w, r)
		}
	})
	c := NewCached(newTestNominatim(t, srv.URL), GeocodeCacheSize, ReverseCacheSize)
	ctx := context.Background()

	for range 2 {
		_, err := c.Geocode(ctx, "Jl. Antah Berantah")
		wantGeoErr(t, err, ErrAddressNotFound)
	}
	if hits.Load() != 1 {
		t.Fatalf("not found: provider asked %d times, want 1", hits.Load())
	}

	fail.Store(true)
	_, err := c.Geocode(ctx, "Jl. Malioboro")
	wantGeoErr(t, err, ErrAPI)
	fail.Store(false)
	if res, err := c.Geocode(ctx, "Jl. Malioboro"); err != nil || res.City != "Yogyakarta" {
		t.Fatalf("after the failure passed: %+v, %v", res, err)
	}
	if hits.Load() != 3 {
		t.Errorf("provider asked %d times, want 3 (the failure was not cached)", hits.Load())
	}
}

func TestCachedReverseRoundsThePoint(t *testing.T) {
	srv, hits := fakeServer(t, reply(200, nominatimReverseBandung))
	c := NewCached(newTestNominatim(t, srv.URL), GeocodeCacheSize, ReverseCacheSize)
	ctx := context.Background()
	if _, err := c.Reverse(ctx, -6.90250, 107.61880); err != nil {
		t.Fatal(err)
	}
	res, err := c.Reverse(ctx, -6.90254, 107.61876) // a few metres away
	if err != nil || res.City != "Bandung" || res.Latitude != -6.90254 || res.Longitude != 107.61876 {
		t.Errorf("nearby point: %+v, %v; want Bandung at the point asked", res, err)
	}
	if hits.Load() != 1 {
		t.Errorf("provider asked %d times for two points 5 m apart, want 1", hits.Load())
	}
	if _, err := c.Reverse(ctx, -6.95, 107.65); err != nil || hits.Load() != 2 {
		t.Errorf("a point 6 km away: err %v, %d requests; want 2", err, hits.Load())
	}
	_, err = c.Reverse(ctx, 48.85, 2.35)
	wantGeoErr(t, err, ErrOutsideIndonesia)
	if hits.Load() != 2 {
		t.Errorf("provider asked about Paris")
	}
}

func TestCachedEvictsTheOldest(t *testing.T) {
	srv, hits := fakeServer(t, reply(200, nominatimStreet))
	c := NewCached(newTestNominatim(t, srv.URL), 2, 2)
	ctx := context.Background()
	for _, a := range []string{"Jl. A", "Jl. B", "Jl. C", "Jl. C", "Jl. A"} {
		if _, err := c.Geocode(ctx, a); err != nil {
			t.Fatal(err)
		}
	}
	if hits.Load() != 4 { // A, B, C, then A again after it was evicted
		t.Errorf("provider asked %d times, want 4", hits.Load())
	}
}

func TestCachedConcurrentUse(t *testing.T) {
	srv, hits := fakeServer(t, reply(200, nominatimStreet))
	c := NewCached(newTestNominatim(t, srv.URL), GeocodeCacheSize, ReverseCacheSize)
	var wg sync.WaitGroup
	for g := range 16 {
		wg.Go(func() {
			for i := range 20 {
				if _, err := c.Geocode(context.Background(), fmt.Sprintf("Jl. Nomor %d", (g+i)%10)); err != nil {
					t.Error(err)
				}
			}
		})
	}
	wg.Wait()
	// Ten addresses; concurrent first requests may each ask, but no more
	// than once per goroutine per address, and most answers are cached.
	if n := hits.Load(); n < 10 || n > 160 {
		t.Errorf("provider asked %d times for 10 addresses", n)
	}
	if c.geocodes.len() != 10 {
		t.Errorf("cache holds %d entries, want 10", c.geocodes.len())
	}
}

func TestCachedReverseDoesNotKeepFailures(t *testing.T) {
	var fail atomic.Bool
	fail.Store(true)
	srv, hits := fakeServer(t, func(w http.ResponseWriter, r *http.Request) {
		if fail.Load() {
			reply(429, "")(w, r)
			return
		}
		reply(200, nominatimReverseBandung)(w, r)
	})
	c := NewCached(newTestNominatim(t, srv.URL), GeocodeCacheSize, ReverseCacheSize)
	_, err := c.Reverse(context.Background(), -6.9025, 107.6188)
	wantGeoErr(t, err, ErrQuotaExceeded)
	fail.Store(false)
	if res, err := c.Reverse(context.Background(), -6.9025, 107.6188); err != nil || res.City != "Bandung" {
		t.Fatalf("after the quota passed: %+v, %v", res, err)
	}
	if hits.Load() != 2 {
		t.Errorf("provider asked %d times, want 2", hits.Load())
	}
}
