package server

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/push"
	"github.com/kajiankita/kajian/internal/push/pushtest"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// withPush configures Web Push with fresh VAPID keys and, as KAJIAN_PUSH_TEST_LOOPBACK does,
// accepts the fake push service's endpoints on this machine.
func withPush(svc *pushtest.Service) func(*envDeps) {
	keys, err := push.GenerateKeys()
	if err != nil {
		panic(err)
	}
	svc.VAPIDKey = keys.Public
	return func(d *envDeps) {
		d.Config.BaseURL, d.Adapters.BaseURL = "http://localhost", "http://localhost"
		d.Config.VAPIDPublicKey, d.Config.VAPIDPrivateKey = keys.Public, keys.Private
		d.Adapters.Push = push.NewSender(keys, "mailto:admin@kajian.test", nil)
		d.Adapters.PushLoopback = true
	}
}

// subscribe records a new browser of c's user on the fake service.
func subscribe(t *testing.T, c *client, svc *pushtest.Service) *pushtest.Subscriber {
	t.Helper()
	b := svc.NewSubscriber()
	res := c.do("POST", "/api/v1/push/subscriptions", map[string]any{"endpoint": b.Subscription.Endpoint,
		"keys": map[string]string{"p256dh": b.Subscription.P256dh, "auth": b.Subscription.Auth}})
	if res.status != 200 {
		t.Fatalf("subscribe: %d %s", res.status, res.body)
	}
	return b
}

// sendDue runs the queue as a server copy does when woken, at the clock's time.
func (e *testEnv) sendDue(t *testing.T) {
	t.Helper()
	if _, err := e.uc.Reminders.SendDue(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// titles are the titles of the deliveries a subscriber got, in order.
func titles(t *testing.T, svc *pushtest.Service, b *pushtest.Subscriber) []string {
	t.Helper()
	var out []string
	for _, d := range svc.Deliveries() {
		if d.Err != nil {
			t.Errorf("a message the push service could not read: %v", d.Err)
		}
		if d.Subscriber == b {
			out = append(out, d.Message.Title)
		}
	}
	return out
}

func wibAt(y int, m time.Month, d, hh, mm int) time.Time {
	return time.Date(y, m, d, hh, mm, 0, 0, kajian.WIB.Location())
}

// TestReminderSchedule drives the clock through a week: 'hadir' plans the reminder at 20.00 the
// evening before and one an hour before; each goes once, encrypted for the browser; an edit
// sends a change notice and moves the reminders; a holiday and 'tidak hadir' stop them; an
// expired browser is forgotten and a failing push service is retried.
func TestReminderSchedule(t *testing.T) {
	for _, dialect := range storetest.Dialects {
		t.Run(string(dialect), func(t *testing.T) {
			svc := pushtest.New()
			defer svc.Close()
			e := newEnv(t, dialect, withPush(svc))
			f := newSessionFixture(t, e)
			var s remindersDTO
			decodeInto(t, f.otherC.do("GET", "/api/v1/reminders", nil), &s)
			if s.PushKey == nil || *s.PushKey != svc.VAPIDKey {
				t.Fatalf("push key: %v", s.PushKey)
			}
			phone := subscribe(t, f.otherC, svc)
			// Kajian Kitab Tauhid, Kamis 19:30 WIB: next on 26 November.
			if res := f.otherC.do("PUT", apiPath(f.weekly)+"/rsvp", map[string]string{"status": "hadir"}); res.status != 200 {
				t.Fatalf("rsvp: %d %s", res.status, res.body)
			}
			step := func(at time.Time, want ...string) {
				t.Helper()
				e.clock.Set(at)
				e.sendDue(t)
				if got := titles(t, svc, phone); strings.Join(got, "|") != strings.Join(want, "|") {
					t.Errorf("at %s:\n got %q\nwant %q", at.Format("Mon 2 Jan 15:04"), got, want)
				}
			}
			// The test spans seven weeks, longer than a sign-in lasts.
			signIn := func() {
				t.Helper()
				if res := f.otherC.do("POST", "/api/v1/auth/signin", map[string]string{"email": "lain@example.id", "password": "rahasia123"}); res.status != 200 {
					t.Fatalf("sign in: %d %s", res.status, res.body)
				}
			}
			evening, hour := "Besok: Kajian Kitab Tauhid", "1 jam lagi: Kajian Kitab Tauhid"
			step(testNow)
			step(wibAt(2026, 11, 25, 19, 59))
			step(wibAt(2026, 11, 25, 20, 0), evening)
			step(wibAt(2026, 11, 25, 20, 5), evening) // once
			step(wibAt(2026, 11, 26, 18, 29), evening)
			step(wibAt(2026, 11, 26, 18, 30), evening, hour)
			got := svc.Deliveries()
			if last := got[len(got)-1]; last.Message.Body != "Pukul 19.30 WIB di Masjid Cut Meutia, Jl. Cut Meutia No.1, Menteng" ||
				last.Message.URL != "/kajian-rutin/"+f.weekly.Slug || last.TTL != "3600" || last.Urgency != "high" {
				t.Errorf("hour reminder: %+v", last)
			}
			if got[0].TTL != "86400" || got[0].Urgency != "normal" {
				t.Errorf("evening reminder headers: TTL %s, Urgency %s", got[0].TTL, got[0].Urgency)
			}

			// The next occurrence is 10 December (3 December is a holiday). An admin moves the
			// session to 20:00: a change notice at once, and the hour's reminder at 19:00.
			step(wibAt(2026, 11, 26, 21, 0), evening, hour)
			if res := f.otherC.do("PUT", apiPath(f.weekly)+"/rsvp", map[string]string{"status": "hadir"}); res.status != 200 {
				t.Fatalf("rsvp: %d %s", res.status, res.body)
			}
			edit := withFields(weeklyBody(), map[string]any{"title": f.weekly.Title, "time": "20:00", "holidays": nil,
				"location": f.weekly.Location, "address": f.weekly.Address})
			if res := f.admC.do("PUT", "/api/v1/postings/recurring/"+f.weekly.Slug, edit); res.status != 200 {
				t.Fatalf("edit: %d %s", res.status, res.body)
			}
			changed := "Jadwal berubah: Kajian Kitab Tauhid"
			step(wibAt(2026, 11, 26, 21, 1), evening, hour, changed)
			if d := svc.Deliveries(); !strings.Contains(d[len(d)-1].Message.Body, "pukul 20.00 WIB") {
				t.Errorf("change notice: %q", d[len(d)-1].Message.Body)
			}
			step(wibAt(2026, 12, 9, 20, 0), evening, hour, changed, evening)
			step(wibAt(2026, 12, 10, 18, 30), evening, hour, changed, evening)
			step(wibAt(2026, 12, 10, 19, 0), evening, hour, changed, evening, hour)

			// 17 December is a holiday, so the next is 24 December; an admin then adds a holiday
			// on 24 December: nothing is sent for it.
			step(wibAt(2026, 12, 10, 21, 0), evening, hour, changed, evening, hour)
			if res := f.otherC.do("PUT", apiPath(f.weekly)+"/rsvp", map[string]string{"status": "hadir"}); res.status != 200 {
				t.Fatalf("rsvp: %d %s", res.status, res.body)
			}
			if res := f.admC.do("POST", "/api/v1/postings/recurring/"+f.weekly.Slug+"/holidays", map[string]string{"date": "2026-12-24"}); res.status != 201 {
				t.Fatalf("holiday: %d %s", res.status, res.body)
			}
			step(wibAt(2026, 12, 24, 19, 30), evening, hour, changed, evening, hour)

			// 'tidak hadir' after 'hadir': nothing for that occurrence.
			step(wibAt(2026, 12, 24, 21, 0), evening, hour, changed, evening, hour)
			f.otherC.do("PUT", apiPath(f.weekly)+"/rsvp", map[string]string{"status": "hadir"})
			f.otherC.do("PUT", apiPath(f.weekly)+"/rsvp", map[string]string{"status": "tidak_hadir"})
			step(wibAt(2026, 12, 31, 19, 30), evening, hour, changed, evening, hour)

			// The push service fails once: retried 15 seconds later. Then the browser is gone:
			// forgotten, so the next notice has nowhere to go.
			step(wibAt(2026, 12, 31, 21, 0), evening, hour, changed, evening, hour)
			signIn()
			f.otherC.do("PUT", apiPath(f.weekly)+"/rsvp", map[string]string{"status": "hadir"}) // 7 January
			svc.FailNext(phone, 1)
			step(wibAt(2027, 1, 6, 20, 0), evening, hour, changed, evening, hour)
			step(wibAt(2027, 1, 6, 20, 1), evening, hour, changed, evening, hour, evening)
			svc.Gone(phone)
			step(wibAt(2027, 1, 7, 19, 0), evening, hour, changed, evening, hour, evening)
			decodeInto(t, f.otherC.do("GET", "/api/v1/reminders", nil), &s)
			if s.Devices != 0 {
				t.Errorf("an expired browser is forgotten: %d devices", s.Devices)
			}

			// Turned off in the profile: not sent. (Twelve browsers subscribe: the ten newest stay.)
			for range kajian.MaxPushSubscriptions + 1 {
				e.clock.Advance(time.Second)
				subscribe(t, f.otherC, svc)
			}
			e.clock.Advance(time.Second)
			other := subscribe(t, f.otherC, svc)
			decodeInto(t, f.otherC.do("GET", "/api/v1/reminders", nil), &s)
			if s.Devices != kajian.MaxPushSubscriptions {
				t.Errorf("devices: %d, want the newest %d", s.Devices, kajian.MaxPushSubscriptions)
			}
			f.otherC.do("PUT", "/api/v1/reminders", map[string]bool{"remind_evening": false, "remind_hour": true,
				"change_notices": true, "follow_notices": true, "weekly_digest": true})
			e.clock.Set(wibAt(2027, 1, 7, 21, 0))
			f.otherC.do("PUT", apiPath(f.weekly)+"/rsvp", map[string]string{"status": "hadir"}) // 14 January
			e.clock.Set(wibAt(2027, 1, 13, 20, 0))
			e.sendDue(t)
			e.clock.Set(wibAt(2027, 1, 14, 19, 0))
			e.sendDue(t)
			if got := titles(t, svc, other); strings.Join(got, "|") != hour {
				t.Errorf("with the evening reminder off: %q", got)
			}
		})
	}
}

// TestQueueSendsOnceAcrossCopies: two server copies on one PostgreSQL work the queue at once;
// every notice reaches the browser exactly once.
func TestQueueSendsOnceAcrossCopies(t *testing.T) {
	svc := pushtest.New()
	defer svc.Close()
	opt := withPush(svc)
	e := newEnv(t, onPostgres, opt)
	b := e.secondCopy(opt)
	c, u := e.signedIn("jamaah@example.id", kajian.RoleUser)
	phone := subscribe(t, c, svc)
	const n = 300
	now := e.clock.Now()
	var jobs []store.Job
	for i := range n {
		payload := fmt.Sprintf(`{"title":"Pemberitahuan %d","body":"","url":"/"}`, i)
		jobs = append(jobs, store.Job{DedupeKey: fmt.Sprintf("change:test:%d", i), Kind: kajian.NoticeChange, UserID: u.ID,
			Payload: payload, DueAt: &now})
	}
	if err := e.db.EnqueueJobs(context.Background(), jobs); err != nil {
		t.Fatal(err)
	}
	// Enqueueing the same notices again adds nothing.
	if err := b.db.EnqueueJobs(context.Background(), jobs); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for _, copyOf := range []*testEnv{e, b, e, b} {
		wg.Go(func() {
			if _, err := copyOf.uc.Reminders.SendDue(context.Background()); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	seen := map[string]int{}
	for _, title := range titles(t, svc, phone) {
		seen[title]++
	}
	if len(seen) != n {
		t.Errorf("%d distinct notices arrived, want %d", len(seen), n)
	}
	for title, k := range seen {
		if k != 1 {
			t.Errorf("%q arrived %d times", title, k)
		}
	}
	stats, err := e.db.JobStats(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if stats[store.OutcomeSent] != n || stats[""] != 0 {
		t.Errorf("queue: %v", stats)
	}

	// A copy claims a notice and dies before sending it: once its claim lapses, another sends it.
	later := e.clock.Now()
	crash := store.Job{DedupeKey: "change:test:crash", Kind: kajian.NoticeChange, UserID: u.ID,
		Payload: `{"title":"Setelah mati","body":"","url":"/"}`, DueAt: &later}
	if err := e.db.EnqueueJobs(context.Background(), []store.Job{crash}); err != nil {
		t.Fatal(err)
	}
	if claimed, err := e.db.ClaimJobs(context.Background(), 10, 2*time.Minute); err != nil || len(claimed) != 1 {
		t.Fatalf("claim: %v %v", claimed, err)
	}
	b.sendDue(t)
	if slices.Contains(titles(t, svc, phone), "Setelah mati") {
		t.Fatal("sent while another copy held the claim")
	}
	// A copy waiting for work wakes when the claim lapses, not before.
	if next, err := b.db.NextDue(context.Background()); err != nil || next == nil || !next.Equal(later.Add(2*time.Minute)) {
		t.Errorf("next due: %v %v, want %v", next, err, later.Add(2*time.Minute))
	}
	e.clock.Advance(2*time.Minute + time.Second)
	b.sendDue(t)
	if !slices.Contains(titles(t, svc, phone), "Setelah mati") {
		t.Error("a lapsed claim was not taken over")
	}
}

// TestFollows: following an ustadz (titles ignored) and a place (within 200 m); an admin
// approves new sessions; a follower with a browser gets a push notice, one without gets the
// weekly e-mail digest on Thursday evening, whose one-click opt-out needs no sign-in.
func TestFollows(t *testing.T) {
	for _, dialect := range storetest.Dialects {
		t.Run(string(dialect), func(t *testing.T) {
			svc := pushtest.New()
			defer svc.Close()
			e := newEnv(t, dialect, withPush(svc))
			f := newSessionFixture(t, e)
			phone := subscribe(t, f.otherC, svc)
			mailC, _ := e.signedIn("surel@example.id", kajian.RoleUser)
			follow := func(c *client, body map[string]any) followDTO {
				t.Helper()
				var out followAdded
				res := c.do("POST", "/api/v1/follows", body)
				if res.status != 200 {
					t.Fatalf("follow %v: %d %s", body, res.status, res.body)
				}
				decodeInto(t, res, &out)
				return out.Follow
			}
			follow(f.otherC, map[string]any{"kind": "ustadz", "name": "Ust. Dr. Fauzan, Lc."})
			follow(mailC, map[string]any{"kind": "ustadz", "name": "Fauzan"})
			place := follow(f.otherC, map[string]any{"kind": "place", "session_type": "recurring", "slug": f.weekly.Slug})
			follow(mailC, map[string]any{"kind": "place", "session_type": "recurring", "slug": f.weekly.Slug})
			if place.Label != "Masjid Cut Meutia" || !strings.Contains(place.FeedURL, "/feeds/dekat.ics?lat=-6.18660&lng=106.83350") {
				t.Errorf("place follow: %+v", place)
			}
			again := follow(f.otherC, map[string]any{"kind": "ustadz", "name": "ustadz FAUZAN"})
			var list followList
			decodeInto(t, f.otherC.do("GET", "/api/v1/follows", nil), &list)
			if len(list.Follows) != 2 || list.Follows[0].ID != again.ID {
				t.Errorf("following the same ustadz twice is one follow: %+v", list.Follows)
			}
			if res := f.otherC.do("POST", "/api/v1/follows", map[string]any{"kind": "place", "session_type": "recurring",
				"slug": f.holidayToday.Slug}); res.status != 400 || apiError(t, res).Message != "Kajian ini tidak memiliki lokasi di peta untuk diikuti" {
				t.Errorf("an online session has no place to follow: %d %s", res.status, res.body)
			}

			// Two sessions by other speakers next to the followed mosque: 100 m and 300 m away.
			mk := func(title string, dLat float64) *kajian.Session {
				t.Helper()
				k := &kajian.Session{Type: kajian.Regular, Title: title, Ustaz: "Ustadz Lain", Date: kajian.Date{Year: 2026, Month: 12, Day: 5},
					Time: 9 * 60, Zone: kajian.WIB, Location: "Aula", Latitude: ptrF(-6.1866 + dLat), Longitude: ptrF(106.8335),
					Status: kajian.StatusPending, CreatedBy: f.creator.ID}
				if err := e.db.CreateSession(context.Background(), k); err != nil {
					t.Fatal(err)
				}
				return k
			}
			near, far := mk("Kajian Dekat Masjid", 0.0009), mk("Kajian Agak Jauh", 0.0027)
			for _, k := range []*kajian.Session{f.pending, near, far} {
				if res := f.admC.do("POST", "/api/v1/admin/approvals/regular/"+k.ID+"/approve", nil); res.status != 200 {
					t.Fatalf("approve: %d %s", res.status, res.body)
				}
			}
			e.sendDue(t)
			got := titles(t, svc, phone)
			sort.Strings(got) // due at the same moment: in either order
			if strings.Join(got, "|") != "Kajian baru: Fiqih Shalat Berjamaah|Kajian baru: Kajian Dekat Masjid" {
				t.Errorf("follow notices: %q", got)
			}
			for _, d := range svc.Deliveries() {
				if d.Message.Title == "Kajian baru: Fiqih Shalat Berjamaah" && (!strings.HasPrefix(d.Message.Body, "Ustadz yang Anda ikuti · Sabtu, 28 November 2026 pukul 09.00 WIB") || d.Message.URL != "/kajian/"+f.pending.Slug) {
					t.Errorf("notice: %+v", d.Message)
				}
			}

			// The follower without push: nothing until Thursday 19.00 WIB, then one e-mail.
			before := len(e.mails())
			e.clock.Set(wibAt(2026, 11, 26, 18, 59))
			e.sendDue(t)
			if len(e.mails()) != before {
				t.Fatal("the digest went before Thursday evening")
			}
			e.clock.Set(wibAt(2026, 11, 26, 19, 0))
			e.sendDue(t)
			all := e.mails()
			if len(all) != before+1 {
				t.Fatalf("digest mails: %d", len(all)-before)
			}
			m := all[len(all)-1]
			if !strings.Contains(m.To, "surel@example.id") || m.Subject != "2 kajian baru dari ustadz dan tempat yang Anda ikuti" ||
				!strings.Contains(m.Text, "Fiqih Shalat Berjamaah") || !strings.Contains(m.Text, "Kajian Dekat Masjid") ||
				strings.Contains(m.Text, "Kajian Agak Jauh") {
				t.Fatalf("digest: %s\n%s", m.Subject, m.Text)
			}
			token := regexp.MustCompile(`http://localhost/berhenti-langganan\?token=(\w+)`).FindStringSubmatch(m.Text)
			if token == nil {
				t.Fatalf("no opt-out link:\n%s", m.Text)
			}
			raw := newestEML(t, e)
			if !strings.Contains(raw, "List-Unsubscribe: <http://localhost/api/v1/digest/berhenti?token="+token[1]+">") ||
				!strings.Contains(raw, "List-Unsubscribe-Post: List-Unsubscribe=One-Click") {
				t.Error("the digest lacks its one-click List-Unsubscribe headers")
			}
			if res := e.newClient().do("POST", "/api/v1/digest/berhenti?token="+token[1], nil); res.status != 200 {
				t.Fatalf("opt-out: %d %s", res.status, res.body)
			}
			var s remindersDTO
			decodeInto(t, mailC.do("GET", "/api/v1/reminders", nil), &s)
			if s.WeeklyDigest {
				t.Error("the opt-out did not turn the digest off")
			}

			// Unfollowing: gone from the list.
			if res := f.otherC.do("DELETE", "/api/v1/follows/"+place.ID, nil); res.status != 200 {
				t.Fatalf("unfollow: %d", res.status)
			}
			if res := mailC.do("DELETE", "/api/v1/follows/"+again.ID, nil); res.status != 404 {
				t.Errorf("someone else's follow: %d", res.status)
			}
			decodeInto(t, f.otherC.do("GET", "/api/v1/follows", nil), &list)
			if len(list.Follows) != 1 || list.Follows[0].Kind != "ustadz" {
				t.Errorf("after unfollowing: %+v", list.Follows)
			}
		})
	}
}

// newestEML is the raw text of the last e-mail written.
func newestEML(t *testing.T, e *testEnv) string {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(e.mail, "*.eml"))
	if err != nil || len(names) == 0 {
		t.Fatalf("no e-mail: %v", err)
	}
	sort.Strings(names)
	b, err := os.ReadFile(names[len(names)-1])
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
