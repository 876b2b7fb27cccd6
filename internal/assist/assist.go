// Package assist is the use-case of the posting form's helpers: reading a
// poster or a pasted announcement into the form's fields, and writing a
// description. Each is for signed-in users, within per-user limits, since a
// model call costs the operator money and OCR costs CPU.
package assist

import (
	"context"
	"errors"
	"io"
	"net/http"
	"time"

	"github.com/kajiankita/kajian/internal/ai"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/media"
)

// Posters opens a stored poster the viewer may read.
type Posters interface {
	Open(ctx context.Context, viewer kajian.Viewer, key string) (io.ReadCloser, media.Attrs, error)
}

// Limiter spends one event of a key under a limit.
type Limiter interface {
	Allow(ctx context.Context, key string, l kajian.Limit) (bool, time.Duration, error)
}

// Per-user limits: model calls (posters, descriptions) and local parsing of
// pasted text, which costs only CPU.
var (
	ModelLimit = kajian.Limit{Max: 30, Per: 10 * time.Minute}
	TextLimit  = kajian.Limit{Max: 120, Per: 10 * time.Minute}
)

// Service runs the form's helpers.
type Service struct {
	reader  ai.Reader
	posters Posters
	limiter Limiter
}

// New returns the assist use-case.
func New(reader ai.Reader, posters Posters, limiter Limiter) *Service {
	return &Service{reader: reader, posters: posters, limiter: limiter}
}

// Source names what read the fields: the OpenAI-compatible model (ai),
// tesseract and the parser (ocr), or the parser alone (text).
type Source string

// Sources of a reading.
const (
	SourceAI   Source = "ai"
	SourceOCR  Source = "ocr"
	SourceText Source = "text"
)

// Poster is a poster to read: an upload (not yet read), or the key of one the
// viewer uploaded before, which spares a slow connection a second upload.
// What the upload says its type is does not matter: its bytes are sniffed.
type Poster struct {
	Upload io.Reader
	Key    string
}

func (s *Service) allow(ctx context.Context, viewer kajian.Viewer, name string, limit kajian.Limit) error {
	if !viewer.SignedIn() {
		return kajian.ErrUnauthorized
	}
	ok, _, err := s.limiter.Allow(ctx, name+":user:"+viewer.UserID, limit)
	if err != nil {
		return err
	}
	if !ok {
		return ai.ErrRateLimited
	}
	return nil
}

// ReadPoster reads a poster into form fields: the model when a key is
// configured, else tesseract OCR into the built-in parser, else
// ai.ErrPosterNotConfigured.
func (s *Service) ReadPoster(ctx context.Context, viewer kajian.Viewer, p Poster) (ai.Extraction, Source, error) {
	if !viewer.SignedIn() {
		return ai.Extraction{}, "", kajian.ErrUnauthorized
	}
	if s.reader.OpenAI == nil && !s.reader.Tesseract {
		return ai.Extraction{}, "", ai.ErrPosterNotConfigured
	}
	if err := s.allow(ctx, viewer, "ai", ModelLimit); err != nil {
		return ai.Extraction{}, "", err
	}
	upload, err := s.posterBytes(ctx, viewer, p)
	if err != nil {
		return ai.Extraction{}, "", err
	}
	// Every poster takes the posters' one path (sniff, header, pixel and
	// decode budgets) and the reader gets the bounded JPEG it makes, never
	// the uploader's bytes.
	img, err := media.ForReading(ctx, upload)
	if errors.Is(err, media.ErrNotAnImage) {
		return ai.Extraction{}, "", ai.ErrNotImage
	}
	if err != nil {
		return ai.Extraction{}, "", err
	}
	source := SourceOCR
	if s.reader.OpenAI != nil {
		source = SourceAI
	}
	x, err := s.reader.ReadPoster(ctx, img.Data)
	return x, source, err
}

func (s *Service) posterBytes(ctx context.Context, viewer kajian.Viewer, p Poster) ([]byte, error) {
	if p.Upload != nil {
		return readAtMost(p.Upload, ai.MaxPosterBytes)
	}
	rc, _, err := s.posters.Open(ctx, viewer, p.Key)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	return readAtMost(rc, ai.MaxPosterBytes)
}

// readAtMost reads at most limit bytes; more is ai.ErrPosterTooLarge, a body
// cut off by the upload's own cap is media.ErrFileTooLarge.
func readAtMost(r io.Reader, limit int64) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return nil, media.ErrFileTooLarge.Wrap(err)
		}
		return nil, ai.ErrPosterFailed.Wrap(err)
	}
	if int64(len(b)) > limit {
		return nil, ai.ErrPosterTooLarge
	}
	return b, nil
}

// ReadText reads a pasted announcement ('Tempel teks pengumuman') with the
// built-in parser; it needs no key.
func (s *Service) ReadText(ctx context.Context, viewer kajian.Viewer, text string) (ai.Extraction, error) {
	if err := s.allow(ctx, viewer, "ai-text", TextLimit); err != nil {
		return ai.Extraction{}, err
	}
	return s.reader.ReadText(text)
}

// WriteDescription writes a description with the text model. Title, ustaz
// and location come first ('Isi judul, ustaz, dan lokasi terlebih
// dahulu…'); without a key the feature says it is not configured.
func (s *Service) WriteDescription(ctx context.Context, viewer kajian.Viewer, in ai.DescriptionInput) (string, error) {
	if !viewer.SignedIn() {
		return "", kajian.ErrUnauthorized
	}
	if !in.Valid() {
		return "", ai.ErrDescriptionInput
	}
	if s.reader.OpenAI == nil {
		// No model: the template writes it from the fields, with the local parser's limit.
		if err := s.allow(ctx, viewer, "ai-text", TextLimit); err != nil {
			return "", err
		}
		return ai.TemplateDescription(in), nil
	}
	if err := s.allow(ctx, viewer, "ai", ModelLimit); err != nil {
		return "", err
	}
	return s.reader.WriteDescription(ctx, in)
}

// DescriptionSource says what writes descriptions here: "ai" with a text
// model configured, else "template".
func (s *Service) DescriptionSource() string {
	if s.reader.OpenAI == nil {
		return "template"
	}
	return "ai"
}
