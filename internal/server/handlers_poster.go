package server

import (
	"errors"
	"io"
	"mime"
	"mime/multipart"
	"net/http"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/media"
	"github.com/kajiankita/kajian/internal/posters"
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
			return nil, uploadError(err, errNotMultipart)
		}
		if part.FormName() == posterField {
			return part, nil
		}
		_ = part.Close()
	}
}

// uploadError names a body over the limit as the spec's size refusal; other
// read errors become fallback.
func uploadError(err error, fallback *kajian.Error) error {
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

// handlePosterUpload stores a poster (posters.Service.Upload); ?kind=
// regular|recurring names the folder it goes to.
func handlePosterUpload(p *posters.Service) http.Handler {
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
		part, err := posterPart(w, r)
		if err != nil {
			return err
		}
		defer part.Close()
		up, err := p.Upload(r.Context(), viewer, kind, part)
		if err != nil {
			return uploadError(err, kajian.ErrInternal)
		}
		return encode(w, http.StatusCreated, posterUploadDTO{Key: up.Key, Poster: *posterURLs(up.Key), Width: up.Width, Height: up.Height})
	})
}

// posterDeleteDTO says whether the files were deleted now: a poster a saved
// session still shows is kept until that session is saved without it.
type posterDeleteDTO struct {
	OK      bool `json:"ok"`
	Deleted bool `json:"deleted"`
}

// handlePosterDelete removes an uploaded poster and its variants, when no
// saved session shows it.
func handlePosterDelete(p *posters.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		deleted, err := p.Remove(r.Context(), viewerOf(r.Context()), r.PathValue("key"))
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, posterDeleteDTO{OK: true, Deleted: deleted})
	})
}
