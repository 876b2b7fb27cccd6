package server

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// sessionFixture is a set of sessions around testNow (Ahad 22 November 2026,
// 12:00 WIB) with the people who look at them.
type sessionFixture struct {
	creator, other, admin  kajian.User
	visitor                *client
	creatorC, otherC, admC *client

	oneOff       *kajian.Session // approved, Selasa 24 Nov 2026 19:30 WITA, offline with coordinates and contact
	pending      *kajian.Session // one-off waiting for approval
	past         *kajian.Session // approved, Jumat 20 Nov 2026
	weekly       *kajian.Session // active, every Kamis 19:30 WIB, holidays ahead
	holidayToday *kajian.Session // active, every Ahad, online, holiday today
	inactive     *kajian.Session // weekly, pending
}

func ptrF(v float64) *float64 { return &v }

func newSessionFixture(t *testing.T, e *testEnv) *sessionFixture {
	t.Helper()
	f := &sessionFixture{visitor: e.newClient()}
	f.creatorC, f.creator = e.signedIn("pemilik@example.id", kajian.RoleUser)
	f.otherC, f.other = e.signedIn("lain@example.id", kajian.RoleUser)
	f.admC, f.admin = e.signedIn("admin@example.id", kajian.RoleAdmin)
	approved := testNow.Add(-time.Hour)
	mk := func(s *kajian.Session) *kajian.Session {
		t.Helper()
		s.CreatedBy = f.creator.ID
		if s.Status == kajian.PublicStatus(s.Type) {
			s.ApprovedBy, s.ApprovedAt = f.admin.ID, &approved
		}
		if err := e.db.CreateSession(context.Background(), s); err != nil {
			t.Fatal(err)
		}
		return s
	}
	f.oneOff = mk(&kajian.Session{
		Type: kajian.Regular, Title: "Tafsir Surat Al-Kahfi: Empat Fitnah", Ustaz: "Ustadz Abdurrahman Hakim, Lc.",
		Date: kajian.Date{Year: 2026, Month: time.November, Day: 24}, Time: 19*60 + 30, Zone: kajian.WITA,
		Location: "Masjid Raya Makassar", Address: "Jl. Masjid Raya No. 57, Makassar",
		MapsURL: "https://www.google.com/maps/search/?api=1&query=Masjid+Raya+Makassar", Latitude: ptrF(-5.1365), Longitude: ptrF(119.4185),
		Description:   "Kisah Ashabul Kahfi, pemilik dua kebun, Musa dan Khidir, serta Dzulqarnain.",
		ContactPerson: "Rizky", ContactPhone: "0812-3456-7801", Status: kajian.StatusApproved,
		Speakers: []kajian.Speaker{{Name: "Ustadz Abdurrahman Hakim, Lc.", IsMain: true}, {Name: "Ustadz Fikri Haikal"}},
	})
	f.pending = mk(&kajian.Session{
		Type: kajian.Regular, Title: "Fiqih Shalat Berjamaah", Ustaz: "Ustadz Fauzan",
		Date: kajian.Date{Year: 2026, Month: time.November, Day: 28}, Time: 9 * 60, Status: kajian.StatusPending,
	})
	f.past = mk(&kajian.Session{
		Type: kajian.Regular, Title: "Adab Penuntut Ilmu", Ustaz: "Ustadz Fauzan",
		Date: kajian.Date{Year: 2026, Month: time.November, Day: 20}, Time: 9 * 60, Status: kajian.StatusApproved,
	})
	f.weekly = mk(&kajian.Session{
		Type: kajian.Recurring, Title: "Kajian Kitab Tauhid", Ustaz: "Ustadz Taufiq Hamzah, M.A.",
		DayOfWeek: 4, Time: 19*60 + 30, Zone: kajian.WIB, Location: "Masjid Cut Meutia", Address: "Jl. Cut Meutia No.1, Menteng",
		Latitude: ptrF(-6.1866), Longitude: ptrF(106.8335), LiveStreamURL: "https://www.youtube.com/live/tauhid",
		Description: "Syarah Kitab Tauhid; bab demi bab, dengan tanya jawab.", Status: kajian.StatusActive,
		Holidays: []kajian.Holiday{
			{Date: kajian.Date{Year: 2026, Month: time.December, Day: 3}, Reason: "Ustadz safar dakwah"},
			{Date: kajian.Date{Year: 2026, Month: time.December, Day: 17}},
			{Date: kajian.Date{Year: 2026, Month: time.November, Day: 12}, Reason: "sudah lewat"},
		},
	})
	f.holidayToday = mk(&kajian.Session{
		Type: kajian.Recurring, Title: "Tahsin Pekanan Online", Ustaz: "Ustadz Hanif Maulana",
		DayOfWeek: 0, Time: 20 * 60, Zone: kajian.WIB, IsOnline: true, LiveStreamURL: "https://www.youtube.com/live/tahsin",
		Status:   kajian.StatusActive,
		Holidays: []kajian.Holiday{{Date: kajian.Date{Year: 2026, Month: time.November, Day: 22}, Reason: "Masjid dipakai walimah"}},
	})
	f.inactive = mk(&kajian.Session{
		Type: kajian.Recurring, Title: "Bahasa Arab Pekanan", Ustaz: "Ustadz Fikri", DayOfWeek: 2, Time: 16 * 60,
		Status: kajian.StatusPending,
	})
	return f
}

// apiPath is the detail endpoint of s.
func apiPath(s *kajian.Session) string { return "/api/v1" + sessionPath(s) }

// decodeInto decodes a JSON answer into v.
func decodeInto(t *testing.T, r response, v any) {
	t.Helper()
	if err := json.Unmarshal(r.body, v); err != nil {
		t.Fatalf("decode %s: %v", r.body, err)
	}
}

// apiError is the error body of an answer.
func apiError(t *testing.T, r response) errorDetail {
	t.Helper()
	var b errorBody
	decodeInto(t, r, &b)
	return b.Error
}
