package store

import (
	"context"
	"fmt"

	"github.com/kajiankita/kajian/internal/kajian"
)

// ListPending returns the approval queue. Weekly sessions carry their
// holidays on or after from.
func (db *DB) ListPending(ctx context.Context, from kajian.Date) (kajian.Pending, error) {
	var p kajian.Pending
	for _, t := range []kajian.Type{kajian.Regular, kajian.Recurring} {
		var n int
		if err := db.queryRow(ctx, "SELECT COUNT(*) FROM "+table(t)+" WHERE status = ?", string(kajian.StatusPending)).Scan(&n); err != nil {
			return p, fmt.Errorf("count pending: %w", translate(err))
		}
		rows, err := db.query(ctx, "SELECT "+sessionColumns(t, "s")+", p.full_name, p.phone FROM "+table(t)+" s"+
			" LEFT JOIN user_profiles p ON p.id = s.created_by WHERE s.status = ? ORDER BY s.created_at DESC, s.id LIMIT ?",
			string(kajian.StatusPending), kajian.PendingLimit)
		if err != nil {
			return p, fmt.Errorf("list pending: %w", err)
		}
		var list []kajian.PendingSession
		var sessions []*kajian.Session
		for rows.Next() {
			var name, phone text
			s, err := scanSession(rows, t, &name, &phone)
			if err != nil {
				rows.Close()
				return p, err
			}
			list = append(list, kajian.PendingSession{Session: s, CreatorName: string(name), CreatorPhone: string(phone)})
			sessions = append(sessions, s)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return p, err
		}
		if err := db.attachDetails(ctx, t, sessions, from); err != nil {
			return p, err
		}
		if t == kajian.Recurring {
			p.Recurring, p.RecurringCount = list, n
		} else {
			p.Regular, p.RegularCount = list, n
		}
	}
	return p, nil
}
