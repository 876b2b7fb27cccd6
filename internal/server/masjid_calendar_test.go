package server

import (
	"net/http"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// A calendar source for a masjid over HTTP: its editor adds it (the source names the masjid and
// is listed as the editor's), every other viewer is refused attaching one to a masjid they do
// not edit (401 for a visitor, 403 else, the admin aside), and a plain user still may not import.
func TestMasjidCalendarSourceOverHTTP(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newTeamFixture(t, e)
		relawan, _ := e.signedIn("relawan@example.id", kajian.RoleContributor)
		add := func(c *client, masjidID string) response {
			return c.do("POST", "/api/v1/calendar-sources", map[string]string{"url": "http://" + calendarHost + "/google.ics", "masjid_id": masjidID})
		}
		for _, c := range []struct {
			name   string
			c      *client
			masjid string
			status int
		}{
			{"visitor for A", f.visitor, f.a.ID, http.StatusUnauthorized},
			{"user for A", f.user, f.a.ID, http.StatusForbidden},
			{"editor of B for A", f.edB, f.a.ID, http.StatusForbidden},
			{"contributor for A", relawan, f.a.ID, http.StatusForbidden},
			{"editor of A for none", f.edA, "", http.StatusForbidden},
		} {
			if res := add(c.c, c.masjid); res.status != c.status {
				t.Errorf("%s: %d %s, want %d", c.name, res.status, res.body, c.status)
			}
		}
		wantAPIError(t, add(f.edB, f.a.ID), http.StatusForbidden, "Anda bukan pengurus masjid ini")
		// An editor's own calendar goes through their masjid's page, which the refusal says.
		wantAPIError(t, add(f.edA, ""), http.StatusForbidden, kajian.MsgCalendarViaMasjid)

		res := add(f.edA, f.a.ID)
		if res.status != http.StatusCreated {
			t.Fatalf("editor of A: %d %s", res.status, res.body)
		}
		src := res.json(t)["source"].(map[string]any)
		if m, _ := src["masjid"].(map[string]any); m == nil || m["slug"] != f.a.Slug || m["name"] != f.a.Name {
			t.Fatalf("the source does not name its masjid: %v", src)
		}
		list := f.edA.do("GET", "/api/v1/calendar-sources", nil).json(t)["sources"].([]any)
		if len(list) != 1 {
			t.Fatalf("the editor's sources: %v", list)
		}
		// Another editor does not see it; a plain user is still refused the whole import.
		if res := f.edB.do("GET", "/api/v1/calendar-sources/"+src["id"].(string), nil); res.status != http.StatusNotFound {
			t.Errorf("editor of B opens A's source: %d", res.status)
		}
		if res := f.user.do("GET", "/api/v1/calendar-sources", nil); res.status != http.StatusForbidden {
			t.Errorf("a user lists sources: %d", res.status)
		}
		if res := add(f.admin, f.b.ID); res.status != http.StatusCreated {
			t.Errorf("admin for B: %d %s", res.status, res.body)
		}
	})
}
