package server

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/homelist"
	"github.com/kajiankita/kajian/internal/kajian"
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
// as it was (the shared read of the versions names what was answered), and an answer to one of its
// sessions writes the new count into it, exactly as the page made afresh. A page kept longer than
// the reads remember has its counts read again. kajian_home_pages_total counts what happened.
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
		if got := pages(); !bytes.Equal(elsewhere.body, first.body) || got["made"] != before["made"] || got["kept"] != before["kept"]+1 {
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

		// Kept while more reads found answers than the reads remember, the page's counts are read
		// again: still its own, so the page is kept as it is, its ETag too.
		answers := []string{"tidak_hadir", "hadir"}
		for i := range homelist.RememberedReads + 1 {
			if res := otherUser.do("PUT", apiPath(f.weekly)+"/rsvp", map[string]string{"status": answers[i%2]}); res.status != 200 {
				t.Fatalf("rsvp %d to the weekly session: %d %s", i, res.status, res.body)
			}
			if res := f.visitor.do("GET", "/api/v1/kajian?type=recurring", nil); res.status != 200 {
				t.Fatalf("the weekly sessions' page: %d", res.status)
			}
		}
		before = pages()
		again := f.visitor.do("GET", path, nil)
		if got := pages(); !bytes.Equal(again.body, here.body) || again.header.Get("ETag") != here.header.Get("ETag") ||
			got["made"] != before["made"] || got["recounted"] != before["recounted"]+1 {
			t.Fatalf("after answers elsewhere beyond what the reads remember: pages %v (was %v)", got, before)
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

		// A one-off session posted after the first page by date, which has more after it, changes
		// only its total: written into its bytes, exactly the page made afresh.
		const firstOnly = "/api/v1/kajian?type=regular&limit=1"
		one := f.visitor.do("GET", firstOnly, nil)
		var onePage homeBody
		decodeInto(t, one, &onePage)
		before = pages()
		post(&kajian.Session{Type: kajian.Regular, Title: "Kajian Akhir Tahun", Ustaz: "Ustadz Hanif", Date: kajian.Date{Year: 2026, Month: time.December, Day: 27},
			Time: 9 * 60, Zone: kajian.WIB, Location: "Masjid Al-Ikhlas", Status: kajian.StatusApproved})
		later := f.visitor.do("GET", firstOnly, nil)
		var laterPage homeBody
		decodeInto(t, later, &laterPage)
		if got := pages(); laterPage.Total != onePage.Total+1 || got["made"] != before["made"] || got["renumbered"] != before["renumbered"]+1 {
			t.Fatalf("after a session posted beyond the first page: total %d (was %d), pages %v (was %v)", laterPage.Total, onePage.Total, got, before)
		}
		if fresh := (&client{e: other, hc: e.newClient().hc}).do("GET", firstOnly, nil); !bytes.Equal(later.body, fresh.body) {
			t.Fatalf("the page with its total written in is not the page made afresh:\n%s\n%s", later.body, fresh.body)
		}
		// Its one session edited elsewhere, the page is made anew with it.
		before = pages()
		shown := onePage.Items[0]["id"].(string)
		k := f.oneOff
		if k.ID != shown {
			t.Fatalf("the first page shows %s, not the fixture's one-off session %s", shown, k.ID)
		}
		if err := other.db.UpdateSession(context.Background(), withTitle(k, "Tafsir Al-Kahfi (edisi baru)"), nil); err != nil {
			t.Fatal(err)
		}
		edited := f.visitor.do("GET", firstOnly, nil)
		if got := pages(); got["made"] != before["made"]+1 || !strings.Contains(string(edited.body), "edisi baru") {
			t.Fatalf("after the page's session was edited: pages %v (was %v)\n%s", got, before, edited.body)
		}
	})
}

func withTitle(k *kajian.Session, title string) *kajian.Session {
	c := *k
	c.Title = title
	return &c
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
