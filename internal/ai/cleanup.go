package ai

import (
	"errors"
	"math"
	"sort"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

// nothing holds what models write when a field has no value.
var nothing = map[string]bool{
	"null": true, "nil": true, "none": true, "-": true, "--": true, "—": true, "n/a": true, "na": true,
	"tidak ada": true, "tidak diketahui": true, "unknown": true, "undefined": true, "kosong": true,
}

// text trims s and turns "null", "-", "tidak ada" and the like into "".
func text(s string) string {
	s = collapseSpace(s)
	if nothing[lower(s)] {
		return ""
	}
	return s
}

// Cleanup turns a draft into an Extraction by the rules of content-side §5
// "AI output cleanup", applied one by one:
//
//   - the date is normalised to YYYY-MM-DD (NormalizeDate), else "";
//   - the time is read as H:MM or H.MM without WIB/WITA/WIT and
//     pagi/siang/sore/malam, hour 0-23 and minute 0-59, as HH:MM
//     (NormalizeTime, which also reads "7 malam" as 19:00);
//   - a start after a prayer is read from after_prayer, else from the time
//     ("Ba'da Maghrib"), as the prayer's key and the minutes after it (an
//     extension for sessions announced after a prayer);
//   - the audience keeps the known groups (umum when none), kitab and bab are
//     trimmed names of at most 120 characters (extensions: who a session is
//     for and the book it studies);
//   - the phone keeps digits and a leading "+", and only when at least 10
//     characters remain (NormalizePhone);
//   - day_of_week is kept only for 0-6;
//   - the stream URL is kept only when it starts with http:// or https://;
//   - the zone must be WIB, WITA or WIT, else WIB;
//   - speakers: blank names and duplicates go, order is renumbered from 1,
//     exactly one is main (the first flagged, else the first); an empty list
//     is derived from ustaz, and an empty ustaz from the main speaker;
//   - is_online, when the source did not say, is whether a stream URL exists;
//   - kajian_type is recurring when stated or when a day of week is present,
//     else regular; a recurring session with a date but no day takes the
//     date's weekday (an extension: the form needs the day);
//   - a weekly session's rhythm (every N weeks from a first date, weeks of the month) is kept
//     when kajian.Rhythm allows it, else asked (cleanRhythm);
//   - confidence is 75 when absent (a fraction such as 0.85 reads as 85) and
//     is clamped to 0-100.
//
// Text fields are trimmed, and words models use for "no value" ("null", "-",
// "tidak ada") become empty.
func Cleanup(d Draft) Extraction {
	e := Extraction{
		Title:         text(d.Title),
		Ustaz:         text(d.Ustaz),
		Location:      text(d.Location),
		Address:       text(d.Address),
		Description:   strings.TrimSpace(d.Description),
		ContactPerson: text(d.ContactPerson),
		Date:          NormalizeDate(d.Date),
		Time:          NormalizeTime(d.Time),
		ContactPhone:  NormalizePhone(d.ContactPhone),
	}
	e.AfterPrayer, e.PrayerOffset = prayerPhrase(d.AfterPrayer, d.Time)
	e.Audience = cleanAudience(d.Audience)
	e.Kitab, e.Bab = tidyName(text(d.Kitab)), tidyName(text(d.Bab))
	if nothing[lower(e.Description)] {
		e.Description = ""
	}
	if d.DayOfWeek != nil && *d.DayOfWeek >= 0 && *d.DayOfWeek <= 6 {
		day := *d.DayOfWeek
		e.DayOfWeek = &day
	}
	if u := strings.TrimSpace(d.LiveStreamURL); strings.HasPrefix(lower(u), "http://") || strings.HasPrefix(lower(u), "https://") {
		e.LiveStreamURL = u
	}
	e.TimezoneRegion = kajian.DefaultZone
	if z, ok := kajian.ParseZone(strings.ToUpper(strings.TrimSpace(d.TimezoneRegion))); ok {
		e.TimezoneRegion = z
	}
	e.Speakers, e.Ustaz = cleanSpeakers(d.Speakers, e.Ustaz)
	if d.IsOnline != nil {
		e.IsOnline = *d.IsOnline
	} else {
		e.IsOnline = e.LiveStreamURL != ""
	}
	e.KajianType = kajian.Regular
	if strings.EqualFold(strings.TrimSpace(d.KajianType), string(kajian.Recurring)) || e.DayOfWeek != nil {
		e.KajianType = kajian.Recurring
	}
	if e.KajianType == kajian.Recurring && e.DayOfWeek == nil && e.Date != "" {
		if date, err := kajian.ParseDate(e.Date); err == nil {
			day := date.Weekday()
			e.DayOfWeek = &day
		}
	}
	cleanRhythm(d, &e)
	e.Confidence = cleanConfidence(d.Confidence)
	return e
}

// cleanRhythm keeps a weekly session's rhythm when kajian.Rhythm's rules allow it for the
// session's day, and asks rather than guesses when they do not: a rhythm out of bounds, or two
// rhythms at once, is RhythmUnknown ('Pengulangan' is missing); an every-N-weeks rhythm without
// a first date on its day keeps N and asks for the date ('Mulai tanggal'). A weekly session
// without a day takes its first date's weekday. A one-off has no rhythm.
func cleanRhythm(d Draft, e *Extraction) {
	if e.KajianType != kajian.Recurring {
		return
	}
	e.EveryWeeks = 1
	if d.RhythmUnknown {
		e.RhythmUnknown = true
		return
	}
	r := kajian.Rhythm{MonthWeeks: d.MonthWeeks}
	if d.EveryWeeks != nil {
		r.EveryWeeks = *d.EveryWeeks
	}
	if r.EveryWeeks > 1 {
		r.From, _ = kajian.ParseDate(NormalizeDate(d.RhythmFrom))
		if e.DayOfWeek == nil && !r.From.IsZero() {
			day := r.From.Weekday()
			e.DayOfWeek = &day
		}
	}
	day := 0 // no day: only the weeks are checked, a first date is then the day's
	if e.DayOfWeek != nil {
		day = *e.DayOfWeek
	}
	var bad *kajian.Error
	if err := r.Validate(day); errors.As(err, &bad) {
		if bad.Field != "rhythm_from" {
			e.RhythmUnknown = true
			return
		}
		r.From = kajian.Date{} // not a date of the session's day: asked, not moved
	}
	r = r.Normalized()
	e.MonthWeeks = r.MonthWeeks
	if r.EveryWeeks > 1 {
		e.EveryWeeks = r.EveryWeeks
		if !r.From.IsZero() {
			e.RhythmFrom = r.From.String()
		}
	}
}

// cleanSpeakers applies the speaker rules and returns the list with the
// ustaz field to go with it.
func cleanSpeakers(in []DraftSpeaker, ustaz string) ([]kajian.Speaker, string) {
	type ordered struct {
		DraftSpeaker
		pos int
	}
	var list []ordered
	seen := map[string]bool{}
	for i, s := range in {
		s.Name = text(s.Name)
		k := lower(s.Name)
		if s.Name == "" || seen[k] {
			continue
		}
		seen[k] = true
		list = append(list, ordered{s, i})
	}
	// a stated order wins; unnumbered speakers keep their place after the numbered
	sort.SliceStable(list, func(i, j int) bool {
		oi, oj := list[i].Order, list[j].Order
		switch {
		case oi > 0 && oj > 0:
			return oi < oj
		case oi > 0:
			return true
		}
		return false
	})
	out := make([]kajian.Speaker, 0, len(list))
	main := -1
	for i, s := range list {
		if s.IsMain && main < 0 {
			main = i
		}
		out = append(out, kajian.Speaker{Name: s.Name, Order: i + 1})
	}
	if len(out) == 0 {
		if ustaz == "" {
			return out, ""
		}
		return []kajian.Speaker{{Name: ustaz, IsMain: true, Order: 1}}, ustaz
	}
	if main < 0 {
		main = 0
	}
	out[main].IsMain = true
	if ustaz == "" {
		ustaz = out[main].Name
	}
	return out, ustaz
}

// cleanConfidence applies the default and the 0-100 range.
func cleanConfidence(c *float64) int {
	if c == nil || math.IsNaN(*c) {
		return DefaultConfidence
	}
	v := *c
	if v > 0 && v < 1 {
		v *= 100 // a model answering 0.85 means 85%
	}
	return int(math.Round(math.Max(0, math.Min(100, v))))
}
