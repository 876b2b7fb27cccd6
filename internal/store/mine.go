package store

import (
	"context"
	"fmt"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

// mineWhere returns the WHERE clause and arguments for one table's part of
// the My Kajian union, or ok false when the filter excludes the whole table.
func (db *DB) mineWhere(t kajian.Type, f kajian.MineFilter) (string, []any, bool) {
	if f.Type != "" && f.Type != t {
		return "", nil, false
	}
	where := []string{"1 = 1"}
	var args []any
	switch {
	case f.Everyone:
	case f.UserID != "":
		where, args = []string{"created_by = ?"}, []any{f.UserID}
	default:
		return "", nil, false
	}
	if q := strings.TrimSpace(f.Search); q != "" {
		p := likePattern(q)
		where = append(where, `(LOWER(title) LIKE ? ESCAPE '\' OR LOWER(ustaz) LIKE ? ESCAPE '\' OR LOWER(COALESCE(location, '')) LIKE ? ESCAPE '\')`)
		args = append(args, p, p, p)
	}
	switch f.Status {
	case "":
	case kajian.StatusFilterApproved:
		where = append(where, "status = ?")
		args = append(args, string(kajian.PublicStatus(t)))
	default:
		where = append(where, "status = ?")
		args = append(args, f.Status)
	}
	switch f.Time {
	case kajian.TimeUpcoming:
		if t == kajian.Regular {
			where = append(where, "starts_at > ?")
			args = append(args, db.ts(f.Now))
		}
	case kajian.TimePast:
		if t == kajian.Recurring {
			return "", nil, false
		}
		where = append(where, "starts_at <= ?")
		args = append(args, db.ts(f.Now))
	}
	return strings.Join(where, " AND "), args, true
}

// ListMine returns a page of the sessions a user posted, of both kinds,
// newest first, with their speakers and (weekly) holidays from yesterday on.
func (db *DB) ListMine(ctx context.Context, f kajian.MineFilter) (kajian.MinePage, error) {
	var parts []string
	var args []any
	for _, t := range []kajian.Type{kajian.Regular, kajian.Recurring} {
		where, a, ok := db.mineWhere(t, f)
		if !ok {
			continue
		}
		parts = append(parts, "SELECT '"+string(t)+"' AS kind, id, created_at FROM "+table(t)+" WHERE "+where)
		args = append(args, a...)
	}
	var page kajian.MinePage
	if len(parts) == 0 {
		return page, nil
	}
	union := strings.Join(parts, " UNION ALL ")
	if err := db.queryRow(ctx, "SELECT COUNT(*) FROM ("+union+") u", args...).Scan(&page.Total); err != nil {
		return page, fmt.Errorf("count my sessions: %w", translate(err))
	}
	limit := f.Limit
	if limit <= 0 || limit > 100 {
		limit = kajian.MinePageSize
	}
	rows, err := db.query(ctx, "SELECT kind, id FROM ("+union+") u ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?",
		append(args, limit, max(f.Offset, 0))...)
	if err != nil {
		return page, fmt.Errorf("list my sessions: %w", err)
	}
	type ref struct {
		t  kajian.Type
		id string
	}
	var refs []ref
	for rows.Next() {
		var kind, id text
		if err := rows.Scan(&kind, &id); err != nil {
			rows.Close()
			return page, translate(err)
		}
		refs = append(refs, ref{kajian.Type(kind), string(id)})
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return page, err
	}
	byID := map[string]*kajian.Session{}
	for _, t := range []kajian.Type{kajian.Regular, kajian.Recurring} {
		var ids []string
		for _, r := range refs {
			if r.t == t {
				ids = append(ids, r.id)
			}
		}
		sessions, err := db.sessionsByID(ctx, t, ids, kajian.DateOf(f.Now).AddDays(-1))
		if err != nil {
			return page, err
		}
		for _, s := range sessions {
			byID[s.ID] = s
		}
	}
	for _, r := range refs {
		if s := byID[r.id]; s != nil {
			page.Sessions = append(page.Sessions, s)
		}
	}
	return page, nil
}

// sessionsByID reads sessions of one type by id, with speakers and (weekly)
// holidays on or after from, in no particular order.
func (db *DB) sessionsByID(ctx context.Context, t kajian.Type, ids []string, from kajian.Date) ([]*kajian.Session, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	rows, err := db.query(ctx, "SELECT "+sessionColumns(t, "")+" FROM "+table(t)+" WHERE id IN ("+placeholders(len(ids))+")", anySlice(ids)...)
	if err != nil {
		return nil, fmt.Errorf("sessions by id: %w", err)
	}
	var out []*kajian.Session
	for rows.Next() {
		s, err := scanSession(rows, t)
		if err != nil {
			rows.Close()
			return nil, err
		}
		out = append(out, s)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return out, db.attachDetails(ctx, t, out, from)
}

// attachDetails loads the speakers and (weekly) holidays on or after from of
// many sessions of one type.
func (db *DB) attachDetails(ctx context.Context, t kajian.Type, sessions []*kajian.Session, from kajian.Date) error {
	ids := make([]string, len(sessions))
	for i, s := range sessions {
		ids[i] = s.ID
	}
	speakers, err := db.speakersOf(ctx, t, ids)
	if err != nil {
		return err
	}
	var holidays map[string][]kajian.Holiday
	if t == kajian.Recurring {
		if holidays, err = db.holidaysOf(ctx, ids, from, 0); err != nil {
			return err
		}
	}
	for _, s := range sessions {
		s.Speakers, s.Holidays = speakers[s.ID], holidays[s.ID]
	}
	return nil
}
