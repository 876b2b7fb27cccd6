package demo

import (
	"context"
	"fmt"

	"github.com/kajiankita/kajian/internal/kajian"
)

// seriesWeeks is how long before today the demo series started: ten weekly meetings are past
// (fewer by the holidays), so their pages show 'Pertemuan ke-N' well along.
const seriesWeeks = 10

// series makes two series of the first and third weekly sessions (both public, the first with
// holidays ahead and a public note), each run by that session's poster, and a public note on
// the third's last meeting.
func (s *seeder) series(ctx context.Context, weekly []*kajian.Session) error {
	for n, k := range []*kajian.Session{weekly[0], weekly[2]} {
		today := kajian.Today(s.now, k.Zone)
		sr := &kajian.Series{Title: "Seri " + k.Title, Ustaz: k.Ustaz, Kitab: k.Kitab, StartsOn: today.AddDays(-7 * seriesWeeks),
			CreatedBy: k.CreatedBy}
		if err := s.db.CreateSeries(ctx, sr); err != nil {
			return fmt.Errorf("demo series: %w", err)
		}
		k.SeriesID = sr.ID
		if err := s.db.UpdateSession(ctx, k, nil); err != nil {
			return fmt.Errorf("demo series session: %w", err)
		}
		if n == 0 {
			continue // already has its public note (demoNotes)
		}
		e := &kajian.JournalEntry{UserID: s.crowd[2].ID, RecurringKajianID: k.ID, AttendanceDate: lastHeldBefore(k, today),
			Notes: "<p>Pertemuan pekan lalu: adab sebelum ilmu. Datang lebih awal, duduk di depan, catat poin-poin ustadz.</p>",
			Tags:  []string{"adab", "seri"}, Visibility: kajian.Public}
		if _, err := s.db.CreateJournalEntry(ctx, e, ""); err != nil {
			return fmt.Errorf("demo series note: %w", err)
		}
		s.sum.Notes++
	}
	return nil
}
