package server

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

func TestRSVPRules(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		rsvp := func(c *client, s *kajian.Session, status string) response {
			t.Helper()
			return c.do("PUT", apiPath(s)+"/rsvp", map[string]string{"status": status})
		}
		refused := func(res response, status int, code, msg string) {
			t.Helper()
			if got := apiError(t, res); res.status != status || got.Code != code || got.Message != msg {
				t.Errorf("got %d %+v, want %d %s %q", res.status, got, status, code, msg)
			}
		}

		refused(rsvp(f.visitor, f.oneOff, "hadir"), 401, "unauthorized", "Silakan masuk terlebih dahulu")
		refused(rsvp(f.otherC, f.oneOff, "mungkin"), 400, "validation_failed", "Status kehadiran tidak valid")
		refused(rsvp(f.otherC, f.pending, "hadir"), 404, "kajian_not_approved", "Kajian tidak ditemukan atau belum disetujui")
		refused(rsvp(f.creatorC, f.pending, "hadir"), 409, "rsvp_not_open", "Konfirmasi kehadiran belum dibuka untuk kajian ini")
		refused(rsvp(f.admC, f.inactive, "hadir"), 409, "rsvp_not_open", "Konfirmasi kehadiran belum dibuka untuk kajian ini")
		refused(rsvp(f.otherC, f.past, "hadir"), 409, "rsvp_closed", "Kajian ini sudah berlalu")
		refused(rsvp(f.otherC, f.holidayToday, "hadir"), 409, "rsvp_holiday", "Kajian rutin ini libur hari ini")
		if n, _ := e.db.CountRows(context.Background(), "rsvp"); n != 0 {
			t.Fatalf("refused answers were stored: %d rows", n)
		}

		// First answer inserts, later ones switch; the count follows 'hadir'.
		steps := []struct {
			status, previous string
			count            int
		}{{"hadir", "", 1}, {"tidak_hadir", "hadir", 0}, {"tidak_hadir", "tidak_hadir", 0}, {"hadir", "tidak_hadir", 1}}
		for _, st := range steps {
			res := rsvp(f.otherC, f.oneOff, st.status)
			var d rsvpDTO
			decodeInto(t, res, &d)
			prev := ""
			if d.PreviousStatus != nil {
				prev = *d.PreviousStatus
			}
			if res.status != 200 || d.Status != st.status || prev != st.previous || d.RSVPCount != st.count || d.OccurrenceDate != nil {
				t.Errorf("answer %s: %d %s", st.status, res.status, res.body)
			}
		}
		var detail kajianDetailDTO
		decodeInto(t, f.otherC.do("GET", apiPath(f.oneOff), nil), &detail)
		if detail.UserRSVP == nil || *detail.UserRSVP != "hadir" || detail.RSVPCount != 1 {
			t.Errorf("detail after answers: %v %d", detail.UserRSVP, detail.RSVPCount)
		}

		// A weekly answer belongs to the next occurrence; a week later it is a new question.
		var d rsvpDTO
		decodeInto(t, rsvp(f.otherC, f.weekly, "hadir"), &d)
		if d.OccurrenceDate == nil || *d.OccurrenceDate != "2026-11-26" || d.RSVPCount != 1 || d.PreviousStatus != nil {
			t.Fatalf("weekly answer: %+v", d)
		}
		e.clock.Set(testNow.AddDate(0, 0, 5)) // Jumat 27 November
		decodeInto(t, f.otherC.do("GET", apiPath(f.weekly), nil), &detail)
		// 3 December is a holiday: the next occurrence held, the one an answer
		// is for, is 10 December.
		if *detail.NextOccurrence != "2026-12-10" || detail.UserRSVP != nil || detail.RSVPCount != 0 {
			t.Errorf("next week: %v %v %d", *detail.NextOccurrence, detail.UserRSVP, detail.RSVPCount)
		}
		e.clock.Set(testNow.AddDate(0, 0, 11)) // Kamis 3 December, a holiday
		refused(rsvp(f.otherC, f.weekly, "hadir"), 409, "rsvp_holiday", "Kajian rutin ini libur hari ini")
		e.clock.Set(testNow.AddDate(0, 0, 5))
		decodeInto(t, rsvp(f.otherC, f.weekly, "hadir"), &d)
		if d.OccurrenceDate == nil || *d.OccurrenceDate != "2026-12-10" {
			t.Fatalf("an answer the week before a holiday: %+v", d)
		}
		e.clock.Set(testNow)

		// Cross-site writes are refused before anything is read.
		if res := f.otherC.do("PUT", apiPath(f.oneOff)+"/rsvp", map[string]string{"status": "hadir"}, "Sec-Fetch-Site", "cross-site"); res.status != 403 {
			t.Errorf("cross-site rsvp: %d", res.status)
		}
	})
}

// TestRSVPUniqueUnderConcurrentRequests sends many answers at once, from the
// same users, through HTTP: every request succeeds and each user keeps one
// record per session (per occurrence), on both databases.
func TestRSVPUniqueUnderConcurrentRequests(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		const users, perUser = 4, 6
		clients := make([]*client, users)
		for i := range clients {
			clients[i], _ = e.signedIn(fmt.Sprintf("serentak%d@example.id", i), kajian.RoleUser)
		}
		var wg sync.WaitGroup
		statuses := make(chan int, users*perUser*2)
		for i, c := range clients {
			for j := 0; j < perUser; j++ {
				for _, s := range []*kajian.Session{f.oneOff, f.weekly} {
					wg.Add(1)
					go func(c *client, s *kajian.Session, status string) {
						defer wg.Done()
						statuses <- c.do("PUT", apiPath(s)+"/rsvp", map[string]string{"status": status}).status
					}(c, s, []string{"hadir", "tidak_hadir"}[(i+j)%2])
				}
			}
		}
		wg.Wait()
		close(statuses)
		for st := range statuses {
			if st != 200 {
				t.Fatalf("a concurrent answer failed with %d", st)
			}
		}
		if n, err := e.db.CountRows(context.Background(), "rsvp"); err != nil || n != users*2 {
			t.Fatalf("rsvp rows = %d (%v), want one per user per session: %d", n, err, users*2)
		}
		// Everyone settles on hadir: the count is the number of users.
		for _, c := range clients {
			for _, s := range []*kajian.Session{f.oneOff, f.weekly} {
				if res := c.do("PUT", apiPath(s)+"/rsvp", map[string]string{"status": "hadir"}); res.status != 200 {
					t.Fatal(res.status)
				}
			}
		}
		var d kajianDetailDTO
		decodeInto(t, f.visitor.do("GET", apiPath(f.weekly), nil), &d)
		if d.RSVPCount != users {
			t.Errorf("weekly count = %d, want %d", d.RSVPCount, users)
		}
	})
}
