package server

import (
	"net/http"
	"net/http/httptest"
	"regexp"
	"strconv"
	"strings"
	"testing"

	qrcode "github.com/skip2/go-qrcode"
)

// Only a masjid's widget may be framed by other sites; every other path keeps
// frame-ancestors 'none' and X-Frame-Options DENY, near misses included.
func TestOnlyTheMasjidWidgetMayBeFramed(t *testing.T) {
	h := securityHeaders(false, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	for path, framable := range map[string]bool{
		"/masjid/masjid-al-ikhlas-bandung/embed": true,
		"/masjid/x/embed":                        true,
		"/masjid/x":                              false,
		"/masjid/x/tv":                           false,
		"/masjid/x/embed/":                       false,
		"/masjid/x/embed/more":                   false,
		"/masjid//embed":                         false,
		"/masjid/embed":                          false,
		"/kajian/x/embed":                        false,
		"/api/v1/masjid/x/embed":                 false,
		"/masjid/x/qr.svg":                       false,
		"/":                                      false,
	} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		csp, xfo := rec.Header().Get("Content-Security-Policy"), rec.Header().Get("X-Frame-Options")
		if framable {
			if !strings.Contains(csp, "frame-ancestors *") || strings.Contains(csp, "frame-ancestors 'none'") || xfo != "" {
				t.Errorf("%s: CSP %q, X-Frame-Options %q", path, csp, xfo)
			}
			if !strings.Contains(csp, "default-src 'none'") || strings.Contains(csp, "script-src") {
				t.Errorf("%s: the widget may load nothing but its styles: %q", path, csp)
			}
		} else if !strings.Contains(csp, "frame-ancestors 'none'") || xfo != "DENY" {
			t.Errorf("%s: CSP %q, X-Frame-Options %q", path, csp, xfo)
		}
	}
	if hasViewer("/masjid/x/embed") || !hasViewer("/masjid/x") {
		t.Error("the widget must not read the session (it would renew its cookie)")
	}
}

var qrRect = regexp.MustCompile(`M(\d+) (\d+)h(\d+)v1h-(\d+)z`)

// The SVG draws exactly the library's modules, quiet zone included.
func TestQRSVG(t *testing.T) {
	link := "https://kajiankita.id/masjid/masjid-al-ikhlas-bandung"
	svg, err := qrSVG(link)
	if err != nil {
		t.Fatal(err)
	}
	q, _ := qrcode.New(link, qrcode.Medium)
	want := q.Bitmap()
	n := len(want)
	if !strings.HasPrefix(string(svg), `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 `+strconv.Itoa(n)+" "+strconv.Itoa(n)+`"`) {
		t.Fatalf("head: %.120s", svg)
	}
	got := make([][]bool, n)
	for i := range got {
		got[i] = make([]bool, n)
	}
	for _, m := range qrRect.FindAllStringSubmatch(string(svg), -1) {
		x, _ := strconv.Atoi(m[1])
		y, _ := strconv.Atoi(m[2])
		w, _ := strconv.Atoi(m[3])
		if m[3] != m[4] {
			t.Fatalf("open rectangle %q", m[0])
		}
		for i := x; i < x+w; i++ {
			got[y][i] = true
		}
	}
	for y := range want {
		for x := range want[y] {
			if got[y][x] != want[y][x] {
				t.Fatalf("module %d,%d: %v, want %v", x, y, got[y][x], want[y][x])
			}
		}
	}
	if len(svg) > 8000 {
		t.Errorf("QR SVG is %d bytes", len(svg))
	}
}
