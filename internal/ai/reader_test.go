package ai

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

func TestReaderWithoutAnything(t *testing.T) {
	r := Reader{}
	_, err := r.ReadPoster(context.Background(), tinyPNG(t))
	assertAIError(t, err, ErrPosterNotConfigured)
	var e *kajian.Error
	errors.As(err, &e)
	if e.Code != "ai_not_configured" || !strings.Contains(e.Message, "Tempel teks pengumuman") || !strings.Contains(e.Message, "belum dikonfigurasi") {
		t.Errorf("message %q", e.Message)
	}
	_, err = r.WriteDescription(context.Background(), DescriptionInput{Title: "T", Ustaz: "U", Location: "L"})
	assertAIError(t, err, ErrDescriptionNotConfigured)
	if errors.As(err, &e); e.Code != "ai_not_configured" || e.Message != "Fitur deskripsi AI belum dikonfigurasi di server ini." {
		t.Errorf("description error %q %q", e.Code, e.Message)
	}
}

func TestReaderPrefersOpenAI(t *testing.T) {
	f := newFakeOpenAI(t)
	f.answer(`{"title": "Dari Model", "confidence": 60}`)
	r := Reader{OpenAI: f.client(), Tesseract: true}
	got, err := r.ReadPoster(context.Background(), tinyPNG(t))
	if err != nil {
		t.Fatal(err)
	}
	if got.Title != "Dari Model" || got.Confidence != 60 || f.count() != 1 {
		t.Errorf("got %s after %d requests", show(got), f.count())
	}
	f.answer("Deskripsi kajian.")
	desc, err := r.WriteDescription(context.Background(), DescriptionInput{Title: "T", Ustaz: "U", Location: "L"})
	if err != nil || desc != "Deskripsi kajian." {
		t.Errorf("description %q, %v", desc, err)
	}
}

func TestReaderTesseractRejectsNonImages(t *testing.T) {
	r := Reader{Tesseract: true}
	_, err := r.ReadPoster(context.Background(), []byte("hello"))
	assertAIError(t, err, ErrNotImage)
}

func TestReaderBlankPoster(t *testing.T) {
	requireTesseract(t)
	r := Reader{Tesseract: true}
	_, err := r.ReadPoster(context.Background(), drawPoster(t))
	assertAIError(t, err, ErrNoText)
}

func TestReaderReadText(t *testing.T) {
	r := Reader{Clock: kajian.NewFixedClock(fixtureNow)}
	got, err := r.ReadText("Kajian Tauhid\nSabtu, 5 Des\nPukul 16.00 WITA\nMasjid Al-Markaz, Makassar\nUstadz Ahmad")
	if err != nil {
		t.Fatal(err)
	}
	if got.Title != "Kajian Tauhid" || got.Date != "2026-12-05" || got.Time != "16:00" || got.TimezoneRegion != kajian.WITA || got.Ustaz != "Ustadz Ahmad" {
		t.Errorf("got %s", show(got))
	}
	_, err = r.ReadText(" \n\t ")
	assertAIError(t, err, ErrEmptyText)
	_, err = r.ReadText(strings.Repeat("a", MaxTextRunes+1))
	assertAIError(t, err, ErrTextTooLong)
}
