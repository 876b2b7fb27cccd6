package server

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// through is c (its cookies, so its account) sending its requests to the copy of the server e.
func through(c *client, e *testEnv) *client { return &client{e: e, hc: c.hc} }

// The cache itself, on the real home list and store: a page is made once while nothing changes,
// again after a write it shows (through the store, on another handle of the database) and again
// from the moment time changes it, never for a clock set before it was made.
func TestMasjidCacheMakesAPageOnceUntilItChanges(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newTeamFixture(t, e)
		other := e.secondCopy()
		cache := newMasjidCache(e.uc.Home)
		made := 0 // the page "changes" on every hour
		until := testNow.Truncate(time.Hour).Add(time.Hour)
		serve := func(now time.Time) {
			t.Helper()
			rec := httptest.NewRecorder()
			err := cache.serve(rec, httptest.NewRequest(http.MethodGet, "/api/v1/masjid/"+f.a.Slug, nil), f.a.Slug, now,
				func(context.Context) (any, time.Time, time.Time, error) {
					made++
					return map[string]int{"made": made}, now, now.Truncate(time.Hour).Add(time.Hour), nil
				})
			if err != nil || rec.Code != http.StatusOK {
				t.Fatalf("serve: %v %d", err, rec.Code)
			}
		}
		serve(testNow)
		serve(testNow.Add(time.Minute))
		if made != 1 {
			t.Fatalf("made %d times with nothing changed", made)
		}
		m := *f.a
		m.Address = "Jl. Baru No. 2"
		if err := other.db.UpdateMasjid(context.Background(), &m, f.a); err != nil {
			t.Fatal(err)
		}
		serve(testNow.Add(time.Minute))
		if made != 2 {
			t.Fatalf("made %d times after the masjid was edited through another handle", made)
		}
		serve(until.Add(-time.Second))
		serve(until)
		if made != 3 {
			t.Fatalf("made %d times by its Until", made)
		}
		serve(testNow) // a clock set back, before the page kept was made
		if made != 4 {
			t.Fatalf("made %d times for a clock set back", made)
		}
	})
}

// A visitor's masjid page on two copies of the server sharing one database: every write it
// shows, through either copy, is on both copies' next request, and so is the passing of time.
func TestMasjidPageFreshAcrossCopies(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newTeamFixture(t, e)
		two := e.secondCopy()
		visitors := []*client{f.visitor, two.newClient()}
		path := "/api/v1/masjid/" + f.a.Slug
		shows := func(step, want string, present bool) {
			t.Helper()
			for i, c := range visitors {
				res := c.do("GET", path, nil)
				if res.status != 200 || strings.Contains(string(res.body), want) != present {
					t.Fatalf("%s: copy %d: %q shown %v, want %v: %d %s", step, i+1, want, !present, present, res.status, res.body)
				}
			}
		}
		shows("first", `"editor_count":1`, true)
		first := f.visitor.do("GET", path, nil)
		if etag := first.header.Get("ETag"); etag == "" || f.visitor.do("GET", path, nil, "If-None-Match", etag).status != http.StatusNotModified {
			t.Fatalf("the kept page's ETag: %q", etag)
		}

		form := map[string]any{"name": "Masjid Al-Ikhlas Baru", "address": "Jl. Cikutra No. 12", "facilities": []string{"ac"}}
		if res := through(f.edA, two).do("PUT", path, form); res.status != 200 {
			t.Fatalf("edit the masjid: %d %s", res.status, res.body)
		}
		shows("the masjid edited", "Jl. Cikutra No. 12", true)
		shows("the masjid renamed", `"name":"Masjid Al-Ikhlas Baru"`, true)

		post := func(c *client, title string) string {
			t.Helper()
			res := c.do("POST", "/api/v1/postings", withFields(oneOffBody(), map[string]any{"title": title, "masjid_id": f.a.ID}))
			var saved struct{ Kajian struct{ Slug string } }
			unmarshalBody(t, res, &saved)
			if res.status != 201 {
				t.Fatalf("post %s: %d %s", title, res.status, res.body)
			}
			return saved.Kajian.Slug
		}
		slug := post(f.edA, "Kajian Tafsir Al-Ikhlas")
		shows("a session posted", "Kajian Tafsir Al-Ikhlas", true)
		res := through(f.edA, two).do("PUT", "/api/v1/postings/regular/"+slug,
			withFields(oneOffBody(), map[string]any{"title": "Kajian Fiqih Al-Ikhlas", "masjid_id": f.a.ID}))
		if res.status != 200 {
			t.Fatalf("edit the session: %d %s", res.status, res.body)
		}
		shows("the session edited", "Kajian Tafsir Al-Ikhlas", false)
		shows("the session edited", "Kajian Fiqih Al-Ikhlas", true)

		var edited struct{ Kajian struct{ Slug string } }
		unmarshalBody(t, res, &edited)
		shows("no answer yet", `"rsvp_count":1`, false)
		if res := through(f.user, two).do("PUT", "/api/v1/kajian/"+edited.Kajian.Slug+"/rsvp", map[string]string{"status": "hadir"}); res.status != 200 {
			t.Fatalf("answer: %d %s", res.status, res.body)
		}
		shows("an answer", `"rsvp_count":1`, true)

		if res := f.admin.do("POST", path+"/editors", map[string]any{"email": "jamaah@example.id"}); res.status != 201 {
			t.Fatalf("add an editor: %d %s", res.status, res.body)
		}
		shows("an editor added", `"editor_count":2`, true)

		// A weekly session's holidays show on its card: one added through the other copy shows.
		weekly := mustPost(t, f.edA, withFields(weeklyBody(), map[string]any{"title": "Kajian Kitab Tauhid Al-Ikhlas", "masjid_id": f.a.ID})).Kajian
		shows("a weekly session posted", "Kajian Kitab Tauhid Al-Ikhlas", true)
		shows("its holidays", "Ustadz safar", true)
		holiday := map[string]any{"date": "2026-12-10", "reason": "Tabligh akbar"}
		if res := through(f.edA, two).do("POST", "/api/v1/postings/recurring/"+weekly.Slug+"/holidays", holiday); res.status != 201 {
			t.Fatalf("add a holiday: %d %s", res.status, res.body)
		}
		shows("a holiday added", "Tabligh akbar", true)

		post(f.edA, "Kajian Sirah Al-Ikhlas")
		if res := through(f.admin, two).do("DELETE", "/api/v1/postings/regular/"+edited.Kajian.Slug, nil); res.status != 200 {
			t.Fatalf("delete the session: %d %s", res.status, res.body)
		}
		shows("the session deleted", "Kajian Fiqih Al-Ikhlas", false)
		shows("the other session", "Kajian Sirah Al-Ikhlas", true)

		// Selasa 24 November 2026 19:30 WIB: the session starts, the page no longer lists it.
		start := kajian.At(kajian.Date{Year: 2026, Month: 11, Day: 24}, 19*60+30, kajian.WIB)
		e.clock.Set(start.Add(-time.Minute))
		shows("a minute before it starts", "Kajian Sirah Al-Ikhlas", true)
		shows("a minute before it starts", `"date":"2026-11-24"`, true) // today's prayer times
		e.clock.Set(start)
		shows("once it started", "Kajian Sirah Al-Ikhlas", false)
		e.clock.Set(kajian.At(kajian.Date{Year: 2026, Month: 11, Day: 25}, 0, kajian.WIB))
		shows("the next day", `"date":"2026-11-25"`, true)
	})
}

// A renamed masjid's name is on the home list's cards on every copy at once: the rename renews
// its sessions in the home list's listing (the listing version, noted per session).
func TestHomeCardsFollowAMasjidRename(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newTeamFixture(t, e)
		two := e.secondCopy()
		res := f.edA.do("POST", "/api/v1/postings", withFields(oneOffBody(), map[string]any{"title": "Kajian Adab Penuntut Ilmu", "masjid_id": f.a.ID}))
		if res.status != 201 {
			t.Fatalf("post: %d %s", res.status, res.body)
		}
		visitors := []*client{f.visitor, two.newClient()}
		cards := func(want string) {
			t.Helper()
			for i, c := range visitors {
				for _, q := range []string{"/api/v1/kajian", "/api/v1/kajian?q=adab"} {
					res := c.do("GET", q, nil)
					if res.status != 200 || !strings.Contains(string(res.body), `"masjid":{"slug":"`+f.a.Slug+`","name":"`+want+`"}`) {
						t.Fatalf("copy %d %s: want the card at %q: %d %s", i+1, q, want, res.status, res.body)
					}
				}
			}
		}
		cards("Masjid Al-Ikhlas")
		form := map[string]any{"name": "Masjid Besar Al-Ikhlas", "facilities": []string{}}
		if res := through(f.edA, two).do("PUT", "/api/v1/masjid/"+f.a.Slug, form); res.status != 200 {
			t.Fatalf("rename: %d %s", res.status, res.body)
		}
		cards("Masjid Besar Al-Ikhlas")
	})
}
