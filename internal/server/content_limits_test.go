package server

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/geo"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/posters"
	"github.com/kajiankita/kajian/internal/posting"
)

// countingGeocoder counts the places it is asked to find.
type countingGeocoder struct {
	geo.Geocoder
	calls atomic.Int64
}

func (g *countingGeocoder) Geocode(ctx context.Context, address string) (geo.Result, error) {
	g.calls.Add(1)
	return g.Geocoder.Geocode(ctx, address)
}

// wantRateLimited checks a 429 answer: code, Indonesian message and Retry-After.
func wantRateLimited(t *testing.T, r response, message, retryAfter string) {
	t.Helper()
	code, _, msg := apiErrorOf(t, r)
	if r.status != 429 || code != "rate_limited" || msg != message || r.header.Get("Retry-After") != retryAfter {
		t.Fatalf("got %d %s %q Retry-After %q, want 429 rate_limited %q Retry-After %s\n%s",
			r.status, code, msg, r.header.Get("Retry-After"), message, retryAfter, r.body)
	}
}

// The limits live in the server's memory, not the database: one dialect is enough.

func TestPosterUploadLimit(t *testing.T) {
	dir := t.TempDir()
	e := newEnv(t, onSQLite, withBucketDir(t, dir))
	c, _ := e.signedIn("penyelenggara@example.id", kajian.RoleUser)
	other, _ := e.signedIn("lain@example.id", kajian.RoleUser)
	poster := pngBytesOf(t, gradientPicture(12, 12))

	for i := range posters.UploadLimit.Max {
		if res := c.upload("/api/v1/posters", "poster.png", "image/png", poster); res.status != 201 {
			t.Fatalf("upload %d: %d %s", i+1, res.status, res.body)
		}
	}
	// The next one is refused before its body is read; nothing more is stored.
	wantRateLimited(t, c.upload("/api/v1/posters", "poster.png", "image/png", poster),
		"Terlalu banyak upload poster. Silakan coba lagi dalam 2 menit.", "120")
	if got := len(blobs(t, dir)); got != 4*posters.UploadLimit.Max {
		t.Fatalf("%d files stored, want %d", got, 4*posters.UploadLimit.Max)
	}
	// Refused files count too: reading them costs the same.
	wantRateLimited(t, c.upload("/api/v1/posters", "catatan.jpg", "image/jpeg", []byte("bukan gambar")),
		"Terlalu banyak upload poster. Silakan coba lagi dalam 2 menit.", "120")

	// Per user: someone else uploads; after the wait the user may upload again.
	if res := other.upload("/api/v1/posters", "poster.png", "image/png", poster); res.status != 201 {
		t.Fatalf("other user: %d %s", res.status, res.body)
	}
	e.clock.Advance(2 * time.Minute)
	if res := c.upload("/api/v1/posters", "poster.png", "image/png", poster); res.status != 201 {
		t.Fatalf("after the wait: %d %s", res.status, res.body)
	}
}

func TestPostingLimit(t *testing.T) {
	geocoder := &countingGeocoder{}
	e := newEnv(t, onSQLite, func(d *envDeps) { geocoder.Geocoder = d.Geocoder; d.Geocoder = geocoder })
	c, _ := e.signedIn("penyelenggara@example.id", kajian.RoleUser)
	other, _ := e.signedIn("lain@example.id", kajian.RoleUser)
	titled := func(i int) map[string]any {
		return withFields(oneOffBody(), map[string]any{"title": fmt.Sprintf("Kajian Tafsir %d", i)})
	}

	// A refused form costs nothing and is not counted: the form is sent again after each fix.
	for range 5 {
		wantAPIError(t, c.do("POST", "/api/v1/postings", withFields(oneOffBody(), map[string]any{"title": ""})), 400, "Judul harus diisi")
	}
	for i := range posting.CreateLimit.Max {
		mustPost(t, c, titled(i))
	}
	calls := geocoder.calls.Load()
	if calls != int64(posting.CreateLimit.Max) {
		t.Fatalf("%d geocoder calls, want %d", calls, posting.CreateLimit.Max)
	}
	wantRateLimited(t, c.do("POST", "/api/v1/postings", titled(99)),
		"Terlalu banyak kajian diposting. Silakan coba lagi dalam 3 menit.", "180")
	if n, _ := e.db.CountRows(context.Background(), "kajian"); n != posting.CreateLimit.Max {
		t.Fatalf("%d sessions stored, want %d", n, posting.CreateLimit.Max)
	}
	if geocoder.calls.Load() != calls {
		t.Fatal("a refused posting reached the geocoder")
	}
	// Still checked first: a broken form says what is wrong, not to wait.
	wantAPIError(t, c.do("POST", "/api/v1/postings", withFields(oneOffBody(), map[string]any{"title": ""})), 400, "Judul harus diisi")

	mustPost(t, other, titled(100))
	e.clock.Advance(3 * time.Minute)
	mustPost(t, c, titled(101))
}

func TestPostingEditLimit(t *testing.T) {
	e := newEnv(t, onSQLite)
	c, _ := e.signedIn("penyelenggara@example.id", kajian.RoleUser)
	path := "/api/v1/postings/regular/" + mustPost(t, c, oneOffBody()).Kajian.Slug

	for i := range posting.EditLimit.Max {
		if res := c.do("PUT", path, oneOffBody()); res.status != 200 {
			t.Fatalf("edit %d: %d %s", i+1, res.status, res.body)
		}
	}
	wantRateLimited(t, c.do("PUT", path, oneOffBody()),
		"Terlalu banyak perubahan kajian. Silakan coba lagi dalam 60 detik.", "60")
	e.clock.Advance(time.Minute)
	if res := c.do("PUT", path, oneOffBody()); res.status != 200 {
		t.Fatalf("after the wait: %d %s", res.status, res.body)
	}
}
