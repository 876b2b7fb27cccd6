package store

import (
	"context"
	"fmt"

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
