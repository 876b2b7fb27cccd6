package server

import (
	"context"
	"errors"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/media"
)

// maxUploadBody caps a multipart upload: the poster's 20 MB plus room for
// the multipart framing. Anything beyond is refused while it arrives.
const maxUploadBody = media.MaxPosterBytes + 1<<20

// The form field that carries the poster in multipart uploads.
const posterField = "poster"

var (
	errNotMultipart = kajian.Errorf(kajian.KindInvalid, "not_multipart", "Unggah poster sebagai formulir multipart (field \"poster\")")
	errNoPosterFile = kajian.Invalid(posterField, "Pilih file poster terlebih dahulu")
)

// posterPart returns the reader of the request's "poster" file part,
// skipping other parts. The body is capped at maxUploadBody.
func posterPart(w http.ResponseWriter, r *http.Request) (*multipart.Part, error) {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mt != "multipart/form-data" {
		return nil, errNotMultipart
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxUploadBody)
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, errNotMultipart.Wrap(err)
	}
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return nil, errNoPosterFile
		}
		if err != nil {
			return nil, posterUploadError(err, errNotMultipart)
		}
		if part.FormName() == posterField {
			return part, nil
		}
		_ = part.Close()
	}
}

// posterUploadError names a body over the limit as the spec's size refusal; other
// read errors become fallback.
func posterUploadError(err error, fallback *kajian.Error) error {
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return media.ErrFileTooLarge.Wrap(err)
	}
	var ke *kajian.Error
	if errors.As(err, &ke) {
		return err
	}
	return fallback.Wrap(err)
}

// posterUploadDTO answers an upload: the key to save with the session and
// the URLs of the stored poster and its variants.
type posterUploadDTO struct {
	Key    string    `json:"key"`
	Poster posterDTO `json:"poster"`
	Width  int       `json:"width"`
	Height int       `json:"height"`
}

// handlePosterUpload stores a poster: checked by its content (JPEG, PNG, GIF
// or WebP) and size (20 MB), re-encoded without metadata, with card, detail
// and preview variants, under {userId}/regular|recurring/…. The uploader's id
// is always the signed-in user's. Each user has posterUploadLimit uploads.
func (s *Server) handlePosterUpload() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		kind := r.URL.Query().Get("kind")
		if kind == "" {
			kind = media.KindRegular
		}
		if kind != media.KindRegular && kind != media.KindRecurring {
			return errBadPostingType
		}
		// Counted before the body is read: a refused file costs as much to read.
		if err := s.allowContent(w, viewer, "poster-upload", posterUploadLimit, "upload poster"); err != nil {
			return err
		}
		part, err := posterPart(w, r)
		if err != nil {
			return err
		}
		defer part.Close()
		p, err := media.ProcessPoster(part)
		if err != nil {
			return posterUploadError(err, kajian.Errorf(kajian.KindInvalid, "upload_failed", "Gagal mengupload poster"))
		}
		key, err := media.StorePoster(r.Context(), s.bucket, viewer.UserID, kind, p, s.clock.Now())
		if err != nil {
			return err
		}
		// Recorded, so that a poster no session takes is swept (poster_sweep.go).
		if err := s.store.RecordPosterUpload(r.Context(), key, viewer.UserID); err != nil {
			if derr := media.DeletePoster(context.WithoutCancel(r.Context()), s.bucket, key); derr != nil {
				err = errors.Join(err, derr)
			}
			return err
		}
		return encode(w, http.StatusCreated, posterUploadDTO{Key: key, Poster: *posterURLs(key),
			Width: p.Original.Width, Height: p.Original.Height})
	})
}

// ownsPoster reports whether the viewer uploaded the poster at key (keys
// start with the uploader's id) or is an admin.
func ownsPoster(v kajian.Viewer, key string) bool {
	return v.IsAdmin() || (v.SignedIn() && strings.HasPrefix(key, v.UserID+"/"))
}

// posterDeleteDTO says whether the files were deleted now: a poster a saved
// session still shows is kept until that session is saved without it.
type posterDeleteDTO struct {
	OK      bool `json:"ok"`
	Deleted bool `json:"deleted"`
}

// handlePosterDelete removes an uploaded poster and its variants, when no
// saved session shows it.
func (s *Server) handlePosterDelete() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		key := r.PathValue("key")
		if !ownsPoster(viewer, key) {
			return kajian.Errorf(kajian.KindForbidden, "forbidden", "Anda tidak memiliki izin untuk menghapus poster ini")
		}
		if err := media.CheckPosterKey(key); err != nil {
			return err
		}
		deleted, err := s.removePoster(r.Context(), key)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, posterDeleteDTO{OK: true, Deleted: deleted})
	})
}
