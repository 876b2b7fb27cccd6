package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/kajiankita/kajian/internal/kajian"
)

// CreateFeedback stores a message from the feedback form and fills in its ID,
// status and times.
func (db *DB) CreateFeedback(ctx context.Context, f *kajian.Feedback) error {
	now := db.clock.Now()
	f.ID, f.CreatedAt, f.UpdatedAt = uuid.NewString(), now, now
	if f.Status == "" {
		f.Status = kajian.FeedbackNew
	}
	_, err := db.exec(ctx, `INSERT INTO feedback (id, name, email, subject, message, category, status, user_id,
		created_at, updated_at, resolved_at, resolved_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		f.ID, nullString(f.Name), nullString(f.Email), f.Subject, f.Message, string(f.Category), string(f.Status),
		nullString(f.UserID), db.ts(now), db.ts(now), db.tsPtr(f.ResolvedAt), nullString(f.ResolvedBy))
	if err != nil {
		return fmt.Errorf("create feedback: %w", err)
	}
	return nil
}

const feedbackColumns = `f.id, f.name, f.email, f.subject, f.message, f.category, f.status, f.user_id, f.created_at,
	f.updated_at, f.resolved_at, f.resolved_by, sp.full_name, rp.full_name`

const feedbackFrom = ` FROM feedback f LEFT JOIN user_profiles sp ON sp.id = f.user_id
	LEFT JOIN user_profiles rp ON rp.id = f.resolved_by`

// ListFeedback returns a page of feedback, newest first.
func (db *DB) ListFeedback(ctx context.Context, f kajian.FeedbackFilter) (kajian.FeedbackPage, error) {
	var where []string
	var args []any
	if q := strings.TrimSpace(f.Search); q != "" {
		p := likePattern(q)
		where = append(where, `(LOWER(f.subject) LIKE ? ESCAPE '\' OR LOWER(f.message) LIKE ? ESCAPE '\'`+
			` OR LOWER(COALESCE(f.name, sp.full_name, '')) LIKE ? ESCAPE '\')`)
		args = append(args, p, p, p)
	}
	if f.Status != "" {
		where = append(where, "f.status = ?")
		args = append(args, string(f.Status))
	}
	if f.Category != "" {
		where = append(where, "f.category = ?")
		args = append(args, string(f.Category))
	}
	cond := ""
	if len(where) > 0 {
		cond = " WHERE " + strings.Join(where, " AND ")
	}
	var page kajian.FeedbackPage
	if err := db.queryRow(ctx, "SELECT COUNT(*)"+feedbackFrom+cond, args...).Scan(&page.Total); err != nil {
		return page, fmt.Errorf("count feedback: %w", translate(err))
	}
	limit := f.Limit
	if limit <= 0 || limit > 100 {
		limit = kajian.FeedbackPageSize
	}
	rows, err := db.query(ctx, "SELECT "+feedbackColumns+feedbackFrom+cond+" ORDER BY f.created_at DESC, f.id DESC LIMIT ? OFFSET ?",
		append(args, limit, max(f.Offset, 0))...)
	if err != nil {
		return page, fmt.Errorf("list feedback: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		item, err := scanFeedback(rows)
		if err != nil {
			return page, err
		}
		page.Items = append(page.Items, item)
	}
	return page, rows.Err()
}

// FindFeedback returns one message.
func (db *DB) FindFeedback(ctx context.Context, id string) (kajian.FeedbackItem, error) {
	if !validUUID(id) {
		return kajian.FeedbackItem{}, kajian.ErrNotFound
	}
	item, err := scanFeedback(db.queryRow(ctx, "SELECT "+feedbackColumns+feedbackFrom+" WHERE f.id = ?", id))
	if errors.Is(err, sql.ErrNoRows) {
		return item, kajian.ErrNotFound
	}
	return item, err
}

func scanFeedback(row interface{ Scan(...any) error }) (kajian.FeedbackItem, error) {
	var it kajian.FeedbackItem
	var name, email, userID, resolvedBy, profileName, resolverName text
	var created, updated, resolved instant
	err := row.Scan(&it.ID, &name, &email, &it.Subject, &it.Message, &it.Category, &it.Status, &userID, &created,
		&updated, &resolved, &resolvedBy, &profileName, &resolverName)
	if err != nil {
		return it, err
	}
	it.Name, it.Email, it.UserID, it.ResolvedBy = string(name), string(email), string(userID), string(resolvedBy)
	it.CreatedAt, it.UpdatedAt, it.ResolvedAt = created.Time, updated.Time, resolved.Ptr()
	it.ProfileName, it.ResolverName = string(profileName), string(resolverName)
	return it, nil
}

// SetFeedbackStatus moves a message to status, as adminID: updated_at is
// set; resolved also sets resolved_at and resolved_by, and any other status
// clears them. The moderation log records the move in the same transaction.
// Setting the status it already has changes nothing.
func (db *DB) SetFeedbackStatus(ctx context.Context, id string, status kajian.FeedbackStatus, adminID string) error {
	if !validUUID(id) {
		return kajian.ErrNotFound
	}
	return db.inTx(ctx, func(tx *Tx) error {
		var old, subject string
		err := tx.queryRow(ctx, "SELECT status, subject FROM feedback WHERE id = ?"+db.forUpdate(), id).Scan(&old, &subject)
		if errors.Is(err, sql.ErrNoRows) {
			return kajian.ErrNotFound
		}
		if err != nil {
			return err
		}
		if old == string(status) {
			return nil
		}
		now := db.clock.Now()
		var resolvedAt *time.Time
		var resolvedBy string
		if status == kajian.FeedbackResolved {
			resolvedAt, resolvedBy = &now, adminID
		}
		if _, err := tx.exec(ctx, "UPDATE feedback SET status = ?, updated_at = ?, resolved_at = ?, resolved_by = ? WHERE id = ?",
			string(status), db.ts(now), db.tsPtr(resolvedAt), nullString(resolvedBy), id); err != nil {
			return err
		}
		return tx.appendLog(ctx, kajian.ModEntry{ActorID: adminID, Action: kajian.ModFeedbackStatus,
			SubjectType: kajian.SubjectFeedback, SubjectID: id, SubjectTitle: subject, Detail: old + " → " + string(status)})
	})
}

// DeleteFeedback deletes a message, as adminID, recording it in the
// moderation log in the same transaction; it returns the message's subject.
func (db *DB) DeleteFeedback(ctx context.Context, id, adminID string) (string, error) {
	if !validUUID(id) {
		return "", kajian.ErrNotFound
	}
	var subject string
	err := db.inTx(ctx, func(tx *Tx) error {
		err := tx.queryRow(ctx, "DELETE FROM feedback WHERE id = ? RETURNING subject", id).Scan(&subject)
		if errors.Is(err, sql.ErrNoRows) {
			return kajian.ErrNotFound
		}
		if err != nil {
			return err
		}
		return tx.appendLog(ctx, kajian.ModEntry{ActorID: adminID, Action: kajian.ModDeleteFeedback,
			SubjectType: kajian.SubjectFeedback, SubjectID: id, SubjectTitle: subject})
	})
	return subject, err
}
