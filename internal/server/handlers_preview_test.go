package server

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/jpeg"
	_ "image/png"
	"net/http"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/media"
)

func decodeImage(t *testing.T, res response) (image.Image, string) {
	t.Helper()
	if res.status != 200 {
		t.Fatalf("image: %d %s", res.status, res.body)
	}
	img, format, err := image.Decode(bytes.NewReader(res.body))
	if err != nil {
		t.Fatalf("image does not decode: %v", err)
	}
	return img, format
}

func TestPreviewImage(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		ctx := context.Background()

		// Without a poster: a drawn 1200x630 card, kept in the blob store, cacheable.
		path := "/kajian/" + f.oneOff.Slug + "/og-image"
		res := f.visitor.do("GET", path, nil)
		img, format := decodeImage(t, res)
		if b := img.Bounds(); b.Dx() != 1200 || b.Dy() != 630 || format != "png" || res.header.Get("Content-Type") != "image/png" {
			t.Fatalf("drawn preview: %v %s %s", b, format, res.header.Get("Content-Type"))
		}
		if res.header.Get("Cache-Control") != "public, max-age=86400" || res.header.Get("ETag") == "" {
			t.Errorf("caching: %v", res.header)
		}
		if again := f.visitor.do("GET", path, nil, "If-None-Match", res.header.Get("ETag")); again.status != 304 {
			t.Errorf("revalidation: %d", again.status)
		}
		rc, _, err := e.bucket.Open(ctx, drawnPreviewKey(f.oneOff, previewVersion(f.oneOff)))
		if err != nil {
			t.Fatalf("drawn preview not kept: %v", err)
		}
		rc.Close()
		weekly, _ := decodeImage(t, f.visitor.do("GET", "/kajian-rutin/"+f.weekly.Slug+"/og-image", nil))
		if b := weekly.Bounds(); b.Dx() != 1200 || b.Dy() != 630 {
			t.Errorf("weekly preview: %v", b)
		}

		// With a poster: its og variant, as stored.
		var og bytes.Buffer
		poster := image.NewRGBA(image.Rect(0, 0, 1200, 630))
		for i := range poster.Pix {
			poster.Pix[i] = 200
		}
		poster.Set(0, 0, color.RGBA{255, 0, 0, 255})
		if err := jpeg.Encode(&og, poster, nil); err != nil {
			t.Fatal(err)
		}
		key := f.creator.ID + "/regular/1700000000000-abcdef.jpg"
		if err := e.bucket.Put(ctx, media.VariantKey(key, media.VariantOG), bytes.NewReader(og.Bytes()), int64(og.Len()), "image/jpeg"); err != nil {
			t.Fatal(err)
		}
		withPoster := &kajian.Session{Type: kajian.Regular, Title: "Tabligh Akbar", Ustaz: "Syaikh Abdullah", PosterKey: key,
			Date: kajian.Date{Year: 2026, Month: 12, Day: 5}, Time: 8 * 60, Status: kajian.StatusApproved, CreatedBy: f.creator.ID}
		if err := e.db.RecordPosterUpload(ctx, key, f.creator.ID); err != nil {
			t.Fatal(err)
		}
		if err := e.db.CreateSession(ctx, withPoster); err != nil {
			t.Fatal(err)
		}
		res = f.visitor.do("GET", "/kajian/"+withPoster.Slug+"/og-image", nil)
		if !bytes.Equal(res.body, og.Bytes()) || res.header.Get("Content-Type") != "image/jpeg" {
			t.Fatalf("poster preview: %d %s", res.status, res.header.Get("Content-Type"))
		}
		_, h, _ := fetchPage(t, e, f.visitor, "/kajian/"+withPoster.Slug)
		if h.one(t, "og:image:type") != "image/jpeg" || h.one(t, "og:image:alt") != "Poster Tabligh Akbar" {
			t.Errorf("poster metadata: %v", h.meta)
		}

		// A poster whose og variant is missing falls back to a drawn card.
		noVariant := &kajian.Session{Type: kajian.Regular, Title: "Poster Lama", Ustaz: "Ustadz Fauzan",
			PosterKey: f.creator.ID + "/regular/1700000000001-fedcba.jpg", Date: kajian.Date{Year: 2026, Month: 12, Day: 6},
			Time: 8 * 60, Status: kajian.StatusApproved, CreatedBy: f.creator.ID}
		if err := e.db.RecordPosterUpload(ctx, noVariant.PosterKey, f.creator.ID); err != nil {
			t.Fatal(err)
		}
		if err := e.db.CreateSession(ctx, noVariant); err != nil {
			t.Fatal(err)
		}
		img, format = decodeImage(t, f.visitor.do("GET", "/kajian/"+noVariant.Slug+"/og-image", nil))
		if format != "png" || img.Bounds().Dx() != 1200 {
			t.Errorf("fallback: %s %v", format, img.Bounds())
		}

		// Hidden sessions have no preview for others, and nothing cacheable for their creator.
		if res := f.visitor.do("GET", "/kajian/"+f.pending.Slug+"/og-image", nil); res.status != 404 {
			t.Errorf("pending preview for a visitor: %d", res.status)
		}
		res = f.creatorC.do("GET", "/kajian/"+f.pending.Slug+"/og-image", nil)
		if res.status != 200 || !strings.HasPrefix(res.header.Get("Cache-Control"), "private") {
			t.Errorf("pending preview for its creator: %d %v", res.status, res.header.Get("Cache-Control"))
		}
	})
}

// A drawn preview is served only through its session's og-image route,
// which checks who may see the session: /media does not hand out the drawn
// card of a session waiting for approval.
func TestDrawnPreviewsAreNotServedAsMedia(t *testing.T) {
	e := newEnv(t, onSQLite)
	f := newSessionFixture(t, e)
	path := sessionPath(f.pending) + "/og-image"
	if res := f.creatorC.do("GET", path, nil); res.status != http.StatusOK {
		t.Fatalf("the creator's preview: %d", res.status)
	}
	key := drawnPreviewKey(f.pending, previewVersion(f.pending))
	if _, _, err := e.bucket.Open(context.Background(), key); err != nil {
		t.Fatalf("the drawn preview was not kept: %v", err)
	}
	if res := f.visitor.do("GET", "/media/"+key, nil); res.status != http.StatusNotFound {
		t.Fatalf("/media served the drawn preview of a pending session: %d", res.status)
	}
	if res := f.visitor.do("GET", path, nil); res.status != http.StatusNotFound {
		t.Fatalf("a visitor's og-image of a pending session: %d", res.status)
	}
}
