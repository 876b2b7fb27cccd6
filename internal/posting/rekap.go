package posting

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/kajiankita/kajian/internal/ai"
	"github.com/kajiankita/kajian/internal/kajian"
)

// A masjid's weekly 'rekap' holds several sessions in one message. ReadRekap reads them as
// drafts for the user to check; the drafts are then posted one by one through Create ('Posting
// semua' sends them in one request, each with its own result).

// RekapLimit bounds the rekap messages one user has read.
var RekapLimit = kajian.Limit{Max: 30, Per: time.Hour}

// MaxRekapRunes bounds a rekap message.
const MaxRekapRunes = 20000

// Messages of the rekap reader.
const (
	MsgRekapEmpty   = "Tempel teks rekap kajian terlebih dahulu"
	MsgRekapLong    = "Teks rekap maksimal 20.000 karakter"
	MsgRekapNothing = "Tidak ada kajian yang terbaca dari teks ini. Pastikan tiap kajian menyebut judul dan hari, tanggal atau waktunya."
)

// RekapDraft is one session read from a rekap: what was understood, what the form still needs,
// the message lines it came from, and the session the database has already, if any.
type RekapDraft struct {
	Extraction ai.Extraction
	// Missing names the required fields not read, as the form labels them: the reader leaves a
	// field it is not sure of empty, so the draft asks for it ('Belum terbaca') rather than
	// posting a guess.
	Missing []string
	// Lines are the numbers (from 1) of the message lines the session was read from, for the
	// user to check the draft against them.
	Lines []int
	// Existing is a session the viewer can see that this one repeats (kajian.SameSession):
	// 'Sudah ada', skipped unless the user chooses to post it anyway.
	Existing *kajian.Session
}

// ReadRekap reads every session of a rekap message for a signed-in user.
func (s *Service) ReadRekap(ctx context.Context, viewer kajian.Viewer, text string) ([]RekapDraft, error) {
	if !viewer.SignedIn() {
		return nil, errLogin
	}
	text = strings.TrimSpace(text)
	switch {
	case text == "":
		return nil, kajian.Invalid("text", MsgRekapEmpty)
	case utf8.RuneCountInString(text) > MaxRekapRunes:
		return nil, kajian.Invalid("text", MsgRekapLong)
	}
	if err := s.allow(ctx, viewer, "rekap", RekapLimit, "rekap dibaca"); err != nil {
		return nil, err
	}
	read := ai.ReadRekap(text, s.clock.Now())
	if len(read) == 0 {
		return nil, kajian.Invalid("text", MsgRekapNothing)
	}
	// A week's sessions share few dates: each date's sessions are read once.
	type day struct {
		t    kajian.Type
		date kajian.Date
		dow  int
	}
	onDay := map[day][]*kajian.Session{}
	drafts := make([]RekapDraft, 0, len(read))
	for _, r := range read {
		e := r.Extraction
		d := RekapDraft{Extraction: e, Missing: e.Missing(), Lines: r.Lines}
		k := sessionOf(e)
		if (k.Type == kajian.Recurring && k.DayOfWeek >= 0) || (k.Type != kajian.Recurring && !k.Date.IsZero()) {
			key := day{k.Type, k.Date, k.DayOfWeek}
			candidates, ok := onDay[key]
			if !ok {
				var err error
				if candidates, err = s.store.SessionsOn(ctx, k.Type, k.Date, k.DayOfWeek); err != nil {
					return nil, err
				}
				onDay[key] = candidates
			}
			d.Existing = repeated(viewer, k, candidates)
		}
		drafts = append(drafts, d)
	}
	return drafts, nil
}

// repeated is the session among candidates that k repeats and the viewer can see, or nil.
func repeated(viewer kajian.Viewer, k *kajian.Session, candidates []*kajian.Session) *kajian.Session {
	for _, c := range candidates {
		if viewer.CanView(c) && kajian.SameSession(k, c) {
			return c
		}
	}
	return nil
}

// sessionOf is what an extraction says of a session, for comparing it with stored ones.
func sessionOf(e ai.Extraction) *kajian.Session {
	k := &kajian.Session{Type: e.KajianType, Title: e.Title, Ustaz: e.Ustaz, Location: e.Location, Zone: e.TimezoneRegion, DayOfWeek: -1}
	if e.DayOfWeek != nil {
		k.DayOfWeek = *e.DayOfWeek
	}
	if d, err := kajian.ParseDate(e.Date); err == nil {
		k.Date = d
	}
	k.Time, _ = kajian.ParseClock(e.Time)
	if p, ok := kajian.ParsePrayer(e.AfterPrayer); ok {
		k.AfterPrayer = kajian.AfterPrayer{Prayer: p, Offset: e.PrayerOffset}
	}
	// The rhythm read, so 'pekan ke-1' is not taken for the 'pekan ke-3' session taking turns with
	// it. One not read (RhythmUnknown, or every N weeks without its first date) is compared as
	// every week: it may meet any of that day's sessions, which the user then sees as 'Sudah ada'.
	if k.Type == kajian.Recurring && !e.RhythmUnknown {
		k.Rhythm = kajian.Rhythm{MonthWeeks: e.MonthWeeks}
		if from, err := kajian.ParseDate(e.RhythmFrom); err == nil && e.EveryWeeks > 1 {
			k.Rhythm.EveryWeeks, k.Rhythm.From = e.EveryWeeks, from
		}
	}
	return k
}

// MaxBatch bounds the postings of one 'Posting semua'.
const MaxBatch = ai.MaxRekapSessions

// MsgBatchSize refuses an empty or too large 'Posting semua'.
const MsgBatchSize = "Pilih 1 sampai 30 kajian untuk diposting"

// Result is one posting of a batch: saved, or refused with its reason.
type Result struct {
	Saved Saved
	Err   error
}

// CreateAll posts several sessions in order, each as Create posts it (checked, counted against
// the posting limit, stored in its own transaction): one refused does not stop the others.
func (s *Service) CreateAll(ctx context.Context, viewer kajian.Viewer, ps []kajian.Posting) ([]Result, error) {
	if !viewer.SignedIn() {
		return nil, errLogin
	}
	if len(ps) == 0 || len(ps) > MaxBatch {
		return nil, kajian.Invalid("postings", MsgBatchSize)
	}
	results := make([]Result, 0, len(ps))
	for _, p := range ps {
		saved, err := s.Create(ctx, viewer, p)
		results = append(results, Result{Saved: saved, Err: err})
	}
	return results, nil
}
