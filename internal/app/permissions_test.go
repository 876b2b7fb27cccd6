package app_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/ai"
	"github.com/kajiankita/kajian/internal/app"
	"github.com/kajiankita/kajian/internal/assist"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/mail"
	"github.com/kajiankita/kajian/internal/media"
	"github.com/kajiankita/kajian/internal/posting"
	"github.com/kajiankita/kajian/internal/push"
	"github.com/kajiankita/kajian/internal/reminders"
	"github.com/kajiankita/kajian/internal/reports"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// Every use-case checks who may act itself, so no caller (an HTTP handler, a
// command, a future job) can skip the check. Called straight, without the
// HTTP layer, each refuses a visitor, a signed-in user where only admins may
// act, and a user on someone else's session.
func TestUseCasesCheckTheirOwnPermissions(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(time.Date(2026, 11, 22, 5, 0, 0, 0, time.UTC)), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		bucket, err := media.OpenBucket("file://" + t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		mailer, err := mail.Open("file://"+t.TempDir(), "Kajian Kita <no-reply@kajian.test>")
		if err != nil {
			t.Fatal(err)
		}
		uc := app.Build(app.Adapters{BaseURL: "http://kajian.test", Store: db, Clock: db.Clock(), Mailer: mailer, Bucket: bucket,
			AI: ai.Reader{Tesseract: true}})
		t.Cleanup(func() { uc.Mail.Wait(5 * time.Second) })
		user := func(email string, role kajian.Role) kajian.Viewer {
			u, _, err := db.CreateUser(ctx, store.NewUser{Email: email, PasswordHash: "x", FullName: "Hamba Allah", Role: role})
			if err != nil {
				t.Fatal(err)
			}
			return kajian.Viewer{UserID: u.ID, Role: role}
		}
		owner, other, admin := user("pemilik@example.id", kajian.RoleUser), user("lain@example.id", kajian.RoleUser),
			user("admin@example.id", kajian.RoleAdmin)
		visitor := kajian.Viewer{}
		saved, err := uc.Postings.Create(ctx, owner, kajian.Posting{Type: kajian.Recurring, Title: "Kajian Rutin Tauhid", Zone: "WIB",
			Speakers: []kajian.Speaker{{Name: "Ustadz Hakim", IsMain: true, Order: 1}}, Time: "19:30", DayOfWeek: new(4),
			IsOnline: true, LiveStreamURL: "https://youtube.com/live/x"})
		if err != nil {
			t.Fatal(err)
		}
		slug := saved.Session.Slug
		approvedAt := db.Clock().Now()
		public := &kajian.Session{Type: kajian.Regular, Title: "Kajian Umum", Ustaz: "Ustadz Hakim", CreatedBy: admin.UserID,
			Status: kajian.StatusApproved, ApprovedBy: admin.UserID, ApprovedAt: &approvedAt,
			Date: kajian.Date{Year: 2026, Month: 11, Day: 24}, Time: 19 * 60, Location: "Masjid", Address: "Jl. 1"}
		if err := db.CreateSession(ctx, public); err != nil {
			t.Fatal(err)
		}
		note, _, err := uc.Journal.Create(ctx, owner, kajian.NoteInput{KajianID: public.ID, AttendanceDate: "2026-11-22",
			Notes: "<p>Catatan pribadi</p>"}, "")
		if err != nil {
			t.Fatal(err)
		}
		edit := kajian.Posting{Title: "Diubah", Zone: "WIB", Speakers: []kajian.Speaker{{Name: "Ustadz Lain", IsMain: true, Order: 1}},
			Time: "20:00", DayOfWeek: new(4), IsOnline: true, LiveStreamURL: "https://youtube.com/live/x"}

		calls := []struct {
			name string
			want kajian.Kind
			call func() error
		}{
			{"a visitor posts", kajian.KindUnauthorized, func() error { _, err := uc.Postings.Create(ctx, visitor, edit); return err }},
			{"a visitor loads an edit form", kajian.KindUnauthorized, func() error { _, err := uc.Postings.Edit(ctx, visitor, kajian.Recurring, slug); return err }},
			{"another user loads the edit form", kajian.KindForbidden, func() error { _, err := uc.Postings.Edit(ctx, other, kajian.Recurring, slug); return err }},
			{"another user saves an edit", kajian.KindForbidden, func() error {
				_, err := uc.Postings.Update(ctx, other, kajian.Recurring, slug, edit)
				return err
			}},
			{"another user deletes", kajian.KindForbidden, func() error { _, err := uc.Postings.Delete(ctx, other, kajian.Recurring, slug); return err }},
			{"another user adds a holiday", kajian.KindForbidden, func() error {
				_, err := uc.Postings.AddHoliday(ctx, other, slug, posting.HolidayInput{Date: "2026-11-26"})
				return err
			}},
			{"another user removes a holiday", kajian.KindForbidden, func() error { _, err := uc.Postings.DeleteHoliday(ctx, other, slug, "x"); return err }},
			{"a visitor lists My Kajian", kajian.KindUnauthorized, func() error { _, err := uc.Postings.Mine(ctx, visitor, kajian.MineFilter{}); return err }},
			{"a visitor uploads a poster", kajian.KindUnauthorized, func() error {
				_, err := uc.Posters.Upload(ctx, visitor, media.KindRegular, strings.NewReader("x"))
				return err
			}},
			{"another user removes someone's poster", kajian.KindForbidden, func() error {
				_, err := uc.Posters.Remove(ctx, other, owner.UserID+"/regular/x.png")
				return err
			}},
			{"another user names someone's poster", kajian.KindInvalid, func() error {
				return uc.Posters.CheckForSession(ctx, other, owner.UserID+"/regular/x.png", "")
			}},
			{"a user reads another's poster", kajian.KindInvalid, func() error {
				_, _, err := uc.Posters.Open(ctx, other, owner.UserID+"/regular/x.png")
				return err
			}},
			{"a visitor reads a poster", kajian.KindUnauthorized, func() error {
				_, _, err := uc.Assist.ReadPoster(ctx, visitor, assist.Poster{Key: "x"})
				return err
			}},
			{"a visitor reads text", kajian.KindUnauthorized, func() error { _, err := uc.Assist.ReadText(ctx, visitor, "Kajian"); return err }},
			{"a visitor asks a description", kajian.KindUnauthorized, func() error {
				_, err := uc.Assist.WriteDescription(ctx, visitor, ai.DescriptionInput{})
				return err
			}},
			{"a visitor answers attendance", kajian.KindUnauthorized, func() error {
				_, err := uc.Sessions.Answer(ctx, visitor, kajian.Recurring, slug, kajian.Hadir)
				return err
			}},
			{"another user sees a pending session", kajian.KindNotFound, func() error { _, err := uc.Sessions.Find(ctx, other, kajian.Recurring, slug); return err }},
			{"a visitor reads an own profile", kajian.KindUnauthorized, func() error { _, err := uc.Profiles.Own(ctx, visitor); return err }},
			{"a visitor updates a profile", kajian.KindUnauthorized, func() error { _, err := uc.Profiles.Update(ctx, visitor, kajian.ProfileUpdate{}); return err }},
			{"a visitor clears a location", kajian.KindUnauthorized, func() error { _, err := uc.Profiles.ClearLocation(ctx, visitor); return err }},
			{"a visitor writes a note", kajian.KindUnauthorized, func() error {
				_, _, err := uc.Journal.Create(ctx, visitor, kajian.NoteInput{KajianID: public.ID}, "")
				return err
			}},
			{"a visitor lists notes", kajian.KindUnauthorized, func() error { _, err := uc.Journal.Mine(ctx, visitor, kajian.NoteFilter{}, 1); return err }},
			{"another user reads a note", kajian.KindNotFound, func() error { _, err := uc.Journal.Get(ctx, other, note.ID); return err }},
			{"an admin reads a private note", kajian.KindNotFound, func() error { _, err := uc.Journal.Get(ctx, admin, note.ID); return err }},
			{"another user edits a note", kajian.KindNotFound, func() error {
				_, err := uc.Journal.Update(ctx, other, note.ID, kajian.NoteInput{AttendanceDate: "2026-11-22", Notes: "<p>x</p>"})
				return err
			}},
			{"another user publishes a note", kajian.KindNotFound, func() error {
				_, err := uc.Journal.SetVisibility(ctx, other, note.ID, kajian.Public)
				return err
			}},
			{"another user favours a note", kajian.KindNotFound, func() error { _, err := uc.Journal.SetFavorite(ctx, other, note.ID, true); return err }},
			{"another user deletes a note", kajian.KindNotFound, func() error { _, err := uc.Journal.Delete(ctx, other, note.ID); return err }},
			{"an admin removes a private note", kajian.KindNotFound, func() error { _, err := uc.Moderation.DeleteNote(ctx, admin, note.ID); return err }},
			{"a user removes a public note", kajian.KindForbidden, func() error { _, err := uc.Moderation.DeleteNote(ctx, other, note.ID); return err }},
			{"a user lists public notes for moderation", kajian.KindForbidden, func() error {
				_, err := uc.Moderation.PublicNotes(ctx, other, kajian.NoteFilter{}, 1)
				return err
			}},
			{"a visitor exports notes", kajian.KindUnauthorized, func() error { _, err := uc.Journal.AllMine(ctx, visitor); return err }},
			{"a visitor opens the approvals", kajian.KindUnauthorized, func() error { _, err := uc.Moderation.Pending(ctx, visitor); return err }},
			{"a user opens the approvals", kajian.KindForbidden, func() error { _, err := uc.Moderation.Pending(ctx, owner); return err }},
			{"a user approves", kajian.KindForbidden, func() error {
				_, err := uc.Moderation.Approve(ctx, owner, kajian.Recurring, saved.Session.ID)
				return err
			}},
			{"a user rejects", kajian.KindForbidden, func() error {
				_, err := uc.Moderation.Reject(ctx, owner, kajian.Recurring, saved.Session.ID, "Tidak sesuai")
				return err
			}},
			{"a visitor opens the dashboard", kajian.KindUnauthorized, func() error { _, err := uc.Moderation.Dashboard(ctx, visitor); return err }},
			{"a user opens the dashboard", kajian.KindForbidden, func() error { _, err := uc.Moderation.Dashboard(ctx, owner); return err }},
			{"a user lists every session", kajian.KindForbidden, func() error {
				_, err := uc.Moderation.AllSessions(ctx, owner, kajian.MineFilter{}, 1)
				return err
			}},
			{"a user lists feedback", kajian.KindForbidden, func() error { _, err := uc.Feedback.List(ctx, owner, kajian.FeedbackFilter{}, 1); return err }},
			{"a visitor moves feedback", kajian.KindUnauthorized, func() error {
				_, _, err := uc.Feedback.SetStatus(ctx, visitor, note.ID, kajian.FeedbackResolved)
				return err
			}},
			{"a user deletes feedback", kajian.KindForbidden, func() error { _, err := uc.Feedback.Delete(ctx, owner, note.ID); return err }},
			{"a user lists reports", kajian.KindForbidden, func() error { _, err := uc.Reports.List(ctx, owner, kajian.ReportFilter{}, 1); return err }},
			{"a visitor handles a report", kajian.KindUnauthorized, func() error {
				_, err := uc.Reports.Resolve(ctx, visitor, note.ID, kajian.ReportDelete)
				return err
			}},
			{"the poster handles a report", kajian.KindForbidden, func() error { _, err := uc.Reports.Resolve(ctx, owner, note.ID, kajian.ReportDelete); return err }},
			{"a user reports a pending session", kajian.KindNotFound, func() error {
				_, err := uc.Reports.Report(ctx, other, kajian.Recurring, slug, reports.Input{Reason: "other"}, "10.0.0.1")
				return err
			}},
			{"a visitor reads notice settings", kajian.KindUnauthorized, func() error { _, err := uc.Reminders.Settings(ctx, visitor); return err }},
			{"a visitor saves notice settings", kajian.KindUnauthorized, func() error {
				_, err := uc.Reminders.SaveSettings(ctx, visitor, kajian.NotifySettings{})
				return err
			}},
			{"a visitor renews a feed", kajian.KindUnauthorized, func() error { _, err := uc.Reminders.RenewFeed(ctx, visitor); return err }},
			{"a visitor subscribes a browser", kajian.KindUnauthorized, func() error { return uc.Reminders.Subscribe(ctx, visitor, push.Subscription{}) }},
			{"a visitor follows", kajian.KindUnauthorized, func() error {
				_, err := uc.Reminders.Follow(ctx, visitor, reminders.FollowInput{Kind: kajian.FollowUstadz, Name: "Ustadz Hakim"})
				return err
			}},
			{"a visitor lists follows", kajian.KindUnauthorized, func() error { _, err := uc.Reminders.Follows(ctx, visitor); return err }},
			{"another user unfollows", kajian.KindNotFound, func() error {
				f, err := uc.Reminders.Follow(ctx, owner, reminders.FollowInput{Kind: kajian.FollowUstadz, Name: "Ustadz Hakim"})
				if err != nil {
					return err
				}
				return uc.Reminders.Unfollow(ctx, other, f.ID)
			}},
		}
		for _, c := range calls {
			if err := c.call(); kajian.ErrorKind(err) != c.want {
				t.Errorf("%s: %v, want kind %d", c.name, err, c.want)
			}
		}
		// The creator and an admin may do what the others may not.
		if _, err := uc.Postings.Edit(ctx, owner, kajian.Recurring, slug); err != nil {
			t.Errorf("the creator's edit form: %v", err)
		}
		if _, err := uc.Sessions.Find(ctx, admin, kajian.Recurring, slug); err != nil {
			t.Errorf("an admin sees a pending session: %v", err)
		}
		if _, err := uc.Moderation.Approve(ctx, admin, kajian.Recurring, saved.Session.ID); err != nil {
			t.Errorf("an admin approves: %v", err)
		}
		if _, err := uc.Postings.Delete(ctx, owner, kajian.Recurring, slug); kajian.ErrorKind(err) != kajian.KindForbidden {
			t.Errorf("the creator deletes an active session: %v", err)
		}
	})
}
