package store_test

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

func TestAnswerRSVPReportsThePreviousAnswer(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		owner := newUser(t, db, "owner@example.id")
		s := oneOff(owner.ID)
		if err := db.CreateSession(ctx, s); err != nil {
			t.Fatal(err)
		}
		weekly := &kajian.Session{Type: kajian.Recurring, Title: "Tahsin", Ustaz: "Ust. Hanif", DayOfWeek: 4, Time: 19 * 60,
			Status: kajian.StatusActive, CreatedBy: owner.ID}
		if err := db.CreateSession(ctx, weekly); err != nil {
			t.Fatal(err)
		}
		occ := kajian.Occurrence{Type: kajian.Regular, SessionID: s.ID}
		answer := func(userID string, o kajian.Occurrence, status kajian.RSVPStatus) (kajian.RSVPStatus, int, error) {
			return db.AnswerRSVP(ctx, store.Answer{UserID: userID, Occurrence: o, Status: status})
		}
		for _, step := range []struct {
			answer, previous kajian.RSVPStatus
			hadir            int
		}{
			{kajian.Hadir, "", 1}, {kajian.TidakHadir, kajian.Hadir, 0}, {kajian.Hadir, kajian.TidakHadir, 1},
		} {
			prev, hadir, err := answer(owner.ID, occ, step.answer)
			if err != nil || prev != step.previous || hadir != step.hadir {
				t.Fatalf("answer %s: previous %q, count %d (%v), want %q, %d", step.answer, prev, hadir, err, step.previous, step.hadir)
			}
		}
		// The same answer again writes nothing the home list must notice; its jobs are queued in
		// its transaction.
		before, _, err := db.ReadChanges(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		due := testNow.Add(time.Hour)
		job := store.Job{DedupeKey: "uji:" + s.ID, Kind: kajian.NoticeHour, UserID: owner.ID, SessionType: kajian.Regular, SessionID: s.ID, DueAt: &due}
		if prev, hadir, err := db.AnswerRSVP(ctx, store.Answer{UserID: owner.ID, Occurrence: occ, Status: kajian.Hadir, Jobs: []store.Job{job}}); err != nil || prev != kajian.Hadir || hadir != 1 {
			t.Fatalf("the same answer again: %q, %d, %v", prev, hadir, err)
		}
		if after, _, err := db.ReadChanges(ctx, nil); err != nil || after != before {
			t.Fatalf("versions after the same answer again: %+v (%v), were %+v", after, err, before)
		}
		if n, err := db.CountRows(ctx, "notify_jobs"); err != nil || n != 1 {
			t.Fatalf("jobs queued with the answer: %d (%v)", n, err)
		}
		// Every answer that changes raises the attendance version by one (on PostgreSQL one of its
		// shards, at random).
		for i, status := range slices.Repeat([]kajian.RSVPStatus{kajian.TidakHadir, kajian.Hadir}, 10) {
			if _, _, err := answer(owner.ID, occ, status); err != nil {
				t.Fatal(err)
			}
			after, _, err := db.ReadChanges(ctx, nil)
			if err != nil || after.Attendance != before.Attendance+int64(i)+1 || after.Listing != before.Listing {
				t.Fatalf("answer %d: versions %+v (%v), were %+v", i+1, after, err, before)
			}
		}
		// The count is everyone's: a second user's 'hadir' joins the first's.
		second := newUser(t, db, "second@example.id")
		if prev, hadir, err := answer(second.ID, occ, kajian.Hadir); err != nil || prev != "" || hadir != 2 {
			t.Fatalf("a second user's hadir: %q, %d, %v", prev, hadir, err)
		}
		if prev, hadir, err := answer(owner.ID, occ, kajian.TidakHadir); err != nil || prev != kajian.Hadir || hadir != 1 {
			t.Fatalf("the first user's tidak hadir after the second's hadir: %q, %d, %v", prev, hadir, err)
		}
		// Occurrences of a weekly session are answered separately.
		thu, nextThu := kajian.Date{Year: 2026, Month: 11, Day: 26}, kajian.Date{Year: 2026, Month: 12, Day: 3}
		for _, d := range []kajian.Date{thu, nextThu} {
			if prev, _, err := answer(owner.ID, kajian.Occurrence{Type: kajian.Recurring, SessionID: weekly.ID, Date: d}, kajian.Hadir); err != nil || prev != "" {
				t.Fatalf("weekly %s: %q %v", d, prev, err)
			}
		}
		// Racing first answers from one user leave one record.
		other := newUser(t, db, "other@example.id")
		var wg sync.WaitGroup
		errs := make(chan error, 12)
		for i := 0; i < 12; i++ {
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				_, _, err := answer(other.ID, kajian.Occurrence{Type: kajian.Recurring, SessionID: weekly.ID, Date: thu},
					[]kajian.RSVPStatus{kajian.Hadir, kajian.TidakHadir}[i%2])
				errs <- err
			}(i)
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		if n, err := db.CountRows(ctx, "rsvp"); err != nil || n != 5 {
			t.Fatalf("rsvp rows = %d (%v), want 5", n, err)
		}
	})
}

// TestReadChangesNamesTheOccurrencesAnswered: a read since the attendance's versions of an earlier
// read names every occurrence answered in between, with its count at the read, and says when it
// cannot (no versions asked, or changes since then no longer kept).
func TestReadChangesNamesTheOccurrencesAnswered(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		owner, second := newUser(t, db, "owner@example.id"), newUser(t, db, "second@example.id")
		s, other := oneOff(owner.ID), oneOff(owner.ID)
		weekly := &kajian.Session{Type: kajian.Recurring, Title: "Tahsin", Ustaz: "Ust. Hanif", DayOfWeek: 4, Time: 19 * 60,
			Status: kajian.StatusActive, CreatedBy: owner.ID}
		for _, k := range []*kajian.Session{s, other, weekly} {
			if err := db.CreateSession(ctx, k); err != nil {
				t.Fatal(err)
			}
		}
		one, two := kajian.Occurrence{Type: kajian.Regular, SessionID: s.ID}, kajian.Occurrence{Type: kajian.Regular, SessionID: other.ID}
		thu := kajian.Occurrence{Type: kajian.Recurring, SessionID: weekly.ID, Date: kajian.Date{Year: 2026, Month: 11, Day: 26}}
		answer := func(userID string, o kajian.Occurrence, status kajian.RSVPStatus) {
			t.Helper()
			if _, _, err := db.AnswerRSVP(ctx, store.Answer{UserID: userID, Occurrence: o, Status: status}); err != nil {
				t.Fatal(err)
			}
		}
		v, feed, err := db.ReadChanges(ctx, nil)
		if err != nil || feed.Complete || len(feed.Changed) != 0 || len(feed.Rows) == 0 {
			t.Fatalf("without versions asked: %+v %+v %v", v, feed, err)
		}
		since := feed.Rows
		for _, step := range []struct {
			answers func()
			changed map[kajian.Occurrence]int
		}{
			{func() {}, map[kajian.Occurrence]int{}},
			{func() { answer(owner.ID, one, kajian.Hadir) }, map[kajian.Occurrence]int{one: 1}},
			{func() {
				answer(second.ID, one, kajian.Hadir)
				answer(owner.ID, thu, kajian.Hadir)
				answer(owner.ID, two, kajian.TidakHadir)
			}, map[kajian.Occurrence]int{one: 2, thu: 1, two: 0}},
			{func() { answer(owner.ID, one, kajian.Hadir) }, map[kajian.Occurrence]int{}}, // the same answer: nothing written
			{func() { answer(owner.ID, one, kajian.TidakHadir); answer(owner.ID, one, kajian.Hadir) }, map[kajian.Occurrence]int{one: 2}},
		} {
			step.answers()
			before := v
			v, feed, err = db.ReadChanges(ctx, since)
			if err != nil || !feed.Complete || !maps.Equal(feed.Changed, step.changed) {
				t.Fatalf("since %v: %+v (%v), want %v", since, feed, err, step.changed)
			}
			if v.Listing != before.Listing || v.Attendance < before.Attendance {
				t.Fatalf("versions %+v after %+v", v, before)
			}
			since = feed.Rows
		}
		// A session deleted takes its answers along: the read names its occurrence, answered by none.
		if err := db.DeleteSession(ctx, kajian.Regular, s.ID); err != nil {
			t.Fatal(err)
		}
		if _, feed, err = db.ReadChanges(ctx, since); err != nil || !feed.Complete || !maps.Equal(feed.Changed, map[kajian.Occurrence]int{one: 0}) {
			t.Fatalf("after the session was deleted: %+v (%v)", feed, err)
		}
		// The changes are pruned as they come, each row keeping at least its last 1000: with
		// 1200 answers, SQLite's one row keeps 1000 to 1099, PostgreSQL's sixteen each fewer.
		for i := range 1200 {
			answer(owner.ID, two, []kajian.RSVPStatus{kajian.Hadir, kajian.TidakHadir}[i%2])
		}
		if n, err := db.CountRows(ctx, "attendance_changes"); err != nil || n < 1000 || n >= 1100*len(since) || (len(since) == 1 && n > 1099) {
			t.Fatalf("changes kept after 1200 answers (%d rows): %d (%v)", len(since), n, err)
		}
		// Asked since versions further back than the changes kept, it cannot tell.
		older := map[int64]int64{}
		for id, version := range since {
			older[id] = version - 2000
		}
		if _, feed, err = db.ReadChanges(ctx, older); err != nil || feed.Complete {
			t.Fatalf("since before the changes kept: %+v (%v)", feed, err)
		}
	})
}

// TestReadChangesFollowsConcurrentAnswers: with answers committing concurrently (on PostgreSQL
// on sixteen rows at once), a reader that only ever adds what each read names since the last ends
// with every occurrence's count, and never has to say it cannot tell: each row's changes are there
// up to the version the read saw.
func TestReadChangesFollowsConcurrentAnswers(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		owner := newUser(t, db, "owner@example.id")
		var occs []kajian.Occurrence
		for range 4 {
			k := oneOff(owner.ID)
			if err := db.CreateSession(ctx, k); err != nil {
				t.Fatal(err)
			}
			occs = append(occs, kajian.Occurrence{Type: kajian.Regular, SessionID: k.ID})
		}
		_, feed, err := db.ReadChanges(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		since, seen := feed.Rows, map[kajian.Occurrence]int{}
		read := func() {
			t.Helper()
			_, feed, err := db.ReadChanges(ctx, since)
			if err != nil || !feed.Complete {
				t.Fatalf("a read since %v: complete %v (%v)", since, feed.Complete, err)
			}
			maps.Copy(seen, feed.Changed)
			since = feed.Rows
		}
		var (
			writers sync.WaitGroup
			failed  = make(chan error, 8)
		)
		for w := range 8 {
			user := newUser(t, db, fmt.Sprintf("jamaah%d@example.id", w))
			writers.Go(func() {
				for i := range 40 {
					status := []kajian.RSVPStatus{kajian.Hadir, kajian.TidakHadir}[(i/len(occs))%2]
					if _, _, err := db.AnswerRSVP(ctx, store.Answer{UserID: user.ID, Occurrence: occs[(i+w)%len(occs)], Status: status}); err != nil {
						failed <- err
						return
					}
				}
			})
		}
		done := make(chan struct{})
		go func() { writers.Wait(); close(done) }()
		for reading := true; reading; {
			select {
			case <-done:
				reading = false
			default:
				read()
			}
		}
		close(failed)
		for err := range failed {
			t.Fatal(err)
		}
		read()
		want, err := db.AttendanceOf(ctx, "", occs)
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range occs {
			if seen[o] != want.Counts[o] {
				t.Errorf("%s: %d from the changes read, %d counted", o.SessionID, seen[o], want.Counts[o])
			}
		}
	})
}

func TestListPublicSessionLinksAndSessionNotes(t *testing.T) {
	clock := kajian.NewFixedClock(testNow)
	storetest.Each(t, clock, func(t *testing.T, db *store.DB) {
		clock.Set(testNow)
		ctx := context.Background()
		owner := newUser(t, db, "owner@example.id")
		public, hidden := oneOff(owner.ID), oneOff(owner.ID)
		hidden.Title, hidden.Status = "Belum disetujui", kajian.StatusPending
		weekly := &kajian.Session{Type: kajian.Recurring, Title: "Tahsin", Ustaz: "Ust. Hanif", DayOfWeek: 4, Time: 19 * 60,
			Status: kajian.StatusActive, CreatedBy: owner.ID}
		for _, s := range []*kajian.Session{public, hidden, weekly} {
			if err := db.CreateSession(ctx, s); err != nil {
				t.Fatal(err)
			}
		}
		links, err := db.ListPublicSessionLinks(ctx, 10)
		if err != nil || len(links) != 2 || links[0].Slug != weekly.Slug || links[1].Slug != public.Slug || !links[1].UpdatedAt.Equal(testNow) {
			t.Fatalf("links: %+v %v", links, err)
		}
		if links, _ := db.ListPublicSessionLinks(ctx, 1); len(links) != 1 {
			t.Fatalf("limit: %+v", links)
		}

		for i := 0; i < 4; i++ {
			clock.Set(testNow.Add(time.Duration(i) * time.Minute))
			vis := kajian.Public
			if i == 3 {
				vis = kajian.Private
			}
			n := &kajian.JournalEntry{UserID: owner.ID, RecurringKajianID: weekly.ID, AttendanceDate: kajian.Date{Year: 2026, Month: 11, Day: 19},
				Notes: "<p>catatan</p>", Tags: []string{"tauhid"}, Visibility: vis}
			if _, err := db.CreateJournalEntry(ctx, n, ""); err != nil {
				t.Fatal(err)
			}
		}
		page, err := db.ListNotes(ctx, kajian.NoteFilter{SessionType: kajian.Recurring, SessionID: weekly.ID, Visibility: kajian.Public,
			ByCreated: true, Limit: 2})
		if err != nil || page.Total != 3 || len(page.Notes) != 2 || !page.Notes[0].CreatedAt.After(page.Notes[1].CreatedAt) ||
			page.Notes[0].RecurringKajianID != weekly.ID || page.Notes[0].AuthorName != "Hamba Allah" || page.Notes[0].Tags[0] != "tauhid" {
			t.Fatalf("notes: %+v %v", page, err)
		}
		if page, _ := db.ListNotes(ctx, kajian.NoteFilter{SessionType: kajian.Regular, SessionID: weekly.ID, Visibility: kajian.Public}); page.Total != 0 {
			t.Fatalf("notes of the wrong type: %+v", page)
		}
	})
}
