package store

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Dashboard counts in the database (no rows leave it but counts).
func (db *DB) Dashboard(ctx context.Context, now time.Time) (kajian.Dashboard, error) {
	var d kajian.Dashboard
	err := db.queryRow(ctx, `SELECT
		(SELECT COUNT(*) FROM kajian),
		(SELECT COUNT(*) FROM recurring_kajian),
		(SELECT COUNT(*) FROM kajian WHERE status = 'approved' AND starts_at > ?),
		(SELECT COUNT(*) FROM recurring_kajian WHERE status = 'active'),
		(SELECT COUNT(*) FROM kajian WHERE status = 'pending') + (SELECT COUNT(*) FROM recurring_kajian WHERE status = 'pending'),
		(SELECT COUNT(*) FROM rsvp WHERE status = 'hadir'),
		(SELECT COUNT(*) FROM kajian_journal WHERE visibility = 'public'),
		(SELECT COUNT(*) FROM reports WHERE status = 'open')`, db.ts(now)).
		Scan(&d.RegularTotal, &d.RecurringTotal, &d.UpcomingRegular, &d.ActiveRecurring, &d.Pending, &d.Attending, &d.PublicNotes,
			&d.OpenReports)
	if err != nil {
		return d, fmt.Errorf("dashboard counts: %w", translate(err))
	}
	starts := weekStarts(now)
	d.Weeks = make([]kajian.WeekCount, len(starts))
	for i, s := range starts {
		d.Weeks[i].Start = kajian.DateOf(s)
	}
	bucket, args := db.weekBucket(starts)
	from := db.ts(starts[0])
	postings, err := db.weekCounts(ctx, "SELECT "+bucket+", COUNT(*) FROM (SELECT created_at FROM kajian WHERE created_at >= ?"+
		" UNION ALL SELECT created_at FROM recurring_kajian WHERE created_at >= ?) x GROUP BY 1", append(args, from, from)...)
	if err != nil {
		return d, err
	}
	attending, err := db.weekCounts(ctx, "SELECT "+bucket+", COUNT(*) FROM rsvp WHERE status = 'hadir' AND created_at >= ? GROUP BY 1",
		append(args, from)...)
	if err != nil {
		return d, err
	}
	for i := range d.Weeks {
		d.Weeks[i].Postings, d.Weeks[i].Attending = postings[i], attending[i]
	}
	return d, nil
}

// wib is the zone the dashboard's weeks are counted in.
var wib = time.FixedZone("WIB", 7*3600)

// weekStarts returns the Mondays (00:00 WIB) of the last kajian.DashboardWeeks
// weeks, oldest first, the last being the week of now.
func weekStarts(now time.Time) []time.Time {
	t := now.In(wib)
	monday := time.Date(t.Year(), t.Month(), t.Day()-(int(t.Weekday())+6)%7, 0, 0, 0, 0, wib)
	out := make([]time.Time, kajian.DashboardWeeks)
	for i := range out {
		out[i] = monday.AddDate(0, 0, -7*(kajian.DashboardWeeks-1-i))
	}
	return out
}

// weekBucket is an SQL expression giving a row's week (0 oldest) from its
// created_at, portable to both databases, with its arguments.
func (db *DB) weekBucket(starts []time.Time) (string, []any) {
	var b strings.Builder
	var args []any
	b.WriteString("CASE")
	for i := 1; i < len(starts); i++ {
		fmt.Fprintf(&b, " WHEN created_at < ? THEN %d", i-1)
		args = append(args, db.ts(starts[i]))
	}
	fmt.Fprintf(&b, " ELSE %d END", len(starts)-1)
	return b.String(), args
}

func (db *DB) weekCounts(ctx context.Context, query string, args ...any) ([]int, error) {
	rows, err := db.query(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("dashboard weeks: %w", err)
	}
	defer rows.Close()
	out := make([]int, kajian.DashboardWeeks)
	for rows.Next() {
		var week, n int
		if err := rows.Scan(&week, &n); err != nil {
			return nil, err
		}
		if week >= 0 && week < len(out) {
			out[week] = n
		}
	}
	return out, rows.Err()
}
