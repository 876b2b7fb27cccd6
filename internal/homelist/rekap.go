package homelist

import (
	"context"
	"slices"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Rekap is the 'Salin rekap' message of what the home list shows for f at now: its first
// kajian.MaxRekapItems upcoming sessions, chosen in the list's own order (nearest first when f
// sorts by distance), each on the date the list shows it (a weekly session on its next one),
// grouped by date for the message; links are made on baseURL. count is how many it lists.
func (h *List) Rekap(ctx context.Context, now time.Time, f Filter, baseURL string) (text string, count int, err error) {
	f.Limit, f.Cursor, f.Viewer = kajian.MaxRekapItems, "", ""
	page, err := h.Page(ctx, now, f)
	if err != nil {
		return "", 0, err
	}
	items := make([]kajian.RekapItem, 0, len(page.Items))
	for _, it := range page.Items {
		d := it.Session.Date
		if it.Session.Type == kajian.Recurring {
			d = it.Listing.Timing.NextDate
		}
		items = append(items, kajian.RekapItem{Session: it.Session, Date: d})
	}
	// A message reads by day: the chosen sessions under their dates, in the list's order
	// within a date.
	slices.SortStableFunc(items, func(a, b kajian.RekapItem) int {
		switch {
		case a.Date.Before(b.Date):
			return -1
		case b.Date.Before(a.Date):
			return 1
		}
		return 0
	})
	return kajian.RekapText(items, baseURL), len(items), nil
}
