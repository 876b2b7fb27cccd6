package server

import (
	"net/http"
	"slices"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// A trusted contributor's edit of their own published session keeps it public, as their posting
// was: the moderation log records it as a direct publication an admin can undo. An ordinary
// user's edit of their approved session still sends it back to the approval queue, and a
// contributor is refused someone else's session as before.
func TestContributorEditStaysPublic(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		admin, _ := e.signedIn("admin@example.id", kajian.RoleAdmin)
		relawan, _ := e.signedIn("relawan@example.id", kajian.RoleContributor)
		user, _ := e.signedIn("fulan@example.id", kajian.RoleUser)
		visitor := e.newClient()
		edit := func(c *client, slug, title string) response {
			return c.do("PUT", "/api/v1/postings/regular/"+slug, withFields(oneOffBody(), map[string]any{"title": title}))
		}

		own := mustPost(t, relawan, withFields(oneOffBody(), map[string]any{"title": "Kajian Relawan"}))
		res := edit(relawan, own.Kajian.Slug, "Kajian Relawan Diperbarui")
		if res.status != http.StatusOK {
			t.Fatalf("contributor edit: %d %s", res.status, res.body)
		}
		var saved postingAnswer
		unmarshalBody(t, res, &saved)
		if saved.Kajian.Status != "approved" || saved.Message != "Kajian berhasil diperbarui!" {
			t.Fatalf("the contributor's edit left public view: %+v", saved)
		}
		if titles := titlesOf(visitor.home(t, "").Items); !slices.Contains(titles, "Kajian Relawan Diperbarui") {
			t.Fatalf("the edit is not on home at once: %v", titles)
		}
		recent := admin.do("GET", "/api/v1/admin/dashboard", nil).json(t)["recent"].([]any)
		if len(recent) != 2 || recent[0].(map[string]any)["action"] != "publish_direct" ||
			recent[0].(map[string]any)["subject_title"] != "Kajian Relawan Diperbarui" {
			t.Fatalf("the edit is not logged as a direct publication: %v", recent)
		}
		var list directPublicationsDTO
		unmarshalBody(t, admin.do("GET", "/api/v1/admin/contributions", nil), &list)
		if len(list.Items) != 2 || list.Items[0].SessionID != own.Kajian.ID || !list.Items[0].Undoable {
			t.Fatalf("contributions: %+v", list)
		}
		if res := admin.do("POST", "/api/v1/admin/contributions/regular/"+own.Kajian.ID+"/unpublish", nil); res.status != http.StatusOK {
			t.Fatalf("undo of the edit: %d %s", res.status, res.body)
		}
		if res := visitor.do("GET", "/api/v1/kajian/"+saved.Kajian.Slug, nil); res.status != http.StatusNotFound {
			t.Fatalf("a visitor still sees the undone edit: %d", res.status)
		}

		// An ordinary user's approved session returns to pending when they edit it; nothing is logged.
		theirs := mustPost(t, user, withFields(oneOffBody(), map[string]any{"title": "Kajian Fulan"}))
		if res := admin.do("POST", "/api/v1/admin/approvals/regular/"+theirs.Kajian.ID+"/approve", nil); res.status != http.StatusOK {
			t.Fatalf("approve: %d %s", res.status, res.body)
		}
		res = edit(user, theirs.Kajian.Slug, "Kajian Fulan Diperbarui")
		unmarshalBody(t, res, &saved)
		if res.status != http.StatusOK || saved.Kajian.Status != "pending" {
			t.Fatalf("a user's edit: %d %+v", res.status, saved)
		}
		recent = admin.do("GET", "/api/v1/admin/dashboard", nil).json(t)["recent"].([]any)
		if recent[0].(map[string]any)["action"] != "approve" {
			t.Fatalf("a user's edit was logged: %v", recent[0])
		}

		// The contributor may not edit the user's session.
		wantAPIError(t, edit(relawan, saved.Kajian.Slug, "Diambil alih"), http.StatusForbidden, "Anda tidak memiliki izin untuk mengedit kajian ini")
	})
}
