package server

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// teamFixture is two masjid (A, B), an editor of each, a plain user, an admin and a visitor.
type teamFixture struct {
	e                              *testEnv
	a, b                           *kajian.Masjid
	visitor, user, edA, edB, admin *client
	userU, edAU                    kajian.User
}

func newTeamFixture(t *testing.T, e *testEnv) *teamFixture {
	t.Helper()
	ctx := context.Background()
	f := &teamFixture{e: e, visitor: e.newClient()}
	for _, m := range []**kajian.Masjid{&f.a, &f.b} {
		*m = &kajian.Masjid{Name: "Masjid Al-Ikhlas", Region: "Bandung", Point: kajian.NewGeoPoint(-6.9, 107.6), Zone: kajian.WIB}
		if m == &f.b {
			*m = &kajian.Masjid{Name: "Masjid Nurul Iman", Region: "Makassar", Point: kajian.NewGeoPoint(-5.14, 119.42), Zone: kajian.WITA}
		}
		if err := e.db.CreateMasjid(ctx, *m); err != nil {
			t.Fatal(err)
		}
	}
	var edBU, admin kajian.User
	f.user, f.userU = e.signedIn("jamaah@example.id", kajian.RoleUser)
	f.edA, f.edAU = e.signedIn("dkm-a@example.id", kajian.RoleUser)
	f.edB, edBU = e.signedIn("dkm-b@example.id", kajian.RoleUser)
	f.admin, admin = e.signedIn("admin@example.id", kajian.RoleAdmin)
	if err := e.db.AddMasjidEditor(ctx, f.a, f.edAU, admin.ID); err != nil {
		t.Fatal(err)
	}
	if err := e.db.AddMasjidEditor(ctx, f.b, edBU, admin.ID); err != nil {
		t.Fatal(err)
	}
	return f
}

// The permission grid over HTTP: visitor / user / editor of A / editor of B / admin × every
// team endpoint, in an order where each write leaves what the next row needs.
func TestMasjidTeamPermissionGrid(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newTeamFixture(t, e)
		a, b := "/api/v1/masjid/"+f.a.Slug, "/api/v1/masjid/"+f.b.Slug
		claims := map[string]string{} // claimer's e-mail → claim id
		claimOf := func(email string) func() string {
			return func() string { return claims[email] }
		}
		form := map[string]any{"name": "Masjid Al-Ikhlas", "facilities": []string{"ac", "area-akhwat"}, "infaq_account": "123-456"}
		rows := []struct {
			method string
			path   func() string
			body   any
			want   [5]int // visitor, user, editor of A, editor of B, admin
		}{
			{"GET", at0(a + "/kelola"), nil, [5]int{401, 403, 200, 403, 200}},
			{"PUT", at0(a), form, [5]int{401, 403, 200, 403, 200}},
			{"GET", at0(a + "/editors"), nil, [5]int{401, 403, 200, 403, 200}},
			{"GET", at0(a + "/reports"), nil, [5]int{401, 403, 200, 403, 200}},
			{"POST", at0("/api/v1/calendar-sources"), map[string]any{"url": "http://" + calendarHost + "/google.ics", "masjid_id": f.a.ID},
				[5]int{401, 403, 201, 403, 201}},
			{"POST", at0(a + "/editors"), map[string]any{"email": "jamaah@example.id"}, [5]int{401, 403, 403, 403, 201}},
			{"DELETE", at0(a + "/editors/" + f.userU.ID), nil, [5]int{401, 403, 403, 403, 200}},
			{"PUT", at0("/api/v1/admin/masjid/" + f.a.Slug + "/verified"), map[string]any{"verified": true}, [5]int{401, 403, 403, 403, 200}},
			{"POST", at0(b + "/klaim"), map[string]any{"note": "Saya pengurus"}, [5]int{401, 201, 201, 409, 201}},
			{"GET", at0("/api/v1/admin/masjid-claims?status=pending"), nil, [5]int{401, 403, 403, 403, 200}},
			{"POST", func() string { return "/api/v1/admin/masjid-claims/" + claimOf("jamaah@example.id")() + "/approve" }, nil,
				[5]int{401, 403, 403, 403, 200}},
			{"POST", func() string { return "/api/v1/admin/masjid-claims/" + claimOf("dkm-a@example.id")() + "/reject" }, nil,
				[5]int{401, 403, 403, 403, 200}},
		}
		who := []struct {
			name  string
			c     *client
			email string
		}{{"visitor", f.visitor, ""}, {"user", f.user, "jamaah@example.id"}, {"editor of A", f.edA, "dkm-a@example.id"},
			{"editor of B", f.edB, "dkm-b@example.id"}, {"admin", f.admin, "admin@example.id"}}
		for _, row := range rows {
			for i, w := range who {
				path := row.path()
				body := row.body
				if body == nil && row.method == "POST" {
					body = map[string]any{}
				}
				res := w.c.do(row.method, path, body)
				if res.status != row.want[i] {
					t.Errorf("%s %s as %s: %d %s, want %d", row.method, path, w.name, res.status, res.body, row.want[i])
				}
				if strings.HasSuffix(path, "/klaim") && res.status == 201 {
					var saved struct{ Claim struct{ ID string } }
					unmarshalBody(t, res, &saved)
					claims[w.email] = saved.Claim.ID
				}
			}
		}
		// The approved claimer now keeps B; the rejected one does not; the log has every step.
		if res := f.user.do("GET", b+"/kelola", nil); res.status != 200 {
			t.Fatalf("approved claimer: %d", res.status)
		}
		log, err := e.db.ListModLog(context.Background(), 20)
		if err != nil {
			t.Fatal(err)
		}
		var actions []string
		for _, l := range log {
			actions = append(actions, string(l.Action))
		}
		got := strings.Join(actions, " ")
		for _, want := range []string{"masjid_claim_reject", "masjid_claim_approve", "masjid_verify", "masjid_editor_remove", "masjid_editor_add"} {
			if !strings.Contains(got, want) {
				t.Errorf("the log lacks %s: %s", want, got)
			}
		}
	})
}

func at0(p string) func() string { return func() string { return p } }

// Bad input of the editors' form is refused with the field's message; an unknown masjid is 404.
func TestMasjidFormBadInput(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newTeamFixture(t, e)
		a := "/api/v1/masjid/" + f.a.Slug
		for _, c := range []struct {
			body  map[string]any
			field string
		}{
			{map[string]any{"name": "Masjid", "facilities": []string{"kolam-renang"}}, "facilities"},
			{map[string]any{"name": "Masjid", "infaq_account": "BCA-123"}, "infaq_account"},
			{map[string]any{"name": "Masjid", "infaq_account": strings.Repeat("1", 31)}, "infaq_account"},
			{map[string]any{"name": "Masjid", "website": "javascript:alert(1)"}, "website"},
			{map[string]any{"name": ""}, "name"},
		} {
			res := f.edA.do("PUT", a, c.body)
			if _, field, _ := apiErrorOf(t, res); res.status != 400 || field != c.field {
				t.Errorf("%v: %d %s", c.body, res.status, res.body)
			}
		}
		if res := f.admin.do("GET", "/api/v1/masjid/tidak-ada/kelola", nil); res.status != 404 {
			t.Fatalf("unknown masjid: %d", res.status)
		}
		res := f.admin.do("POST", a+"/editors", map[string]any{"email": "tidak.ada@example.id"})
		wantAPIError(t, res, 400, "Pengguna dengan email tersebut tidak ditemukan")
		res = f.user.do("POST", a+"/klaim", map[string]any{"note": strings.Repeat("a", 1001)})
		wantAPIError(t, res, 400, "Catatan maksimal 1.000 karakter")
	})
}

// Posting and editing as a masjid's editor: a session for their masjid is published at once
// (on home at once, logged naming the masjid, its followers told); for another masjid: 403;
// they edit any session of their masjid and keep it public, not another masjid's (403), and
// cannot move someone else's session to a masjid they do not keep.
func TestMasjidEditorPostingRules(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		ctx := context.Background()
		f := newTeamFixture(t, e)
		if res := f.user.do("POST", "/api/v1/follows", map[string]any{"kind": "masjid", "masjid_slug": f.a.Slug}); res.status != 200 ||
			!strings.Contains(string(res.body), `"masjid_slug":"`+f.a.Slug+`"`) || !strings.Contains(string(res.body), "Anda mengikuti Masjid Al-Ikhlas") {
			t.Fatalf("follow masjid: %d %s", res.status, res.body)
		}
		post := func(c *client, title, masjidID string) (slug, status string) {
			t.Helper()
			res := c.do("POST", "/api/v1/postings", withFields(oneOffBody(), map[string]any{"title": title, "masjid_id": masjidID}))
			var saved struct{ Kajian struct{ Slug, Status string } }
			unmarshalBody(t, res, &saved)
			if res.status != 201 {
				t.Fatalf("post %s: %d %s", title, res.status, res.body)
			}
			return saved.Kajian.Slug, saved.Kajian.Status
		}
		mine, st := post(f.edA, "Kajian Subuh Al-Ikhlas", f.a.ID)
		if st != "approved" {
			t.Fatalf("an editor's posting for their masjid: %s", st)
		}
		if res := f.edA.do("POST", "/api/v1/postings", withFields(oneOffBody(), map[string]any{"title": "Kajian di Masjid Lain", "masjid_id": f.b.ID})); res.status != 403 {
			t.Fatalf("an editor of A posting for B: %d %s", res.status, res.body)
		}
		theirs, st := post(f.user, "Kajian Jamaah", f.a.ID)
		if st != "pending" {
			t.Fatalf("a user's posting at A: %s", st)
		}
		if home := f.visitor.do("GET", "/api/v1/kajian", nil); !strings.Contains(string(home.body), "Kajian Subuh Al-Ikhlas") ||
			strings.Contains(string(home.body), "Kajian di Masjid Lain") {
			t.Fatalf("home: %s", home.body)
		}
		log, _ := e.db.ListModLog(ctx, 5)
		if len(log) == 0 || log[0].Action != kajian.ModPublishDirect || log[0].Detail != "Masjid Al-Ikhlas" || log[0].ActorID != f.edAU.ID {
			t.Fatalf("log %+v", log)
		}
		if items, err := e.db.UnsentDigest(ctx, f.userU.ID); err != nil || len(items) != 1 || items[0].Title != "Kajian Subuh Al-Ikhlas" {
			t.Fatalf("the follower's digest: %+v %v", items, err)
		}

		edit := func(c *client, slug string, changes map[string]any) response {
			return c.do("PUT", "/api/v1/postings/regular/"+slug, withFields(oneOffBody(), changes))
		}
		if res := f.edB.do("GET", "/api/v1/postings/regular/"+theirs, nil); res.status != 403 {
			t.Fatalf("editor of B loads A's session: %d", res.status)
		}
		if res := edit(f.edB, theirs, map[string]any{"title": "Diubah B", "masjid_id": f.a.ID}); res.status != 403 {
			t.Fatalf("editor of B edits A's session: %d %s", res.status, res.body)
		}
		res := edit(f.edA, theirs, map[string]any{"title": "Diubah A", "masjid_id": f.a.ID})
		if res.status != 200 {
			t.Fatalf("editor of A edits A's session: %d %s", res.status, res.body)
		}
		var saved struct{ Kajian struct{ Slug string } }
		unmarshalBody(t, res, &saved)
		theirs = saved.Kajian.Slug // the title names the page
		if res := edit(f.edA, theirs, map[string]any{"title": "Pindah", "masjid_id": f.b.ID}); res.status != 403 {
			t.Fatalf("editor of A moves someone's session to B: %d %s", res.status, res.body)
		}
		res = edit(f.edA, mine, map[string]any{"title": "Kajian Subuh Al-Ikhlas", "masjid_id": f.a.ID, "time": "05:30"})
		if res.status != 200 || !strings.Contains(string(res.body), `"status":"approved"`) {
			t.Fatalf("an editor's edit keeps it public: %d %s", res.status, res.body)
		}
		ed := f.edA.do("GET", "/api/v1/postings/regular/"+mine, nil).json(t)
		if ed["returns_to_pending"] != false {
			t.Fatalf("the form warns an editor: %v", ed["returns_to_pending"])
		}
		if res := f.user.do("GET", fmt.Sprintf("/api/v1/postings/regular/%s", mine), nil); res.status != 403 {
			t.Fatalf("a user loads an editor's session: %d", res.status)
		}
	})
}
