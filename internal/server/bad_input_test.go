package server

import (
	"bytes"
	"net/http"
	"slices"
	"strings"
	"testing"
)

// badBodies is the corpus every write endpoint must answer without a server
// error: broken and hostile JSON, wrong types, absurd numbers, invalid UTF-8,
// control characters, a body over the limit. The malformed ones (see
// malformed) must be refused outright.
var badBodies = map[string][]byte{
	"empty":          nil,
	"not json":       []byte("judul=kajian"),
	"truncated":      []byte(`{"title": "Kajian`),
	"array":          []byte(`[1, 2, 3]`),
	"null":           []byte(`null`),
	"two objects":    []byte(`{} {}`),
	"wrong types":    []byte(`{"title": 7, "date": true, "day_of_week": "Kamis", "speakers": "Ustadz", "tags": {"a": 1}, "status": 9}`),
	"absurd numbers": []byte(`{"day_of_week": 1e308, "latitude": -1e309, "page": 99999999999999999999, "is_favorite": 1}`),
	"invalid utf-8":  []byte("{\"title\": \"\xff\xfe\xfd\", \"notes\": \"\xc3\x28\", \"subject\": \"\xed\xa0\x80\"}"),
	"controls":       []byte("{\"title\": \"a\\u0000b\\u202e\", \"message\": \"\\u0007\", \"reason\": \"\\u0000\"}"),
	"deeply nested":  []byte(strings.Repeat(`{"a":`, 20000) + "1" + strings.Repeat("}", 20000)),
	"over the limit": append(append([]byte(`{"notes": "`), bytes.Repeat([]byte("a"), 3<<20)...), '"', '}'),
	"huge string":    []byte(`{"title": "` + strings.Repeat("ﷺ", 100_000) + `"}`),
	"unknown fields": []byte(`{"__proto__": {"admin": true}, "role": "admin", "created_by": "x"}`),
}

// malformed are the bodies that are not one JSON object within the limit:
// every route that reads a body refuses them with 400 or 413.
var malformed = []string{"empty", "not json", "truncated", "array", "two objects", "deeply nested", "over the limit"}

// TestWriteEndpointsRefuseBadInputCleanly sends the corpus to every write
// route that reads a body (the abuse corpus's rows say which), as a role the
// route lets through, on both databases: a malformed body is refused with a
// clear answer and nothing is ever a server error (5xx other than an
// unconfigured provider's 503: Google sign-in, Web Push).
func TestWriteEndpointsRefuseBadInputCleanly(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		m := &matrixFixture{sessionFixture: f}
		m.note = writeNote(t, f.creatorC, noteBody(f, nil)).Note.ID
		m.feedback = sendFeedback(t, f.visitor, map[string]any{"subject": "Korpus", "message": "Uji masukan"})
		m.holiday = "00000000-0000-4000-8000-000000000000"
		m.poster = f.creator.ID + "/regular/tidak-ada.png"
		m.calendar, m.draft = addCalendar(t, f.admC, "/google.ics")
		m.masjid, m.claim = addMasjidClaim(t, e, f.creator.ID)
		for _, pattern := range e.patterns() {
			method, _, _ := strings.Cut(pattern, " ")
			row, corpus := authzMatrix[pattern], abuseCorpus[pattern]
			if (method != http.MethodPost && method != http.MethodPut) || corpus.noBodies != "" {
				continue
			}
			c := f.creatorC
			if row.access == adminOnly || row.access == trusted {
				c = f.admC
			}
			for name, body := range badBodies {
				res := c.do(method, row.path(m), body, "Content-Type", "application/json")
				unconfigured := res.status == http.StatusServiceUnavailable && (strings.Contains(pattern, "/google/") || strings.Contains(pattern, "/push/"))
				switch {
				case res.status >= 500 && !unconfigured:
					t.Errorf("%s with %s: %d %.200s", pattern, name, res.status, res.body)
				case slices.Contains(malformed, name) && !unconfigured && res.status != http.StatusBadRequest && res.status != http.StatusRequestEntityTooLarge:
					t.Errorf("%s with %s: %d %.200s, want 400 or 413", pattern, name, res.status, res.body)
				}
			}
		}
	})
}
