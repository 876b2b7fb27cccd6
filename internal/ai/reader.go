package ai

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/kajiankita/kajian/internal/kajian"
)

// MaxTextRunes bounds a pasted announcement; broadcasts are a few hundred
// characters, and the parser's work grows with the text.
const MaxTextRunes = 20000

// Reader is the one entry point the server uses to read posters and
// announcements and to write descriptions. It uses the best source the
// server has: the OpenAI-compatible client when a key is configured, else
// tesseract OCR feeding the built-in parser, else nothing.
type Reader struct {
	OpenAI    *Client      // nil when no key is configured
	Tesseract bool         // TesseractAvailable() at start-up
	Clock     kajian.Clock // "now" for dates without a year; nil means the system clock
}

func (r Reader) now() time.Time {
	if r.Clock != nil {
		return r.Clock.Now()
	}
	return time.Now()
}

// ReadPoster reads a poster image into form fields. Without a key and
// without tesseract it fails with ErrPosterNotConfigured, which tells the
// user to paste the announcement text instead.
func (r Reader) ReadPoster(ctx context.Context, image []byte) (Extraction, error) {
	if r.OpenAI != nil {
		return r.OpenAI.ReadPoster(ctx, image)
	}
	if !r.Tesseract {
		return Extraction{}, ErrPosterNotConfigured
	}
	if _, err := checkPoster(image); err != nil {
		return Extraction{}, err
	}
	text, err := OCR(ctx, image)
	if err != nil {
		return Extraction{}, ErrPosterFailed.Wrap(err)
	}
	if strings.TrimSpace(text) == "" {
		return Extraction{}, ErrNoText
	}
	return ParseAnnouncement(text, r.now()), nil
}

// ReadText reads a pasted announcement with the built-in parser.
func (r Reader) ReadText(text string) (Extraction, error) {
	if strings.TrimSpace(text) == "" {
		return Extraction{}, ErrEmptyText
	}
	if utf8.RuneCountInString(text) > MaxTextRunes {
		return Extraction{}, ErrTextTooLong
	}
	return ParseAnnouncement(text, r.now()), nil
}

// WriteDescription writes a session description with the text model; there
// is no built-in writer, so without a key it fails with
// ErrDescriptionNotConfigured.
func (r Reader) WriteDescription(ctx context.Context, in DescriptionInput) (string, error) {
	if r.OpenAI == nil {
		return "", ErrDescriptionNotConfigured
	}
	return r.OpenAI.WriteDescription(ctx, in)
}
