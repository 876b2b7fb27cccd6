package homelist

import (
	"context"
	"maps"
	"sync"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// countingVersions answers each read with its sequence number, holding the first read until
// released.
type countingVersions struct {
	mu      sync.Mutex
	n       int64
	started chan struct{}
	release chan struct{}
}

func (c *countingVersions) ReadChanges(_ context.Context, since map[int64]int64) (store.Versions, store.AttendanceFeed, error) {
	c.mu.Lock()
	c.n++
	n := c.n
	c.mu.Unlock()
	if n == 1 {
		close(c.started)
		<-c.release
	}
	return store.Versions{Listing: n}, store.AttendanceFeed{Rows: map[int64]int64{1: 0}, Complete: since != nil}, nil
}

// TestVersionReadsNeverAnswerWithAnOlderRead: requests that arrive while a read is running wait
// for the next one (which began after them), and share it.
func TestVersionReadsNeverAnswerWithAnOlderRead(t *testing.T) {
	src := &countingVersions{started: make(chan struct{}), release: make(chan struct{})}
	reads := &versionReads{source: src}
	first := make(chan Read, 1)
	go func() {
		r, _ := reads.read(context.Background())
		first <- r
	}()
	<-src.started // read 1 is running
	var wg sync.WaitGroup
	got := make([]Read, 10)
	for i := range got {
		wg.Go(func() { got[i], _ = reads.read(context.Background()) })
	}
	// Give the ten time to queue behind read 1, then let it finish.
	for {
		reads.mu.Lock()
		queued := len(reads.waiting)
		reads.mu.Unlock()
		if queued == len(got) {
			break
		}
		time.Sleep(time.Millisecond)
	}
	close(src.release)
	wg.Wait()
	if r := <-first; r.v.Listing != 1 || r.n != 1 {
		t.Errorf("the first request got read %d (%d)", r.v.Listing, r.n)
	}
	for i, r := range got {
		if r.v.Listing != 2 || r.n != 2 {
			t.Errorf("request %d got read %d (%d): it arrived during read 1, so only read 2 may answer it", i, r.v.Listing, r.n)
		}
	}
}

// answeringSource is a database where answers raise the attendance's one version row and note
// the occurrence they changed, of which it keeps the last kept.
type answeringSource struct {
	hadir   map[kajian.Occurrence]int
	changes []kajian.Occurrence // the occurrence of each raise, from the first
	kept    int
}

func (s *answeringSource) answer(o kajian.Occurrence, hadir int) {
	s.hadir[o] = hadir
	s.changes = append(s.changes, o)
}

func (s *answeringSource) ReadChanges(_ context.Context, since map[int64]int64) (store.Versions, store.AttendanceFeed, error) {
	version := int64(len(s.changes))
	feed := store.AttendanceFeed{Rows: map[int64]int64{1: version}, Changed: map[kajian.Occurrence]int{}}
	if was, ok := since[1]; ok {
		oldest := max(0, version-int64(s.kept)) // the changes after it are kept
		for i := max(was, oldest); i < version; i++ {
			feed.Changed[s.changes[i]] = s.hadir[s.changes[i]]
		}
		feed.Complete = was >= oldest
	}
	return store.Versions{Listing: 1, Attendance: version}, feed, nil
}

// TestVersionReadsRememberWhatWasAnswered: the reads remember which occurrences each found
// answered, so a page kept at an earlier read learns its counts since without a statement; a page
// kept before what they remember (a read that could not tell, or too many reads ago) learns that
// it must read its counts.
func TestVersionReadsRememberWhatWasAnswered(t *testing.T) {
	a, b := kajian.Occurrence{Type: kajian.Regular, SessionID: "a"}, kajian.Occurrence{Type: kajian.Regular, SessionID: "b"}
	src := &answeringSource{hadir: map[kajian.Occurrence]int{}, kept: 1000}
	reads := &versionReads{source: src}
	read := func() uint64 {
		t.Helper()
		r, err := reads.read(context.Background())
		if err != nil || r.v.Attendance != int64(len(src.changes)) {
			t.Fatalf("read: %+v (%v)", r, err)
		}
		return r.n
	}
	changed := func(from, to uint64, want map[kajian.Occurrence]int) {
		t.Helper()
		if got, known := reads.changed(from, to); !known || !maps.Equal(got, want) {
			t.Errorf("changed after read %d up to %d: %v (known %v), want %v", from, to, got, known, want)
		}
	}
	unknown := func(from, to uint64) {
		t.Helper()
		if got, known := reads.changed(from, to); known {
			t.Errorf("changed after read %d up to %d: %v, known though not remembered", from, to, got)
		}
	}
	first := read()
	changed(first, first, map[kajian.Occurrence]int{})
	unknown(0, first) // a page not kept at a read
	src.answer(a, 3)
	second := read()
	changed(first, second, map[kajian.Occurrence]int{a: 3})
	third := read() // nothing answered
	changed(second, third, map[kajian.Occurrence]int{})
	src.answer(b, 1)
	src.answer(a, 4)
	fourth := read()
	changed(first, fourth, map[kajian.Occurrence]int{a: 4, b: 1})
	changed(third, fourth, map[kajian.Occurrence]int{a: 4, b: 1})
	changed(first, third, map[kajian.Occurrence]int{a: 3})

	// A read that cannot tell what changed since the last (the changes pruned meanwhile).
	src.kept = 1
	src.answer(a, 5)
	src.answer(b, 2)
	fifth := read()
	unknown(fourth, fifth)
	changed(fifth, fifth, map[kajian.Occurrence]int{})
	src.kept = 1000

	// Only so many reads with answers are remembered.
	for i := range RememberedReads + 1 {
		src.answer(a, 6+i)
		read()
	}
	last := read()
	unknown(fifth, last)
	changed(last-2, last, map[kajian.Occurrence]int{a: 6 + RememberedReads})
}
