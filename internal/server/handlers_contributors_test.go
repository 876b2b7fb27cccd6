package server

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// The dashboard's contributor desk end to end over HTTP: an admin grants the
// role by e-mail address; the contributor's posting is on the home list at
// once; the admin sees it among contributors' publications and sends it back
// to the approval queue, after which visitors no longer see it. Bad input:
// an unknown address (404, nothing written) and an admin role (400).
func TestContributorDesk(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		admin, _ := e.signedIn("admin@example.id", kajian.RoleAdmin)
		relawan, u := e.signedIn("relawan@example.id", kajian.RoleUser)
		visitor := e.newClient()

		res := admin.do("PUT", "/api/v1/admin/roles", map[string]any{"email": "tidak-ada@example.id", "role": "kontributor"})
		wantAPIError(t, res, http.StatusNotFound, "Tidak ada akun dengan email ini")
		res = admin.do("PUT", "/api/v1/admin/roles", map[string]any{"email": "relawan@example.id", "role": "admin"})
		wantAPIError(t, res, http.StatusBadRequest, "Pilih peran Kontributor atau Pengguna")
		res = admin.do("PUT", "/api/v1/admin/roles", map[string]any{"email": "admin@example.id", "role": "user"})
		wantAPIError(t, res, http.StatusForbidden, "Peran admin hanya dapat diubah melalui baris perintah")
		if log := admin.do("GET", "/api/v1/admin/dashboard", nil).json(t)["recent"].([]any); len(log) != 0 {
			t.Fatalf("refused role changes were logged: %v", log)
		}

		res = admin.do("PUT", "/api/v1/admin/roles", map[string]any{"email": "Relawan@Example.id", "role": "kontributor"})
		if res.status != http.StatusOK {
			t.Fatalf("grant: %d %s", res.status, res.body)
		}
		var changed roleChangedDTO
		unmarshalBody(t, res, &changed)
		if changed.Role != "kontributor" || changed.Previous != "user" || changed.UserID != u.ID ||
			changed.Message != "Peran relawan@example.id diubah menjadi Kontributor" {
			t.Fatalf("grant answer: %+v", changed)
		}
		// The role holds from the contributor's next request, without signing in again.
		if role := relawan.do("GET", "/api/v1/profile", nil).json(t)["role"]; role != "kontributor" {
			t.Fatalf("profile role %v", role)
		}

		posted := mustPost(t, relawan, withFields(oneOffBody(), map[string]any{"title": "Kajian Relawan Masjid"}))
		if posted.Kajian.Status != "approved" || posted.Message != "Kajian berhasil dibuat dan langsung dipublikasikan!" {
			t.Fatalf("contributor posting: %+v", posted)
		}
		if titles := titlesOf(visitor.home(t, "").Items); !slices.Contains(titles, "Kajian Relawan Masjid") {
			t.Fatalf("not on the home list at once: %v", titles)
		}

		var list directPublicationsDTO
		unmarshalBody(t, admin.do("GET", "/api/v1/admin/contributions", nil), &list)
		if len(list.Items) != 1 || list.Items[0].SessionID != posted.Kajian.ID || !list.Items[0].Undoable ||
			*list.Items[0].ContributorName != "Pengguna relawan@example.id" || *list.Items[0].Status != "approved" {
			t.Fatalf("contributions: %+v", list)
		}
		recent := admin.do("GET", "/api/v1/admin/dashboard", nil).json(t)["recent"].([]any)
		if len(recent) != 2 || recent[0].(map[string]any)["action"] != "publish_direct" || recent[1].(map[string]any)["action"] != "role_change" {
			t.Fatalf("moderation log: %v", recent)
		}

		undo := "/api/v1/admin/contributions/regular/" + posted.Kajian.ID + "/unpublish"
		wantAPIError(t, relawan.do("POST", undo, nil), http.StatusForbidden, kajian.ErrAdminOnly.Message)
		res = admin.do("POST", undo, nil)
		if res.status != http.StatusOK || res.json(t)["message"] != "Kajian dikembalikan ke antrean persetujuan" {
			t.Fatalf("undo: %d %s", res.status, res.body)
		}
		wantAPIError(t, admin.do("POST", undo, nil), http.StatusConflict, "Kajian ini sudah tidak dipublikasikan")
		if res := visitor.do("GET", "/api/v1/kajian/"+posted.Kajian.Slug, nil); res.status != http.StatusNotFound {
			t.Fatalf("a visitor still sees the undone posting: %d", res.status)
		}
		unmarshalBody(t, admin.do("GET", "/api/v1/admin/contributions", nil), &list)
		if list.Items[0].Undoable || *list.Items[0].Status != "pending" {
			t.Fatalf("after undo: %+v", list.Items[0])
		}
		approvals := admin.do("GET", "/api/v1/admin/approvals", nil).json(t)["counts"].(map[string]any)
		if approvals["regular"] != float64(1) {
			t.Fatalf("the undone posting is not in the approval queue: %v", approvals)
		}
	})
}

// A trusted contributor is refused every admin route with the admins-only
// answer, as a plain user is: the role opens no admin page.
func TestContributorGetsNoAdminRoute(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		contributor, _ := e.signedIn("relawan@example.id", kajian.RoleContributor)
		n := 0
		for _, pattern := range e.patterns() {
			row := authzMatrix[pattern]
			if row.access != adminOnly {
				continue
			}
			n++
			method, path, _ := strings.Cut(pattern, " ")
			// Ids that name nothing: the check comes before any lookup.
			path = strings.NewReplacer("{type}", "regular", "{id}", "00000000-0000-4000-8000-000000000000").Replace(path)
			res := contributor.do(method, path, map[string]any{"email": "relawan@example.id", "role": "kontributor", "status": "reviewed",
				"reason": "Uji"})
			wantAPIError(t, res, http.StatusForbidden, kajian.ErrAdminOnly.Message)
		}
		if n < 13 { // the admin routes when this test was written
			t.Fatalf("only %d admin routes checked", n)
		}
		if role := contributor.do("GET", "/api/v1/profile", nil).json(t)["role"]; role != "kontributor" {
			t.Fatalf("a refused call changed the role: %v", role)
		}
	})
}
