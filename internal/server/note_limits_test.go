package server

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// One author writes at most 30 new notes an hour, counted in the database so
// that two copies of the server share the count: the 31st, on either copy,
// is answered 429 in Indonesian with the wait; edits are not counted, and
// another author is not held up.
func TestNoteWritesAreLimitedAcrossCopies(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		b := e.secondCopy()
		onB := b.newClient()
		onB.hc.Jar = f.creatorC.hc.Jar // the same browser, through the other copy
		var last savedNote
		for i := range kajian.NoteWriteLimit.Max {
			c := f.creatorC
			if i%2 == 1 {
				c = onB
			}
			last = writeNote(t, c, noteBody(f, nil))
		}
		for _, c := range []*client{f.creatorC, onB} {
			res := c.do("POST", "/api/v1/journal", noteBody(f, nil))
			if res.status != http.StatusTooManyRequests || !strings.HasPrefix(apiError(t, res).Message, "Terlalu banyak catatan baru. Silakan coba lagi dalam ") ||
				res.header.Get("Retry-After") == "" {
				t.Fatalf("note %d: %d %s", kajian.NoteWriteLimit.Max+1, res.status, res.body)
			}
		}
		if res := f.creatorC.do("PUT", "/api/v1/journal/"+last.Note.ID, noteBody(f, map[string]any{"notes": "<p>diubah</p>"})); res.status != http.StatusOK {
			t.Errorf("an edit: %d %s", res.status, res.body)
		}
		writeNote(t, f.otherC, noteBody(f, nil))
	})
}

// An author holds at most 2,000 notes: the next one is refused with a clear
// Indonesian message until one is deleted.
func TestNoteQuotaPerAuthor(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		ctx := context.Background()
		for range kajian.NoteQuotaPerUser.MaxNotes {
			n := &kajian.JournalEntry{UserID: f.creator.ID, KajianID: f.oneOff.ID, AttendanceDate: kajian.Date{Year: 2026, Month: 11, Day: 24},
				Notes: "<p>catatan</p>"}
			if _, err := e.db.CreateJournalEntry(ctx, n, ""); err != nil {
				t.Fatal(err)
			}
		}
		res := f.creatorC.do("POST", "/api/v1/journal", noteBody(f, nil))
		if res.status != http.StatusConflict || apiError(t, res).Message != kajian.ErrNoteQuota.Message {
			t.Fatalf("note 2,001: %d %s", res.status, res.body)
		}
		var page struct {
			Items []struct {
				ID string `json:"id"`
			} `json:"items"`
		}
		decodeInto(t, f.creatorC.do("GET", "/api/v1/journal", nil), &page)
		if len(page.Items) == 0 {
			t.Fatal("no notes listed")
		}
		if res := f.creatorC.do("DELETE", "/api/v1/journal/"+page.Items[0].ID, nil); res.status != http.StatusOK {
			t.Fatalf("delete: %d %s", res.status, res.body)
		}
		writeNote(t, f.creatorC, noteBody(f, nil))
	})
}
