package imports_test

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/imports"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// posted adds google.ics for a new admin and posts its tabligh akbar, which a user attends.
func posted(t *testing.T, w *world) (admin, attendee kajian.Viewer, src *kajian.CalendarSource, ks *kajian.Session) {
	ctx := context.Background()
	w.host.put("/google.ics", testdata(t, "google.ics"))
	admin, attendee = w.user(t, "admin@example.id", kajian.RoleAdmin), w.user(t, "jamaah@example.id", kajian.RoleUser)
	src, err := w.uc.Imports.Add(ctx, admin, base+"/google.ics", "")
	if err != nil {
		t.Fatal(err)
	}
	d, err := w.uc.Imports.Source(ctx, admin, src.ID)
	if err != nil {
		t.Fatal(err)
	}
	ev := byKey(t, d, tablighKey)
	x := ev.Draft.Extraction
	p := kajian.Posting{Type: kajian.Regular, Title: x.Title, Date: x.Date, Time: x.Time, Zone: string(x.TimezoneRegion),
		Location: x.Location, Address: x.Address, Description: x.Description,
		Speakers: []kajian.Speaker{{Name: "Ustadz Dr. Firanda Andirja, MA", IsMain: true}}}
	res, err := w.uc.Imports.PostDraft(ctx, admin, src.ID, ev.ID, given(p))
	if err != nil {
		t.Fatal(err)
	}
	if res.Session.Status != kajian.StatusApproved || res.Message != "Kajian berhasil dibuat dan langsung dipublikasikan!" {
		t.Fatalf("posted %s %q", res.Session.Status, res.Message)
	}
	if _, err := w.uc.Imports.PostDraft(ctx, admin, src.ID, ev.ID, given(p)); !errors.Is(err, kajian.ErrDraftDone) {
		t.Fatalf("a draft posted twice: %v", err)
	}
	if err := w.db.SetRSVP(ctx, attendee.UserID, kajian.Regular, res.Session.ID, kajian.Date{}, kajian.Hadir); err != nil {
		t.Fatal(err)
	}
	return admin, attendee, src, res.Session
}

// notices returns the kinds of notices queued for userID about sessionID.
func notices(t *testing.T, db *store.DB, userID, sessionID string) []kajian.NoticeKind {
	jobs, err := db.ClaimJobs(context.Background(), 100, time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	var kinds []kajian.NoticeKind
	for _, j := range jobs {
		if j.UserID == userID && j.SessionID == sessionID {
			kinds = append(kinds, j.Kind)
		}
	}
	return kinds
}

// An unchanged calendar answers 304 to the validators: the fetch costs nothing and changes nothing.
func TestRefreshOfAnUnchangedCalendarIsNotModified(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(importNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		w := newWorld(t, db, db.Clock().(*kajian.FixedClock))
		admin, _, src, _ := posted(t, w)
		if n, err := w.uc.Imports.FetchDue(ctx); err != nil || n != 0 {
			t.Fatalf("fetched %d before due (%v)", n, err)
		}
		w.clock.Advance(6 * time.Hour)
		if n, err := w.uc.Imports.FetchDue(ctx); err != nil || n != 1 {
			t.Fatalf("fetched %d (%v)", n, err)
		}
		if gets, notMod := w.host.counts(); gets != 2 || notMod != 1 {
			t.Errorf("host answered %d requests, %d not modified", gets, notMod)
		}
		after, err := w.uc.Imports.Source(ctx, admin, src.ID)
		if err != nil {
			t.Fatal(err)
		}
		s := after.Source
		if s.Events != 4 || s.Drafts != 3 || s.Posted != 1 || s.Updated != 0 || s.LastError != "" ||
			!s.LastFetchedAt.Equal(w.clock.Now()) || !s.NextFetchAt.Equal(w.clock.Now().Add(6*time.Hour)) {
			t.Errorf("source after 304: %+v", s)
		}
		// 'Perbarui sekarang' fetches at once; a failure is the source's last error in Indonesian.
		w.host.mu.Lock()
		delete(w.host.files, "/google.ics")
		w.host.mu.Unlock()
		s, err = w.uc.Imports.Refresh(ctx, admin, src.ID)
		if err != nil {
			t.Fatal(err)
		}
		if s.LastError != "Server kalender menjawab dengan kesalahan (HTTP 404)" || s.Posted != 1 {
			t.Errorf("source after a failed fetch: %+v", s)
		}
	})
}

// A posted event the calendar changes updates its session as an edit does, and its attendees
// are told of the new schedule; a new event becomes a new draft.
func TestAChangedEventUpdatesItsSessionAndTellsAttendees(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(importNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		w := newWorld(t, db, db.Clock().(*kajian.FixedClock))
		admin, attendee, src, ks := posted(t, w)
		w.replace(t, "/google.ics", "google.ics",
			"DTSTART:20261205T013000Z", "DTSTART:20261205T020000Z", // 08:30 → 09:00 WIB
			"SEQUENCE:1\r\n", "SEQUENCE:2\r\n",
			"END:VCALENDAR", "BEGIN:VEVENT\r\nUID:baru@google.com\r\nDTSTART:20261212T013000Z\r\nDTEND:20261212T030000Z\r\n"+
				"SUMMARY:Kajian Tematik Baru\r\nLOCATION:Masjid Al-Ikhlas\\, Jl. Melati No. 12\r\nEND:VEVENT\r\nEND:VCALENDAR")
		w.clock.Advance(6 * time.Hour)
		if n, err := w.uc.Imports.FetchDue(ctx); err != nil || n != 1 {
			t.Fatalf("fetched %d (%v)", n, err)
		}
		after, err := db.FindSession(ctx, kajian.Regular, ks.ID)
		if err != nil {
			t.Fatal(err)
		}
		if after.Time != 9*60 || after.Status != kajian.StatusApproved || after.Ustaz != "Ustadz Dr. Firanda Andirja, MA" {
			t.Errorf("session after the change: time %s status %s ustaz %q", after.Time, after.Status, after.Ustaz)
		}
		if kinds := notices(t, db, attendee.UserID, ks.ID); len(kinds) != 1 || kinds[0] != kajian.NoticeChange {
			t.Errorf("attendee's notices %v, want one change", kinds)
		}
		d, err := w.uc.Imports.Source(ctx, admin, src.ID)
		if err != nil {
			t.Fatal(err)
		}
		if d.Source.Updated != 1 || d.Source.Events != 5 || d.Source.Drafts != 4 {
			t.Errorf("source %+v", d.Source)
		}
		if x := byKey(t, d, "baru@google.com").Draft.Extraction; x.Title != "Kajian Tematik Baru" || x.Time != "08:30" {
			t.Errorf("new draft %+v", x)
		}
	})
}

// A cancelled event cancels its posted session: it is deleted with the notice a deletion sends.
func TestACancelledEventCancelsItsSession(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(importNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		w := newWorld(t, db, db.Clock().(*kajian.FixedClock))
		admin, attendee, src, ks := posted(t, w)
		w.replace(t, "/google.ics", "google.ics", "SEQUENCE:1\r\nSTATUS:CONFIRMED", "SEQUENCE:2\r\nSTATUS:CANCELLED")
		w.clock.Advance(6 * time.Hour)
		if n, err := w.uc.Imports.FetchDue(ctx); err != nil || n != 1 {
			t.Fatalf("fetched %d (%v)", n, err)
		}
		if _, err := db.FindSession(ctx, kajian.Regular, ks.ID); !errors.Is(err, kajian.ErrNotFound) {
			t.Errorf("the cancelled session is still there: %v", err)
		}
		if kinds := notices(t, db, attendee.UserID, ks.ID); len(kinds) != 1 || kinds[0] != kajian.NoticeCancel {
			t.Errorf("attendee's notices %v, want one cancel", kinds)
		}
		d, err := w.uc.Imports.Source(ctx, admin, src.ID)
		if err != nil {
			t.Fatal(err)
		}
		if ev := byKey(t, d, tablighKey); ev.State != kajian.EventCancelled || d.Source.Posted != 0 || d.Source.Updated != 1 {
			t.Errorf("event %s, source %+v", ev.State, d.Source)
		}
	})
}

// Two copies of the server looking at once fetch a due source once.
func TestTwoWorkersFetchASourceOnce(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(importNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		w := newWorld(t, db, db.Clock().(*kajian.FixedClock))
		posted(t, w)
		other := build(t, db, w.fetcher)
		w.clock.Advance(6 * time.Hour)
		var (
			wg     sync.WaitGroup
			counts [2]int
		)
		for i, svc := range []*imports.Service{w.uc.Imports, other.Imports} {
			wg.Go(func() {
				n, err := svc.FetchDue(ctx)
				if err != nil {
					t.Error(err)
				}
				counts[i] = n
			})
		}
		wg.Wait()
		if counts[0]+counts[1] != 1 {
			t.Errorf("fetched %v times", counts)
		}
		if gets, _ := w.host.counts(); gets != 2 {
			t.Errorf("host answered %d requests, want the addition's and one refresh", gets)
		}
	})
}

// A draft a dead copy left 'posting' (taken, its session never recorded) may be posted again
// after a lapse; until then a second posting is refused.
func TestADraftLeftPostingIsFreedAfterALapse(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(importNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		w := newWorld(t, db, db.Clock().(*kajian.FixedClock))
		w.host.put("/google.ics", testdata(t, "google.ics"))
		admin := w.user(t, "admin@example.id", kajian.RoleAdmin)
		src, err := w.uc.Imports.Add(ctx, admin, base+"/google.ics", "")
		if err != nil {
			t.Fatal(err)
		}
		d, err := w.uc.Imports.Source(ctx, admin, src.ID)
		if err != nil {
			t.Fatal(err)
		}
		ev := byKey(t, d, tablighKey)
		if err := db.BeginPostingDraft(ctx, src.ID, ev.ID); err != nil {
			t.Fatal(err)
		}
		p := kajian.Posting{Type: kajian.Regular, Title: "Tabligh Akbar", Date: "2026-12-05", Time: "08:30", Zone: "WIB",
			Location: "Masjid Al-Ikhlas", Address: "Jl. Melati No. 12", Speakers: []kajian.Speaker{{Name: "Ustadz Firanda", IsMain: true}}}
		if _, err := w.uc.Imports.PostDraft(ctx, admin, src.ID, ev.ID, given(p)); !errors.Is(err, kajian.ErrDraftDone) {
			t.Fatalf("a draft being posted, posted again: %v", err)
		}
		w.clock.Advance(6 * time.Minute)
		if _, err := w.uc.Imports.PostDraft(ctx, admin, src.ID, ev.ID, given(p)); err != nil {
			t.Fatalf("after the lapse: %v", err)
		}
	})
}

// given is a draft's posting as the viewer sent it.
func given(p kajian.Posting) func() (kajian.Posting, error) {
	return func() (kajian.Posting, error) { return p, nil }
}

// A refresh takes the calendar's new excluded dates of a posted weekly session as its holidays,
// but not a date the session is not held on (a Tuesday of a Monday session), which its form would
// refuse too: the calendar reader keeps only the rule's dates, and the refresh checks each holiday
// with the session's own rhythm again (kajian.Rhythm.CheckHolidays) before writing it.
func TestARefreshAddsExcludedDatesTheSessionIsHeldOn(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(importNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		w := newWorld(t, db, db.Clock().(*kajian.FixedClock))
		w.host.put("/google.ics", testdata(t, "google.ics"))
		admin := w.user(t, "admin@example.id", kajian.RoleAdmin)
		src, err := w.uc.Imports.Add(ctx, admin, base+"/google.ics", "")
		if err != nil {
			t.Fatal(err)
		}
		d, err := w.uc.Imports.Source(ctx, admin, src.ID)
		if err != nil {
			t.Fatal(err)
		}
		ev := byKey(t, d, weeklyKey)
		x, monday := ev.Draft.Extraction, 1
		p := kajian.Posting{Type: kajian.Recurring, Title: x.Title, DayOfWeek: &monday, Time: x.Time, Zone: string(x.TimezoneRegion),
			Location: x.Location, Address: x.Address, Speakers: []kajian.Speaker{{Name: "Ustadz Abdullah", IsMain: true}}}
		for _, h := range ev.Draft.Holidays {
			p.Holidays = append(p.Holidays, kajian.HolidayInput{Date: h})
		}
		res, err := w.uc.Imports.PostDraft(ctx, admin, src.ID, ev.ID, given(p))
		if err != nil {
			t.Fatal(err)
		}
		w.replace(t, "/google.ics", "google.ics", "EXDATE;TZID=Asia/Jakarta:20261207T183000",
			"EXDATE;TZID=Asia/Jakarta:20261207T183000\r\nEXDATE;TZID=Asia/Jakarta:20261228T183000\r\nEXDATE;TZID=Asia/Jakarta:20261229T183000")
		w.clock.Advance(6 * time.Hour)
		if _, err := w.uc.Imports.FetchDue(ctx); err != nil {
			t.Fatal(err)
		}
		after, err := db.FindSession(ctx, kajian.Recurring, res.Session.ID)
		if err != nil {
			t.Fatal(err)
		}
		var dates []string
		for _, h := range after.Holidays {
			dates = append(dates, h.Date.String())
		}
		if !slices.Contains(dates, "2026-12-28") || slices.Contains(dates, "2026-12-29") {
			t.Errorf("holidays after the refresh %v: want the Monday 28 December, not the Tuesday 29th", dates)
		}
	})
}
