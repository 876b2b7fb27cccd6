package server

import (
	"net/http"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// noteBody is a valid new note about the fixture's one-off session.
func noteBody(f *sessionFixture, changes map[string]any) map[string]any {
	b := map[string]any{"kajian_id": f.oneOff.ID, "attendance_date": "2026-11-24",
		"notes": `<p>Empat <strong>fitnah</strong>:</p><ul><li><p>agama</p></li></ul><p><a href="https://kajiankita.id">sumber</a></p>`,
		"tags":  []string{"tafsir", "al-kahfi"}, "visibility": "private"}
	for k, v := range changes {
		if v == nil {
			delete(b, k)
		} else {
			b[k] = v
		}
	}
	return b
}

type savedNote struct {
	Note struct {
		ID         string   `json:"id"`
		Notes      string   `json:"notes"`
		NotesText  string   `json:"notes_text"`
		Visibility string   `json:"visibility"`
		IsFavorite bool     `json:"is_favorite"`
		Tags       []string `json:"tags"`
	} `json:"note"`
	Message string `json:"message"`
}

func writeNote(t *testing.T, c *client, body map[string]any) savedNote {
	t.Helper()
	res := c.do("POST", "/api/v1/journal", body)
	if res.status != http.StatusCreated {
		t.Fatalf("create note: %d %s", res.status, res.body)
	}
	var n savedNote
	decodeInto(t, res, &n)
	return n
}

// Notes belong to their author: every verb on another user's note answers
// 404 as if it did not exist, a visitor is asked to sign in, and an admin
// is another user here (moderation has its own endpoint, for public notes).
func TestJournalBelongsToItsAuthor(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		note := writeNote(t, f.creatorC, noteBody(f, nil)).Note
		p := "/api/v1/journal/" + note.ID
		calls := []struct {
			method, path string
			body         any
		}{
			{"GET", p, nil},
			{"PUT", p, noteBody(f, map[string]any{"notes": "<p>diubah</p>"})},
			{"PUT", p + "/visibility", map[string]any{"visibility": "public"}},
			{"PUT", p + "/favorite", map[string]any{"is_favorite": true}},
			{"DELETE", p, nil},
		}
		for _, c := range calls {
			if res := f.visitor.do(c.method, c.path, c.body); res.status != http.StatusUnauthorized {
				t.Errorf("visitor %s %s: %d %s", c.method, c.path, res.status, res.body)
			}
			for who, other := range map[string]*client{"another user": f.otherC, "an admin": f.admC} {
				res := other.do(c.method, c.path, c.body)
				if res.status != http.StatusNotFound || res.errorCode(t) != "note_not_found" {
					t.Errorf("%s %s %s: %d %s", who, c.method, c.path, res.status, res.body)
				}
			}
		}
		for _, path := range []string{"/api/v1/journal", "/api/v1/journal/sessions", "/api/v1/journal/export"} {
			if res := f.visitor.do("GET", path, nil); res.status != http.StatusUnauthorized {
				t.Errorf("visitor GET %s: %d", path, res.status)
			}
		}
		if res := f.visitor.do("POST", "/api/v1/journal", noteBody(f, nil)); res.status != http.StatusUnauthorized ||
			apiError(t, res).Message != "Anda harus login terlebih dahulu" {
			t.Errorf("visitor create: %d %s", res.status, res.body)
		}
		// Nothing the others tried changed the note; its author does all of it.
		got := f.creatorC.do("GET", p, nil).json(t)
		if got["visibility"] != "private" || got["is_favorite"] != false {
			t.Fatalf("the note changed: %v", got)
		}
		for _, c := range calls {
			if res := f.creatorC.do(c.method, c.path, c.body); res.status != http.StatusOK {
				t.Errorf("author %s %s: %d %s", c.method, c.path, res.status, res.body)
			}
		}
		if res := f.creatorC.do("GET", p, nil); res.status != http.StatusNotFound {
			t.Fatalf("deleted note: %d", res.status)
		}
	})
}

// A private note is in no public list; made public it is in all of them at
// once, and made private it leaves them at once.
func TestPublicListsHoldOnlyPublicNotes(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		note := writeNote(t, f.creatorC, noteBody(f, nil)).Note
		lists := []string{"/api/v1/public-journals", "/api/v1/profiles/" + f.creator.ID + "/notes", apiPath(f.oneOff) + "/notes"}
		count := func(c *client, path string) int {
			t.Helper()
			var page struct {
				Total int `json:"total"`
			}
			decodeInto(t, c.do("GET", path, nil), &page)
			return page.Total
		}
		for _, l := range lists {
			if n := count(f.visitor, l); n != 0 {
				t.Errorf("%s lists a private note: %d", l, n)
			}
		}
		if n := count(f.admC, "/api/v1/admin/journals"); n != 0 {
			t.Errorf("the admin list shows a private note")
		}
		res := f.creatorC.do("PUT", "/api/v1/journal/"+note.ID+"/visibility", map[string]any{"visibility": "public"})
		if res.status != 200 || res.json(t)["message"] != "Catatan diubah menjadi publik" {
			t.Fatalf("make public: %d %s", res.status, res.body)
		}
		for _, l := range lists {
			if n := count(f.visitor, l); n != 1 {
				t.Errorf("%s after making it public: %d", l, n)
			}
		}
		f.creatorC.do("PUT", "/api/v1/journal/"+note.ID+"/visibility", map[string]any{"visibility": "private"})
		for _, l := range append(lists, "/api/v1/admin/journals") {
			c := f.visitor
			if strings.Contains(l, "admin") {
				c = f.admC
			}
			if n := count(c, l); n != 0 {
				t.Errorf("%s after making it private again: %d", l, n)
			}
		}
	})
}

// Note HTML keeps only the editor's vocabulary on the server; its plain text
// is stored beside it.
func TestNotesAreSanitisedWhenWritten(t *testing.T) {
	e := newEnv(t, "sqlite")
	f := newSessionFixture(t, e)
	payload := `<p onclick="alert(1)">Ilmu <script>alert(2)</script><img src=x onerror=alert(3)>` +
		`<a href="javascript:alert(4)">x</a><svg onload=alert(5)></svg><style>p{}</style></p>`
	n := writeNote(t, f.creatorC, noteBody(f, map[string]any{"notes": payload})).Note
	low := strings.ToLower(n.Notes)
	for _, bad := range []string{"onclick", "<script", "onerror", "javascript:", "<svg", "<style", "<img"} {
		if strings.Contains(low, bad) {
			t.Errorf("stored note keeps %q: %s", bad, n.Notes)
		}
	}
	if !strings.HasPrefix(n.Notes, "<p>Ilmu ") || !strings.Contains(n.NotesText, "Ilmu") {
		t.Errorf("note %q text %q", n.Notes, n.NotesText)
	}
	// Only markup: nothing is left to say, as with empty notes.
	res := f.creatorC.do("POST", "/api/v1/journal", noteBody(f, map[string]any{"notes": "<script>alert(1)</script><p> </p>"}))
	if res.status != 400 || apiError(t, res).Message != kajian.MsgNoteRequired {
		t.Fatalf("empty after sanitising: %d %s", res.status, res.body)
	}
}

// The form's checks in order, the limits, and the session rules.
func TestNoteValidation(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		long := strings.Repeat("<p>"+strings.Repeat("a", 1000)+"</p>", 110)
		many := make([]string, 21)
		for i := range many {
			many[i] = strings.Repeat("t", i+1)
		}
		for _, c := range []struct {
			name    string
			changes map[string]any
			status  int
			message string
		}{
			{"empty notes first", map[string]any{"notes": " ", "kajian_id": nil, "attendance_date": ""}, 400, "Catatan harus diisi"},
			{"no session", map[string]any{"kajian_id": nil}, 400, "Pilih kajian terlebih dahulu"},
			{"no date", map[string]any{"attendance_date": ""}, 400, "Tanggal kehadiran harus diisi"},
			{"both sessions", map[string]any{"recurring_kajian_id": f.weekly.ID}, 400, "Pilih satu kajian saja"},
			{"a pending session", map[string]any{"kajian_id": f.pending.ID}, 400, "Kajian tidak ditemukan atau belum disetujui"},
			{"an unknown session", map[string]any{"kajian_id": "00000000-0000-4000-8000-000000000000"}, 400,
				"Kajian tidak ditemukan atau belum disetujui"},
			{"too long", map[string]any{"notes": long}, 400, "Catatan terlalu panjang (maksimal 100 KB)"},
			{"too many tags", map[string]any{"tags": many}, 400, "Maksimal 20 tag untuk satu catatan"},
			{"a long tag", map[string]any{"tags": []string{strings.Repeat("x", 41)}}, 400, "Tag maksimal 40 karakter"},
			{"two years ahead", map[string]any{"attendance_date": "2028-11-22"}, 400, "Tanggal kehadiran paling lambat satu tahun dari sekarang"},
			{"the year 9999", map[string]any{"attendance_date": "9999-12-31"}, 400, "Tanggal kehadiran paling lambat satu tahun dari sekarang"},
			{"a weekly session", map[string]any{"kajian_id": nil, "recurring_kajian_id": f.weekly.ID}, 201, ""},
		} {
			res := f.creatorC.do("POST", "/api/v1/journal", noteBody(f, c.changes))
			if res.status != c.status || (c.message != "" && apiError(t, res).Message != c.message) {
				t.Errorf("%s: %d %s", c.name, res.status, res.body)
			}
		}
		var page struct {
			Total int `json:"total"`
		}
		decodeInto(t, f.creatorC.do("GET", "/api/v1/journal", nil), &page)
		if page.Total != 1 {
			t.Fatalf("refused notes were stored: %d", page.Total)
		}
	})
}

// A save sent twice with one client key (a retry, the offline queue) makes
// one note.
func TestNoteSavesAreIdempotent(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		body := noteBody(f, map[string]any{"client_key": "draf-7f3a"})
		first := f.creatorC.do("POST", "/api/v1/journal", body)
		again := f.creatorC.do("POST", "/api/v1/journal", body)
		if first.status != 201 || again.status != 200 {
			t.Fatalf("statuses %d then %d: %s", first.status, again.status, again.body)
		}
		var a, b savedNote
		decodeInto(t, first, &a)
		decodeInto(t, again, &b)
		if a.Note.ID == "" || a.Note.ID != b.Note.ID || len(b.Note.Tags) != 2 {
			t.Fatalf("two notes or a different one: %+v %+v", a.Note, b.Note)
		}
		// Another user's same key is theirs alone.
		if res := f.otherC.do("POST", "/api/v1/journal", body); res.status != 201 {
			t.Fatalf("other user's save: %d", res.status)
		}
	})
}

// The own list filters: search, tags (every one), date range, sort,
// favourites and visibility; 9 a page.
func TestJournalListFilters(t *testing.T) {
	e := newEnv(t, "sqlite")
	f := newSessionFixture(t, e)
	a := writeNote(t, f.creatorC, noteBody(f, map[string]any{"attendance_date": "2026-11-10", "tags": []string{"adab", "ilmu"},
		"notes": "<p>Sabar</p>", "is_favorite": true})).Note
	b := writeNote(t, f.creatorC, noteBody(f, map[string]any{"attendance_date": "2026-11-15", "tags": []string{"adab"},
		"notes": "<p>Syukur</p>", "visibility": "public"})).Note
	for range 9 {
		writeNote(t, f.creatorC, noteBody(f, map[string]any{"kajian_id": nil, "recurring_kajian_id": f.weekly.ID, "attendance_date": "2026-11-01"}))
	}
	ids := func(query string) (list []string, total int) {
		var page struct {
			Items []struct {
				ID string `json:"id"`
			} `json:"items"`
			Total int `json:"total"`
		}
		decodeInto(t, f.creatorC.do("GET", "/api/v1/journal"+query, nil), &page)
		for _, it := range page.Items {
			list = append(list, it.ID)
		}
		return list, page.Total
	}
	if l, n := ids(""); len(l) != 9 || n != 11 || l[0] != b.ID {
		t.Errorf("first page: %d of %d, first %v", len(l), n, l)
	}
	if l, _ := ids("?page=2"); len(l) != 2 {
		t.Errorf("second page: %v", l)
	}
	for q, want := range map[string][]string{
		"?q=SABAR":                                     {a.ID},
		"?q=kahfi&tag=adab":                            {b.ID, a.ID},
		"?tag=adab&tag=ilmu":                           {a.ID},
		"?from=2026-11-10&to=2026-11-15":               {b.ID, a.ID},
		"?from=2026-11-10&to=2026-11-15&sort=date_asc": {a.ID, b.ID},
		"?favorite=true":                               {a.ID},
		"?visibility=public":                           {b.ID},
	} {
		if got, _ := ids(q); strings.Join(got, ",") != strings.Join(want, ",") {
			t.Errorf("%s: %v, want %v", q, got, want)
		}
	}
	if res := f.creatorC.do("GET", "/api/v1/journal?sort=acak", nil); res.status != 400 {
		t.Errorf("bad sort: %d", res.status)
	}
}

// The note form offers the sessions the user answered 'hadir' to, else every
// public session.
func TestJournalSessionsPicker(t *testing.T) {
	e := newEnv(t, "sqlite")
	f := newSessionFixture(t, e)
	type offered struct{ ID, Schedule string }
	var picker struct {
		Attended  bool      `json:"attended"`
		Regular   []offered `json:"regular"`
		Recurring []offered `json:"recurring"`
	}
	decodeInto(t, f.otherC.do("GET", "/api/v1/journal/sessions", nil), &picker)
	if picker.Attended || len(picker.Regular) == 0 || len(picker.Recurring) == 0 {
		t.Fatalf("fallback: %+v", picker)
	}
	// Each says when it is held in the pages' words ('Setiap Kamis', a date, a rhythm).
	for _, o := range append(picker.Regular, picker.Recurring...) {
		if o.Schedule == "" {
			t.Errorf("session %s offered without its schedule", o.ID)
		}
	}
	if !strings.HasPrefix(picker.Recurring[0].Schedule, "Setiap ") {
		t.Errorf("a weekly session's schedule: %q", picker.Recurring[0].Schedule)
	}
	for _, r := range picker.Regular {
		if r.ID == f.pending.ID {
			t.Fatalf("the fallback offers a pending session")
		}
	}
	if res := f.otherC.do("PUT", apiPath(f.oneOff)+"/rsvp", map[string]any{"status": "hadir"}); res.status != 200 {
		t.Fatalf("rsvp: %d %s", res.status, res.body)
	}
	decodeInto(t, f.otherC.do("GET", "/api/v1/journal/sessions", nil), &picker)
	if !picker.Attended || len(picker.Regular) != 1 || picker.Regular[0].ID != f.oneOff.ID || len(picker.Recurring) != 0 {
		t.Fatalf("attended: %+v", picker)
	}
}

// 'Unduh catatan saya' is one Markdown file of the user's notes only.
func TestJournalExport(t *testing.T) {
	e := newEnv(t, "sqlite")
	f := newSessionFixture(t, e)
	writeNote(t, f.creatorC, noteBody(f, map[string]any{"tags": []string{"tafsir"}}))
	writeNote(t, f.otherC, noteBody(f, map[string]any{"notes": "<p>Catatan orang lain</p>"}))
	res := f.creatorC.do("GET", "/api/v1/journal/export", nil)
	body := string(res.body)
	if res.status != 200 || !strings.HasPrefix(res.header.Get("Content-Type"), "text/markdown") ||
		!strings.Contains(res.header.Get("Content-Disposition"), "catatan-kajian.md") {
		t.Fatalf("export: %d %v", res.status, res.header)
	}
	for _, want := range []string{"# Catatan Kajian", "## Tafsir Surat Al-Kahfi: Empat Fitnah", "- Ustadz: Ustadz Abdurrahman Hakim, Lc.",
		"- Tanggal: Selasa, 24 November 2026", "- Tag: #tafsir", "Empat **fitnah**", "- agama", "[sumber](https://kajiankita.id)"} {
		if !strings.Contains(body, want) {
			t.Errorf("export lacks %q:\n%s", want, body)
		}
	}
	if strings.Contains(body, "orang lain") || strings.Contains(body, "<p>") {
		t.Errorf("export holds another's note or HTML:\n%s", body)
	}
}

// An admin sees and removes public notes, never private ones; everyone else
// is refused.
func TestAdminModeratesPublicNotes(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		public := writeNote(t, f.creatorC, noteBody(f, map[string]any{"visibility": "public", "tags": []string{"adab"}})).Note
		private := writeNote(t, f.creatorC, noteBody(f, nil)).Note
		for who, c := range map[string]*client{"visitor": f.visitor, "user": f.otherC} {
			want := http.StatusForbidden
			if who == "visitor" {
				want = http.StatusUnauthorized
			}
			if res := c.do("GET", "/api/v1/admin/journals", nil); res.status != want {
				t.Errorf("%s lists: %d", who, res.status)
			}
			if res := c.do("DELETE", "/api/v1/admin/journals/"+public.ID, nil); res.status != want {
				t.Errorf("%s deletes: %d", who, res.status)
			}
		}
		var page struct {
			Total int      `json:"total"`
			Tags  []string `json:"tags"`
		}
		decodeInto(t, f.admC.do("GET", "/api/v1/admin/journals?tag=adab", nil), &page)
		if page.Total != 1 || len(page.Tags) != 1 || page.Tags[0] != "adab" {
			t.Fatalf("admin list: %+v", page)
		}
		if res := f.admC.do("DELETE", "/api/v1/admin/journals/"+private.ID, nil); res.status != 404 {
			t.Fatalf("admin deletes a private note: %d", res.status)
		}
		if res := f.admC.do("DELETE", "/api/v1/admin/journals/"+public.ID, nil); res.status != 200 ||
			res.json(t)["message"] != "Catatan berhasil dihapus" {
			t.Fatalf("admin deletes a public note: %d %s", res.status, res.body)
		}
		if res := f.creatorC.do("GET", "/api/v1/journal/"+private.ID, nil); res.status != 200 {
			t.Fatalf("the private note was touched: %d", res.status)
		}
	})
}
