package server

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// TestVisitorsPagesAreKeptAndStayExact: a visitor's page is answered from kept bytes with an ETag
// (304 when unchanged, gzip as asked), and an attendance answer or an edit through another copy
// shows on this copy's next request; a signed-in user's page, with their own answers, is never kept.
func TestVisitorsPagesAreKeptAndStayExact(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		other := e.secondCopy()
		const path = "/api/v1/kajian?type=regular&limit=6"
		count := func(res response) float64 {
			t.Helper()
			var b homeBody
			decodeInto(t, res, &b)
			for _, it := range b.Items {
				if it["id"] == f.oneOff.ID {
					return it["rsvp_count"].(float64)
				}
			}
			t.Fatalf("the session is not on the page: %s", res.body)
			return 0
		}
		first := f.visitor.do("GET", path, nil)
		etag := first.header.Get("ETag")
		if first.status != 200 || etag == "" || first.header.Get("Cache-Control") != "no-cache" {
			t.Fatalf("first: %d %v", first.status, first.header)
		}
		if again := f.visitor.do("GET", path, nil, "If-None-Match", etag); again.status != 304 || len(again.body) != 0 {
			t.Errorf("unchanged: %d", again.status)
		}

		// Compressed as asked, the same bytes once unpacked.
		zipped := f.visitor.do("GET", path, nil, "Accept-Encoding", "gzip")
		if zipped.header.Get("Content-Encoding") != "gzip" {
			t.Fatalf("Content-Encoding %q", zipped.header.Get("Content-Encoding"))
		}
		zr, err := gzip.NewReader(bytes.NewReader(zipped.body))
		if err != nil {
			t.Fatal(err)
		}
		plain, _ := io.ReadAll(zr)
		if !bytes.Equal(plain, first.body) {
			t.Error("the gzipped page is not the page")
		}

		// An answer through the other copy: this copy's next answer has the new count.
		if res := (&client{e: other, hc: f.otherC.hc}).do("PUT", apiPath(f.oneOff)+"/rsvp", map[string]string{"status": "hadir"}); res.status != 200 {
			t.Fatalf("rsvp through the other copy: %d %s", res.status, res.body)
		}
		after := f.visitor.do("GET", path, nil, "If-None-Match", etag)
		if after.status != 200 || count(after) != count(first)+1 || after.header.Get("ETag") == etag {
			t.Errorf("after an answer elsewhere: %d, count %v (was %v)", after.status, count(after), count(first))
		}

		// An edit through the other copy: the title changes at once.
		e.clock.Advance(time.Second)
		if err := other.db.UpdateSession(t.Context(), withTitle(f.oneOff, "Judul Baru Sekali"), nil); err != nil {
			t.Fatal(err)
		}
		var b homeBody
		decodeInto(t, f.visitor.do("GET", path, nil), &b)
		found := false
		for _, it := range b.Items {
			found = found || it["title"] == "Judul Baru Sekali"
		}
		if !found {
			t.Error("an edit through the other copy did not show")
		}

		// A signed-in user's page holds their own answer: never kept, never shared.
		mine := f.otherC.do("GET", path, nil)
		if mine.header.Get("ETag") != "" || mine.header.Get("Cache-Control") != "no-store" {
			t.Errorf("a signed-in page: %v", mine.header)
		}
		var withMine homeBody
		decodeInto(t, mine, &withMine)
		raw, _ := json.Marshal(withMine.Items)
		if !bytes.Contains(raw, []byte(`"user_rsvp":"hadir"`)) {
			t.Errorf("the user's own answer is missing: %s", raw)
		}
	})
}

// TestAnswersElsewhereKeepAPage: an answer to a session a kept page does not show leaves the page
// as it was (its counts are read again, not the page made anew), and an answer to one of its
// sessions writes the new count into it, exactly as the page made afresh. kajian_home_pages_total
// counts what happened.
func TestAnswersElsewhereKeepAPage(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		other := e.secondCopy()
		otherUser := &client{e: other, hc: f.otherC.hc}
		const path = "/api/v1/kajian?type=regular&limit=6" // one-off sessions: not the weekly one
		pages := func() map[string]int {
			t.Helper()
			out := map[string]int{}
			for _, line := range strings.Split(string(e.newClient().do("GET", "/metrics", nil).body), "\n") {
				var outcome string
				var n int
				if _, err := fmt.Sscanf(strings.Replace(line, `"} `, `" `, 1), "kajian_home_pages_total{outcome=%q %d", &outcome, &n); err == nil {
					out[outcome] = n
				}
			}
			return out
		}
		first := f.visitor.do("GET", path, nil)
		if first.status != 200 {
			t.Fatalf("first: %d %s", first.status, first.body)
		}
		before := pages()
		if again := f.visitor.do("GET", path, nil); !bytes.Equal(again.body, first.body) || pages()["kept"] != before["kept"]+1 {
			t.Fatalf("asked again: not served as kept (%v, was %v)", pages(), before)
		}

		before = pages()
		if res := otherUser.do("PUT", apiPath(f.weekly)+"/rsvp", map[string]string{"status": "hadir"}); res.status != 200 {
			t.Fatalf("rsvp to the weekly session: %d %s", res.status, res.body)
		}
		elsewhere := f.visitor.do("GET", path, nil)
		if got := pages(); !bytes.Equal(elsewhere.body, first.body) || got["made"] != before["made"] || got["recounted"] != before["recounted"]+1 {
			t.Fatalf("after an answer to a session not on the page: pages %v (was %v)", got, before)
		}

		// An answer to one of the page's sessions: the new count is written into the kept bytes,
		// which are then the page the other copy makes afresh.
		before = pages()
		if res := otherUser.do("PUT", apiPath(f.oneOff)+"/rsvp", map[string]string{"status": "hadir"}); res.status != 200 {
			t.Fatalf("rsvp to the page's session: %d %s", res.status, res.body)
		}
		here := f.visitor.do("GET", path, nil)
		if got := pages(); bytes.Equal(here.body, first.body) || got["made"] != before["made"] || got["renumbered"] != before["renumbered"]+1 {
			t.Fatalf("after an answer to the page's session: pages %v (was %v)\n%s", got, before, here.body)
		}
		if fresh := (&client{e: other, hc: e.newClient().hc}).do("GET", path, nil); !bytes.Equal(here.body, fresh.body) {
			t.Fatalf("the renumbered page is not the page made afresh:\n%s\n%s", here.body, fresh.body)
		}
		if here.header.Get("ETag") == first.header.Get("ETag") {
			t.Error("the renumbered page kept the old ETag")
		}

		// Answers are arriving now: the shared read of the versions counts the page's sessions too,
		// and an answer elsewhere again leaves the page as it is, its ETag too.
		before = pages()
		if res := otherUser.do("PUT", apiPath(f.weekly)+"/rsvp", map[string]string{"status": "tidak_hadir"}); res.status != 200 {
			t.Fatalf("second rsvp to the weekly session: %d %s", res.status, res.body)
		}
		again := f.visitor.do("GET", path, nil)
		if got := pages(); !bytes.Equal(again.body, here.body) || again.header.Get("ETag") != here.header.Get("ETag") ||
			got["made"] != before["made"] || got["recounted"] != before["recounted"]+1 {
			t.Fatalf("after a second answer elsewhere: pages %v (was %v)", got, before)
		}

		// A weekly session posted through another copy is not one this page of one-off sessions
		// shows: the page is kept as it is. A one-off session is: the page is made anew, as the other
		// copy makes it.
		approved := testNow.Add(-time.Hour)
		post := func(k *kajian.Session) {
			t.Helper()
			k.CreatedBy, k.ApprovedBy, k.ApprovedAt = f.creator.ID, f.admin.ID, &approved
			if err := other.db.CreateSession(context.Background(), k); err != nil {
				t.Fatal(err)
			}
		}
		before = pages()
		post(&kajian.Session{Type: kajian.Recurring, Title: "Kajian Rutin Ahad Pagi", Ustaz: "Ustadz Hanif", DayOfWeek: 0, Time: 6 * 60,
			Zone: kajian.WIB, Location: "Masjid Al-Ikhlas", Status: kajian.StatusActive})
		unaffected := f.visitor.do("GET", path, nil)
		if got := pages(); !bytes.Equal(unaffected.body, again.body) || unaffected.header.Get("ETag") != again.header.Get("ETag") ||
			got["made"] != before["made"] || got["kept"] != before["kept"]+1 {
			t.Fatalf("after a weekly session posted elsewhere: pages %v (was %v)", got, before)
		}
		before = pages()
		post(&kajian.Session{Type: kajian.Regular, Title: "Kajian Subuh Ahad", Ustaz: "Ustadz Hanif", Date: kajian.Date{Year: 2026, Month: time.November, Day: 29},
			Time: 5 * 60, Zone: kajian.WIB, Location: "Masjid Al-Ikhlas", Status: kajian.StatusApproved})
		affected := f.visitor.do("GET", path, nil)
		if got := pages(); got["made"] != before["made"]+1 || !strings.Contains(string(affected.body), "Kajian Subuh Ahad") {
			t.Fatalf("after a one-off session posted elsewhere: pages %v (was %v)\n%s", got, before, affected.body)
		}
		if fresh := (&client{e: other, hc: e.newClient().hc}).do("GET", path, nil); !bytes.Equal(affected.body, fresh.body) {
			t.Fatalf("the page after a posting is not the page made afresh:\n%s\n%s", affected.body, fresh.body)
		}
	})
}

func withTitle(k *kajian.Session, title string) *kajian.Session {
	c := *k
	c.Title = title
	return &c
}

// countingVersions answers each read with its sequence number, holding the first read until
// released.
type countingVersions struct {
	mu      sync.Mutex
	n       int64
	started chan struct{}
	release chan struct{}
}

func (c *countingVersions) ReadVersions(context.Context) (store.Versions, error) {
	c.mu.Lock()
	c.n++
	n := c.n
	c.mu.Unlock()
	if n == 1 {
		close(c.started)
		<-c.release
	}
	return store.Versions{Listing: n}, nil
}

func (c *countingVersions) Counts(ctx context.Context, _ []store.Occurrence) (map[store.Occurrence]int, store.Versions, error) {
	v, err := c.ReadVersions(ctx)
	return nil, v, err
}

// TestVersionReadsNeverAnswerWithAnOlderRead: requests that arrive while a read is running wait
// for the next one (which began after them), and share it.
func TestVersionReadsNeverAnswerWithAnOlderRead(t *testing.T) {
	src := &countingVersions{started: make(chan struct{}), release: make(chan struct{})}
	reads := &versionReads{source: src}
	first := make(chan store.Versions, 1)
	go func() {
		v, _, _ := reads.read(context.Background(), nil)
		first <- v
	}()
	<-src.started // read 1 is running
	var wg sync.WaitGroup
	got := make([]store.Versions, 10)
	for i := range got {
		wg.Go(func() { got[i], _, _ = reads.read(context.Background(), nil) })
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
	if v := <-first; v.Listing != 1 {
		t.Errorf("the first request got read %d", v.Listing)
	}
	for i, v := range got {
		if v.Listing != 2 {
			t.Errorf("request %d got read %d: it arrived during read 1, so only read 2 may answer it", i, v.Listing)
		}
	}
}

// answeringSource is a database where answers move the attendance version: it counts the
// statements of each kind it answers.
type answeringSource struct {
	attendance        int64
	hadir             map[store.Occurrence]int
	versions, counted int
	asked             []store.Occurrence
}

func (s *answeringSource) ReadVersions(context.Context) (store.Versions, error) {
	s.versions++
	return store.Versions{Listing: 1, Attendance: s.attendance}, nil
}

func (s *answeringSource) Counts(_ context.Context, occs []store.Occurrence) (map[store.Occurrence]int, store.Versions, error) {
	s.counted++
	s.asked = occs
	out := map[store.Occurrence]int{}
	for _, o := range occs {
		if n, ok := s.hadir[o]; ok {
			out[o] = n
		}
	}
	return out, store.Versions{Listing: 1, Attendance: s.attendance}, nil
}

// TestVersionReadsCountWhileAnswersArrive: without answers a read reads the versions alone; once a
// read has found the attendance moved, reads count the kept pages' occurrences with the versions,
// in the one statement, until answers have stopped for answersRecent.
func TestVersionReadsCountWhileAnswersArrive(t *testing.T) {
	a, b := store.Occurrence{Type: kajian.Regular, SessionID: "a"}, store.Occurrence{Type: kajian.Regular, SessionID: "b"}
	src := &answeringSource{hadir: map[store.Occurrence]int{a: 3}}
	reads := &versionReads{source: src}
	read := func(occs ...store.Occurrence) (store.Versions, map[store.Occurrence]int) {
		t.Helper()
		v, counts, err := reads.read(context.Background(), occs)
		if err != nil {
			t.Fatal(err)
		}
		return v, counts
	}
	for range 3 {
		if _, counts := read(a, b); counts != nil || src.counted != 0 {
			t.Fatalf("no answers: counts %v read, %d counting statements", counts, src.counted)
		}
	}
	src.attendance++ // an answer
	if v, counts := read(a, b); counts != nil || v.Attendance != 1 || src.counted != 0 {
		t.Fatalf("the read that finds the answer: %+v, counts %v, %d counting statements", v, counts, src.counted)
	}
	src.attendance++
	src.hadir[b] = 1
	v, counts := read(a, b)
	if src.counted != 1 || src.versions != 4 || v.Attendance != 2 || !maps.Equal(counts, map[store.Occurrence]int{a: 3, b: 1}) {
		t.Fatalf("while answers arrive: %+v, counts %v, %d counting and %d version statements", v, counts, src.counted, src.versions)
	}
	if _, counts := read(); counts != nil || src.versions != 5 {
		t.Fatalf("a request without a kept page: counts %v, %d version statements", counts, src.versions)
	}
	reads.mu.Lock()
	reads.movedAt = reads.movedAt.Add(-answersRecent) // no answer since
	reads.mu.Unlock()
	if _, counts := read(a); counts != nil || src.counted != 1 || src.versions != 6 {
		t.Fatalf("answers stopped: counts %v, %d counting statements", counts, src.counted)
	}
}

// A title holding the count's field name is not taken for a count: JSON escapes its quotes.
func TestCountsAreFoundOnlyWhereTheyAre(t *testing.T) {
	page := homePageDTO{Items: []kajianDTO{{Title: `Kajian "rsvp_count":7 ",rsvp_count":8`, RSVPCount: 3}, {Title: "rsvp_count", RSVPCount: 12}}}
	plain, err := json.Marshal(page)
	if err != nil {
		t.Fatal(err)
	}
	at := countsAt(plain, 2)
	if len(at) != 2 {
		t.Fatalf("counts found at %v in %s", at, plain)
	}
	var back homePageDTO
	if err := json.Unmarshal(renumber(plain, at, []int{40, 5}), &back); err != nil {
		t.Fatal(err)
	}
	if back.Items[0].RSVPCount != 40 || back.Items[1].RSVPCount != 5 || back.Items[0].Title != page.Items[0].Title || back.Items[1].Title != "rsvp_count" {
		t.Fatalf("renumbered: %+v", back.Items)
	}
	if countsAt(plain, 3) != nil {
		t.Error("three counts taken from a page with two")
	}
}
