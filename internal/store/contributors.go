package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/kajiankita/kajian/internal/kajian"
)

// CreateDirect is CreateSession for a trusted contributor's posting, published
// at once: the moderation log records the publication, with the contributor as
// its actor, in the same transaction, so no such posting escapes the admins'
// review list.
func (db *DB) CreateDirect(ctx context.Context, s *kajian.Session) error {
	return db.createSession(ctx, s, func(tx *Tx) error {
		return tx.appendLog(ctx, kajian.ModEntry{ActorID: s.CreatedBy, Action: kajian.ModPublishDirect,
			SubjectType: string(s.Type), SubjectID: s.ID, SubjectTitle: s.Title})
	})
}

// CreateByEditor is CreateSession for a masjid editor's posting for their masjid, published at
// once: the moderation log records it as a direct publication whose detail names the masjid, so
// it is reviewed (and can be undone) with the contributors' ones.
func (db *DB) CreateByEditor(ctx context.Context, s *kajian.Session) error {
	detail := s.MasjidID
	if s.Masjid != nil {
		detail = s.Masjid.Name
	}
	return db.createSession(ctx, s, func(tx *Tx) error {
		return tx.appendLog(ctx, kajian.ModEntry{ActorID: s.CreatedBy, Action: kajian.ModPublishDirect,
			SubjectType: string(s.Type), SubjectID: s.ID, SubjectTitle: s.Title, Detail: detail})
	})
}

// ListDirectPublications returns the newest limit postings contributors
// published directly, each with its contributor's current name and the
// session's slug and status now (empty once deleted).
func (db *DB) ListDirectPublications(ctx context.Context, limit int) ([]kajian.DirectPublication, error) {
	rows, err := db.query(ctx, `SELECT l.id, l.subject_type, l.subject_id, l.subject_title, l.actor_id, p.full_name, l.created_at,
		COALESCE(k.slug, r.slug), COALESCE(k.status, r.status)
		FROM moderation_log l
		LEFT JOIN user_profiles p ON p.id = l.actor_id
		LEFT JOIN kajian k ON l.subject_type = 'regular' AND k.id = `+db.asID("l.subject_id")+`
		LEFT JOIN recurring_kajian r ON l.subject_type = 'recurring' AND r.id = `+db.asID("l.subject_id")+`
		WHERE l.action = ? ORDER BY l.created_at DESC, l.id DESC LIMIT ?`, string(kajian.ModPublishDirect), limit)
	if err != nil {
		return nil, fmt.Errorf("list direct publications: %w", err)
	}
	defer rows.Close()
	var out []kajian.DirectPublication
	for rows.Next() {
		var p kajian.DirectPublication
		var typ, actor, name, slug, status text
		var at instant
		if err := rows.Scan(&p.LogID, &typ, &p.SessionID, &p.Title, &actor, &name, &at, &slug, &status); err != nil {
			return nil, err
		}
		p.Type, p.ContributorID, p.ContributorName = kajian.Type(typ), string(actor), string(name)
		p.Slug, p.Status, p.PublishedAt = string(slug), kajian.Status(status), at.Time
		out = append(out, p)
	}
	return out, rows.Err()
}

// UnpublishSession sends a public session back to the approval queue (status
// pending), recording the admin in the moderation log in the same
// transaction; news tells its attendees and feeds it left public view. A
// session that is not public is kajian.ErrNotPublic; a missing one
// kajian.ErrNotFound.
func (db *DB) UnpublishSession(ctx context.Context, t kajian.Type, id, adminID string, news ...kajian.SessionNews) (Acted, error) {
	var acted Acted
	if !validUUID(id) {
		return acted, kajian.ErrNotFound
	}
	err := db.inTx(ctx, func(tx *Tx) error {
		// Told while the session is still public, so its calendars learn it is gone.
		var public bool
		err := tx.queryRow(ctx, "SELECT status = ? FROM "+table(t)+" WHERE id = ?"+db.forUpdate(),
			string(kajian.PublicStatus(t)), id).Scan(&public)
		if errors.Is(err, sql.ErrNoRows) {
			return kajian.ErrNotFound
		}
		if err != nil {
			return err
		}
		if !public {
			return kajian.ErrNotPublic
		}
		if err := tx.leaving(ctx, t, id, oneNews(news)); err != nil {
			return err
		}
		now := db.ts(db.clock.Now())
		var title, owner, slug text
		err = tx.queryRow(ctx, "UPDATE "+table(t)+" SET status = ?, approved_by = NULL, approved_at = NULL, updated_at = ?"+
			" WHERE id = ? RETURNING title, created_by, slug", string(kajian.StatusPending), now, id).Scan(&title, &owner, &slug)
		if err != nil {
			return fmt.Errorf("unpublish %s: %w", table(t), err)
		}
		acted = Acted{Title: string(title), OwnerID: string(owner), Slug: string(slug)}
		return tx.appendLog(ctx, kajian.ModEntry{ActorID: adminID, Action: kajian.ModUnpublish, SubjectType: string(t),
			SubjectID: id, SubjectTitle: acted.Title})
	})
	return acted, err
}
