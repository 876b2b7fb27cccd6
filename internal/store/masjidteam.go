package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/google/uuid"
	"github.com/kajiankita/kajian/internal/kajian"
)

// A masjid's team: its editable details, its editors and the claims to join it. Every change an
// admin makes is written to the moderation log in the change's own transaction.

// UpdateMasjid saves m's editable details (kajian.MasjidInput) over before, the masjid as it
// was read: a new photo or QRIS image is taken from the poster uploads, a replaced one is
// handed to the sweep, in the same transaction.
func (db *DB) UpdateMasjid(ctx context.Context, m, before *kajian.Masjid) error {
	return db.inTx(ctx, func(tx *Tx) error {
		for _, k := range [][2]string{{m.PhotoKey, before.PhotoKey}, {m.Infaq.QRISKey, before.Infaq.QRISKey}} {
			if k[0] != k[1] && k[0] != "" {
				if err := tx.takePoster(ctx, k[0]); err != nil {
					return err
				}
			}
		}
		res, err := tx.exec(ctx, `UPDATE masjid SET name = ?, name_key = ?, search_text = ?, address = ?, photo_key = ?,
			facilities = ?, whatsapp = ?, website = ?, instagram = ?, youtube = ?, infaq_bank = ?, infaq_account = ?,
			infaq_holder = ?, infaq_qris_key = ?, updated_at = ? WHERE id = ?`,
			m.Name, kajian.MasjidNameKey(m.Name), kajian.MasjidSearchText(m), m.Address, nullString(m.PhotoKey),
			facilitiesText(m.Facilities), m.WhatsApp, m.Website, m.Instagram, m.YouTube, m.Infaq.Bank, m.Infaq.Account,
			m.Infaq.Holder, nullString(m.Infaq.QRISKey), db.ts(db.clock.Now()), m.ID)
		if err != nil {
			return fmt.Errorf("update masjid: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return kajian.ErrMasjidNotFound
		}
		for _, k := range [][2]string{{m.PhotoKey, before.PhotoKey}, {m.Infaq.QRISKey, before.Infaq.QRISKey}} {
			if k[0] != k[1] && k[1] != "" {
				if err := tx.releasePoster(ctx, k[1]); err != nil {
					return err
				}
			}
		}
		if err := tx.IndexMasjidWords(ctx, m); err != nil {
			return err
		}
		return tx.masjidChanged(ctx, m.ID, m.Name != before.Name)
	})
}

// SetMasjidVerified marks m verified or not, logged with the admin as actor.
func (db *DB) SetMasjidVerified(ctx context.Context, m *kajian.Masjid, verified bool, adminID string) error {
	return db.inTx(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, "UPDATE masjid SET verified = ?, updated_at = ? WHERE id = ?", verified, db.ts(db.clock.Now()), m.ID); err != nil {
			return fmt.Errorf("verify masjid: %w", err)
		}
		detail := "tidak"
		if verified {
			detail = "ya"
		}
		if err := tx.appendLog(ctx, kajian.ModEntry{ActorID: adminID, Action: kajian.ModMasjidVerify, SubjectType: kajian.SubjectMasjid,
			SubjectID: m.ID, SubjectTitle: m.Name, Detail: detail}); err != nil {
			return err
		}
		return tx.masjidChanged(ctx, m.ID, false)
	})
}

// ListMasjidEditors returns the editors of a masjid, the first added first.
func (db *DB) ListMasjidEditors(ctx context.Context, masjidID string) ([]kajian.MasjidEditor, error) {
	rows, err := db.query(ctx, `SELECT u.id, u.email, COALESCE(p.full_name, ''), e.created_at FROM masjid_editors e
		JOIN users u ON u.id = e.user_id LEFT JOIN user_profiles p ON p.id = e.user_id
		WHERE e.masjid_id = ? ORDER BY e.created_at, u.email`, masjidID)
	if err != nil {
		return nil, fmt.Errorf("list masjid editors: %w", err)
	}
	defer rows.Close()
	var out []kajian.MasjidEditor
	for rows.Next() {
		var (
			e  kajian.MasjidEditor
			id text
			at instant
		)
		if err := rows.Scan(&id, &e.Email, &e.FullName, &at); err != nil {
			return nil, err
		}
		e.UserID, e.AddedAt = string(id), at.Time
		out = append(out, e)
	}
	return out, rows.Err()
}

// AddMasjidEditor makes user an editor of m, logged with the admin as actor. Adding an editor
// again changes nothing and logs nothing; beyond kajian.MaxMasjidEditors it is
// kajian.ErrMasjidEditorsFull.
func (db *DB) AddMasjidEditor(ctx context.Context, m *kajian.Masjid, user kajian.User, adminID string) error {
	return db.inTx(ctx, func(tx *Tx) error {
		added, err := tx.addEditor(ctx, m.ID, user.ID, adminID)
		if err != nil || !added {
			return err
		}
		if err := tx.appendLog(ctx, kajian.ModEntry{ActorID: adminID, Action: kajian.ModMasjidEditorAdd, SubjectType: kajian.SubjectMasjid,
			SubjectID: m.ID, SubjectTitle: m.Name, Detail: user.Email}); err != nil {
			return err
		}
		return tx.masjidChanged(ctx, m.ID, false)
	})
}

// addEditor inserts an editor row unless there is one, and reports whether it did.
func (tx *Tx) addEditor(ctx context.Context, masjidID, userID, adminID string) (bool, error) {
	var n, same int
	if err := tx.queryRow(ctx, "SELECT COUNT(*), COUNT(CASE WHEN user_id = ? THEN 1 END) FROM masjid_editors WHERE masjid_id = ?",
		userID, masjidID).Scan(&n, &same); err != nil {
		return false, fmt.Errorf("count masjid editors: %w", err)
	}
	if same > 0 {
		return false, nil
	}
	if n >= kajian.MaxMasjidEditors {
		return false, kajian.ErrMasjidEditorsFull
	}
	_, err := tx.exec(ctx, "INSERT INTO masjid_editors (masjid_id, user_id, added_by, created_at) VALUES (?, ?, ?, ?)",
		masjidID, userID, nullString(adminID), tx.db.ts(tx.db.clock.Now()))
	if err != nil {
		return false, fmt.Errorf("add masjid editor: %w", err)
	}
	return true, nil
}

// RemoveMasjidEditor takes userID off m's editors, logged with the admin as actor;
// kajian.ErrMasjidEditorGone when they are not one.
func (db *DB) RemoveMasjidEditor(ctx context.Context, m *kajian.Masjid, userID, adminID string) error {
	if !validUUID(userID) {
		return kajian.ErrMasjidEditorGone
	}
	return db.inTx(ctx, func(tx *Tx) error {
		var email text
		err := tx.queryRow(ctx, "SELECT email FROM users WHERE id = ?", userID).Scan(&email)
		if errors.Is(err, sql.ErrNoRows) {
			return kajian.ErrMasjidEditorGone
		}
		if err != nil {
			return err
		}
		res, err := tx.exec(ctx, "DELETE FROM masjid_editors WHERE masjid_id = ? AND user_id = ?", m.ID, userID)
		if err != nil {
			return fmt.Errorf("remove masjid editor: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return kajian.ErrMasjidEditorGone
		}
		if err := tx.appendLog(ctx, kajian.ModEntry{ActorID: adminID, Action: kajian.ModMasjidEditorRemove, SubjectType: kajian.SubjectMasjid,
			SubjectID: m.ID, SubjectTitle: m.Name, Detail: string(email)}); err != nil {
			return err
		}
		return tx.masjidChanged(ctx, m.ID, false)
	})
}

// CreateMasjidClaim records c (MasjidID, UserID, Note) as pending. A second pending claim of one
// user for one masjid is kajian.ErrMasjidClaimPending (the database's unique index decides);
// a claim of someone who already keeps the masjid is kajian.ErrMasjidClaimEditor.
func (db *DB) CreateMasjidClaim(ctx context.Context, c *kajian.MasjidClaim) error {
	c.ID, c.Status, c.CreatedAt = uuid.NewString(), kajian.ClaimPending, db.clock.Now()
	return db.inTx(ctx, func(tx *Tx) error {
		var n int
		if err := tx.queryRow(ctx, "SELECT COUNT(*) FROM masjid_editors WHERE masjid_id = ? AND user_id = ?", c.MasjidID, c.UserID).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			return kajian.ErrMasjidClaimEditor
		}
		_, err := tx.exec(ctx, "INSERT INTO masjid_claims (id, masjid_id, user_id, note, status, created_at) VALUES (?, ?, ?, ?, ?, ?)",
			c.ID, c.MasjidID, c.UserID, c.Note, string(c.Status), db.ts(c.CreatedAt))
		if err := translate(err); kajian.ErrorKind(err) == kajian.KindConflict {
			return kajian.ErrMasjidClaimPending
		} else if err != nil {
			return fmt.Errorf("create masjid claim: %w", err)
		}
		return nil
	})
}

const claimColumns = `c.id, c.masjid_id, m.slug, m.name, c.user_id, u.email, COALESCE(p.full_name, ''), c.note, c.status,
	c.created_at, c.decided_at`

const claimFrom = ` FROM masjid_claims c JOIN masjid m ON m.id = c.masjid_id JOIN users u ON u.id = c.user_id
	LEFT JOIN user_profiles p ON p.id = c.user_id`

func scanClaim(row interface{ Scan(...any) error }) (kajian.MasjidClaim, error) {
	var (
		c                kajian.MasjidClaim
		id, masjid, user text
		status           text
		created, decided instant
	)
	if err := row.Scan(&id, &masjid, &c.MasjidSlug, &c.MasjidName, &user, &c.UserEmail, &c.UserName, &c.Note, &status,
		&created, &decided); err != nil {
		return c, err
	}
	c.ID, c.MasjidID, c.UserID, c.Status = string(id), string(masjid), string(user), kajian.ClaimStatus(status)
	c.CreatedAt, c.DecidedAt = created.Time, decided.Ptr()
	return c, nil
}

// ListMasjidClaims returns the claims with the status ("" for every one), pending ones first,
// then newest first, at most kajian.MasjidClaimsLimit.
func (db *DB) ListMasjidClaims(ctx context.Context, status kajian.ClaimStatus) ([]kajian.MasjidClaim, error) {
	where, args := "", []any{}
	if status != "" {
		where, args = " WHERE c.status = ?", append(args, string(status))
	}
	rows, err := db.query(ctx, "SELECT "+claimColumns+claimFrom+where+
		" ORDER BY CASE WHEN c.status = 'pending' THEN 0 ELSE 1 END, c.created_at DESC LIMIT ?", append(args, kajian.MasjidClaimsLimit)...)
	if err != nil {
		return nil, fmt.Errorf("list masjid claims: %w", err)
	}
	defer rows.Close()
	var out []kajian.MasjidClaim
	for rows.Next() {
		c, err := scanClaim(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// DecideMasjidClaim approves or rejects the pending claim id, logged with the admin as actor:
// approving makes the claimer an editor in the same transaction. A claim decided already is
// kajian.ErrClaimDecided; an unknown one kajian.ErrMasjidClaimGone.
func (db *DB) DecideMasjidClaim(ctx context.Context, id string, approve bool, adminID string) (kajian.MasjidClaim, error) {
	var c kajian.MasjidClaim
	if !validUUID(id) {
		return c, kajian.ErrMasjidClaimGone
	}
	err := db.inTx(ctx, func(tx *Tx) error {
		lock := "" // SQLite's write transactions exclude each other already
		if db.dialect == Postgres {
			lock = " FOR UPDATE OF c"
		}
		var err error
		c, err = scanClaim(tx.queryRow(ctx, "SELECT "+claimColumns+claimFrom+" WHERE c.id = ?"+lock, id))
		if errors.Is(err, sql.ErrNoRows) {
			return kajian.ErrMasjidClaimGone
		}
		if err != nil {
			return err
		}
		if c.Status != kajian.ClaimPending {
			return kajian.ErrClaimDecided
		}
		status, action := kajian.ClaimRejected, kajian.ModMasjidClaimReject
		if approve {
			status, action = kajian.ClaimApproved, kajian.ModMasjidClaimApprove
			if _, err := tx.addEditor(ctx, c.MasjidID, c.UserID, adminID); err != nil {
				return err
			}
		}
		now := db.clock.Now()
		if _, err := tx.exec(ctx, "UPDATE masjid_claims SET status = ?, decided_by = ?, decided_at = ? WHERE id = ?",
			string(status), nullString(adminID), db.ts(now), id); err != nil {
			return fmt.Errorf("decide masjid claim: %w", err)
		}
		c.Status, c.DecidedAt = status, &now
		if err := tx.appendLog(ctx, kajian.ModEntry{ActorID: adminID, Action: action, SubjectType: kajian.SubjectMasjid,
			SubjectID: c.MasjidID, SubjectTitle: c.MasjidName, Detail: c.UserEmail}); err != nil {
			return err
		}
		return tx.masjidChanged(ctx, c.MasjidID, false)
	})
	return c, err
}
