package server

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/media"
	"github.com/kajiankita/kajian/internal/sessions"
)

// Link preview images are 1200x630 (spec §9).
const (
	previewWidth  = 1200
	previewHeight = 630
	// previewCacheControl lets browsers and chat apps keep an image a day;
	// the ?v= in page metadata changes whenever what it shows changes.
	previewCacheControl = "public, max-age=86400"
	previewBrand        = "Kajian Kita"
)

// previewText is what a drawn preview shows of k.
func previewText(k *kajian.Session) media.PreviewText {
	return media.PreviewText{Title: k.Title, When: k.WhenText(), Time: k.TimeText(), Place: k.PlaceText(), Brand: previewBrand}
}

// previewVersion names the content of k's preview: the poster, or the text a
// drawn one shows. It goes into the image's URL and ETag.
func previewVersion(k *kajian.Session) string {
	t := previewText(k)
	sum := sha256.Sum256([]byte(strings.Join([]string{"v1", string(k.Type), k.PosterKey, t.Title, t.When, t.Time, t.Place, t.Brand}, "\x00")))
	return hex.EncodeToString(sum[:8])
}

// previewImageURL is the absolute URL of k's 1200x630 preview image.
func (l links) previewImage(k *kajian.Session) string {
	return l.session(k) + "/og-image?v=" + previewVersion(k)
}

// previewImageType is the type of k's preview: the poster's JPEG variant, or
// a drawn PNG.
func previewImageType(k *kajian.Session) string {
	if k.PosterKey != "" {
		return "image/jpeg"
	}
	return media.PreviewContentType
}

// previewsPrefix is the folder of drawn previews in the blob store.
const previewsPrefix = "previews/"

// drawnPreviewKey is where a drawn preview is kept in the blob store, so it is
// drawn once per version and shared by every server copy.
func drawnPreviewKey(k *kajian.Session, version string) string {
	return previewsPrefix + string(k.Type) + "/" + k.ID + "-" + version + ".png"
}

// handlePreviewImage serves GET /kajian/{slug}/og-image and
// /kajian-rutin/{slug}/og-image: the 1200x630 image link previews show, the
// poster's og variant when there is one, otherwise a card drawn with the
// title, date or day, time and place.
func handlePreviewImage(ss *sessions.Service, bucket media.Bucket, t kajian.Type) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		k, err := ss.Find(r.Context(), viewerOf(r.Context()), t, r.PathValue("slug"))
		if err != nil {
			return err
		}
		version := previewVersion(k)
		etag := `"` + version + `"`
		h := w.Header()
		if k.IsPublic() {
			h.Set("Cache-Control", previewCacheControl)
		} else {
			h.Set("Cache-Control", "private, no-store") // only its creator and admins see it
		}
		h.Set("ETag", etag)
		if r.Header.Get("If-None-Match") == etag {
			w.WriteHeader(http.StatusNotModified)
			return nil
		}
		if k.PosterKey != "" {
			rc, attrs, err := bucket.Open(r.Context(), media.VariantKey(k.PosterKey, media.VariantOG))
			if err == nil {
				defer rc.Close()
				return writeImage(w, r, attrs.ContentType, rc)
			}
			if !errors.Is(err, kajian.ErrNotFound) {
				return err
			}
			// A poster without its og variant: draw a card instead.
		}
		key := drawnPreviewKey(k, version)
		if rc, _, err := bucket.Open(r.Context(), key); err == nil {
			defer rc.Close()
			return writeImage(w, r, media.PreviewContentType, rc)
		}
		img, err := media.DrawPreview(previewText(k))
		if err != nil {
			return err
		}
		if err := bucket.Put(r.Context(), key, bytes.NewReader(img), int64(len(img)), media.PreviewContentType); err != nil {
			slog.WarnContext(r.Context(), "keep drawn preview", "err", err, "key", key) // serve it anyway
		}
		return writeImage(w, r, media.PreviewContentType, bytes.NewReader(img))
	})
}

func writeImage(w http.ResponseWriter, r *http.Request, contentType string, body io.Reader) error {
	w.Header().Set("Content-Type", contentType)
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(http.StatusOK)
	if r.Method == http.MethodHead {
		return nil
	}
	_, err := io.Copy(w, body)
	if err != nil {
		slog.DebugContext(r.Context(), "preview write", "err", err)
	}
	return nil
}
