package server

import (
	"context"
	"encoding/json"
	"net/url"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// homeBody is the home list's JSON, decoded.
type homeBody struct {
	Items      []map[string]any `json:"items"`
	Past       []map[string]any `json:"past"`
	Total      int              `json:"total"`
	NextCursor *string          `json:"next_cursor"`
}

func (c *client) home(t *testing.T, query string) homeBody {
	t.Helper()
	res := c.do("GET", "/api/v1/kajian?"+query, nil)
	if res.status != 200 {
		t.Fatalf("GET /api/v1/kajian?%s: %d %s", query, res.status, res.body)
	}
	// Never served from a cache without the server: not stored at all, or (a visitor's page,
	// home_cache.go) stored only to be asked for again with its ETag every time.
	if cc := res.header.Get("Cache-Control"); cc != "no-store" && (cc != "no-cache" || res.header.Get("ETag") == "") {
		t.Errorf("Cache-Control = %q: home data must never be cached", cc)
	}
	var b homeBody
	if err := json.Unmarshal(res.body, &b); err != nil {
		t.Fatal(err)
	}
	return b
}

func titlesOf(items []map[string]any) []string {
	out := make([]string, len(items))
	for i, it := range items {
		out[i], _ = it["title"].(string)
	}
	return out
}

func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// homeSessions stores the sessions the home tests read. The clock is Ahad 22
// November 2026, 12:00 WIB.
func homeSessions(t *testing.T, e *testEnv, owner string) map[string]*kajian.Session {
	t.Helper()
	ahad := kajian.Date{Year: 2026, Month: time.November, Day: 22}
	at := func(lat, lng float64) (*float64, *float64) { return &lat, &lng }
	bandungLat, bandungLng := at(-6.9218, 107.6070)   // Masjid Raya Bandung
	salmanLat, salmanLng := at(-6.8937, 107.6106)     // Masjid Salman ITB
	makassarLat, makassarLng := at(-5.1354, 119.4193) // Masjid Raya Makassar
	all := map[string]*kajian.Session{
		"subuh": {Type: kajian.Regular, Title: "Kajian Subuh Bandung", Date: ahad, Time: 5*60 + 30, Zone: kajian.WIB,
			Location: "Masjid Raya Bandung", Latitude: bandungLat, Longitude: bandungLng},
		"isya": {Type: kajian.Regular, Title: "Tafsir Ba'da Isya", Date: ahad, Time: 19 * 60, Zone: kajian.WIB,
			Location: "Masjid Salman ITB", Address: "Jl. Ganesa No.7", Latitude: salmanLat, Longitude: salmanLng,
			Speakers: []kajian.Speaker{{Name: "Ustadz Abdurrahman", IsMain: true}, {Name: "Ustadz Fikri Haikal"}}},
		"makassar": {Type: kajian.Regular, Title: "Fiqih Muamalah Makassar", Date: ahad.AddDays(1), Time: 9 * 60, Zone: kajian.WITA,
			Location: "Masjid Raya Makassar", Latitude: makassarLat, Longitude: makassarLng},
		"online": {Type: kajian.Regular, Title: "Kajian Online Sirah", Date: ahad.AddDays(2), Time: 20 * 60, Zone: kajian.WIB,
			IsOnline: true, LiveStreamURL: "https://youtube.com/live/x"},
		"menunggu": {Type: kajian.Regular, Title: "Kajian Menunggu Persetujuan", Date: ahad.AddDays(1), Time: 9 * 60,
			Status: kajian.StatusPending},
		"rutin": {Type: kajian.Recurring, Title: "Kajian Rutin Kitab Tauhid", DayOfWeek: 1, Time: 18*60 + 30, Zone: kajian.WIB,
			Location: "Masjid Salman ITB", Latitude: salmanLat, Longitude: salmanLng},
		"libur": {Type: kajian.Recurring, Title: "Kajian Rutin Ahad Pagi", DayOfWeek: 0, Time: 16 * 60, Zone: kajian.WIB,
			Location: "Masjid Raya Bandung", Latitude: bandungLat, Longitude: bandungLng,
			Holidays: []kajian.Holiday{{Date: ahad, Reason: "Masjid dipakai walimah"}, {Date: ahad.AddDays(7)}}},
	}
	for _, s := range all {
		s.CreatedBy, s.Ustaz = owner, "Ustadz Abdurrahman"
		if s.Status == "" {
			s.Status = kajian.PublicStatus(s.Type)
		}
		if err := e.db.CreateSession(context.Background(), s); err != nil {
			t.Fatal(err)
		}
	}
	return all
}

func TestHomeList(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		ctx := context.Background()
		c, me := e.signedIn("jamaah@example.id", kajian.RoleUser)
		other := e.createUser("lain@example.id", "rahasia123", "Lain", kajian.RoleUser)
		s := homeSessions(t, e, other.ID)
		// Attendance: two 'hadir' and one 'tidak_hadir' for tonight; the weekly
		// session's next occurrence (Senin 23) has one, an old date another.
		senin := kajian.Date{Year: 2026, Month: time.November, Day: 23}
		for _, a := range []struct {
			user string
			s    *kajian.Session
			d    kajian.Date
			st   kajian.RSVPStatus
		}{
			{me.ID, s["isya"], kajian.Date{}, kajian.Hadir},
			{other.ID, s["isya"], kajian.Date{}, kajian.Hadir},
			{e.createUser("ketiga@example.id", "rahasia123", "Ketiga", kajian.RoleUser).ID, s["isya"], kajian.Date{}, kajian.TidakHadir},
			{other.ID, s["rutin"], senin, kajian.Hadir},
			{me.ID, s["rutin"], senin.AddDays(-7), kajian.Hadir},
			{me.ID, s["rutin"], senin, kajian.TidakHadir},
		} {
			if err := e.db.SetRSVP(ctx, a.user, a.s.Type, a.s.ID, a.d, a.st); err != nil {
				t.Fatal(err)
			}
		}

		visitor := e.newClient()
		b := visitor.home(t, "")
		wantOrder := []string{"Tafsir Ba'da Isya", "Fiqih Muamalah Makassar", "Kajian Rutin Kitab Tauhid", "Kajian Online Sirah"}
		if !equalStrings(titlesOf(b.Items), wantOrder) || b.Total != 4 || b.NextCursor != nil {
			t.Fatalf("first page: %v total %d cursor %v", titlesOf(b.Items), b.Total, b.NextCursor)
		}
		if past := titlesOf(b.Past); len(past) != 2 || past[0] != "Kajian Subuh Bandung" || past[1] != "Kajian Rutin Ahad Pagi" {
			t.Fatalf("Kajian Sebelumnya: %v", past)
		}
		isya, rutin := b.Items[0], b.Items[2]
		if isya["rsvp_count"] != 2.0 || isya["user_rsvp"] != nil || isya["is_today"] != true || isya["distance_km"] != nil {
			t.Fatalf("tonight's session for a visitor: %v", isya)
		}
		if sp, _ := isya["speakers"].([]any); len(sp) != 2 {
			t.Fatalf("speakers: %v", isya["speakers"])
		}
		if rutin["rsvp_count"] != 1.0 || rutin["next_occurrence"] != "2026-11-23" || rutin["day_name"] != "Senin" {
			t.Fatalf("weekly session: %v", rutin)
		}
		if libur := b.Past[1]; libur["is_holiday_today"] != true || libur["holiday_today"].(map[string]any)["reason"] != "Masjid dipakai walimah" {
			t.Fatalf("holiday today: %v", libur)
		}

		// A signed-in user sees their own answers.
		b = c.home(t, "")
		if b.Items[0]["user_rsvp"] != "hadir" || b.Items[2]["user_rsvp"] != "tidak_hadir" || b.Items[1]["user_rsvp"] != nil {
			t.Fatalf("own answers: %v %v %v", b.Items[0]["user_rsvp"], b.Items[2]["user_rsvp"], b.Items[1]["user_rsvp"])
		}

		// Nearest first from Bandung: Salman (the one-off before the weekly
		// session at the same spot), then Makassar, then the online session.
		b = visitor.home(t, "sort=distance&lat=-6.9175&lng=107.6191")
		if got := titlesOf(b.Items); !equalStrings(got, []string{"Tafsir Ba'da Isya", "Kajian Rutin Kitab Tauhid", "Fiqih Muamalah Makassar", "Kajian Online Sirah"}) {
			t.Fatalf("by distance: %v", got)
		}
		if b.Items[0]["distance_label"] != "2,8 km" || b.Items[3]["distance_km"] != nil {
			t.Fatalf("distances: %v %v", b.Items[0]["distance_label"], b.Items[3]["distance_km"])
		}
		// Within 5 km only Bandung's sessions remain, the past group too.
		b = visitor.home(t, "sort=distance&lat=-6.9175&lng=107.6191&radius_km=5")
		if b.Total != 2 || len(b.Items) != 2 || len(b.Past) != 2 {
			t.Fatalf("within 5 km: %v (total %d), past %v", titlesOf(b.Items), b.Total, titlesOf(b.Past))
		}

		// Search, type and mode filters.
		for _, tt := range []struct {
			query string
			want  []string
		}{
			{"q=" + url.QueryEscape("FIKRI haikal"), []string{"Tafsir Ba'da Isya"}},
			{"q=ganesa", []string{"Tafsir Ba'da Isya"}},
			{"q=salman", []string{"Tafsir Ba'da Isya", "Kajian Rutin Kitab Tauhid"}},
			{"type=recurring", []string{"Kajian Rutin Kitab Tauhid"}},
			{"mode=online", []string{"Kajian Online Sirah"}},
			{"type=regular&mode=offline", []string{"Tafsir Ba'da Isya", "Fiqih Muamalah Makassar"}},
			{"q=tidak-ada-kajian-seperti-ini", []string{}},
		} {
			if got := titlesOf(visitor.home(t, tt.query).Items); !equalStrings(got, tt.want) {
				t.Errorf("%s: %v, want %v", tt.query, got, tt.want)
			}
		}

		// Paging: one at a time, the past group only on the last page.
		var seen []string
		query := "limit=1"
		for page := 0; page < 10; page++ {
			b := visitor.home(t, query)
			if b.NextCursor != nil && len(b.Past) != 0 {
				t.Fatalf("page %d carries the past group but is not the last", page)
			}
			seen = append(seen, titlesOf(b.Items)...)
			if b.NextCursor == nil {
				break
			}
			query = "limit=1&cursor=" + url.QueryEscape(*b.NextCursor)
		}
		if !equalStrings(seen, wantOrder) {
			t.Fatalf("paged: %v", seen)
		}
	})
}

func TestHomeListRefusesBadParameters(t *testing.T) {
	e := newEnv(t, "sqlite")
	c := e.newClient()
	for _, tt := range []struct{ query, field, message string }{
		{"sort=distance", "sort", "Urutan jarak memerlukan lokasi"},
		{"sort=populer", "sort", "Urutan tidak dikenal"},
		{"radius_km=10", "radius_km", "Radius memerlukan lokasi"},
		{"lat=-6.9&lng=107.6&radius_km=0", "radius_km", "Radius harus antara 1 dan 1000 km"},
		{"lat=-6.9", "lat", "Koordinat lokasi tidak valid"},
		{"lat=91&lng=107.6", "lat", "Koordinat lokasi tidak valid"},
		{"type=harian", "type", "Jenis kajian tidak dikenal"},
		{"mode=hybrid", "mode", "Pilihan online atau offline tidak dikenal"},
		{"limit=51", "limit", "Jumlah per halaman harus 1 sampai 50"},
		{"cursor=xyz", "cursor", "Halaman daftar tidak valid. Muat ulang daftar kajian."},
		{"waktu=lusa", "waktu", "Pilihan waktu tidak dikenal"},
	} {
		res := c.do("GET", "/api/v1/kajian?"+tt.query, nil)
		e, _ := res.json(t)["error"].(map[string]any)
		if res.status != 400 || e["code"] != "validation_failed" || e["field"] != tt.field || e["message"] != tt.message {
			t.Errorf("%s: %d %s", tt.query, res.status, res.body)
		}
	}
}

func TestHomeListShowsWritesAtOnce(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		c := e.newClient()
		ctx := context.Background()
		owner := e.createUser("pemilik@example.id", "rahasia123", "Pemilik", kajian.RoleUser)
		add := func(title string, status kajian.Status) *kajian.Session {
			s := &kajian.Session{Type: kajian.Regular, Title: title, Ustaz: "Ustadz Hakim", CreatedBy: owner.ID, Zone: kajian.WIB,
				Date: kajian.Date{Year: 2026, Month: time.December, Day: 1}, Time: 19 * 60, Status: status}
			if err := e.db.CreateSession(ctx, s); err != nil {
				t.Fatal(err)
			}
			return s
		}
		titles := func(b homeBody) []string {
			var out []string
			for _, it := range b.Items {
				out = append(out, it["title"].(string))
			}
			return out
		}
		add("Kajian Pertama", kajian.StatusApproved)
		if b := c.home(t, ""); b.Total != 1 {
			t.Fatalf("total %d", b.Total)
		}
		second := add("Kajian Kedua", kajian.StatusPending)
		if b := c.home(t, ""); b.Total != 1 || len(b.Items) != 1 {
			t.Fatalf("a pending session is listed: %v", titles(b))
		}
		if _, err := e.db.ApproveSession(ctx, kajian.Regular, second.ID, owner.ID); err != nil {
			t.Fatal(err)
		}
		if b := c.home(t, ""); b.Total != 2 || len(b.Items) != 2 {
			t.Fatalf("the approved session is not listed at once: total %d, %v", b.Total, titles(b))
		}
		second.Status = kajian.StatusApproved // UpdateSession writes every field
		second.Speakers = []kajian.Speaker{{Name: "Ustadz Hakim", IsMain: true}, {Name: "Syaikh Sulaiman"}}
		if err := e.db.UpdateSession(ctx, second, nil); err != nil {
			t.Fatal(err)
		}
		if b := c.home(t, "q=sulaiman"); b.Total != 1 || len(b.Items) != 1 || b.Items[0]["title"] != "Kajian Kedua" {
			t.Fatalf("a new speaker is not searchable at once: %v", titles(b))
		}
		if err := e.db.DeleteSession(ctx, kajian.Regular, second.ID); err != nil {
			t.Fatal(err)
		}
		if b := c.home(t, ""); b.Total != 1 || len(b.Items) != 1 || b.Items[0]["title"] != "Kajian Pertama" {
			t.Fatalf("the deleted session is still listed: %v", titles(b))
		}
	})
}

// The map answers for the whole list, not the pages loaded: its total is the
// list's total for the same filters, and every placed match is a point.
func TestHomePointsMatchTheListTotal(t *testing.T) {
	e := newEnv(t, store.SQLite)
	if err := storetest.SeedHome(context.Background(), e.db, 300, 40); err != nil {
		t.Fatal(err)
	}
	c := e.newClient()
	for _, query := range []string{"", "?type=recurring", "?mode=online", "?q=kajian",
		"?lat=-6.2&lng=106.83&sort=distance&radius_km=50", "?lat=-6.2&lng=106.83&sort=distance"} {
		var list struct {
			Total int `json:"total"`
		}
		unmarshalBody(t, c.do("GET", "/api/v1/kajian"+query, nil), &list)
		var pts mapPointsDTO
		res := c.do("GET", "/api/v1/kajian/points"+query, nil)
		unmarshalBody(t, res, &pts)
		if res.status != 200 || pts.Total != list.Total || pts.Total == 0 {
			t.Errorf("%q: points total %d, list total %d (%d)", query, pts.Total, list.Total, res.status)
		}
		// Online sessions have no place: none of theirs is plotted.
		if (len(pts.Points) == 0) != (query == "?mode=online") || len(pts.Points) > pts.Total {
			t.Errorf("%q: %d points of %d", query, len(pts.Points), pts.Total)
		}
		for _, p := range pts.Points {
			if p.Path == "" || p.Title == "" || (p.Lat == 0 && p.Lng == 0) {
				t.Fatalf("%q: point %+v", query, p)
			}
		}
	}
}
