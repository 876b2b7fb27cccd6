package store_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

func TestProfilesAndManualLocation(t *testing.T) {
	clock := kajian.NewFixedClock(testNow)
	storetest.Each(t, clock, func(t *testing.T, db *store.DB) {
		clock.Set(testNow)
		ctx := context.Background()
		u := newUser(t, db, "profil@example.id")
		clock.Advance(time.Minute)
		p, err := db.UpdateProfile(ctx, u.ID, kajian.ProfileUpdate{FullName: "  Fatimah Az-Zahra ", Phone: " 0812 3456 789 "})
		if err != nil || p.FullName != "Fatimah Az-Zahra" || p.Phone != "0812 3456 789" || !p.UpdatedAt.Equal(testNow.Add(time.Minute)) {
			t.Fatalf("update: %+v %v", p, err)
		}
		if p, err = db.UpdateProfile(ctx, u.ID, kajian.ProfileUpdate{FullName: "Fatimah"}); err != nil || p.Phone != "" {
			t.Fatalf("clear phone: %+v %v", p, err)
		}
		if _, err := db.UpdateProfile(ctx, u.ID, kajian.ProfileUpdate{FullName: "  "}); err == nil {
			t.Fatal("CHECK constraint let an empty name through")
		}
		loc := kajian.ManualLocation{City: "Makassar", DisplayName: "Makassar, Sulawesi Selatan", Latitude: -5.1477, Longitude: 119.4327}
		if p, err = db.SetManualLocation(ctx, u.ID, loc); err != nil || p.ManualLocation == nil ||
			p.ManualLocation.City != "Makassar" || p.ManualLocation.Longitude != 119.4327 || !p.ManualLocation.UpdatedAt.Equal(clock.Now()) {
			t.Fatalf("set location: %+v %v", p, err)
		}
		if p, err = db.ClearManualLocation(ctx, u.ID); err != nil || p.ManualLocation != nil {
			t.Fatalf("clear location: %+v %v", p, err)
		}
		if _, err := db.UpdateProfile(ctx, "7f0c2a4e-0000-4000-8000-000000000000", kajian.ProfileUpdate{FullName: "X"}); !errors.Is(err, kajian.ErrNotFound) {
			t.Fatalf("unknown user: %v", err)
		}

		// Without a profile the account still signs in; creating one gives the role user.
		if err := db.CreateAuthSession(ctx, store.AuthSession{TokenHash: "sess", UserID: u.ID, CreatedAt: testNow,
			ExpiresAt: testNow.Add(time.Hour), LastSeenAt: testNow}, "", ""); err != nil {
			t.Fatal(err)
		}
		if err := db.SetRole(ctx, u.ID, kajian.RoleAdmin); err != nil {
			t.Fatal(err)
		}
		if err := db.DeleteProfile(ctx, u.ID); err != nil {
			t.Fatal(err)
		}
		pr, err := db.FindAuthSession(ctx, "sess", testNow)
		if err != nil || pr.User.ID != u.ID || pr.Profile.ID != "" {
			t.Fatalf("session without profile: %+v %v", pr, err)
		}
		created, err := db.CreateProfile(ctx, u.ID, kajian.ProfileUpdate{FullName: "Baru", Phone: "0811"})
		if err != nil || created.Role != kajian.RoleUser || created.FullName != "Baru" {
			t.Fatalf("create profile: %+v %v", created, err)
		}
		if _, err := db.CreateProfile(ctx, u.ID, kajian.ProfileUpdate{FullName: "Lagi"}); !errors.Is(err, kajian.ErrProfileExists) {
			t.Fatalf("second profile: %v", err)
		}
	})
}

func TestPublicSessionsAndNotesOfAUser(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		owner := newUser(t, db, "ustadzah@example.id")
		stranger := newUser(t, db, "stranger@example.id")
		approved := oneOff(owner.ID)
		pending := oneOff(owner.ID)
		pending.Title, pending.Status = "Kajian Belum Disetujui", kajian.StatusPending
		later := oneOff(owner.ID)
		later.Title, later.Date = "Kajian Fiqih Wanita", kajian.Date{Year: 2026, Month: 12, Day: 5}
		theirs := oneOff(stranger.ID)
		weekly := &kajian.Session{Type: kajian.Recurring, Title: "Tahsin Pekanan", Ustaz: "Ust. A", DayOfWeek: 2, Time: 16 * 60,
			Zone: kajian.WIB, Status: kajian.StatusActive, CreatedBy: owner.ID,
			Holidays: []kajian.Holiday{{Date: kajian.Date{Year: 2026, Month: 11, Day: 1}}, {Date: kajian.Date{Year: 2026, Month: 12, Day: 1}, Reason: "Libur"}}}
		inactive := &kajian.Session{Type: kajian.Recurring, Title: "Tahsin Lama", Ustaz: "Ust. A", DayOfWeek: 3, Time: 16 * 60,
			Zone: kajian.WIB, Status: kajian.StatusInactive, CreatedBy: owner.ID}
		for _, s := range []*kajian.Session{approved, pending, later, theirs, weekly, inactive} {
			if err := db.CreateSession(ctx, s); err != nil {
				t.Fatal(err)
			}
		}
		list, err := db.ListPublicSessionsByCreator(ctx, owner.ID, kajian.Date{Year: 2026, Month: 11, Day: 22})
		if err != nil {
			t.Fatal(err)
		}
		var titles []string
		for _, s := range list {
			titles = append(titles, s.Title)
		}
		if len(list) != 3 || list[0].ID != later.ID || list[1].ID != approved.ID || list[2].ID != weekly.ID {
			t.Fatalf("public sessions: %v", titles)
		}
		if len(list[1].Speakers) != 2 || len(list[2].Holidays) != 1 || list[2].Holidays[0].Reason != "Libur" {
			t.Fatalf("details: %+v %+v", list[1].Speakers, list[2].Holidays)
		}

		day := func(d int) kajian.Date { return kajian.Date{Year: 2026, Month: 11, Day: d} }
		notes := []*kajian.JournalEntry{
			{UserID: owner.ID, KajianID: approved.ID, AttendanceDate: day(10), Notes: "<p>Sabar itu indah</p>", Tags: []string{"akhlak", "sabar"}, Visibility: kajian.Public},
			{UserID: owner.ID, RecurringKajianID: weekly.ID, AttendanceDate: day(12), Notes: "<p>Makharijul huruf</p>", Tags: []string{"tahsin"}, Visibility: kajian.Public},
			{UserID: owner.ID, KajianID: approved.ID, AttendanceDate: day(14), Notes: "<p>Rahasia pribadi</p>", Tags: []string{"akhlak"}, Visibility: kajian.Private},
			{UserID: owner.ID, AttendanceDate: day(16), Notes: "<p>Syukur 100%_x</p>", Tags: []string{"akhlak"}, Visibility: kajian.Public},
			{UserID: stranger.ID, KajianID: theirs.ID, AttendanceDate: day(11), Notes: "<p>Catatan orang lain sabar</p>", Tags: []string{"sabar"}, Visibility: kajian.Public},
		}
		for _, n := range notes {
			if _, err := db.CreateJournalEntry(ctx, n, ""); err != nil {
				t.Fatal(err)
			}
		}
		ids := func(p kajian.NotePage) []string {
			var out []string
			for _, n := range p.Notes {
				out = append(out, n.ID)
			}
			return out
		}
		page, err := db.ListNotes(ctx, kajian.NoteFilter{UserID: owner.ID, Visibility: kajian.Public, Limit: 9})
		if err != nil {
			t.Fatal(err)
		}
		if page.Total != 3 || len(page.Notes) != 3 || page.Notes[0].ID != notes[3].ID || page.Notes[2].ID != notes[0].ID {
			t.Fatalf("public notes newest first: %+v", ids(page))
		}
		if n := page.Notes[1]; n.SessionType != kajian.Recurring || n.SessionTitle != "Tahsin Pekanan" || n.SessionSlug != weekly.Slug ||
			n.AuthorName != "Hamba Allah" || len(n.Tags) != 1 {
			t.Fatalf("note details: %+v", n)
		}
		if n := page.Notes[2]; n.SessionType != kajian.Regular || len(n.Tags) != 2 || n.Tags[0] != "akhlak" || n.Tags[1] != "sabar" {
			t.Fatalf("note tags in order: %+v", n)
		}
		if len(page.Tags) != 3 || page.Tags[0] != "akhlak" || page.Tags[2] != "tahsin" {
			t.Fatalf("tag chips (public notes only): %v", page.Tags)
		}
		for _, c := range []struct {
			name string
			f    kajian.NoteFilter
			want []string
		}{
			{"search in text ignoring case", kajian.NoteFilter{Search: "SABAR"}, []string{notes[0].ID}},
			{"search in title", kajian.NoteFilter{Search: "tahsin"}, []string{notes[1].ID}},
			{"search in ustaz", kajian.NoteFilter{Search: "adi hidayat"}, []string{notes[0].ID}},
			{"like wildcards are literal", kajian.NoteFilter{Search: "100%_"}, []string{notes[3].ID}},
			{"a wildcard in the middle is literal", kajian.NoteFilter{Search: "s%r"}, nil},
			{"date range inclusive", kajian.NoteFilter{From: day(12), To: day(16)}, []string{notes[3].ID, notes[1].ID}},
			{"every tag", kajian.NoteFilter{Tags: []string{"akhlak", "sabar"}}, []string{notes[0].ID}},
			{"one tag", kajian.NoteFilter{Tags: []string{"akhlak"}}, []string{notes[3].ID, notes[0].ID}},
			{"oldest first", kajian.NoteFilter{Oldest: true}, []string{notes[0].ID, notes[1].ID, notes[3].ID}},
			{"paged", kajian.NoteFilter{Limit: 1, Offset: 1}, []string{notes[1].ID}},
		} {
			c.f.UserID, c.f.Visibility = owner.ID, kajian.Public
			got, err := db.ListNotes(ctx, c.f)
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			if g := ids(got); len(g) != len(c.want) || (len(g) > 0 && (g[0] != c.want[0] || g[len(g)-1] != c.want[len(c.want)-1])) {
				t.Errorf("%s: got %v, want %v", c.name, g, c.want)
			}
		}
		// Without an author: everyone's public notes.
		if all, err := db.ListNotes(ctx, kajian.NoteFilter{Visibility: kajian.Public, Search: "sabar"}); err != nil || all.Total != 2 {
			t.Fatalf("all authors: %d %v", all.Total, err)
		}
		// The author's own list holds the private note too, and the other filters.
		own, err := db.ListNotes(ctx, kajian.NoteFilter{UserID: owner.ID, Search: "rahasia"})
		if err != nil || own.Total != 1 || own.Notes[0].ID != notes[2].ID || own.Notes[0].Visibility != kajian.Private {
			t.Fatalf("own private note: %+v %v", own, err)
		}
		if err := db.SetNoteFavorite(ctx, notes[1].ID, owner.ID, true); err != nil {
			t.Fatal(err)
		}
		if favs, _ := db.ListNotes(ctx, kajian.NoteFilter{UserID: owner.ID, Favorites: true}); favs.Total != 1 || favs.Notes[0].ID != notes[1].ID {
			t.Fatalf("favourites: %v", ids(favs))
		}
		if byPlace, _ := db.ListNotes(ctx, kajian.NoteFilter{UserID: owner.ID, Search: "masjid raya", SearchLocation: true}); byPlace.Total != 2 {
			t.Fatalf("search in the location: %v", ids(byPlace))
		}
		if byText, _ := db.ListNotes(ctx, kajian.NoteFilter{UserID: owner.ID, Search: "masjid raya"}); byText.Total != 0 {
			t.Fatalf("the location is searched only when asked: %v", ids(byText))
		}
	})
}
