package server

import (
	"strings"
	"testing"
)

// A shared profile link reads as the person's: their name in the title and the preview tags,
// from the server, with the app to run; an unknown person is a 404 with the app's message.
func TestProfilePageMetadata(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		name := "Pengguna pemilik@example.id" // the fixture's creator
		status, h, _ := fetchPage(t, e, f.visitor, "/profile/"+f.creator.ID)
		link := "http://kajian.test/profile/" + f.creator.ID
		if status != 200 || !h.hasRoot || len(h.titles) != 1 || h.titles[0] != name+" · Kajian Kita" {
			t.Fatalf("status %d, root %v, titles %q", status, h.hasRoot, h.titles)
		}
		if h.canonical != link || h.one(t, "og:url") != link || h.one(t, "og:title") != name ||
			!strings.Contains(h.one(t, "description"), name) || h.one(t, "twitter:card") != "summary" {
			t.Errorf("tags: canonical %q, %v", h.canonical, h.meta)
		}
		if _, ok := h.meta["robots"]; ok {
			t.Errorf("a public profile is not noindex: %v", h.meta)
		}
		for _, id := range []string{"00000000-0000-4000-8000-000000000000", "bukan-uuid"} {
			status, h, _ = fetchPage(t, e, f.visitor, "/profile/"+id)
			if status != 404 || !h.hasRoot || len(h.titles) != 1 || h.titles[0] != "Profil tidak ditemukan · Kajian Kita" ||
				h.one(t, "robots") != "noindex" {
				t.Errorf("%s: status %d, titles %q, %v", id, status, h.titles, h.meta)
			}
		}
	})
}
