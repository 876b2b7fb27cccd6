package store

import (
	"context"
	"fmt"

	"github.com/kajiankita/kajian/internal/kajian"
)

// ListSessionNotes returns one page of the public notes about a session,
// newest first (by when they were written), with the total for the pager.
// Author names are "" when the author has no profile.
func (db *DB) ListSessionNotes(ctx context.Context, t kajian.Type, sessionID string, limit, offset int) (NotePage, error) {
	col := fkColumn(t)
	var page NotePage
	if err := db.queryRow(ctx, "SELECT COUNT(*) FROM kajian_journal WHERE "+col+" = ? AND visibility = 'public'", sessionID).
		Scan(&page.Total); err != nil {
		return page, fmt.Errorf("count session notes: %w", translate(err))
	}
	if limit <= 0 || limit > 100 {
		limit = 100
	}
	rows, err := db.query(ctx, `SELECT j.id, j.user_id, j.attendance_date, j.notes, j.created_at, j.updated_at,
		COALESCE(p.full_name, '')
		FROM kajian_journal j LEFT JOIN user_profiles p ON p.id = j.user_id
		WHERE j.`+col+` = ? AND j.visibility = 'public'
		ORDER BY j.created_at DESC, j.id DESC LIMIT ? OFFSET ?`, sessionID, limit, max(offset, 0))
	if err != nil {
		return page, fmt.Errorf("list session notes: %w", err)
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var (
			n                PublicNote
			id, user, author text
			attended         date
			created, updated instant
		)
		if err := rows.Scan(&id, &user, &attended, &n.Notes, &created, &updated, &author); err != nil {
			return page, translate(err)
		}
		n.ID, n.UserID, n.AuthorName = string(id), string(user), string(author)
		n.AttendanceDate, n.Visibility, n.CreatedAt, n.UpdatedAt = kajian.Date(attended), kajian.Public, created.Time, updated.Time
		if t == kajian.Recurring {
			n.RecurringKajianID = sessionID
		} else {
			n.KajianID = sessionID
		}
		page.Notes = append(page.Notes, n)
		ids = append(ids, n.ID)
	}
	if err := rows.Err(); err != nil {
		return page, err
	}
	rows.Close()
	tags, err := db.tagsOf(ctx, ids)
	if err != nil {
		return page, err
	}
	for i := range page.Notes {
		page.Notes[i].Tags = tags[page.Notes[i].ID]
	}
	return page, nil
}
