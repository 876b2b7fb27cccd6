package server

import (
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/push/pushtest"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// The answer to a cancellation, as the dialog reads it.
type cancelAnswer struct {
	Kajian struct {
		IsCancelled    bool    `json:"is_cancelled"`
		CancelledLabel string  `json:"cancelled_label"`
		CancelReason   *string `json:"cancel_reason"`
		Cancellations  []struct{ Date, Reason string }
		Next           string `json:"next"`
	} `json:"kajian"`
	Message string `json:"message"`
}

// A one-off session cancelled by its author stays on its page and in the list with its badge,
// takes no more answers, keeps those given, and its attendee is told at once by push.
func TestCancelOneOffStaysVisibleAndTellsAttendees(t *testing.T) {
	for _, dialect := range storetest.Dialects {
		t.Run(string(dialect), func(t *testing.T) {
			svc := pushtest.New()
			defer svc.Close()
			e := newEnv(t, dialect, withPush(svc))
			f := newSessionFixture(t, e)
			phone := subscribe(t, f.otherC, svc)
			if res := f.otherC.do("PUT", apiPath(f.oneOff)+"/rsvp", map[string]string{"status": "hadir"}); res.status != 200 {
				t.Fatalf("rsvp: %d %s", res.status, res.body)
			}
			path := "/api/v1/postings/regular/" + f.oneOff.Slug + "/cancel"
			for _, c := range []struct {
				who    *client
				body   map[string]string
				status int
				field  string
			}{
				{f.visitor, map[string]string{"reason": "x"}, 401, ""},
				{f.otherC, map[string]string{"reason": "x"}, 403, ""},
				{f.creatorC, map[string]string{"reason": "  "}, 400, "reason"},
				{f.creatorC, map[string]string{"reason": strings.Repeat("a", 501)}, 400, "reason"},
			} {
				res := c.who.do("POST", path, c.body)
				if res.status != c.status || c.field != "" && !strings.Contains(string(res.body), `"field":"`+c.field+`"`) {
					t.Fatalf("%v: %d %s", c.body, res.status, res.body)
				}
			}
			if got, _ := e.db.FindSession(t.Context(), kajian.Regular, f.oneOff.ID); got.CancelledAt != nil {
				t.Fatal("a refused cancellation wrote something")
			}
			var a cancelAnswer
			res := f.creatorC.do("POST", path, map[string]string{"reason": "Ustadz sakit"})
			decodeInto(t, res, &a)
			if res.status != 200 || !a.Kajian.IsCancelled || a.Kajian.CancelledLabel != "Dibatalkan: Ustadz sakit" ||
				a.Message != "Kajian berhasil dibatalkan" {
				t.Fatalf("cancel: %d %s", res.status, res.body)
			}
			if res := f.creatorC.do("POST", path, map[string]string{"reason": "lagi"}); res.status != 409 {
				t.Fatalf("twice: %d %s", res.status, res.body)
			}
			// The page and the home list keep it, with its badge; no more answers.
			var page struct {
				IsCancelled    bool   `json:"is_cancelled"`
				CancelledLabel string `json:"cancelled_label"`
				CanRSVP        bool   `json:"can_rsvp"`
				RSVPCount      int    `json:"rsvp_count"`
				ShareText      string `json:"share_text"`
			}
			decodeInto(t, f.visitor.do("GET", apiPath(f.oneOff), nil), &page)
			if !page.IsCancelled || page.CancelledLabel != "Dibatalkan: Ustadz sakit" || page.CanRSVP || page.RSVPCount != 1 {
				t.Fatalf("page: %+v", page)
			}
			// Shared, it says so at the top, in the badge's words.
			if !strings.HasPrefix(page.ShareText, "*"+f.oneOff.Title+"*\n\n❌ Dibatalkan: Ustadz sakit\n") {
				t.Errorf("share text of a cancelled session:\n%s", page.ShareText)
			}
			if html := f.visitor.do("GET", sessionPath(f.oneOff), nil); !strings.Contains(string(html.body), "schema.org/EventCancelled") {
				t.Fatalf("the page's structured data does not say it is cancelled: %d", html.status)
			}
			home := f.visitor.do("GET", "/api/v1/kajian?q="+strings.ReplaceAll(f.oneOff.Title, " ", "+"), nil)
			if !strings.Contains(string(home.body), `"cancelled_label":"Dibatalkan: Ustadz sakit"`) {
				t.Fatalf("home list: %s", home.body)
			}
			res = f.otherC.do("PUT", apiPath(f.oneOff)+"/rsvp", map[string]string{"status": "tidak_hadir"})
			if res.status != 409 || !strings.Contains(string(res.body), kajian.MsgCancelled) {
				t.Fatalf("answer after the cancellation: %d %s", res.status, res.body)
			}
			e.sendDue(t)
			d := svc.Deliveries()
			if got := titles(t, svc, phone); len(got) != 1 || got[0] != "Dibatalkan: "+f.oneOff.Title ||
				!strings.HasSuffix(d[len(d)-1].Message.Body, ". Alasan: Ustadz sakit") {
				t.Fatalf("notices: %q %+v", got, d)
			}
			// Its reminders are not sent: at the hour before its start, still the one notice.
			e.clock.Set(time.Date(2026, 11, 24, 19, 0, 0, 0, kajian.WITA.Location()))
			e.sendDue(t)
			if got := titles(t, svc, phone); len(got) != 1 {
				t.Fatalf("notices after its time: %q", got)
			}
			// Taken back by an admin: on again.
			res = f.admC.do("DELETE", path, nil)
			decodeInto(t, res, &a)
			if res.status != 200 || a.Kajian.IsCancelled || a.Kajian.CancelReason != nil {
				t.Fatalf("uncancel: %d %s", res.status, res.body)
			}
		})
	}
}

// One date of a weekly session: the date must be one it is held on; cancelled, the list keeps
// the session at that slot with 'Dibatalkan 26 Nov: …', the next held date after it.
func TestCancelWeeklyOccurrence(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e) // Kamis 19.30 WIB; holidays 3 and 17 December; now Ahad 22 November
		path := "/api/v1/postings/recurring/" + f.weekly.Slug + "/cancel"
		for date, code := range map[string]int{"": 400, "2026-11-27": 400, "2026-12-03": 400, "2026-11-19": 400, "kemarin": 400} {
			res := f.creatorC.do("POST", path, map[string]string{"reason": "Ustadz sakit", "date": date})
			if res.status != code || !strings.Contains(string(res.body), `"field":"date"`) {
				t.Fatalf("date %q: %d %s", date, res.status, res.body)
			}
		}
		var page struct {
			CancellableDates []string `json:"cancellable_dates"`
		}
		decodeInto(t, f.creatorC.do("GET", apiPath(f.weekly), nil), &page)
		if len(page.CancellableDates) != kajian.CancelChoices || page.CancellableDates[0] != "2026-11-26" ||
			page.CancellableDates[1] != "2026-12-10" {
			t.Fatalf("dates offered: %v", page.CancellableDates)
		}
		decodeInto(t, f.otherC.do("GET", apiPath(f.weekly), nil), &page)
		if len(page.CancellableDates) != 0 {
			t.Fatalf("dates offered to another user: %v", page.CancellableDates)
		}
		var a cancelAnswer
		res := f.admC.do("POST", path, map[string]string{"reason": "Ustadz sakit", "date": "2026-11-26"})
		decodeInto(t, res, &a)
		if res.status != 200 || !a.Kajian.IsCancelled || a.Kajian.CancelledLabel != "Dibatalkan 26 Nov: Ustadz sakit" ||
			a.Kajian.Next != "Selanjutnya: 10 Des" || len(a.Kajian.Cancellations) != 1 || a.Kajian.Cancellations[0].Date != "2026-11-26" {
			t.Fatalf("cancel: %d %s", res.status, res.body)
		}
		got, err := e.db.FindSession(t.Context(), kajian.Recurring, f.weekly.ID)
		if err != nil || got.Status != kajian.StatusActive {
			t.Fatalf("an admin's cancellation keeps it active: %+v %v", got, err)
		}
		home := f.visitor.do("GET", "/api/v1/kajian?q=kitab+tauhid", nil)
		if !strings.Contains(string(home.body), `"cancelled_label":"Dibatalkan 26 Nov: Ustadz sakit"`) {
			t.Fatalf("home list: %s", home.body)
		}
		// Shared, it says the date is cancelled and why, then the next date held (3 Des is a holiday).
		var shared struct {
			ShareText string `json:"share_text"`
		}
		decodeInto(t, f.visitor.do("GET", apiPath(f.weekly), nil), &shared)
		if !strings.Contains(shared.ShareText, "Kajian Rutin\n\n❌ Dibatalkan 26 Nov: Ustadz sakit\n") ||
			!strings.Contains(shared.ShareText, "🗓️ Selanjutnya: Kamis, 10 Desember 2026\n") {
			t.Errorf("share text of a cancelled date:\n%s", shared.ShareText)
		}
		if res := f.creatorC.do("DELETE", path+"?date=2026-11-26", nil); res.status != 200 {
			t.Fatalf("uncancel: %d %s", res.status, res.body)
		}
		if res := f.creatorC.do("DELETE", path+"?date=2026-11-26", nil); res.status != 404 {
			t.Fatalf("uncancel twice: %d %s", res.status, res.body)
		}
	})
}
