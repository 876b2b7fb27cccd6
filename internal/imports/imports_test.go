package imports_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/calfeed"
	"github.com/kajiankita/kajian/internal/imports"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/safefetch"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

const (
	weeklyKey  = "4k2h6v0m1q3j8s9t5r7p2n4b6c@google.com"
	allDayKey  = "0a1b2c3d4e5f6g7h8i9j0k1l2m@google.com"
	tablighKey = "7q8w9e0r1t2y3u4i5o6p7a8s9d@google.com"
)

func byKey(t *testing.T, d imports.Detail, key string) imports.Event {
	t.Helper()
	for _, e := range d.Events {
		if e.Key == key {
			return e
		}
	}
	t.Fatalf("no event %s among %d", key, len(d.Events))
	return imports.Event{}
}

// A Google Calendar export becomes one draft per event: the weekly series as a weekly session
// with its excluded dates as holidays, the moved instance, the tabligh akbar in WIB with its
// HTML description as text, and the all-day daurah with its time left empty and flagged.
func TestAddingAGoogleCalendarMakesDrafts(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(importNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		w := newWorld(t, db, db.Clock().(*kajian.FixedClock))
		w.host.put("/google.ics", testdata(t, "google.ics"))
		admin := w.user(t, "admin@example.id", kajian.RoleAdmin)

		src, err := w.uc.Imports.Add(ctx, admin, "webcal://kalender.masjid-alikhlas.id/google.ics", "")
		if err == nil && src.URL != "https://kalender.masjid-alikhlas.id/google.ics" {
			t.Fatalf("webcal is read as https: %s", src.URL)
		}
		// The host serves plain http: the https address a webcal link means does not answer.
		if err == nil {
			t.Fatal("an https address to an http-only host was fetched")
		}
		src, err = w.uc.Imports.Add(ctx, admin, base+"/google.ics", "")
		if err != nil {
			t.Fatal(err)
		}
		if src.Name != "Kajian Masjid Al-Ikhlas Tebet" || src.Events != 4 || src.Drafts != 4 || src.Posted != 0 ||
			src.LastError != "" || src.LastFetchedAt == nil || !src.NextFetchAt.Equal(importNow.Add(6*time.Hour)) {
			t.Fatalf("source %+v", src)
		}
		d, err := w.uc.Imports.Source(ctx, admin, src.ID)
		if err != nil {
			t.Fatal(err)
		}
		weekly := byKey(t, d, weeklyKey).Draft
		x := weekly.Extraction
		if x.KajianType != kajian.Recurring || x.DayOfWeek == nil || *x.DayOfWeek != 1 || x.Time != "18:30" || x.TimezoneRegion != kajian.WIB ||
			x.Location != "Masjid Al-Ikhlas" || !strings.HasPrefix(x.Address, "Jl. Melati No. 12, Tebet") ||
			!slices.Equal(weekly.Holidays, []string{"2026-12-07", "2026-12-14", "2026-12-21"}) {
			t.Errorf("weekly draft %+v holidays %v", x, weekly.Holidays)
		}
		if !slices.Equal(weekly.Missing, []string{"Pemateri"}) {
			t.Errorf("weekly missing %v", weekly.Missing)
		}
		moved := byKey(t, d, weeklyKey+"/2026-12-21").Draft.Extraction
		if moved.KajianType != kajian.Regular || moved.Date != "2026-12-21" || moved.Time != "19:45" {
			t.Errorf("moved instance %+v", moved)
		}
		allDay := byKey(t, d, allDayKey).Draft
		if allDay.Extraction.Time != "" || allDay.Extraction.Date != "2026-12-13" || !slices.Contains(allDay.Missing, kajian.LabelTime) {
			t.Errorf("all-day draft %+v missing %v", allDay.Extraction, allDay.Missing)
		}
		tabligh := byKey(t, d, tablighKey).Draft.Extraction
		if tabligh.Date != "2026-12-05" || tabligh.Time != "08:30" ||
			tabligh.Description != "Tabligh Akbar\nPemateri: Ustadz Dr. Firanda Andirja, MA\nLive: https://youtube.com/@masjidalikhlas" {
			t.Errorf("tabligh draft %+v", tabligh)
		}
	})
}

// Outlook's export (its own VTIMEZONE names) and a file of rules with EXDATEs are read too.
func TestAddingOutlookAndRuleCalendars(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(importNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		w := newWorld(t, db, db.Clock().(*kajian.FixedClock))
		admin := w.user(t, "admin@example.id", kajian.RoleAdmin)
		for _, name := range []string{"outlook.ics", "rules.ics", "apple.ics", "zones.ics"} {
			w.host.put("/"+name, testdata(t, name))
			imp, err := calfeed.Read([]byte(testdata(t, name)), calfeed.ReadOptions{Now: importNow})
			if err != nil {
				t.Fatal(err)
			}
			want := 0
			for _, e := range imp.Events {
				if !e.Cancelled {
					want++
				}
			}
			src, err := w.uc.Imports.Add(ctx, admin, base+"/"+name, "")
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if want == 0 || src.Drafts != want {
				t.Errorf("%s: %d drafts, want %d", name, src.Drafts, want)
			}
		}
	})
}

// An address inside the network, an answer that is not a calendar, a missing page: each is
// refused on the address field in Indonesian, and nothing is stored.
func TestAddingRefusesPrivateAddressesAndNonCalendars(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(importNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		w := newWorld(t, db, db.Clock().(*kajian.FixedClock))
		w.host.put("/jadwal", "<!doctype html><html><body>Jadwal kajian</body></html>")
		w.host.types["/jadwal"] = "text/html"
		admin := w.user(t, "admin@example.id", kajian.RoleAdmin)
		for _, c := range []struct{ url, code, msg string }{
			{"http://127.0.0.1/kalender.ics", "fetch_private_address", safefetch.ErrPrivate.Message},
			{"http://[::1]/kalender.ics", "fetch_private_address", safefetch.ErrPrivate.Message},
			{"http://169.254.169.254/latest/meta-data", "fetch_private_address", safefetch.ErrPrivate.Message},
			{"http://intranet.masjid-alikhlas.id/kalender.ics", "fetch_private_address", safefetch.ErrPrivate.Message},
			{"ftp://kalender.masjid-alikhlas.id/a.ics", "fetch_scheme", safefetch.ErrScheme.Message},
			{base + "/jadwal", "not_a_calendar", "Alamat itu bukan kalender (iCal)"},
			{base + "/hilang.ics", "fetch_status", "Server kalender menjawab dengan kesalahan (HTTP 404)"},
			{"   ", "validation_failed", kajian.MsgCalendarURLEmpty},
		} {
			_, err := w.uc.Imports.Add(ctx, admin, c.url, "")
			var e *kajian.Error
			if !errors.As(err, &e) || e.Kind != kajian.KindInvalid || e.Field != "url" || e.Code != c.code || e.Message != c.msg {
				t.Errorf("%s: %#v, want %s %q on url", c.url, err, c.code, c.msg)
			}
		}
		list, err := w.uc.Imports.List(ctx, admin)
		if err != nil || len(list) != 0 {
			t.Fatalf("stored %d sources (%v)", len(list), err)
		}
	})
}

// Only trusted contributors and admins import; nobody sees another's source.
func TestWhoMayImport(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(importNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		w := newWorld(t, db, db.Clock().(*kajian.FixedClock))
		w.host.put("/google.ics", testdata(t, "google.ics"))
		admin, other := w.user(t, "admin@example.id", kajian.RoleAdmin), w.user(t, "admin2@example.id", kajian.RoleAdmin)
		user := w.user(t, "jamaah@example.id", kajian.RoleUser)
		if _, err := w.uc.Imports.Add(ctx, kajian.Viewer{}, base+"/google.ics", ""); !errors.Is(err, kajian.ErrUnauthorized) {
			t.Errorf("visitor: %v", err)
		}
		if _, err := w.uc.Imports.Add(ctx, user, base+"/google.ics", ""); kindOf(err) != kajian.KindForbidden {
			t.Errorf("user: %v", err)
		}
		if gets, _ := w.host.counts(); gets != 0 {
			t.Errorf("refused callers made %d fetches", gets)
		}
		src, err := w.uc.Imports.Add(ctx, admin, base+"/google.ics", "")
		if err != nil {
			t.Fatal(err)
		}
		gets, _ := w.host.counts()
		if _, err := w.uc.Imports.Add(ctx, admin, base+"/google.ics", ""); err == nil || !strings.Contains(err.Error(), kajian.MsgCalendarTaken) {
			t.Errorf("the same address twice: %v", err)
		}
		if again, _ := w.host.counts(); again != gets {
			t.Errorf("a repeated address was fetched again")
		}
		if _, err := w.uc.Imports.Source(ctx, other, src.ID); !errors.Is(err, kajian.ErrCalendarNotFound) {
			t.Errorf("another's source: %v", err)
		}
		if _, err := w.uc.Imports.Refresh(ctx, other, src.ID); !errors.Is(err, kajian.ErrCalendarNotFound) {
			t.Errorf("refreshing another's source: %v", err)
		}
		if _, err := w.uc.Imports.Source(ctx, admin, "bukan-uuid"); !errors.Is(err, kajian.ErrCalendarNotFound) {
			t.Errorf("a malformed id: %v", err)
		}
		if list, _ := w.uc.Imports.List(ctx, other); len(list) != 0 {
			t.Errorf("another's list has %d sources", len(list))
		}
	})
}

func kindOf(err error) kajian.Kind {
	var e *kajian.Error
	if errors.As(err, &e) {
		return e.Kind
	}
	return -1
}

// A draft of a session the database has already is shown as such ('Sudah ada'), by the rule
// 'Tempel rekap' uses.
func TestADraftOfAnExistingSessionIsMarked(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(importNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		w := newWorld(t, db, db.Clock().(*kajian.FixedClock))
		w.host.put("/google.ics", testdata(t, "google.ics"))
		admin := w.user(t, "admin@example.id", kajian.RoleAdmin)
		at := importNow
		existing := &kajian.Session{Type: kajian.Regular, Title: "Tabligh Akbar Meraih Keberkahan Waktu", Ustaz: "Ustadz Firanda",
			CreatedBy: admin.UserID, Status: kajian.StatusApproved, ApprovedBy: admin.UserID, ApprovedAt: &at, Zone: kajian.WIB,
			Date: kajian.Date{Year: 2026, Month: 12, Day: 5}, Time: 8*60 + 30, Location: "Masjid Al-Ikhlas Tebet", Address: "Jl. Melati 12"}
		if err := db.CreateSession(ctx, existing); err != nil {
			t.Fatal(err)
		}
		src, err := w.uc.Imports.Add(ctx, admin, base+"/google.ics", "")
		if err != nil {
			t.Fatal(err)
		}
		d, err := w.uc.Imports.Source(ctx, admin, src.ID)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range d.Events {
			if got := e.Existing != nil && e.Existing.ID == existing.ID; got != (e.Key == tablighKey) {
				t.Errorf("%s: existing %v", e.Key, e.Existing)
			}
		}
	})
}
