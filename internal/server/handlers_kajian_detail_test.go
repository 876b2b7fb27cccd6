package server

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

func TestSessionDetailVisibility(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		type want struct {
			status int
			code   string
			msg    string
		}
		ok := want{status: 200}
		hiddenOne := want{404, "kajian_not_approved", "Kajian tidak ditemukan atau belum disetujui"}
		hiddenWeekly := want{404, "recurring_kajian_not_active", "Kajian rutin tidak ditemukan atau belum aktif"}
		viewers := []struct {
			name string
			c    *client
		}{{"visitor", f.visitor}, {"other user", f.otherC}, {"creator", f.creatorC}, {"admin", f.admC}}
		cases := []struct {
			s    *kajian.Session
			want [4]want // visitor, other, creator, admin
		}{
			{f.oneOff, [4]want{ok, ok, ok, ok}},
			{f.weekly, [4]want{ok, ok, ok, ok}},
			{f.pending, [4]want{hiddenOne, hiddenOne, ok, ok}},
			{f.inactive, [4]want{hiddenWeekly, hiddenWeekly, ok, ok}},
		}
		for _, tc := range cases {
			for i, v := range viewers {
				res := v.c.do("GET", apiPath(tc.s), nil)
				w := tc.want[i]
				if res.status != w.status {
					t.Errorf("%s as %s: status %d, want %d (%s)", tc.s.Title, v.name, res.status, w.status, res.body)
					continue
				}
				if w.status != 200 {
					if e := apiError(t, res); e.Code != w.code || e.Message != w.msg {
						t.Errorf("%s as %s: %+v, want %s %q", tc.s.Title, v.name, e, w.code, w.msg)
					}
					continue
				}
				var d kajianDetailDTO
				decodeInto(t, res, &d)
				if d.ID != tc.s.ID || d.CanEdit != (v.c == f.creatorC || v.c == f.admC) {
					t.Errorf("%s as %s: id %s can_edit %v", tc.s.Title, v.name, d.ID, d.CanEdit)
				}
			}
		}

		// Unknown slugs, and the wrong kind of page for a slug.
		for _, tc := range []struct{ path, code, msg string }{
			{"/api/v1/kajian/2026-11-24-tidak-ada", "kajian_not_found", "Kajian tidak ditemukan"},
			{"/api/v1/kajian-rutin/kamis-tidak-ada", "recurring_kajian_not_found", "Kajian rutin tidak ditemukan"},
			{"/api/v1/kajian-rutin/" + f.oneOff.Slug, "recurring_kajian_not_found", "Kajian rutin tidak ditemukan"},
			{"/api/v1/kajian/" + f.weekly.ID, "kajian_not_found", "Kajian tidak ditemukan"},
		} {
			res := f.visitor.do("GET", tc.path, nil)
			if e := apiError(t, res); res.status != 404 || e.Code != tc.code || e.Message != tc.msg {
				t.Errorf("GET %s: %d %+v", tc.path, res.status, e)
			}
		}

		// A UUID inside any slug finds the session, so old links survive a new title.
		res := f.visitor.do("GET", "/api/v1/kajian/judul-lama-"+f.oneOff.ID, nil)
		var d kajianDetailDTO
		decodeInto(t, res, &d)
		if res.status != 200 || d.ID != f.oneOff.ID || d.Slug != f.oneOff.Slug {
			t.Fatalf("by uuid: %d %s", res.status, res.body)
		}
	})
}

func TestSessionDetailContent(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		ctx := context.Background()
		// Two attend, one declines; the viewer (other) attends.
		for i, st := range []kajian.RSVPStatus{kajian.Hadir, kajian.Hadir, kajian.TidakHadir} {
			u := e.createUser(fmt.Sprintf("jamaah%d@example.id", i), "rahasia123", "Jamaah", kajian.RoleUser)
			if err := e.db.SetRSVP(ctx, u.ID, kajian.Regular, f.oneOff.ID, kajian.Date{}, st); err != nil {
				t.Fatal(err)
			}
		}
		if err := e.db.SetRSVP(ctx, f.other.ID, kajian.Regular, f.oneOff.ID, kajian.Date{}, kajian.Hadir); err != nil {
			t.Fatal(err)
		}

		var d kajianDetailDTO
		decodeInto(t, f.otherC.do("GET", apiPath(f.oneOff), nil), &d)
		if d.RSVPCount != 3 || d.UserRSVP == nil || *d.UserRSVP != "hadir" || !d.CanRSVP || d.IsPast {
			t.Errorf("attendance: count %d, mine %v, can_rsvp %v", d.RSVPCount, d.UserRSVP, d.CanRSVP)
		}
		if d.Creator.ID != f.creator.ID || d.Creator.FullName != "Pengguna pemilik@example.id" {
			t.Errorf("creator: %+v", d.Creator)
		}
		if len(d.Speakers) != 2 || !d.Speakers[0].IsMain || d.Speakers[1].IsMain {
			t.Errorf("speakers: %+v", d.Speakers)
		}
		link := "http://kajian.test/kajian/" + f.oneOff.Slug
		if d.ShareURL != link || !strings.Contains(d.ShareText, link) || !strings.Contains(d.ShareText, "Selasa, 24 November 2026") ||
			!strings.Contains(d.ShareText, "19.30 WITA") || !strings.Contains(d.ShareText, "Narahubung: Rizky (0812-3456-7801)") {
			t.Errorf("share: %q\n%s", d.ShareURL, d.ShareText)
		}
		if d.CalendarURL != "/kajian/"+f.oneOff.Slug+"/kalender.ics" || !strings.HasPrefix(d.PreviewImageURL, link+"/og-image?v=") {
			t.Errorf("links: %s %s", d.CalendarURL, d.PreviewImageURL)
		}
		if !strings.HasPrefix(d.CalendarDetails, "Hari: Selasa\n\nUstadz: ") || !strings.HasSuffix(d.CalendarDetails, "Info lengkap: "+link) {
			t.Errorf("calendar details: %q", d.CalendarDetails)
		}
		if d.RejectionReason != nil {
			t.Error("rejection reason shown to another user")
		}

		// Visitors see counts but no answer of their own; a past session takes none.
		decodeInto(t, f.visitor.do("GET", apiPath(f.past), nil), &d)
		if d.UserRSVP != nil || d.CanRSVP || !d.IsPast {
			t.Errorf("past as visitor: mine %v can_rsvp %v past %v", d.UserRSVP, d.CanRSVP, d.IsPast)
		}

		// Weekly: next occurrence, upcoming holidays only, derived speaker.
		decodeInto(t, f.visitor.do("GET", apiPath(f.weekly), nil), &d)
		if d.NextOccurrence == nil || *d.NextOccurrence != "2026-11-26" || d.DayName == nil || *d.DayName != "Kamis" || !d.CanRSVP {
			t.Errorf("weekly timing: %v %v %v", d.NextOccurrence, d.DayName, d.CanRSVP)
		}
		if len(d.Holidays) != 2 || d.Holidays[0].Date != "2026-12-03" || d.Holidays[1].Date != "2026-12-17" {
			t.Errorf("holidays: %+v", d.Holidays)
		}
		if len(d.Speakers) != 1 || d.Speakers[0].Name != "Ustadz Taufiq Hamzah, M.A." || !d.Speakers[0].IsMain {
			t.Errorf("derived speaker: %+v", d.Speakers)
		}
		if !strings.Contains(d.ShareText, "Setiap Kamis") || !strings.Contains(d.ShareText, "Selanjutnya: Kamis, 26 November 2026") {
			t.Errorf("weekly share text:\n%s", d.ShareText)
		}

		decodeInto(t, f.visitor.do("GET", apiPath(f.holidayToday), nil), &d)
		if !d.IsHolidayToday || d.HolidayToday == nil || *d.HolidayToday.Reason != "Masjid dipakai walimah" || d.CanRSVP {
			t.Errorf("holiday today: %v %+v can_rsvp %v", d.IsHolidayToday, d.HolidayToday, d.CanRSVP)
		}
	})
}

func TestSessionNotes(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		ctx := context.Background()
		ghost := e.createUser("tanpa-profil@example.id", "rahasia123", "Hilang", kajian.RoleUser)
		if err := e.db.DeleteProfile(ctx, ghost.ID); err != nil {
			t.Fatal(err)
		}
		// Five public notes written an hour apart, one private, one about another session.
		authors := []kajian.User{f.other, f.creator, ghost, f.other, f.admin}
		for i, a := range authors {
			n := &kajian.JournalEntry{UserID: a.ID, KajianID: f.past.ID, AttendanceDate: f.past.Date, Visibility: kajian.Public,
				Notes: fmt.Sprintf("<p>Catatan %d</p>", i), Tags: []string{"adab", "ilmu", "niat"}[:1+i%3]}
			if _, err := e.db.CreateJournalEntry(ctx, n, ""); err != nil {
				t.Fatal(err)
			}
			e.clock.Advance(60 * 60 * 1e9)
		}
		for _, n := range []*kajian.JournalEntry{
			{UserID: f.other.ID, KajianID: f.past.ID, AttendanceDate: f.past.Date, Visibility: kajian.Private, Notes: "<p>rahasia</p>"},
			{UserID: f.other.ID, KajianID: f.oneOff.ID, AttendanceDate: f.oneOff.Date, Visibility: kajian.Public, Notes: "<p>lain</p>"},
		} {
			if _, err := e.db.CreateJournalEntry(ctx, n, ""); err != nil {
				t.Fatal(err)
			}
		}
		var page notePageDTO
		decodeInto(t, f.visitor.do("GET", apiPath(f.past)+"/notes", nil), &page)
		if page.Total != 5 || page.PageSize != 3 || page.Page != 1 || len(page.Items) != 3 {
			t.Fatalf("page 1: total %d size %d items %d", page.Total, page.PageSize, len(page.Items))
		}
		var texts []string
		for _, n := range page.Items {
			texts = append(texts, n.NotesText)
		}
		if strings.Join(texts, ",") != "Catatan 4,Catatan 3,Catatan 2" {
			t.Errorf("newest first: %v", texts)
		}
		if page.Items[2].AuthorName != "Pengguna" || page.Items[1].AuthorName != "Pengguna lain@example.id" {
			t.Errorf("author names: %q %q", page.Items[2].AuthorName, page.Items[1].AuthorName)
		}
		if strings.Join(page.Items[0].Tags, ",") != "adab,ilmu" || page.Items[0].Session == nil || page.Items[0].Session.Slug != f.past.Slug {
			t.Errorf("tags and session: %+v %+v", page.Items[0].Tags, page.Items[0].Session)
		}
		decodeInto(t, f.visitor.do("GET", apiPath(f.past)+"/notes?page=2", nil), &page)
		if len(page.Items) != 2 || page.Items[1].NotesText != "Catatan 0" {
			t.Errorf("page 2: %+v", page.Items)
		}
		if res := f.visitor.do("GET", apiPath(f.past)+"/notes?page=0", nil); res.status != 400 {
			t.Errorf("page 0: %d", res.status)
		}
		if res := f.visitor.do("GET", apiPath(f.pending)+"/notes", nil); res.status != 404 {
			t.Errorf("notes of a hidden session: %d", res.status)
		}
		decodeInto(t, f.visitor.do("GET", apiPath(f.weekly)+"/notes", nil), &page)
		if page.Total != 0 || page.Items == nil || len(page.Items) != 0 {
			t.Errorf("no notes: %+v", page)
		}
	})
}
