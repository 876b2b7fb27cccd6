package server

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

func TestOwnProfile(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		visitor := e.newClient()
		for _, r := range []struct{ method, path string }{
			{"GET", "/api/v1/profile"}, {"POST", "/api/v1/profile"}, {"PUT", "/api/v1/profile"},
			{"PUT", "/api/v1/profile/location"}, {"DELETE", "/api/v1/profile/location"},
		} {
			res := visitor.do(r.method, r.path, map[string]string{"full_name": "X"})
			if res.status != 401 || res.errorMessage(t) != "Silakan masuk terlebih dahulu" {
				t.Errorf("visitor %s %s: %d %s", r.method, r.path, res.status, res.body)
			}
		}

		c, u := e.signedIn("profil@example.id", kajian.RoleUser)
		res := c.do("GET", "/api/v1/profile", nil)
		if res.status != 200 || res.json(t)["full_name"] != "Pengguna profil@example.id" || res.json(t)["role"] != "user" {
			t.Fatalf("get: %d %s", res.status, res.body)
		}
		if res := c.do("PUT", "/api/v1/profile", map[string]string{"full_name": "  ", "phone": ""}); res.status != 400 ||
			res.errorMessage(t) != "Nama lengkap harus diisi" {
			t.Fatalf("empty name: %d %s", res.status, res.body)
		}
		// The role is not the user's to change: an extra field is ignored.
		res = c.do("PUT", "/api/v1/profile", map[string]string{"full_name": "Khadijah", "phone": "0812 3456 7890", "role": "admin"})
		if res.status != 200 || res.json(t)["full_name"] != "Khadijah" || res.json(t)["phone"] != "0812 3456 7890" || res.json(t)["role"] != "user" {
			t.Fatalf("update: %d %s", res.status, res.body)
		}

		// Manual location: inside Indonesia only; saved and cleared.
		if res := c.do("PUT", "/api/v1/profile/location", map[string]any{"city": "Singapura", "latitude": 1.35, "longitude": 103.8}); res.status != 200 {
			t.Fatalf("Singapore's coordinates lie inside the bounds the spec gives: %d %s", res.status, res.body)
		}
		if res := c.do("PUT", "/api/v1/profile/location", map[string]any{"city": "Tokyo", "latitude": 35.7, "longitude": 139.7}); res.status != 400 ||
			res.errorMessage(t) != "Alamat berada di luar Indonesia" {
			t.Fatalf("outside Indonesia: %d %s", res.status, res.body)
		}
		res = c.do("PUT", "/api/v1/profile/location", map[string]any{"city": "Makassar", "display_name": "Makassar, Sulawesi Selatan", "latitude": -5.1477, "longitude": 119.4327})
		if res.status != 200 || res.json(t)["manual_location_city"] != "Makassar" || res.json(t)["manual_location_latitude"] != -5.1477 {
			t.Fatalf("set location: %d %s", res.status, res.body)
		}
		if got := c.do("GET", "/api/v1/auth/session", nil).json(t)["profile"].(map[string]any)["manual_location_display_name"]; got != "Makassar, Sulawesi Selatan" {
			t.Fatalf("session profile location: %v", got)
		}
		res = c.do("DELETE", "/api/v1/profile/location", nil)
		if res.status != 200 || res.json(t)["manual_location_city"] != nil || res.json(t)["manual_location_latitude"] != nil {
			t.Fatalf("clear location: %d %s", res.status, res.body)
		}

		// Without a profile: the session says so and the user creates one.
		if err := e.db.DeleteProfile(context.Background(), u.ID); err != nil {
			t.Fatal(err)
		}
		session := c.do("GET", "/api/v1/auth/session", nil).json(t)
		if session["user"] == nil || session["profile"] != nil {
			t.Fatalf("session without profile: %v", session)
		}
		if res := c.do("GET", "/api/v1/profile", nil); res.status != 404 || res.errorCode(t) != "profile_missing" {
			t.Fatalf("get without profile: %d %s", res.status, res.body)
		}
		if res := c.do("POST", "/api/v1/profile", map[string]string{"full_name": ""}); res.errorMessage(t) != "Nama lengkap harus diisi" {
			t.Fatalf("create without name: %s", res.body)
		}
		res = c.do("POST", "/api/v1/profile", map[string]string{"full_name": "Khadijah Baru", "phone": ""})
		if res.status != 201 || res.json(t)["role"] != "user" || res.json(t)["full_name"] != "Khadijah Baru" {
			t.Fatalf("create: %d %s", res.status, res.body)
		}
		if res := c.do("POST", "/api/v1/profile", map[string]string{"full_name": "Lagi"}); res.status != 409 {
			t.Fatalf("second create: %d %s", res.status, res.body)
		}
	})
}

func TestPublicProfile(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		ctx := context.Background()
		owner := e.createUser("ustadzah@example.id", "rahasia123", "Ustadzah Halimah", kajian.RoleAdmin)
		for _, s := range []*kajian.Session{
			{Type: kajian.Regular, Title: "Kajian Muslimah", Ustaz: "Ustadzah Halimah", Date: kajian.Date{Year: 2026, Month: 11, Day: 28},
				Time: 9 * 60, Zone: kajian.WIB, Status: kajian.StatusApproved, CreatedBy: owner.ID},
			{Type: kajian.Regular, Title: "Belum Disetujui", Ustaz: "X", Date: kajian.Date{Year: 2026, Month: 11, Day: 29},
				Time: 9 * 60, Zone: kajian.WIB, Status: kajian.StatusPending, CreatedBy: owner.ID},
			{Type: kajian.Recurring, Title: "Tahsin Sabtu", Ustaz: "Ustadzah Halimah", DayOfWeek: 6, Time: 16 * 60,
				Zone: kajian.WITA, Status: kajian.StatusActive, CreatedBy: owner.ID},
		} {
			if err := e.db.CreateSession(ctx, s); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := e.db.CreateJournalEntry(ctx, &kajian.JournalEntry{UserID: owner.ID, AttendanceDate: kajian.Date{Year: 2026, Month: 11, Day: 20},
			Notes: "<p>Ilmu sebelum <strong>amal</strong></p>", Tags: []string{"ilmu"}, Visibility: kajian.Public}, ""); err != nil {
			t.Fatal(err)
		}
		c := e.newClient()
		res := c.do("GET", "/api/v1/profiles/"+owner.ID, nil)
		body := res.json(t)
		// No role: whoever is an admin is not told to everyone (issue 32).
		if _, hasRole := body["role"]; res.status != 200 || body["full_name"] != "Ustadzah Halimah" || hasRole || len(body) != 3 {
			t.Fatalf("public profile: %d %s", res.status, res.body)
		}
		for _, path := range []string{"/api/v1/profiles/00000000-0000-4000-8000-000000000000", "/api/v1/profiles/bukan-uuid",
			"/api/v1/profiles/bukan-uuid/notes", "/api/v1/profiles/bukan-uuid/kajian"} {
			if res := c.do("GET", path, nil); res.status != 404 || res.errorMessage(t) != "Profil tidak ditemukan" {
				t.Errorf("%s: %d %s", path, res.status, res.body)
			}
		}
		res = c.do("GET", "/api/v1/profiles/"+owner.ID+"/kajian", nil)
		items, _ := res.json(t)["items"].([]any)
		if res.status != 200 || len(items) != 2 {
			t.Fatalf("kajian tab: %d %s", res.status, res.body)
		}
		first, second := items[0].(map[string]any), items[1].(map[string]any)
		if first["title"] != "Kajian Muslimah" || first["path"] != "/kajian/2026-11-28-kajian-muslimah" || first["timezone_region"] != "WIB" ||
			second["type"] != "recurring" || second["next_occurrence"] != "2026-11-28" || second["timezone_region"] != "WITA" {
			t.Fatalf("kajian tab items: %v / %v", first, second)
		}
		res = c.do("GET", "/api/v1/profiles/"+owner.ID+"/notes?sort=date_asc&tag=ilmu&page=1", nil)
		notes := res.json(t)
		list, _ := notes["items"].([]any)
		if res.status != 200 || notes["total"] != 1.0 || notes["page_size"] != 9.0 || len(list) != 1 ||
			list[0].(map[string]any)["notes_text"] != "Ilmu sebelum amal" {
			t.Fatalf("notes tab: %d %s", res.status, res.body)
		}
		for _, q := range []string{"from=kemarin", "page=0", "page=x"} {
			if res := c.do("GET", "/api/v1/profiles/"+owner.ID+"/notes?"+q, nil); res.status != 400 {
				t.Errorf("notes?%s: %d", q, res.status)
			}
		}
	})
}

// TestNoEndpointLeaksAnotherUsersData walks every GET endpoint of the API,
// with path parameters naming the victim and their content, as a visitor and
// as another user, and checks that none answers the victim's e-mail address,
// phone, saved location or private notes. New endpoints are walked
// automatically.
func TestNoEndpointLeaksAnotherUsersData(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		ctx := context.Background()
		victim := e.createUser("korban.rahasia@example.id", "rahasia123", "Korban", kajian.RoleUser)
		if _, err := e.db.UpdateProfile(ctx, victim.ID, kajian.ProfileUpdate{FullName: "Korban", Phone: "0899-7777-1234"}); err != nil {
			t.Fatal(err)
		}
		if _, err := e.db.SetManualLocation(ctx, victim.ID, kajian.ManualLocation{City: "Kotarahasiaku", DisplayName: "Jl. Rahasia 7",
			Latitude: -6.123456, Longitude: 106.654321}); err != nil {
			t.Fatal(err)
		}
		pending := &kajian.Session{Type: kajian.Regular, Title: "Kajian Tersembunyi", Ustaz: "X", Date: kajian.Date{Year: 2026, Month: 12, Day: 1},
			Time: 9 * 60, Zone: kajian.WIB, Status: kajian.StatusPending, CreatedBy: victim.ID, ContactPhone: "0899-7777-1234"}
		public := &kajian.Session{Type: kajian.Regular, Title: "Kajian Umum", Ustaz: "Y", Date: kajian.Date{Year: 2026, Month: 12, Day: 2},
			Time: 9 * 60, Zone: kajian.WIB, Status: kajian.StatusApproved, CreatedBy: victim.ID}
		for _, s := range []*kajian.Session{pending, public} {
			if err := e.db.CreateSession(ctx, s); err != nil {
				t.Fatal(err)
			}
		}
		private := &kajian.JournalEntry{UserID: victim.ID, KajianID: public.ID, AttendanceDate: kajian.Date{Year: 2026, Month: 11, Day: 20},
			Notes: "<p>Catatan pribadi sangat rahasia</p>", Tags: []string{"rahasiaku"}, Visibility: kajian.Private}
		if _, err := e.db.CreateJournalEntry(ctx, private, ""); err != nil {
			t.Fatal(err)
		}
		if _, err := e.db.CreateJournalEntry(ctx, &kajian.JournalEntry{UserID: victim.ID, KajianID: public.ID,
			AttendanceDate: kajian.Date{Year: 2026, Month: 11, Day: 21}, Notes: "<p>Catatan publik</p>", Visibility: kajian.Public}, ""); err != nil {
			t.Fatal(err)
		}
		if err := e.db.SetRSVP(ctx, victim.ID, kajian.Regular, public.ID, kajian.Date{}, kajian.Hadir); err != nil {
			t.Fatal(err)
		}
		secrets := []string{"korban.rahasia", "7777", "Kotarahasiaku", "Jl. Rahasia", "6.123456", "106.654321",
			"pribadi sangat rahasia", "rahasiaku", "Kajian Tersembunyi", victim.PasswordHash[:20]}

		attacker, _ := e.signedIn("penyerang@example.id", kajian.RoleUser)
		param := regexp.MustCompile(`\{(\w+)(\.\.\.)?\}`)
		values := map[string]string{"slug": pending.Slug, "id": pending.ID, "userId": victim.ID, "key": "x"}
		walked := 0
		for _, p := range e.patterns() {
			method, pattern, ok := strings.Cut(p, " ")
			if !ok || method != "GET" || !strings.HasPrefix(pattern, "/api/") {
				continue
			}
			walked++
			for _, slugOrID := range []string{"slug", "id"} {
				path := param.ReplaceAllStringFunc(pattern, func(m string) string {
					name := param.FindStringSubmatch(m)[1]
					if name == "slug" && slugOrID == "id" {
						return pending.ID
					}
					return values[name]
				})
				for who, c := range map[string]*client{"visitor": e.newClient(), "another user": attacker} {
					res := c.do("GET", path+"?user_id="+victim.ID+"&created_by="+victim.ID, nil)
					for _, s := range secrets {
						if strings.Contains(strings.ToLower(string(res.body)), strings.ToLower(s)) {
							t.Errorf("GET %s as %s answers %q: %s", path, who, s, res.body)
						}
					}
				}
			}
		}
		if walked < 5 {
			t.Fatalf("walked only %d GET endpoints", walked)
		}
		// The victim sees their own data, so the secrets above are really in the database.
		self := e.newClient()
		self.do("POST", "/api/v1/auth/signin", map[string]string{"email": victim.Email, "password": "rahasia123"})
		own := string(self.do("GET", "/api/v1/profile", nil).body) + string(self.do("GET", "/api/v1/auth/session", nil).body)
		for _, s := range []string{"korban.rahasia", "7777", "Kotarahasiaku"} {
			if !strings.Contains(own, s) {
				t.Errorf("the owner does not see %q", s)
			}
		}
	})
}
