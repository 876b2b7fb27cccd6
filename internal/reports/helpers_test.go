package reports_test

import (
	"context"
	"mime"
	"net/mail"
	"os"
	"path/filepath"
	"sort"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	kmail "github.com/kajiankita/kajian/internal/mail"
	"github.com/kajiankita/kajian/internal/notices"
	"github.com/kajiankita/kajian/internal/reports"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

var testNow = time.Date(2026, time.November, 20, 3, 0, 0, 0, time.UTC)

// world is the use-case on a fresh database with a poster, a signed-in
// reporter, an admin, a public one-off session, a public weekly one and a
// pending one; e-mails go to a folder through the file mailer.
type world struct {
	t                     *testing.T
	rs                    *reports.Service
	db                    *store.DB
	bg                    *kmail.Background
	mailDir               string
	owner, reporter, adm  kajian.Viewer
	reporterEmail         string
	oneOff, weekly, draft *kajian.Session
}

// woken counts the wake-ups of the attendees' notices.
type woken struct{ n int }

func (w *woken) Wake() { w.n++ }

// released keeps the posters handed back for deletion.
type released struct{ keys []string }

func (r *released) Release(_ context.Context, key string) { r.keys = append(r.keys, key) }

func newWorld(t *testing.T, dialect store.Dialect) *world {
	t.Helper()
	ctx := context.Background()
	db := storetest.Open(t, dialect, kajian.NewFixedClock(testNow))
	w := &world{t: t, db: db, mailDir: t.TempDir(), reporterEmail: "pelapor@example.id"}
	sender, err := kmail.Open("file://"+w.mailDir, "Kajian Kita <no-reply@kajian.test>")
	if err != nil {
		t.Fatal(err)
	}
	w.bg = kmail.NewBackground(sender, 10*time.Second)
	t.Cleanup(func() { w.bg.Wait(10 * time.Second) })
	user := func(email, name string, role kajian.Role) kajian.Viewer {
		u, _, err := db.CreateUser(ctx, store.NewUser{Email: email, PasswordHash: "x", FullName: name, Role: role, Verified: true})
		if err != nil {
			t.Fatal(err)
		}
		return kajian.Viewer{UserID: u.ID, Role: role}
	}
	w.owner = user("pemilik@example.id", "Pemilik", kajian.RoleUser)
	w.reporter = user(w.reporterEmail, "Pelapor", kajian.RoleUser)
	w.adm = user("admin@example.id", "Admin", kajian.RoleAdmin)
	mk := func(s *kajian.Session) *kajian.Session {
		s.CreatedBy = w.owner.UserID
		if err := db.CreateSession(ctx, s); err != nil {
			t.Fatal(err)
		}
		return s
	}
	w.oneOff = mk(&kajian.Session{Type: kajian.Regular, Title: "Tafsir Al-Kahfi", Ustaz: "Ustadz Hakim",
		Date: kajian.Date{Year: 2026, Month: time.November, Day: 24}, Time: 19*60 + 30, Zone: kajian.WIB,
		Location: "Masjid Raya", Status: kajian.StatusApproved})
	w.weekly = mk(&kajian.Session{Type: kajian.Recurring, Title: "Kitab Tauhid", Ustaz: "Ustadz Taufiq",
		DayOfWeek: 4, Time: 19*60 + 30, Zone: kajian.WIB, Location: "Masjid Cut Meutia", Status: kajian.StatusActive})
	w.draft = mk(&kajian.Session{Type: kajian.Regular, Title: "Belum Disetujui", Ustaz: "Ustadz Fauzan",
		Date: kajian.Date{Year: 2026, Month: time.November, Day: 28}, Time: 9 * 60, Status: kajian.StatusPending})
	w.rs = reports.New(db, db, notices.New(db, w.bg, "http://kajian.test"), &released{}, &woken{}, kajian.NewFixedClock(testNow))
	return w
}

func forEachDialect(t *testing.T, test func(t *testing.T, dialect store.Dialect)) {
	for _, d := range storetest.Dialects {
		t.Run(string(d), func(t *testing.T) { test(t, d) })
	}
}

// report sends a report of s from viewer at client with reason and note.
func (w *world) report(viewer kajian.Viewer, s *kajian.Session, client string, in reports.Input) (string, error) {
	return w.rs.Report(context.Background(), viewer, s.Type, s.Slug, in, client)
}

// reports lists every report, newest first, as the admin.
func (w *world) reports(f kajian.ReportFilter) []kajian.ReportItem {
	w.t.Helper()
	p, err := w.rs.List(context.Background(), w.adm, f, 1)
	if err != nil {
		w.t.Fatal(err)
	}
	return p.Items
}

// sent is an e-mail the file mailer wrote.
type sent struct{ To, Subject string }

// mails returns the e-mails sent so far, oldest first, once the background
// sends have finished.
func (w *world) mails() []sent {
	w.t.Helper()
	if !w.bg.Wait(10 * time.Second) {
		w.t.Fatal("e-mails still being sent after 10 s")
	}
	names, err := filepath.Glob(filepath.Join(w.mailDir, "*.eml"))
	if err != nil {
		w.t.Fatal(err)
	}
	sort.Strings(names)
	var out []sent
	for _, name := range names {
		f, err := os.Open(name)
		if err != nil {
			w.t.Fatal(err)
		}
		msg, err := mail.ReadMessage(f)
		f.Close()
		if err != nil {
			w.t.Fatal(err)
		}
		subject, err := new(mime.WordDecoder).DecodeHeader(msg.Header.Get("Subject"))
		if err != nil {
			w.t.Fatal(err)
		}
		out = append(out, sent{To: msg.Header.Get("To"), Subject: subject})
	}
	return out
}
