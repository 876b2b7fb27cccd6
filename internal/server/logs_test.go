package server

import (
	"log/slog"
	"net/http"
	"strings"
	"testing"
)

// What is logged with a request's context, here the panic and the request's
// own line, carries the request's id, the one its answer names.
func TestLogsCarryTheRequestID(t *testing.T) {
	var buf strings.Builder
	old := slog.Default()
	slog.SetDefault(slog.New(LogHandler(slog.NewTextHandler(&buf, nil))))
	t.Cleanup(func() { slog.SetDefault(old) })
	h := observe(newMetrics(), http.HandlerFunc(func(http.ResponseWriter, *http.Request) { panic("boom") }))
	rec := &recorder{header: http.Header{}}
	req, _ := http.NewRequest("GET", "/api/v1/x", nil)
	h.ServeHTTP(rec, req)
	id := rec.header.Get("X-Request-Id")
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if id == "" || len(lines) < 2 {
		t.Fatalf("id %q, log:\n%s", id, buf.String())
	}
	for _, l := range lines {
		if !strings.Contains(l, "request_id="+id) {
			t.Errorf("log line without the request id %s: %s", id, l)
		}
	}
}

// A personal calendar feed's path is its secret: the request log leaves it out.
func TestLogsLeaveOutFeedSecrets(t *testing.T) {
	var buf strings.Builder
	old := slog.Default()
	slog.SetDefault(slog.New(LogHandler(slog.NewTextHandler(&buf, nil))))
	t.Cleanup(func() { slog.SetDefault(old) })
	h := observe(newMetrics(), http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(404) }))
	req, _ := http.NewRequest("GET", "/feeds/saya/rahasiasekali.ics", nil)
	h.ServeHTTP(&recorder{header: http.Header{}}, req)
	if strings.Contains(buf.String(), "rahasiasekali") || !strings.Contains(buf.String(), "/feeds/saya/…") {
		t.Errorf("log:\n%s", buf.String())
	}
}
