package server

import (
	"io"
	"net/http"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/media"
)

// handleMedia serves stored posters and their variants from the blob store.
// Keys are unique per upload (a timestamp and random part), so what a key
// names never changes and browsers may keep it for a year.
func handleMedia(bucket media.Bucket) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		key := r.PathValue("key")
		if strings.HasPrefix(key, previewsPrefix) {
			// Drawn previews are served by the session's og-image route, which
			// checks who may see the session; here they would not be.
			return kajian.ErrNotFound
		}
		rc, attrs, err := bucket.Open(r.Context(), key)
		if err != nil {
			return err // not found → 404 through writeError; bad keys are refused by the bucket as not found
		}
		defer rc.Close()
		h := w.Header()
		h.Set("Content-Type", attrs.ContentType)
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
		h.Set("Content-Security-Policy", "default-src 'none'; sandbox")
		if attrs.ETag != "" {
			h.Set("ETag", attrs.ETag)
			if r.Header.Get("If-None-Match") == attrs.ETag {
				w.WriteHeader(http.StatusNotModified)
				return nil
			}
		}
		if rs, ok := rc.(io.ReadSeeker); ok {
			http.ServeContent(w, r, "", attrs.ModTime, rs)
			return nil
		}
		_, err = io.Copy(w, rc)
		if err != nil {
			return kajian.ErrInternal.Wrap(err)
		}
		return nil
	})
}
