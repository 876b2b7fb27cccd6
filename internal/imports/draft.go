package imports

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"strings"

	"github.com/kajiankita/kajian/internal/ai"
	"github.com/kajiankita/kajian/internal/calfeed"
	"github.com/kajiankita/kajian/internal/htmlsafe"
	"github.com/kajiankita/kajian/internal/kajian"
)

// Draft is an event as the posting form would start from it: what the calendar says in the
// form's words (the same extraction 'Tempel rekap' shows), the dates a weekly session is not
// held, and the form's fields the calendar did not say ('Belum terbaca').
type Draft struct {
	Extraction ai.Extraction `json:"extraction"`
	Holidays   []string      `json:"holidays"` // YYYY-MM-DD, weekly only
	Missing    []string      `json:"missing"`
	Note       string        `json:"note,omitempty"` // the reader's remark, e.g. a converted zone
	Cancelled  bool          `json:"cancelled,omitempty"`
}

// draftOf turns an event read from a calendar into a draft. Weekly events stay weekly (their
// excluded dates are holidays); the reader expands other rules into one-offs. An all-day event
// has no time: it stays empty and is listed missing, never guessed.
func draftOf(e calfeed.ImportEvent) Draft {
	// A calendar names no speaker and no audience: empty lists, as the form's extraction has them.
	x := ai.Extraction{Title: e.Title, TimezoneRegion: e.Zone, KajianType: kajian.Regular, Confidence: ai.DefaultConfidence,
		Speakers: []kajian.Speaker{}, Audience: []string{}}
	if e.Weekly {
		x.KajianType = kajian.Recurring
		dow := e.DayOfWeek
		x.DayOfWeek = &dow
	} else if !e.Date.IsZero() {
		x.Date = e.Date.String()
	}
	if !e.AllDay {
		x.Time = e.Time.String()
	}
	place := kajian.CleanText(e.Location)
	if isLink(place) {
		x.IsOnline, x.LiveStreamURL = true, place
	} else {
		x.Location, x.Address = splitPlace(place)
	}
	x.Description = kajian.CleanText(htmlsafe.PlainText(e.Description))
	if r := []rune(x.Description); len(r) > kajian.MaxDescriptionRunes {
		x.Description = string(r[:kajian.MaxDescriptionRunes])
	}
	d := Draft{Extraction: x, Note: e.Note, Cancelled: e.Cancelled}
	if e.Weekly {
		for _, h := range e.Excluded {
			d.Holidays = append(d.Holidays, h.String())
		}
	}
	d.Missing = x.Missing()
	return d
}

// isLink tells a place that is an address on the web: the session is online.
func isLink(s string) bool {
	l := strings.ToLower(s)
	return (strings.HasPrefix(l, "https://") || strings.HasPrefix(l, "http://")) && !strings.ContainsAny(s, " \n")
}

// splitPlace reads a calendar's LOCATION ('Masjid Al-Falah, Jl. Merdeka 5, Bandung') as the
// place's name and its address; a name alone leaves the address to fill.
func splitPlace(s string) (location, address string) {
	name, rest, ok := strings.Cut(s, ",")
	if !ok {
		return s, ""
	}
	return strings.TrimSpace(name), strings.TrimSpace(rest)
}

// newEvent is a newly read event as a draft to store.
func newEvent(e calfeed.ImportEvent) kajian.CalendarEvent {
	d := draftOf(e)
	ev := kajian.CalendarEvent{Key: e.Key, State: kajian.EventDraft, Sequence: e.Sequence}
	ev.Draft, ev.Hash = encodeDraft(d)
	if !e.Modified.IsZero() {
		m := e.Modified
		ev.Modified = &m
	}
	return ev
}

// encodeDraft is a draft as stored and the hash that tells its change.
func encodeDraft(d Draft) (string, string) {
	b, err := json.Marshal(d)
	if err != nil {
		panic(err) // plain values: cannot fail
	}
	sum := sha256.Sum256(b)
	return string(b), hex.EncodeToString(sum[:])
}

// readDraft reads a stored draft; one that cannot be read is an empty draft to fill.
func readDraft(s string) Draft {
	var d Draft
	if json.Unmarshal([]byte(s), &d) != nil {
		d.Missing = d.Extraction.Missing()
	}
	return d
}

// sessionOf is what a draft says of a session, for comparing it with stored ones.
func sessionOf(d Draft) *kajian.Session {
	x := d.Extraction
	k := &kajian.Session{Type: x.KajianType, Title: x.Title, Ustaz: x.Ustaz, Location: x.Location, Zone: x.TimezoneRegion, DayOfWeek: -1}
	if x.DayOfWeek != nil {
		k.DayOfWeek = *x.DayOfWeek
	}
	k.Date, _ = kajian.ParseDate(x.Date)
	k.Time, _ = kajian.ParseClock(x.Time)
	return k
}

// day is one date's (one-off) or weekday's (weekly) sessions, read once for every draft on it.
type day struct {
	t    kajian.Type
	date kajian.Date
	dow  int
}

// duplicates finds the session a draft repeats among those the viewer can see, with the rule
// 'Tempel rekap' uses (kajian.SameSession).
type duplicates struct {
	store  Store
	viewer kajian.Viewer
	onDay  map[day][]*kajian.Session
}

func (d duplicates) of(ctx context.Context, draft Draft) (*kajian.Session, error) {
	k := sessionOf(draft)
	if (k.Type == kajian.Recurring && k.DayOfWeek < 0) || (k.Type != kajian.Recurring && k.Date.IsZero()) {
		return nil, nil
	}
	key := day{k.Type, k.Date, k.DayOfWeek}
	candidates, ok := d.onDay[key]
	if !ok {
		var err error
		if candidates, err = d.store.SessionsOn(ctx, k.Type, k.Date, k.DayOfWeek); err != nil {
			return nil, err
		}
		d.onDay[key] = candidates
	}
	for _, c := range candidates {
		if d.viewer.CanView(c) && kajian.SameSession(k, c) {
			return c, nil
		}
	}
	return nil, nil
}
