package server

import (
	"net/http"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// What PostgreSQL cannot store as text (NUL, invalid UTF-8) in a path, a
// query parameter or a JSON field is refused with 400 and one Indonesian
// message where the request comes in, on both databases alike; PostgreSQL
// used to answer 500 where SQLite answered 200.
func TestInvalidTextIsRefusedAlikeOnBothDatabases(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		for _, path := range []string{
			"/api/v1/kajian/a%00b", "/api/v1/kajian/%ff%fe", "/kajian/a%00b", "/kajian-rutin/%c3%28",
			"/api/v1/kajian?q=a%00b", "/api/v1/kajian?q=%ff", "/api/v1/journal/public?tag=%00", "/api/v1/journal/public?tag=%ed%a0%80",
			"/api/v1/journal?q=%00", "/catatan?tag=%ff", "/api/v1/kajian?%00=1",
		} {
			res := f.creatorC.do("GET", path, nil)
			if res.status != http.StatusBadRequest || !strings.Contains(string(res.body), kajian.ErrInvalidText.Message) {
				t.Errorf("GET %s: %d %.200s", path, res.status, res.body)
			}
		}
		for _, body := range []string{
			`{"kajian_id": "x", "attendance_date": "2026-11-24", "notes": "<p>a\u0000b</p>"}`,
			`{"kajian_id": "x", "attendance_date": "2026-11-24", "notes": "<p>ilmu</p>", "tags": ["a\u0000"]}`,
			"{\"kajian_id\": \"x\", \"attendance_date\": \"2026-11-24\", \"notes\": \"<p>\xff\xfe</p>\"}",
			`{"kajian_id": "x", "attendance_date": "2026-11-24", "notes": "<p>ilmu</p>", "client_key": "k\u0000"}`,
		} {
			res := f.creatorC.do("POST", "/api/v1/journal", []byte(body), "Content-Type", "application/json")
			if res.status != http.StatusBadRequest || apiError(t, res).Message != kajian.ErrInvalidText.Message {
				t.Errorf("POST %s: %d %.200s", body, res.status, res.body)
			}
		}
		res := f.creatorC.do("POST", "/api/v1/follows", []byte(`{"kind": "ustadz", "name": "Fau\u0000zan"}`), "Content-Type", "application/json")
		if res.status != http.StatusBadRequest {
			t.Errorf("follow with NUL: %d %s", res.status, res.body)
		}
		// Ordinary text, Arabic and escaped characters included, still goes through.
		if res := f.creatorC.do("GET", "/api/v1/kajian?q=%D8%B9%D9%84%D9%85%20tafsir", nil); res.status != http.StatusOK {
			t.Errorf("search in Arabic: %d %s", res.status, res.body)
		}
	})
}

// Notes, tags, the save's client key and a follow's name are cleaned as
// session titles are (kajian.CleanText): no control characters (ESC, C1),
// no right-to-left overrides, no line or paragraph separators, whether sent
// as characters or as HTML character references.
func TestUserTextIsCleanedEverywhere(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		body := noteBody(f, map[string]any{
			"notes":      "<p>Ilmu\u001b[31m \u202Eabc &#x202E;def\u2028 &#x1b;x\u0085</p>",
			"tags":       []string{"taf\u202Esir", "\u001b[0mfiqih\u2029", "tafsir"},
			"client_key": "draf-\u001b1",
		})
		n := writeNote(t, f.creatorC, body).Note
		for _, s := range append([]string{n.Notes, n.NotesText}, n.Tags...) {
			if strings.ContainsAny(s, "\u001b\u202E\u2028\u2029\u0085") {
				t.Errorf("kept a control or override: %q", s)
			}
		}
		if n.NotesText != "Ilmu[31m abc def x" || strings.Join(n.Tags, ",") != "tafsir,[0mfiqih" {
			t.Errorf("note %q, tags %q", n.NotesText, n.Tags)
		}
		// The cleaned key is the key: the same save sent again is the same note.
		again := f.creatorC.do("POST", "/api/v1/journal", noteBody(f, map[string]any{"client_key": "draf-1"}))
		var a savedNote
		decodeInto(t, again, &a)
		if again.status != http.StatusOK || a.Note.ID != n.ID {
			t.Errorf("the cleaned key names another save: %d %s", again.status, again.body)
		}
		var out followAdded
		decodeInto(t, f.creatorC.do("POST", "/api/v1/follows", map[string]any{"kind": "ustadz", "name": "Ust. \u202EFauzan\u001b\u2028 Lc."}), &out)
		if out.Follow.Label != "Ust. Fauzan Lc." {
			t.Errorf("follow label %q", out.Follow.Label)
		}
	})
}
