package media

import (
	"bytes"
	"context"
	"errors"
	"io"
	"io/fs"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/johannesboyne/gofakes3"
	"github.com/kajiankita/kajian/internal/kajian"
)

func testPoster(t *testing.T) *Poster {
	t.Helper()
	p, err := ProcessPoster(context.Background(), bytes.NewReader(jpegBytes(t, quadrants(900, 1200))))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestVariantKey(t *testing.T) {
	tests := []struct{ key, variant, want string }{
		{"u1/regular/1732400000000-a1b2c3.jpg", VariantCard, "u1/regular/1732400000000-a1b2c3-card.jpg"},
		{"u1/recurring/1732400000000-a1b2c3.png", VariantDetail, "u1/recurring/1732400000000-a1b2c3-detail.jpg"},
		{"u1/regular/1732400000000-a1b2c3.webp", VariantOG, "u1/regular/1732400000000-a1b2c3-og.jpg"},
	}
	for _, tt := range tests {
		if got := VariantKey(tt.key, tt.variant); got != tt.want {
			t.Errorf("VariantKey(%q, %q) = %q, want %q", tt.key, tt.variant, got, tt.want)
		}
	}
}

func TestStorePosterLayout(t *testing.T) {
	b, dir := openTestFileBucket(t)
	ctx := context.Background()
	p := testPoster(t)
	now := time.Date(2026, 11, 24, 12, 30, 0, 0, time.UTC)

	keys := map[string]bool{}
	for _, kind := range []string{KindRegular, KindRecurring} {
		key, err := StorePoster(ctx, b, "8f14e45f-ceea-467f-a0e6-1234567890ab", kind, p, now)
		if err != nil {
			t.Fatal(err)
		}
		want := regexp.MustCompile(`^8f14e45f-ceea-467f-a0e6-1234567890ab/` + kind + `/1795523400000-[0-9a-f]{12}\.jpg$`)
		if !want.MatchString(key) {
			t.Errorf("key %q does not match %v", key, want)
		}
		keys[key] = true
		for _, c := range []struct {
			key  string
			img  Image
			kind string
		}{
			{key, p.Original, "image/jpeg"},
			{VariantKey(key, VariantCard), p.Card, "image/jpeg"},
			{VariantKey(key, VariantDetail), p.Detail, "image/jpeg"},
			{VariantKey(key, VariantOG), p.OG, "image/jpeg"},
		} {
			r, a, err := b.Open(ctx, c.key)
			if err != nil {
				t.Fatalf("%s: %v", c.key, err)
			}
			got, _ := io.ReadAll(r)
			r.Close()
			if !bytes.Equal(got, c.img.Data) || a.ContentType != c.kind {
				t.Errorf("%s: %d bytes of %s, want %d bytes of %s", c.key, len(got), a.ContentType, len(c.img.Data), c.kind)
			}
		}
	}
	// Two uploads in the same millisecond still get different keys.
	again, err := StorePoster(ctx, b, "8f14e45f-ceea-467f-a0e6-1234567890ab", KindRegular, p, now)
	if err != nil {
		t.Fatal(err)
	}
	if keys[again] {
		t.Errorf("key %q was reused", again)
	}
	if n := countFiles(t, dir); n != 12 {
		t.Errorf("%d blobs stored, want 12 (3 posters of 4 files)", n)
	}
}

func TestStorePosterTransparentOriginalIsPNG(t *testing.T) {
	b, _ := openTestFileBucket(t)
	p := testPoster(t)
	p.Original = Image{Data: []byte("png"), ContentType: "image/png"}
	key, err := StorePoster(context.Background(), b, "u1", KindRegular, p, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(key, ".png") {
		t.Errorf("key %q, want a .png original", key)
	}
	r, a, err := b.Open(context.Background(), key)
	if err != nil {
		t.Fatal(err)
	}
	r.Close()
	if a.ContentType != "image/png" {
		t.Errorf("original stored as %q", a.ContentType)
	}
}

func TestStorePosterRefusesBadInput(t *testing.T) {
	b, dir := openTestFileBucket(t)
	p := testPoster(t)
	for _, c := range []struct{ user, kind string }{
		{"u1", "weekly"}, {"u1", ""}, {"", KindRegular}, {"../u2", KindRegular}, {"u1/x", KindRegular}, {".", KindRegular},
	} {
		if key, err := StorePoster(context.Background(), b, c.user, c.kind, p, time.Now()); err == nil {
			t.Errorf("StorePoster(user %q, kind %q) = %q, want an error", c.user, c.kind, key)
		}
	}
	if n := countFiles(t, dir); n != 0 {
		t.Errorf("%d files written by refused calls", n)
	}
}

// failingBucket is a real bucket whose Put fails from the failAt-th call on.
type failingBucket struct {
	Bucket
	mu     sync.Mutex
	puts   int
	failAt int
}

var errDiskFull = errors.New("disk penuh")

func (b *failingBucket) Put(ctx context.Context, key string, r io.Reader, size int64, ct string) error {
	b.mu.Lock()
	b.puts++
	fail := b.puts >= b.failAt
	b.mu.Unlock()
	if fail {
		return errDiskFull
	}
	return b.Bucket.Put(ctx, key, r, size, ct)
}

func TestStorePosterRollsBackOnFailure(t *testing.T) {
	p := testPoster(t)
	for failAt := 1; failAt <= 4; failAt++ {
		real, dir := openTestFileBucket(t)
		b := &failingBucket{Bucket: real, failAt: failAt}
		key, err := StorePoster(context.Background(), b, "u1", KindRegular, p, time.Now())
		if !errors.Is(err, errDiskFull) || key != "" {
			t.Fatalf("write %d failing: key %q, error %v; want no key and the write error", failAt, key, err)
		}
		if n := countFiles(t, dir); n != 0 {
			t.Errorf("write %d failing: %d blobs left behind", failAt, n)
		}
	}
}

func TestDeletePosterRemovesAll(t *testing.T) {
	b, dir := openTestFileBucket(t)
	ctx := context.Background()
	p := testPoster(t)
	keep, err := StorePoster(ctx, b, "u1", KindRegular, p, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	gone, err := StorePoster(ctx, b, "u1", KindRecurring, p, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if err := DeletePoster(ctx, b, gone); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{gone, VariantKey(gone, VariantCard), VariantKey(gone, VariantDetail), VariantKey(gone, VariantOG)} {
		if _, _, err := b.Open(ctx, k); !errors.Is(err, kajian.ErrNotFound) {
			t.Errorf("%s still there: %v", k, err)
		}
	}
	if n := countFiles(t, dir); n != 4 {
		t.Errorf("%d blobs left, want the other poster's 4", n)
	}
	if _, _, err := b.Open(ctx, VariantKey(keep, VariantOG)); err != nil {
		t.Errorf("the other poster lost its og image: %v", err)
	}
	// Deleting again, or a poster whose variants never existed, succeeds.
	if err := DeletePoster(ctx, b, gone); err != nil {
		t.Errorf("second delete: %v", err)
	}
}

func TestDeletePosterRefusesOtherKeys(t *testing.T) {
	b, _ := openTestFileBucket(t)
	for _, key := range []string{"", "u1/regular", "../u1/regular/1-a.jpg", "u1/other/1-a.jpg", "u1/regular/x.jpg", "u1/regular/1-a.txt", "u1/regular/1-a-card.jpg", "a/u1/regular/1-a.jpg"} {
		if err := DeletePoster(context.Background(), b, key); err == nil {
			t.Errorf("DeletePoster(%q) succeeded", key)
		}
	}
}

func TestStoreAndDeletePosterOnS3(t *testing.T) {
	b, backend := openFakeS3(t, "")
	ctx := context.Background()
	key, err := StorePoster(ctx, b, "u1", KindRegular, testPoster(t), time.Now())
	if err != nil {
		t.Fatal(err)
	}
	r, a, err := b.Open(ctx, VariantKey(key, VariantOG))
	if err != nil {
		t.Fatal(err)
	}
	r.Close()
	if a.ContentType != "image/jpeg" {
		t.Errorf("og stored as %q", a.ContentType)
	}
	if err := DeletePoster(ctx, b, key); err != nil {
		t.Fatal(err)
	}
	list, err := backend.ListBucket("kajian-posters", nil, gofakes3.ListBucketPage{})
	if err != nil {
		t.Fatal(err)
	}
	if len(list.Contents) != 0 {
		t.Errorf("%d objects left after DeletePoster", len(list.Contents))
	}
}

// countFiles counts the blobs in a file bucket's folder (attribute files and
// folders aside).
func countFiles(t *testing.T, dir string) int {
	t.Helper()
	n := 0
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == attrsDir {
			return filepath.SkipDir
		}
		if !d.IsDir() {
			n++
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return n
}
