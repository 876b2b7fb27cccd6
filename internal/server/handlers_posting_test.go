package server

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// TestPostingSubmitOrder breaks a posting in every way at once and fixes one
// rule at a time: each answer names the next rule in the spec's order, with
// its exact message, and nothing is stored until the last fix.
func TestPostingSubmitOrder(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		visitor := e.newClient()
		wantAPIError(t, visitor.do("POST", "/api/v1/postings", oneOffBody()), 401, "Anda harus login terlebih dahulu")

		c, _ := e.signedIn("fulan@example.id", kajian.RoleUser)
		body := withFields(oneOffBody(), map[string]any{
			"title": "   ", "timezone_region": "", "is_online": true, "live_stream_url": "",
			"speakers": []map[string]any{{"name": "  ", "is_main_speaker": true}, {"name": "Ust. Adi", "is_main_speaker": false}},
			"date":     "", "time": "", "maps_url": "bukan-url",
		})
		steps := []struct {
			field, message string
			fix            map[string]any
		}{
			{"title", "Judul harus diisi", map[string]any{"title": "Kajian Fiqih"}},
			{"timezone_region", "Zona Waktu harus diisi", map[string]any{"timezone_region": "WITA"}},
			{"speakers", "Harus ada satu pemateri utama", map[string]any{"speakers": []map[string]any{}}},
			{"speakers", "Minimal harus ada satu pemateri", map[string]any{"speakers": []map[string]any{{"name": "Ust. Adi", "is_main_speaker": true}}}},
			{"live_stream_url", "URL Live Stream harus diisi untuk kajian online", map[string]any{"is_online": false, "location": "", "address": ""}},
			{"location", "Lokasi harus diisi untuk kajian offline", map[string]any{"location": "Masjid Raya"}},
			{"address", "Alamat harus diisi untuk kajian offline", map[string]any{"address": "Jl. Sudirman, Bandung"}},
			{"date", "Tanggal dan waktu harus diisi untuk kajian insidental", map[string]any{"date": "2026-11-24"}},
			{"time", "Tanggal dan waktu harus diisi untuk kajian insidental", map[string]any{"time": "19:30", "live_stream_url": "javascript:alert(1)"}},
			{"live_stream_url", "URL Live Stream tidak valid", map[string]any{"live_stream_url": "https://youtube.com/live/abc"}},
			{"maps_url", "URL Google Maps tidak valid", map[string]any{"maps_url": ""}},
		}
		for i, st := range steps {
			res := c.do("POST", "/api/v1/postings", body)
			code, field, msg := apiErrorOf(t, res)
			if res.status != 400 || code != "validation_failed" || field != st.field || msg != st.message {
				t.Fatalf("step %d: %d %s %s %q, want 400 %s %q", i, res.status, code, field, msg, st.field, st.message)
			}
			body = withFields(body, st.fix)
		}
		if n, _ := e.db.CountRows(context.Background(), "kajian"); n != 0 {
			t.Fatalf("%d sessions stored by refused postings", n)
		}
		res := c.do("POST", "/api/v1/postings", body)
		if res.status != 201 {
			t.Fatalf("fixed posting: %d %s", res.status, res.body)
		}
		// Weekly sessions need their time (rule 8), not a date.
		weekly := withFields(weeklyBody(), map[string]any{"time": ""})
		wantAPIError(t, c.do("POST", "/api/v1/postings", weekly), 400, "Waktu harus diisi untuk kajian rutin")
		// Shapes the spec leaves implicit, and bodies that are not postings.
		wantAPIError(t, c.do("POST", "/api/v1/postings", withFields(oneOffBody(), map[string]any{"kajian_type": "harian"})), 400, "Jenis kajian tidak valid")
		wantAPIError(t, c.do("POST", "/api/v1/postings", withFields(oneOffBody(), map[string]any{"date": "2026-02-30"})), 400, "Tanggal tidak valid")
		wantAPIError(t, c.do("POST", "/api/v1/postings", withFields(oneOffBody(), map[string]any{"timezone_region": "GMT"})), 400, "Zona Waktu tidak valid")
		wantAPIError(t, c.do("POST", "/api/v1/postings", withFields(weeklyBody(), map[string]any{
			"holidays": []map[string]any{{"date": "2026-11-26"}, {"date": "2026-11-26"}}})), 400, "Tanggal libur 2026-11-26 tercantum dua kali")
		wantAPIError(t, c.do("POST", "/api/v1/postings", `{"title": "x"`), 400, "Format data tidak valid")
		wantAPIError(t, c.do("POST", "/api/v1/postings", []byte("title=x"), "Content-Type", "application/x-www-form-urlencoded"), 400, "Format data harus JSON")
		if n, _ := e.db.CountRows(context.Background(), "kajian"); n != 1 {
			t.Fatalf("sessions stored: %d, want 1", n)
		}
	})
}

// postingAnswer is the answer of a successful posting.
type postingAnswer struct {
	Kajian struct {
		ID              string           `json:"id"`
		Slug            string           `json:"slug"`
		Status          string           `json:"status"`
		Title           string           `json:"title"`
		Ustaz           string           `json:"ustaz"`
		Type            string           `json:"type"`
		TimezoneRegion  string           `json:"timezone_region"`
		Path            string           `json:"path"`
		Date            *string          `json:"date"`
		DayOfWeek       *int             `json:"day_of_week"`
		Location        *string          `json:"location"`
		Address         *string          `json:"address"`
		MapsURL         *string          `json:"maps_url"`
		LiveStreamURL   *string          `json:"live_stream_url"`
		ContactPerson   *string          `json:"contact_person"`
		ContactPhone    *string          `json:"contact_phone"`
		Description     *string          `json:"description"`
		Latitude        *float64         `json:"latitude"`
		Longitude       *float64         `json:"longitude"`
		Speakers        []kajian.Speaker `json:"speakers"`
		Poster          *posterDTO       `json:"poster"`
		RejectionReason *string          `json:"rejection_reason"`
	} `json:"kajian"`
	Message string `json:"message"`
	Geocode string `json:"geocode"`
}

func mustPost(t *testing.T, c *client, body map[string]any) postingAnswer {
	t.Helper()
	res := c.do("POST", "/api/v1/postings", body)
	if res.status != 201 {
		t.Fatalf("posting: %d %s", res.status, res.body)
	}
	var out postingAnswer
	unmarshalBody(t, res, &out)
	return out
}

func TestPostingCreateByRole(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		user, u := e.signedIn("fulan@example.id", kajian.RoleUser)
		admin, _ := e.signedIn("admin@example.id", kajian.RoleAdmin)
		cases := []struct {
			c      *client
			body   map[string]any
			status string
			msg    string
		}{
			{user, oneOffBody(), "pending", "Kajian berhasil dibuat dan menunggu persetujuan admin!"},
			{user, weeklyBody(), "pending", "Kajian rutin berhasil dibuat dan menunggu persetujuan admin!"},
			{admin, withFields(oneOffBody(), map[string]any{"title": "Kajian Admin"}), "approved", "Kajian berhasil dibuat dan langsung dipublikasikan!"},
			{admin, withFields(weeklyBody(), map[string]any{"title": "Rutin Admin"}), "active", "Kajian rutin berhasil dibuat dan langsung aktif!"},
		}
		for i, c := range cases {
			got := mustPost(t, c.c, c.body)
			if got.Kajian.Status != c.status || got.Message != c.msg {
				t.Errorf("case %d: %s %q, want %s %q", i, got.Kajian.Status, got.Message, c.status, c.msg)
			}
			stored, err := e.db.FindSession(context.Background(), kajian.Type(got.Kajian.Type), got.Kajian.ID)
			if err != nil || string(stored.Status) != c.status {
				t.Errorf("case %d stored: %+v %v", i, stored, err)
			}
		}

		// Data handling: trimmed, empty optional values null, map link built
		// from location and address, coordinates from the geocoder.
		one := mustPost(t, user, withFields(oneOffBody(), map[string]any{"title": "Kajian Ahad Pagi"}))
		k := one.Kajian
		if k.Title != "Kajian Ahad Pagi" || k.Ustaz != "Ust. Adi Hidayat" || k.ContactPerson != nil || k.Description != nil ||
			k.LiveStreamURL != nil || *k.ContactPhone != "081234567890" || k.Path != "/kajian/2026-11-24-kajian-ahad-pagi" {
			t.Fatalf("stored values: %+v", k)
		}
		if *k.MapsURL != "https://www.google.com/maps/search/?api=1&query=Masjid+Istiqlal%2C+Jl.+Taman+Wijaya+Kusuma%2C+Jakarta+Pusat" {
			t.Errorf("maps url %q", *k.MapsURL)
		}
		if one.Geocode != "verified" || k.Latitude == nil || *k.Latitude > -6 || *k.Latitude < -6.3 {
			t.Errorf("geocode %q lat %v", one.Geocode, k.Latitude)
		}
		// A place no geocoder knows: saved anyway, reported, no coordinates.
		lost := mustPost(t, user, withFields(oneOffBody(), map[string]any{"title": "Kajian Kampung", "location": "Musala Nurul Iman", "address": "Gang Melati 3, Xyzzyqq"}))
		if lost.Geocode != "failed" || lost.Kajian.Latitude != nil || lost.Kajian.Status != "pending" {
			t.Errorf("ungeocodable place: %q %v %s", lost.Geocode, lost.Kajian.Latitude, lost.Kajian.Status)
		}
		// Online: location, address, map link and coordinates are cleared.
		online := mustPost(t, user, withFields(oneOffBody(), map[string]any{"title": "Kajian Online", "is_online": true,
			"live_stream_url": " https://youtube.com/live/abc ", "maps_url": "https://maps.app.goo.gl/x"}))
		if online.Geocode != "skipped" || online.Kajian.Location != nil || online.Kajian.Address != nil || online.Kajian.MapsURL != nil ||
			online.Kajian.Latitude != nil || *online.Kajian.LiveStreamURL != "https://youtube.com/live/abc" {
			t.Errorf("online: %+v", online.Kajian)
		}
		// Speakers and holidays are stored with the session.
		w := mustPost(t, user, withFields(weeklyBody(), map[string]any{"title": "Tahsin Pekanan", "speakers": []map[string]any{
			{"name": "Ust. Hanif", "is_main_speaker": false}, {"name": ""}, {"name": "Ust. Firanda", "is_main_speaker": true}}}))
		stored, err := e.db.FindSession(context.Background(), kajian.Recurring, w.Kajian.ID)
		if err != nil {
			t.Fatal(err)
		}
		if stored.Ustaz != "Ust. Firanda" || len(stored.Speakers) != 2 || stored.Speakers[1].Order != 2 || !stored.Speakers[1].IsMain ||
			len(stored.Holidays) != 2 || stored.Holidays[0].Reason != "Ustadz safar" || stored.CreatedBy != u.ID || stored.DayOfWeek != 4 {
			t.Fatalf("weekly stored: %+v", stored)
		}
		if w.Kajian.Path != "/kajian-rutin/kamis-tahsin-pekanan" {
			t.Errorf("weekly path %q", w.Kajian.Path)
		}
	})
}

func TestPostingWithPoster(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		owner, u := e.signedIn("owner@example.id", kajian.RoleUser)
		other, _ := e.signedIn("other@example.id", kajian.RoleUser)
		res := owner.upload("/api/v1/posters?kind=regular", "poster.png", "image/png", pngBytesOf(t, gradientPicture(600, 800)))
		var up posterUploadDTO
		unmarshalBody(t, res, &up)
		if res.status != 201 || !strings.HasPrefix(up.Key, u.ID+"/regular/") {
			t.Fatalf("upload: %d %s", res.status, res.body)
		}
		// Another user cannot attach it to their session.
		wantAPIError(t, other.do("POST", "/api/v1/postings", withFields(oneOffBody(), map[string]any{"poster_key": up.Key})), 400,
			"Poster tidak ditemukan. Silakan upload ulang poster.")
		wantAPIError(t, owner.do("POST", "/api/v1/postings", withFields(oneOffBody(), map[string]any{"poster_key": u.ID + "/regular/1-abc.jpg"})), 400,
			"Poster tidak ditemukan. Silakan upload ulang poster.")
		k := mustPost(t, owner, withFields(oneOffBody(), map[string]any{"poster_key": up.Key})).Kajian
		if k.Poster == nil || k.Poster.Original != "/media/"+up.Key {
			t.Fatalf("poster of the session: %+v", k.Poster)
		}
		// Removing it from the form while the session shows it keeps the file
		// until the session is saved without it.
		res = owner.do("DELETE", "/api/v1/posters/"+up.Key, nil)
		if res.status != 200 || strings.Contains(string(res.body), `"deleted":true`) {
			t.Fatalf("delete a poster in use: %d %s", res.status, res.body)
		}
		if e.newClient().do("GET", "/media/"+up.Key, nil).status != 200 {
			t.Fatal("poster in use was deleted")
		}
		// A new poster replaces it: the old files go.
		res = owner.upload("/api/v1/posters", "baru.png", "image/png", pngBytesOf(t, gradientPicture(400, 400)))
		var up2 posterUploadDTO
		unmarshalBody(t, res, &up2)
		res = owner.do("PUT", "/api/v1/postings/regular/"+k.Slug, withFields(oneOffBody(), map[string]any{"poster_key": up2.Key}))
		if res.status != 200 {
			t.Fatalf("replace poster: %d %s", res.status, res.body)
		}
		for _, key := range []string{up.Key, strings.TrimPrefix(up.Poster.Card, "/media/")} {
			if st := e.newClient().do("GET", "/media/"+key, nil).status; st != 404 {
				t.Errorf("replaced poster file %s: %d", key, st)
			}
		}
		// Deleting the session deletes its poster.
		if res := owner.do("DELETE", "/api/v1/postings/regular/"+k.Slug, nil); res.status != 200 {
			t.Fatalf("delete: %d %s", res.status, res.body)
		}
		if st := e.newClient().do("GET", "/media/"+up2.Key, nil).status; st != 404 {
			t.Errorf("poster of a deleted session: %d", st)
		}
		if res.status != http.StatusOK {
			t.Fatal(res.status)
		}
	})
}

// Text that disguises itself (controls, bidi overrides) is stripped before
// it is stored, and a date far outside the calendar anyone plans for is
// refused, holidays included.
func TestPostingCleansTextAndBoundsDates(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		c, _ := e.signedIn("fulan@example.id", kajian.RoleUser)
		b := oneOffBody()
		b["title"] = "Kajian \u202Egnp.exe\u202C Tafsir\x07"
		b["description"] = "Baris satu\r\nBaris dua\x1b" // NUL is refused before (text_input_test.go)
		res := c.do("POST", "/api/v1/postings", b)
		if res.status != http.StatusCreated {
			t.Fatalf("create: %d %s", res.status, res.body)
		}
		var saved postingSavedDTO
		unmarshalBody(t, res, &saved)
		if saved.Kajian.Title != "Kajian gnp.exe Tafsir" || saved.Kajian.Description == nil || *saved.Kajian.Description != "Baris satu\nBaris dua" {
			t.Fatalf("stored %q %v", saved.Kajian.Title, saved.Kajian.Description)
		}
		for _, date := range []string{"9999-12-31", "0001-01-01"} {
			b := oneOffBody()
			b["date"] = date
			res := c.do("POST", "/api/v1/postings", b)
			if _, field, msg := apiErrorOf(t, res); res.status != http.StatusBadRequest || field != "date" || msg != kajian.MsgDateOutOfRange {
				t.Errorf("date %s: %d %s", date, res.status, res.body)
			}
		}
		w := weeklyBody()
		w["holidays"] = []map[string]any{{"date": "9999-12-31", "reason": ""}}
		if res := c.do("POST", "/api/v1/postings", w); res.status != http.StatusBadRequest {
			t.Errorf("a holiday in 9999: %d %s", res.status, res.body)
		}
	})
}

// A holiday's reason is public text: added to or changed on an active
// weekly session by its creator, the session waits for approval again, as
// after any other edit (it used to be published at once, a moderation
// bypass). An admin's holiday keeps it active.
func TestHolidayOnActiveWeeklyGoesThroughApproval(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		ctx := context.Background()
		owner, _ := e.signedIn("owner@example.id", kajian.RoleUser)
		admin, _ := e.signedIn("admin@example.id", kajian.RoleAdmin)
		w := mustPost(t, owner, weeklyBody()).Kajian
		path := "/api/v1/postings/recurring/" + w.Slug + "/holidays"
		approve := func() {
			t.Helper()
			if res := admin.do("POST", "/api/v1/admin/approvals/recurring/"+w.ID+"/approve", nil); res.status != 200 {
				t.Fatalf("approve: %d %s", res.status, res.body)
			}
		}
		status := func() kajian.Status {
			t.Helper()
			got, err := e.db.FindSession(ctx, kajian.Recurring, w.ID)
			if err != nil {
				t.Fatal(err)
			}
			return got.Status
		}
		var saved struct {
			Holiday struct{ ID string }
			Message string
		}

		approve()
		res := owner.do("POST", path, map[string]any{"date": "2026-12-10", "reason": "Kunjungi situs judi kami"})
		unmarshalBody(t, res, &saved)
		if res.status != 201 || saved.Message != "Kajian rutin berhasil diperbarui dan menunggu persetujuan admin!" || status() != kajian.StatusPending {
			t.Fatalf("owner's holiday on an active session: %d %s, status %s", res.status, res.body, status())
		}

		approve()
		res = owner.do("PUT", path+"/"+saved.Holiday.ID, map[string]any{"date": "2026-12-10", "reason": "Teks lain"})
		if res.status != 200 || status() != kajian.StatusPending {
			t.Fatalf("owner's holiday change on an active session: %d %s, status %s", res.status, res.body, status())
		}

		approve()
		res = admin.do("POST", path, map[string]any{"date": "2026-12-17", "reason": "Ustadz safar"})
		unmarshalBody(t, res, &saved)
		if res.status != 201 || saved.Message != "Kajian rutin berhasil diperbarui!" || status() != kajian.StatusActive {
			t.Fatalf("admin's holiday: %d %s, status %s", res.status, res.body, status())
		}
	})
}
