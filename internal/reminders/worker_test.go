package reminders

import (
	"context"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/mail"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// The worker is woken for a job queued due before it would look at the queue anyway, not for one
// due later (an answer's reminders, mostly): that one waits for its turn. Woken, it looks at most
// once a lookGap.
func TestQueuedWakesTheWorkerOnlyForWhatIsDueBeforeItLooks(t *testing.T) {
	now := time.Date(2026, 11, 27, 5, 0, 0, 0, time.UTC)
	clock := kajian.NewFixedClock(now)
	db := storetest.Open(t, store.SQLite, clock)
	ctx := context.Background()
	u, _, err := db.CreateUser(ctx, store.NewUser{Email: "jamaah@example.id", PasswordHash: "x", FullName: "Hamba Allah"})
	if err != nil {
		t.Fatal(err)
	}
	mailer, err := mail.Open("log:", "Kajian Kita <no-reply@localhost>")
	if err != nil {
		t.Fatal(err)
	}
	s := New(db, nil, mailer, clock, "http://127.0.0.1")
	job := func(key string, due time.Time) store.Job {
		return store.Job{DedupeKey: key, Kind: kajian.NoticeDigest, UserID: u.ID, DueAt: &due}
	}
	queue := func(j store.Job) {
		t.Helper()
		if err := db.EnqueueJobs(ctx, []store.Job{j}); err != nil {
			t.Fatal(err)
		}
		s.Queued([]store.Job{j})
	}

	worker, stop := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() { s.Run(worker); close(done) }()
	defer func() { stop(); <-done }()
	waitFor := func(what string, ok func() bool) {
		t.Helper()
		for deadline := time.Now().Add(5 * time.Second); !ok(); time.Sleep(5 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("%s within 5 s", what)
			}
		}
	}
	idle := func() bool { return s.nextLook.Load() != 0 && len(s.wake) == 0 }
	waitFor("the worker waits", idle)

	later := now.Add(2 * time.Hour)
	queue(job("later", later))
	if len(s.wake) != 0 {
		t.Fatal("a job due after the worker's next look woke it")
	}
	queue(job("now", now))
	// Woken, it handles the job due now long before its next look (PollEvery): the next due is
	// the later one.
	waitFor("the job due now handled", func() bool {
		next, err := db.NextDue(ctx)
		return err == nil && next != nil && next.Equal(later) && idle()
	})
	if got, want := time.Duration(s.nextLook.Load()-now.UnixNano()), PollEvery; got != want {
		t.Fatalf("the worker looks again in %v, want %v", got, want)
	}

	// Another job due now, just after that look: handled at the next look, lookGap after the
	// last one, not at once (answers for a session starting soon are one look a second).
	queued := time.Now()
	queue(job("now again", now))
	waitFor("the second job due now handled", func() bool {
		next, err := db.NextDue(ctx)
		return err == nil && next != nil && next.Equal(later) && idle()
	})
	if waited := time.Since(queued); waited < lookGap/2 {
		t.Fatalf("the second job was handled %v after it was queued, before the look's gap (%v)", waited, lookGap)
	}
}
