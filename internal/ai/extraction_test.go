package ai

import (
	"slices"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

func TestExtractionMissing(t *testing.T) {
	sunday := 0
	full := Extraction{Title: "Tafsir", Ustaz: "Ustadz Fulan", Date: "2026-12-07", Time: "19:30", Location: "Masjid Al-Ikhlas", Address: "Jl. Melati 12"}
	for _, c := range []struct {
		name string
		edit func(*Extraction)
		want []string
	}{
		{"all read", func(*Extraction) {}, nil},
		{"speakers stand for the speaker", func(e *Extraction) { e.Ustaz, e.Speakers = "", []kajian.Speaker{{Name: "Ustadz Fulan"}} }, nil},
		{"after a prayer stands for the time", func(e *Extraction) { e.Time, e.AfterPrayer = "", "maghrib" }, nil},
		{"nothing", func(e *Extraction) { *e = Extraction{} }, []string{kajian.LabelTitle, "Pemateri", kajian.LabelDate, kajian.LabelTime, "Lokasi", "Alamat"}},
		{"weekly asks the day, not the date", func(e *Extraction) { e.KajianType, e.Date = kajian.Recurring, "" }, []string{"Hari"}},
		{"weekly with its day", func(e *Extraction) { e.KajianType, e.Date, e.DayOfWeek = kajian.Recurring, "", &sunday }, nil},
		{"a rhythm not read asks for it", func(e *Extraction) {
			e.KajianType, e.Date, e.DayOfWeek, e.RhythmUnknown = kajian.Recurring, "", &sunday, true
		}, []string{kajian.LabelRhythm}},
		{"every N weeks asks its first date", func(e *Extraction) {
			e.KajianType, e.Date, e.DayOfWeek, e.EveryWeeks = kajian.Recurring, "", &sunday, 2
		}, []string{kajian.LabelRhythmFrom}},
		{"every N weeks from a date", func(e *Extraction) {
			e.KajianType, e.Date, e.DayOfWeek, e.EveryWeeks, e.RhythmFrom = kajian.Recurring, "", &sunday, 2, "2026-12-06"
		}, nil},
		{"online asks the link, not the place", func(e *Extraction) { e.IsOnline, e.Location, e.Address = true, "", "" }, []string{"Link Live Stream"}},
	} {
		e := full
		c.edit(&e)
		if got := e.Missing(); !slices.Equal(got, c.want) {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}
