package store_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

func TestEmailTokensExpireAndWorkOnce(t *testing.T) {
	clock := kajian.NewFixedClock(testNow)
	storetest.Each(t, clock, func(t *testing.T, db *store.DB) {
		clock.Set(testNow)
		ctx := context.Background()
		u := newUser(t, db, "token@example.id")
		other := newUser(t, db, "other@example.id")

		tok, hash := auth.NewToken()
		if err := db.CreateEmailToken(ctx, u.ID, store.PurposeVerifyEmail, hash, testNow.Add(auth.VerifyEmailTTL)); err != nil {
			t.Fatal(err)
		}
		// The token is for verification only.
		if _, err := db.ConsumeEmailToken(ctx, store.PurposeResetPassword, hash); !errors.Is(err, kajian.ErrTokenInvalid) {
			t.Fatalf("other purpose: %v", err)
		}
		if err := db.CheckEmailToken(ctx, store.PurposeVerifyEmail, hash); err != nil {
			t.Fatalf("check a fresh token: %v", err)
		}
		got, err := db.ConsumeEmailToken(ctx, store.PurposeVerifyEmail, auth.HashToken(tok))
		if err != nil || got != u.ID {
			t.Fatalf("consume: %q %v", got, err)
		}
		// Single use.
		if _, err := db.ConsumeEmailToken(ctx, store.PurposeVerifyEmail, hash); !errors.Is(err, kajian.ErrTokenInvalid) {
			t.Fatalf("second use: %v", err)
		}
		if err := db.CheckEmailToken(ctx, store.PurposeVerifyEmail, hash); !errors.Is(err, kajian.ErrTokenInvalid) {
			t.Fatalf("check a used token: %v", err)
		}
		if _, err := db.ConsumeEmailToken(ctx, store.PurposeVerifyEmail, auth.HashToken("made-up")); !errors.Is(err, kajian.ErrTokenInvalid) {
			t.Fatalf("unknown token: %v", err)
		}

		// Expiry: valid one microsecond before, expired at the instant.
		_, reset := auth.NewToken()
		if err := db.CreateEmailToken(ctx, u.ID, store.PurposeResetPassword, reset, testNow.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		clock.Set(testNow.Add(time.Hour - time.Microsecond))
		if err := db.CheckEmailToken(ctx, store.PurposeResetPassword, reset); err != nil {
			t.Fatalf("just before expiry: %v", err)
		}
		clock.Set(testNow.Add(time.Hour))
		if _, err := db.ConsumeEmailToken(ctx, store.PurposeResetPassword, reset); !errors.Is(err, kajian.ErrTokenExpired) {
			t.Fatalf("expired: %v", err)
		}
		if err := db.CheckEmailToken(ctx, store.PurposeResetPassword, reset); !errors.Is(err, kajian.ErrTokenExpired) {
			t.Fatalf("check expired: %v", err)
		}

		// A newer token of the same purpose ends the older ones; other users' and purposes' stay.
		clock.Set(testNow)
		_, first := auth.NewToken()
		_, second := auth.NewToken()
		_, theirs := auth.NewToken()
		_, verify := auth.NewToken()
		for _, c := range []struct {
			user, hash string
			purpose    store.TokenPurpose
		}{{u.ID, first, store.PurposeResetPassword}, {other.ID, theirs, store.PurposeResetPassword},
			{u.ID, verify, store.PurposeVerifyEmail}, {u.ID, second, store.PurposeResetPassword}} {
			if err := db.CreateEmailToken(ctx, c.user, c.purpose, c.hash, testNow.Add(time.Hour)); err != nil {
				t.Fatal(err)
			}
		}
		if err := db.CheckEmailToken(ctx, store.PurposeResetPassword, first); !errors.Is(err, kajian.ErrTokenInvalid) {
			t.Fatalf("older token still works: %v", err)
		}
		for _, h := range []string{second, theirs} {
			if err := db.CheckEmailToken(ctx, store.PurposeResetPassword, h); err != nil {
				t.Fatalf("token %s: %v", h[:8], err)
			}
		}
		if err := db.CheckEmailToken(ctx, store.PurposeVerifyEmail, verify); err != nil {
			t.Fatalf("verify token ended by a reset token: %v", err)
		}
		if n, err := db.DeleteExpiredEmailTokens(ctx, testNow.Add(2*time.Hour)); err != nil || n < 3 {
			t.Fatalf("delete expired: %d %v", n, err)
		}
	})
}

func TestEmailTokenConcurrentUseSucceedsOnce(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		u := newUser(t, db, "race@example.id")
		_, hash := auth.NewToken()
		if err := db.CreateEmailToken(ctx, u.ID, store.PurposeResetPassword, hash, testNow.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		var mu sync.Mutex
		wins, losses := 0, 0
		for range 8 {
			wg.Go(func() {
				_, err := db.ConsumeEmailToken(ctx, store.PurposeResetPassword, hash)
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err == nil:
					wins++
				case errors.Is(err, kajian.ErrTokenInvalid):
					losses++
				default:
					t.Errorf("consume: %v", err)
				}
			})
		}
		wg.Wait()
		if wins != 1 || losses != 7 {
			t.Fatalf("wins %d, losses %d", wins, losses)
		}
	})
}

func TestOAuthStatesWorkOnceAndExpire(t *testing.T) {
	clock := kajian.NewFixedClock(testNow)
	storetest.Each(t, clock, func(t *testing.T, db *store.DB) {
		clock.Set(testNow)
		ctx := context.Background()
		st := store.OAuthState{StateHash: auth.HashToken("state-1"), Nonce: "n1", CodeVerifier: "v1", ReturnTo: "/profile",
			CreatedAt: testNow, ExpiresAt: testNow.Add(10 * time.Minute)}
		if err := db.CreateOAuthState(ctx, st); err != nil {
			t.Fatal(err)
		}
		got, err := db.ConsumeOAuthState(ctx, st.StateHash)
		if err != nil || got.Nonce != "n1" || got.CodeVerifier != "v1" || got.ReturnTo != "/profile" || !got.ExpiresAt.Equal(st.ExpiresAt) {
			t.Fatalf("consume: %+v %v", got, err)
		}
		if _, err := db.ConsumeOAuthState(ctx, st.StateHash); !errors.Is(err, kajian.ErrOAuthStateInvalid) {
			t.Fatalf("second use: %v", err)
		}
		late := st
		late.StateHash = auth.HashToken("state-2")
		if err := db.CreateOAuthState(ctx, late); err != nil {
			t.Fatal(err)
		}
		clock.Set(testNow.Add(10 * time.Minute))
		if _, err := db.ConsumeOAuthState(ctx, late.StateHash); !errors.Is(err, kajian.ErrOAuthStateInvalid) {
			t.Fatalf("expired state: %v", err)
		}
		// Creating a state sweeps expired ones.
		stale := st
		stale.StateHash = auth.HashToken("state-3")
		if err := db.CreateOAuthState(ctx, stale); err != nil {
			t.Fatal(err)
		}
		fresh := store.OAuthState{StateHash: auth.HashToken("state-4"), Nonce: "n", CodeVerifier: "v", ReturnTo: "/",
			CreatedAt: testNow.Add(time.Hour), ExpiresAt: testNow.Add(time.Hour + 10*time.Minute)}
		if err := db.CreateOAuthState(ctx, fresh); err != nil {
			t.Fatal(err)
		}
		clock.Set(testNow)
		if _, err := db.ConsumeOAuthState(ctx, stale.StateHash); !errors.Is(err, kajian.ErrOAuthStateInvalid) {
			t.Fatalf("stale state survived the sweep: %v", err)
		}
	})
}

func TestGoogleLinkAndPasswordReset(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		// An unverified account: linking proves the address and drops the squatter's password.
		u, _, err := db.CreateUser(ctx, store.NewUser{Email: "link@example.id", PasswordHash: "h", FullName: "Link"})
		if err != nil {
			t.Fatal(err)
		}
		if err := db.LinkGoogleSubject(ctx, u.ID, "sub-1", true); err != nil {
			t.Fatal(err)
		}
		got, err := db.FindUserByGoogleSubject(ctx, "sub-1")
		if err != nil || got.ID != u.ID || !got.Verified() || got.PasswordHash != "" {
			t.Fatalf("linked: %+v %v", got, err)
		}
		// A verified account keeps its password.
		v, _, err := db.CreateUser(ctx, store.NewUser{Email: "keep@example.id", PasswordHash: "h2", FullName: "Keep", Verified: true})
		if err != nil {
			t.Fatal(err)
		}
		if err := db.LinkGoogleSubject(ctx, v.ID, "sub-2", false); err != nil {
			t.Fatal(err)
		}
		if got, _ := db.FindUserByID(ctx, v.ID); got.PasswordHash != "h2" || got.GoogleSubject != "sub-2" {
			t.Fatalf("verified link: %+v", got)
		}
		// One Google identity, one account.
		if err := db.LinkGoogleSubject(ctx, v.ID, "sub-1", false); !errors.Is(err, kajian.ErrConflict) {
			t.Fatalf("subject linked twice: %v", err)
		}

		// A reset sets the password, proves the address and ends every session and reset link.
		w, _, err := db.CreateUser(ctx, store.NewUser{Email: "reset@example.id", PasswordHash: "old", FullName: "Reset"})
		if err != nil {
			t.Fatal(err)
		}
		for _, h := range []string{"s1", "s2"} {
			if err := db.CreateAuthSession(ctx, store.AuthSession{TokenHash: h, UserID: w.ID, CreatedAt: testNow,
				ExpiresAt: testNow.Add(time.Hour), LastSeenAt: testNow}, "", ""); err != nil {
				t.Fatal(err)
			}
		}
		keep := newUser(t, db, "bystander@example.id")
		if err := db.CreateAuthSession(ctx, store.AuthSession{TokenHash: "s3", UserID: keep.ID, CreatedAt: testNow,
			ExpiresAt: testNow.Add(time.Hour), LastSeenAt: testNow}, "", ""); err != nil {
			t.Fatal(err)
		}
		if err := db.CreateEmailToken(ctx, w.ID, store.PurposeResetPassword, "r1", testNow.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		if err := db.ResetPassword(ctx, w.ID, "new"); err != nil {
			t.Fatal(err)
		}
		if got, _ := db.FindUserByID(ctx, w.ID); got.PasswordHash != "new" || !got.Verified() {
			t.Fatalf("after reset: %+v", got)
		}
		for _, h := range []string{"s1", "s2"} {
			if _, err := db.FindAuthSession(ctx, h, testNow); !errors.Is(err, kajian.ErrNotFound) {
				t.Fatalf("session %s survived the reset: %v", h, err)
			}
		}
		if _, err := db.FindAuthSession(ctx, "s3", testNow); err != nil {
			t.Fatalf("another user's session ended: %v", err)
		}
		if err := db.CheckEmailToken(ctx, store.PurposeResetPassword, "r1"); !errors.Is(err, kajian.ErrTokenInvalid) {
			t.Fatalf("reset link survived: %v", err)
		}
	})
}

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

// A later sign-up for an unverified address leaves the account alone: its
// credentials wait with its own link, and only completing that link (after
// the use-case has checked who proves them) puts them on the account, ends
// the other links and every session. A resent link keeps the pending
// credentials; a confirmed account gets no link.
func TestPendingSignUps(t *testing.T) {
	clock := kajian.NewFixedClock(testNow)
	storetest.Each(t, clock, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		u := newUser(t, db, "renew@example.id") // unverified, password "x"
		expires := testNow.Add(auth.VerifyEmailTTL)
		_, first := auth.NewToken()
		if err := db.CreateSignUpToken(ctx, u.ID, first, expires, store.PendingSignUp{PasswordHash: "x", FullName: "Pertama"}); err != nil {
			t.Fatal(err)
		}
		if err := db.CreateAuthSession(ctx, store.AuthSession{TokenHash: "sesi", UserID: u.ID, CreatedAt: testNow, ExpiresAt: expires,
			LastSeenAt: testNow}, "", ""); err != nil {
			t.Fatal(err)
		}
		_, second := auth.NewToken()
		later := store.PendingSignUp{PasswordHash: "baru", FullName: " Pemilik ", Phone: "0812 0000 0000", BrowserHash: "peramban"}
		if err := db.CreateSignUpToken(ctx, u.ID, second, expires, later); err != nil {
			t.Fatal(err)
		}
		if got, _ := db.FindUserByID(ctx, u.ID); got.PasswordHash != "x" || got.Verified() {
			t.Fatalf("a pending sign-up changed the account: %+v", got)
		}
		if err := db.CheckEmailToken(ctx, store.PurposeVerifyEmail, first); !errors.Is(err, kajian.ErrTokenInvalid) {
			t.Fatalf("the earlier link: %v", err)
		}
		// A resent link carries the pending credentials of the one it replaces.
		_, resent := auth.NewToken()
		if err := db.CreateSignUpToken(ctx, u.ID, resent, expires, store.PendingSignUp{}); err != nil {
			t.Fatal(err)
		}
		id, pending, err := db.SignUpToken(ctx, resent)
		if err != nil || id != u.ID || pending.PasswordHash != "baru" || pending.FullName != "Pemilik" || pending.BrowserHash != "peramban" {
			t.Fatalf("resent link: %s %+v %v", id, pending, err)
		}
		if err := db.CompleteSignUp(ctx, resent, &pending); err != nil {
			t.Fatal(err)
		}
		got, _ := db.FindUserByID(ctx, u.ID)
		p, _ := db.FindProfile(ctx, u.ID)
		if got.PasswordHash != "baru" || !got.Verified() || p.FullName != "Pemilik" || p.Phone != "0812 0000 0000" {
			t.Fatalf("after completing: %+v %+v", got, p)
		}
		if _, err := db.FindAuthSession(ctx, "sesi", testNow); !errors.Is(err, kajian.ErrNotFound) {
			t.Fatalf("a session of the unverified account survived: %v", err)
		}
		if err := db.CompleteSignUp(ctx, resent, nil); !errors.Is(err, kajian.ErrTokenInvalid) {
			t.Fatalf("a link used twice: %v", err)
		}
		// A confirmed account gets no link.
		_, third := auth.NewToken()
		if err := db.CreateSignUpToken(ctx, u.ID, third, expires, store.PendingSignUp{PasswordHash: "ketiga"}); !errors.Is(err, kajian.ErrNotFound) {
			t.Fatalf("a link for a confirmed account: %v", err)
		}
	})
}
