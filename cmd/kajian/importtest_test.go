package main

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/safefetch"
)

// The browser tests' setting opens one local server to one .test name, and nothing else.
func TestTestCalendarFetcherOpensOneLocalServerOnly(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		fmt.Fprint(w, "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n")
	}))
	t.Cleanup(srv.Close)
	local := strings.TrimPrefix(srv.URL, "http://")
	for _, bad := range []string{"kalender.test=10.0.0.1:80", "kalender.id=" + local, "kalender.test", "kalender.test=" + strings.Split(local, ":")[0]} {
		if _, err := testCalendarFetcher(bad); err == nil {
			t.Errorf("%q was accepted", bad)
		}
	}
	f, err := testCalendarFetcher("kalender-masjid.test=" + local)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	res, err := f.Get(ctx, "http://kalender-masjid.test/jadwal.ics", safefetch.Validators{})
	if err != nil || !strings.HasPrefix(string(res.Body), "BEGIN:VCALENDAR") {
		t.Fatalf("the test name: %v", err)
	}
	for _, u := range []string{srv.URL + "/jadwal.ics", "http://localhost:" + strings.Split(local, ":")[1] + "/jadwal.ics", "http://[::1]/x"} {
		if _, err := f.Get(ctx, u, safefetch.Validators{}); !errors.Is(err, safefetch.ErrPrivate) {
			t.Errorf("%s: %v, want refused as private", u, err)
		}
	}
}
