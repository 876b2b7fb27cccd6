package server

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/safefetch"
)

// calendarHost is the name test servers' calendars are imported from; the fake resolver answers
// it with calendarAddr, a public address the fake dialer turns into a local server, so that no
// test connects beyond loopback.
const calendarHost = "kalender.masjid-alikhlas.id"

var calendarAddr = netip.MustParseAddr("93.184.216.34")

// calendarFetcher is the guarded client of a test server: calfeed's real-world calendar files
// (Google, Outlook, Apple, …) at http://kalender.masjid-alikhlas.id/<name>.ics, an HTML page at
// /jadwal.html, and intranet.masjid-alikhlas.id resolving inside the network.
func calendarFetcher(t *testing.T) *safefetch.Client {
	mux := http.NewServeMux()
	mux.Handle("/", http.FileServer(http.Dir("../calfeed/testdata/import")))
	mux.HandleFunc("/jadwal.html", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		_, _ = w.Write([]byte("<!doctype html><title>Jadwal Kajian</title>"))
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	hosts := map[string][]netip.Addr{calendarHost: {calendarAddr}, "intranet.masjid-alikhlas.id": {netip.MustParseAddr("10.1.2.3")}}
	return safefetch.New(safefetch.Config{
		Resolve: func(_ context.Context, host string) ([]netip.Addr, error) {
			if a, ok := hosts[host]; ok {
				return a, nil
			}
			return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
		},
		Dial: func(ctx context.Context, network, addr string) (net.Conn, error) {
			if ap, err := netip.ParseAddrPort(addr); err != nil || ap.Addr() != calendarAddr {
				t.Errorf("the guard let a dial to %s through", addr)
				return nil, errors.New("forbidden dial")
			}
			return (&net.Dialer{}).DialContext(ctx, network, srv.Listener.Addr().String())
		},
	})
}

// addCalendar adds the test server's calendar file as c's source and returns its id and its
// first draft's.
func addCalendar(t *testing.T, c *client, file string) (source, draft string) {
	t.Helper()
	res := c.do("POST", "/api/v1/calendar-sources", map[string]string{"url": "http://" + calendarHost + file})
	if res.status != http.StatusCreated {
		t.Fatalf("add calendar: %d %s", res.status, res.body)
	}
	src, _ := res.json(t)["source"].(map[string]any)
	source, _ = src["id"].(string)
	detail := c.do("GET", "/api/v1/calendar-sources/"+source, nil).json(t)
	events, _ := detail["events"].([]any)
	if len(events) == 0 {
		t.Fatalf("no drafts: %v", detail)
	}
	draft, _ = events[0].(map[string]any)["id"].(string)
	return source, draft
}

func TestCalendarSourcesOverHTTP(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		admin, _ := e.signedIn("admin@example.id", kajian.RoleAdmin)
		other, _ := e.signedIn("admin2@example.id", kajian.RoleAdmin)
		res := admin.do("POST", "/api/v1/calendar-sources", map[string]string{"url": "webcal://" + calendarHost + "/google.ics"})
		// webcal means https, which this test server does not speak: the failure is said in Indonesian.
		if res.status != http.StatusBadRequest || !strings.Contains(string(res.body), "Server kalender tidak dapat dihubungi") {
			t.Fatalf("webcal to an http-only host: %d %s", res.status, res.body)
		}
		res = admin.do("POST", "/api/v1/calendar-sources", map[string]string{"url": "http://" + calendarHost + "/google.ics"})
		if res.status != http.StatusCreated {
			t.Fatalf("add: %d %s", res.status, res.body)
		}
		body := res.json(t)
		src, _ := body["source"].(map[string]any)
		id, _ := src["id"].(string)
		if body["message"] != "Kalender berhasil ditambahkan: 4 draf kajian siap diperiksa" || src["name"] != "Kajian Masjid Al-Ikhlas Tebet" ||
			src["drafts"] != 4.0 || src["last_error"] != nil {
			t.Fatalf("added %v", body)
		}
		list, _ := admin.do("GET", "/api/v1/calendar-sources", nil).json(t)["sources"].([]any)
		if len(list) != 1 {
			t.Fatalf("list %v", list)
		}
		detail := admin.do("GET", "/api/v1/calendar-sources/"+id, nil).json(t)
		events, _ := detail["events"].([]any)
		var tabligh, allDay map[string]any
		for _, ev := range events {
			ev := ev.(map[string]any)
			x := ev["extraction"].(map[string]any)
			switch {
			case strings.HasPrefix(x["title"].(string), "Tabligh"):
				tabligh = ev
			case strings.HasPrefix(x["title"].(string), "Daurah"):
				allDay = ev
			}
		}
		if tabligh == nil || allDay == nil {
			t.Fatalf("events %v", events)
		}
		if x := allDay["extraction"].(map[string]any); x["time"] != "" || !strings.Contains(strings.Join(strs(allDay["missing"]), ","), "Waktu") {
			t.Errorf("all-day draft %v", allDay)
		}
		if r := other.do("GET", "/api/v1/calendar-sources/"+id, nil); r.status != http.StatusNotFound || r.errorCode(t) != "calendar_source_not_found" {
			t.Errorf("another's source: %d %s", r.status, r.body)
		}
		x := tabligh["extraction"].(map[string]any)
		post := map[string]any{"kajian_type": "regular", "title": x["title"], "date": x["date"], "time": x["time"],
			"timezone_region": "WIB", "location": x["location"], "address": x["address"],
			"speakers": []map[string]any{{"name": "Ustadz Firanda Andirja", "is_main_speaker": true, "speaker_order": 1}}}
		path := "/api/v1/calendar-sources/" + id + "/drafts/" + tabligh["id"].(string) + "/post"
		if r := other.do("POST", path, post); r.status != http.StatusNotFound {
			t.Errorf("posting another's draft: %d %s", r.status, r.body)
		}
		r := admin.do("POST", path, post)
		if r.status != http.StatusCreated || r.json(t)["message"] != "Kajian berhasil dibuat dan langsung dipublikasikan!" {
			t.Fatalf("post draft: %d %s", r.status, r.body)
		}
		if r := admin.do("POST", path, post); r.status != http.StatusConflict || r.errorCode(t) != "calendar_draft_done" {
			t.Errorf("posted twice: %d %s", r.status, r.body)
		}
		r = admin.do("POST", "/api/v1/calendar-sources/"+id+"/refresh", nil)
		if r.status != http.StatusOK || r.json(t)["message"] != "Kalender berhasil diperbarui" {
			t.Errorf("refresh: %d %s", r.status, r.body)
		}
		src, _ = r.json(t)["source"].(map[string]any)
		if src["posted"] != 1.0 || src["drafts"] != 3.0 {
			t.Errorf("after refresh %v", src)
		}
	})
}

func strs(v any) []string {
	var out []string
	list, _ := v.([]any)
	for _, s := range list {
		str, _ := s.(string)
		out = append(out, str)
	}
	return out
}

// An address inside the network or an answer that is not a calendar is refused on the field in
// Indonesian, and nothing is stored.
func TestCalendarSourceBadInput(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		admin, _ := e.signedIn("admin@example.id", kajian.RoleAdmin)
		for _, c := range []struct{ url, msg string }{
			{"http://127.0.0.1:8080/kalender.ics", "Alamat kalender tidak boleh menuju jaringan lokal atau pribadi"},
			{"http://169.254.169.254/latest/meta-data/", "Alamat kalender tidak boleh menuju jaringan lokal atau pribadi"},
			{"http://[::1]/kalender.ics", "Alamat kalender tidak boleh menuju jaringan lokal atau pribadi"},
			{"http://intranet.masjid-alikhlas.id/kalender.ics", "Alamat kalender tidak boleh menuju jaringan lokal atau pribadi"},
			{"http://" + calendarHost + "/jadwal.html", "Alamat itu bukan kalender (iCal)"},
			{"", "Alamat kalender (iCal) harus diisi"},
		} {
			res := admin.do("POST", "/api/v1/calendar-sources", map[string]string{"url": c.url})
			errBody, _ := res.json(t)["error"].(map[string]any)
			if res.status != http.StatusBadRequest || errBody["message"] != c.msg || errBody["field"] != "url" {
				t.Errorf("%q: %d %s", c.url, res.status, res.body)
			}
		}
		if list, _ := admin.do("GET", "/api/v1/calendar-sources", nil).json(t)["sources"].([]any); len(list) != 0 {
			t.Errorf("stored %v", list)
		}
	})
}
