package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/google/uuid"
	"github.com/kajiankita/kajian/internal/kajian"
)

// CreateReport stores a report and fills in its ID, status and time. A second
// report of one session from one account is kajian.ErrConflict (the unique
// index), so two at once still leave one row. Its id is a UUIDv7
// (time-ordered), so reports sent in the same instant keep their order.
func (db *DB) CreateReport(ctx context.Context, r *kajian.Report) error {
	r.ID, r.Status, r.CreatedAt = uuid.Must(uuid.NewV7()).String(), kajian.ReportOpen, db.clock.Now()
	_, err := db.exec(ctx, `INSERT INTO reports (id, session_type, session_id, reason, note, reporter_id, client_hash,
		status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, r.ID, string(r.SessionType), r.SessionID,
		string(r.Reason), nullString(r.Note), nullString(r.ReporterID), nullString(r.ClientHash), string(r.Status), db.ts(r.CreatedAt))
	if err != nil {
		return fmt.Errorf("create report: %w", err)
	}
	return nil
}

// reportColumns read a report with its session's title and slug (NULL once
// the session is deleted) and the reporter's and resolver's names.
const reportColumns = `r.id, r.session_type, r.session_id, r.reason, r.note, r.reporter_id, r.client_hash, r.status,
	r.action, r.resolved_by, r.resolved_at, r.created_at, COALESCE(k.title, rk.title), COALESCE(k.slug, rk.slug),
	rp.full_name, vp.full_name`

const reportSessions = ` FROM reports r
	LEFT JOIN kajian k ON r.session_type = 'regular' AND k.id = r.session_id
	LEFT JOIN recurring_kajian rk ON r.session_type = 'recurring' AND rk.id = r.session_id`

const reportFrom = reportSessions + `
	LEFT JOIN user_profiles rp ON rp.id = r.reporter_id
	LEFT JOIN user_profiles vp ON vp.id = r.resolved_by`

// ListReports returns a page of reports, newest first.
func (db *DB) ListReports(ctx context.Context, f kajian.ReportFilter) (kajian.ReportPage, error) {
	var where []string
	var args []any
	if f.Status != "" {
		where = append(where, "r.status = ?")
		args = append(args, string(f.Status))
	}
	if f.Reason != "" {
		where = append(where, "r.reason = ?")
		args = append(args, string(f.Reason))
	}
	if f.MasjidID != "" {
		if !validUUID(f.MasjidID) {
			return kajian.ReportPage{}, nil
		}
		where = append(where, "COALESCE(k.masjid_id, rk.masjid_id) = ?")
		args = append(args, f.MasjidID)
	}
	cond := ""
	if len(where) > 0 {
		cond = " WHERE " + strings.Join(where, " AND ")
	}
	var page kajian.ReportPage
	if err := db.queryRow(ctx, "SELECT COUNT(*)"+reportSessions+cond, args...).Scan(&page.Total); err != nil {
		return page, fmt.Errorf("count reports: %w", translate(err))
	}
	limit := f.Limit
	if limit <= 0 || limit > 100 {
		limit = kajian.ReportPageSize
	}
	rows, err := db.query(ctx, "SELECT "+reportColumns+reportFrom+cond+" ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?",
		append(args, limit, max(f.Offset, 0))...)
	if err != nil {
		return page, fmt.Errorf("list reports: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		item, err := scanReport(rows)
		if err != nil {
			return page, err
		}
		page.Items = append(page.Items, item)
	}
	return page, rows.Err()
}

// FindReport returns one report.
func (db *DB) FindReport(ctx context.Context, id string) (kajian.ReportItem, error) {
	if !validUUID(id) {
		return kajian.ReportItem{}, kajian.ErrNotFound
	}
	item, err := scanReport(db.queryRow(ctx, "SELECT "+reportColumns+reportFrom+" WHERE r.id = ?", id))
	if errors.Is(err, sql.ErrNoRows) {
		return item, kajian.ErrNotFound
	}
	return item, err
}

func scanReport(row interface{ Scan(...any) error }) (kajian.ReportItem, error) {
	var it kajian.ReportItem
	var note, reporter, client, action, resolvedBy, title, slug, reporterName, resolverName text
	var resolved, created instant
	err := row.Scan(&it.ID, &it.SessionType, &it.SessionID, &it.Reason, &note, &reporter, &client, &it.Status,
		&action, &resolvedBy, &resolved, &created, &title, &slug, &reporterName, &resolverName)
	if err != nil {
		return it, err
	}
	it.Note, it.ReporterID, it.ClientHash, it.Action = string(note), string(reporter), string(client), kajian.ReportAction(action)
	it.ResolvedBy, it.ResolvedAt, it.CreatedAt = string(resolvedBy), resolved.Ptr(), created.Time
	it.SessionTitle, it.SessionSlug = string(title), string(slug)
	it.ReporterName, it.ResolverName = string(reporterName), string(resolverName)
	return it, nil
}

// ResolveReport handles an open report as res says, in one transaction: the
// session is cancelled (made inactive, its attendees and feeds told
// res.News) or deleted as the action asks; the report (and, unless it is
// dismissed, every other open report of the same session) is closed; the
// moderation log records it. It returns the session as it was and the
// accounts whose reports were closed, to tell them. A report already handled
// is kajian.ErrReportHandled; a session gone, for any action but dismiss,
// kajian.ErrReportedGone.
func (db *DB) ResolveReport(ctx context.Context, res kajian.Resolution) (Acted, []string, error) {
	var acted Acted
	var reporters []string
	if !validUUID(res.ReportID) {
		return acted, nil, kajian.ErrNotFound
	}
	err := db.inTx(ctx, func(tx *Tx) error {
		var t kajian.Type
		var sessionID, status, reason string
		err := tx.queryRow(ctx, "SELECT session_type, session_id, status, reason FROM reports WHERE id = ?"+db.forUpdate(),
			res.ReportID).Scan(&t, &sessionID, &status, &reason)
		if errors.Is(err, sql.ErrNoRows) {
			return kajian.ErrNotFound
		}
		if err != nil {
			return err
		}
		if status != string(kajian.ReportOpen) {
			return kajian.ErrReportHandled
		}
		var title, owner, slug text
		err = tx.queryRow(ctx, "SELECT title, created_by, slug FROM "+table(t)+" WHERE id = ?", sessionID).Scan(&title, &owner, &slug)
		switch {
		case errors.Is(err, sql.ErrNoRows) && res.Action != kajian.ReportDismiss:
			return kajian.ErrReportedGone
		case err != nil && !errors.Is(err, sql.ErrNoRows):
			return err
		}
		acted = Acted{Title: string(title), OwnerID: string(owner), Slug: string(slug)}
		if err := tx.actOnReported(ctx, t, sessionID, res); err != nil {
			return err
		}
		reporters, err = tx.closeReports(ctx, res, sessionID)
		if err != nil {
			return err
		}
		return tx.appendLog(ctx, kajian.ModEntry{ActorID: res.AdminID, Action: kajian.ReportModActions[res.Action],
			SubjectType: string(t), SubjectID: sessionID, SubjectTitle: acted.Title,
			Detail: "Laporan: " + kajian.ReportReasonLabels[kajian.ReportReason(reason)]})
	})
	return acted, reporters, err
}

// actOnReported cancels or deletes the reported session; edit and dismiss
// leave it as it is.
func (tx *Tx) actOnReported(ctx context.Context, t kajian.Type, id string, res kajian.Resolution) error {
	switch res.Action {
	case kajian.ReportCancel:
		// Told while the session is still public, as a deletion is.
		if err := tx.leaving(ctx, t, id, res.News); err != nil {
			return err
		}
		_, err := tx.exec(ctx, "UPDATE "+table(t)+" SET status = ?, updated_at = ? WHERE id = ?",
			string(kajian.StatusInactive), tx.db.ts(tx.db.clock.Now()), id)
		return err
	case kajian.ReportDelete:
		_, err := tx.deleteSession(ctx, t, id, res.News)
		return err
	}
	return nil
}

// closeReports closes the report res handles (dismissed) or every open
// report of its session (resolved), and returns their reporters' accounts.
func (tx *Tx) closeReports(ctx context.Context, res kajian.Resolution, sessionID string) ([]string, error) {
	status, which, arg := kajian.ReportResolved, "session_id = ?", sessionID
	if res.Action == kajian.ReportDismiss {
		status, which, arg = kajian.ReportDismissed, "id = ?", res.ReportID
	}
	rows, err := tx.query(ctx, "UPDATE reports SET status = ?, action = ?, resolved_by = ?, resolved_at = ? WHERE "+which+
		" AND status = ? RETURNING reporter_id", string(status), string(res.Action), res.AdminID, tx.db.ts(tx.db.clock.Now()),
		arg, string(kajian.ReportOpen))
	if err != nil {
		return nil, fmt.Errorf("close reports: %w", err)
	}
	defer rows.Close()
	var reporters []string
	for rows.Next() {
		var id text
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		if id != "" {
			reporters = append(reporters, string(id))
		}
	}
	return reporters, rows.Err()
}
