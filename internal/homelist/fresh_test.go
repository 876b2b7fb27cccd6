package homelist_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/homelist"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// TestFreshenJudgesAKeptPage: a page stamped at one read is judged at later ones, as writes
// through another copy come: Same while none of its sessions or counts moved, Recounted with the
// page's counts when answers to its sessions came, Retotalled with the page's total when only that
// moved, Stale when one of its sessions changed or the minute turned. Each judgement is what the
// page made afresh shows. A page stamped longer ago than the reads remember has its counts read
// again (Asked).
func TestFreshenJudgesAKeptPage(t *testing.T) {
	now := testNow // Ahad 12:00 WIB
	for _, d := range storetest.Dialects {
		t.Run(string(d), func(t *testing.T) {
			ctx := context.Background()
			reader, writer := twoCopies(t, d, kajian.NewFixedClock(now))
			owner := newUser(t, writer, "pemilik@example.id")
			voter := newUser(t, writer, "jamaah@example.id")
			approved := now.Add(-time.Hour)
			post := func(k *kajian.Session) *kajian.Session {
				t.Helper()
				k.CreatedBy, k.ApprovedBy, k.ApprovedAt, k.Zone, k.Location = owner.ID, owner.ID, &approved, kajian.WIB, "Masjid Al-Ikhlas"
				if k.Type == kajian.Recurring {
					k.Status = kajian.StatusActive
				} else {
					k.Status = kajian.StatusApproved
				}
				if err := writer.CreateSession(ctx, k); err != nil {
					t.Fatal(err)
				}
				return k
			}
			on := func(day int) kajian.Date { return kajian.Date{Year: 2026, Month: time.November, Day: day} }
			first := post(&kajian.Session{Type: kajian.Regular, Title: "Tafsir Al-Kahfi", Ustaz: "Ustadz Hanif", Date: on(24), Time: 19 * 60})
			post(&kajian.Session{Type: kajian.Regular, Title: "Fiqih Shalat", Ustaz: "Ustadz Hanif", Date: on(25), Time: 19 * 60})
			weekly := post(&kajian.Session{Type: kajian.Recurring, Title: "Kajian Rutin Senin", Ustaz: "Ustadz Hakim", DayOfWeek: 1, Time: 19 * 60})
			answer := func(s *kajian.Session, status kajian.RSVPStatus) {
				t.Helper()
				if err := writer.SetRSVP(ctx, voter.ID, s.Type, s.ID, s.ListingAt(now).Timing.NextDate, status); err != nil {
					t.Fatal(err)
				}
			}

			list := homelist.New(reader)
			read := func() homelist.Read {
				t.Helper()
				at, err := list.Read(ctx)
				if err != nil {
					t.Fatal(err)
				}
				return at
			}
			oneOffs := homelist.Filter{Type: kajian.Regular, Limit: 6}
			firstOnly := homelist.Filter{Type: kajian.Regular, Limit: 1}
			stamped := func(f homelist.Filter) (homelist.Page, homelist.Stamp) {
				t.Helper()
				page, stamp, err := list.Stamped(ctx, now, f, read())
				if err != nil {
					t.Fatal(err)
				}
				return page, stamp
			}
			judge := func(when string, f homelist.Filter, s homelist.Stamp, at time.Time, want homelist.Outcome) homelist.Freshness {
				t.Helper()
				fr, err := list.Freshen(ctx, at, f, s, read())
				if err != nil {
					t.Fatal(err)
				}
				if fr.Outcome != want {
					t.Fatalf("%s: %v, want %v", when, fr.Outcome, want)
				}
				return fr
			}
			// countsOf are the page's counts, in its order, as a page made afresh shows them.
			countsOf := func(f homelist.Filter) (counts []int, total int) {
				t.Helper()
				page, _ := stamped(f)
				for _, o := range page.Occurrences() {
					counts = append(counts, page.Attendance.Counts[o])
				}
				return counts, page.Total
			}

			_, s := stamped(oneOffs)
			judge("nothing written", oneOffs, s, now, homelist.Same)
			judge("the minute turned", oneOffs, s, now.Add(time.Minute), homelist.Stale)

			answer(weekly, kajian.Hadir)
			fr := judge("an answer to a session the page does not show", oneOffs, s, now, homelist.Same)
			if fr.Counts != nil || fr.Asked {
				t.Fatalf("an answer elsewhere: counts %v, asked %v", fr.Counts, fr.Asked)
			}
			s = fr.Stamp

			answer(first, kajian.Hadir)
			fr = judge("an answer to one of the page's sessions", oneOffs, s, now, homelist.Recounted)
			if want, _ := countsOf(oneOffs); !slices.Equal(fr.Counts, want) || fr.Counts[0] != 1 {
				t.Fatalf("recounted: %v, a fresh page shows %v", fr.Counts, want)
			}
			s = fr.Stamp
			answer(weekly, kajian.TidakHadir) // the page's counts stay as they were, not answered since
			if fr = judge("an answer elsewhere after the page's counts moved", oneOffs, s, now, homelist.Same); fr.Counts != nil {
				t.Fatalf("an answer elsewhere moved the page's counts: %v", fr.Counts)
			}

			post(&kajian.Session{Type: kajian.Recurring, Title: "Kajian Rutin Ahad", Ustaz: "Ustadz Hakim", DayOfWeek: 0, Time: 6 * 60})
			judge("a weekly session posted", oneOffs, s, now, homelist.Same)

			_, one := stamped(firstOnly)
			post(&kajian.Session{Type: kajian.Regular, Title: "Kajian Akhir Tahun", Ustaz: "Ustadz Hanif", Date: kajian.Date{Year: 2026, Month: time.December, Day: 27}, Time: 9 * 60})
			judge("a one-off session posted, on the page of six", oneOffs, s, now, homelist.Stale)
			fr = judge("a one-off session posted after the first page", firstOnly, one, now, homelist.Retotalled)
			if _, want := countsOf(firstOnly); fr.Total != want || fr.Total != 3 {
				t.Fatalf("retotalled: %d, a fresh page's total is %d", fr.Total, want)
			}
			one = fr.Stamp

			// More reads with answers than the reads remember: the counts are read again, the same.
			for i := range homelist.RememberedReads + 1 {
				answer(weekly, []kajian.RSVPStatus{kajian.TidakHadir, kajian.Hadir}[i%2])
				read()
			}
			fr = judge("answers elsewhere beyond what the reads remember", firstOnly, one, now, homelist.Same)
			if !fr.Asked || fr.Counts != nil {
				t.Fatalf("beyond what the reads remember: asked %v, counts %v", fr.Asked, fr.Counts)
			}
			one = fr.Stamp

			edited := *first
			edited.Title = "Tafsir Al-Kahfi (edisi baru)"
			if err := writer.UpdateSession(ctx, &edited, nil); err != nil {
				t.Fatal(err)
			}
			judge("the page's session edited", firstOnly, one, now, homelist.Stale)
		})
	}
}
