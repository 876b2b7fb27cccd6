package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Posters no session shows have a row in poster_uploads: every upload, and
// every poster a session let go of. The row decides who owns the files:
//
//   - A session takes a poster by deleting its row in the transaction that
//     saves the session (takePoster); without a row it cannot take it.
//   - A session lets go of a poster (replaced on edit, or the session deleted)
//     by adding a row that is due at once (releasePoster).
//   - Deleting the files starts with setting deleting_at on the row (a claim),
//     in a transaction that then checks that no session shows the poster; a
//     claimed poster can no longer be taken. Only then are the files deleted,
//     outside any transaction, and the row last (ForgetPoster).
//
// A take and a claim both write the same row, so whichever commits first wins
// and the other sees it: a session never shows a poster whose files are being
// deleted, and a poster a session shows is never deleted. Deleting files is
// idempotent, so two copies of the server sweeping at once at worst delete
// the same files twice.

// PosterUploadLifetime is how long an uploaded poster waits for a session to
// take it before a sweep deletes it.
const PosterUploadLifetime = 24 * time.Hour

// PosterDeleteLease is how long a claim lasts: a poster whose files were
// claimed for deletion longer ago (the deleting copy failed or stopped) is
// claimed again by the next sweep.
const PosterDeleteLease = 15 * time.Minute

// RecordPosterUpload records a poster just stored under key by userID; unless
// a session takes it within PosterUploadLifetime, a sweep deletes it.
func (db *DB) RecordPosterUpload(ctx context.Context, key, userID string) error {
	now := db.clock.Now()
	_, err := db.exec(ctx, "INSERT INTO poster_uploads (poster_key, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
		key, userID, db.ts(now), db.ts(now.Add(PosterUploadLifetime)))
	if err != nil {
		return fmt.Errorf("record poster upload: %w", err)
	}
	return nil
}

// takePoster gives the poster at key to the session being saved in tx: its
// row goes, so no sweep deletes it. A poster without a row, or one claimed for
// deletion, is kajian.ErrPosterGone.
func (tx *Tx) takePoster(ctx context.Context, key string) error {
	res, err := tx.exec(ctx, "DELETE FROM poster_uploads WHERE poster_key = ? AND deleting_at IS NULL", key)
	if err != nil {
		return fmt.Errorf("take poster: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return kajian.ErrPosterGone
	}
	return nil
}

// releasePoster hands the poster at key, which the session saved or deleted
// in tx no longer shows, to the sweep with a row that is due at once (the
// caller usually deletes it right after the commit, see ClaimPoster). A poster
// another session still shows keeps no row.
func (tx *Tx) releasePoster(ctx context.Context, key string) error {
	used, err := tx.posterInUse(ctx, key)
	if err != nil || used {
		return err
	}
	// Poster keys start with their uploader's id (media.StorePoster).
	uploader, _, _ := strings.Cut(key, "/")
	now := tx.db.ts(tx.db.clock.Now())
	if _, err := tx.exec(ctx, "INSERT INTO poster_uploads (poster_key, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)"+
		" ON CONFLICT (poster_key) DO NOTHING", key, uploader, now, now); err != nil {
		return fmt.Errorf("release poster: %w", err)
	}
	return nil
}

func (tx *Tx) posterInUse(ctx context.Context, key string) (bool, error) {
	var used bool
	// A masjid's photo and QRIS image come through the same pipeline (masjidteam.go).
	err := tx.queryRow(ctx, "SELECT EXISTS (SELECT 1 FROM kajian WHERE poster_key = ?) OR EXISTS (SELECT 1 FROM recurring_kajian WHERE poster_key = ?)"+
		" OR EXISTS (SELECT 1 FROM masjid WHERE photo_key = ? OR infaq_qris_key = ?)", key, key, key, key).Scan(&used)
	return used, err
}

// ClaimPoster claims the poster at key for deletion now, whether or not it is
// due, and reports whether the caller is to delete its files (and then call
// ForgetPoster). It is not when a session shows the poster; that session owns
// it, and its row, if any, goes. A poster without a row that no session shows
// (stored before uploads were recorded, or deleted already) may be deleted as
// well: no session can take a poster without its row.
func (db *DB) ClaimPoster(ctx context.Context, key string) (bool, error) {
	var claimed bool
	err := db.inTx(ctx, func(tx *Tx) error {
		// The claim comes before the check: a session that took the poster
		// first has committed by the time the claim gets its row (PostgreSQL
		// waits for the row's lock), so the check sees it.
		if _, err := tx.exec(ctx, "UPDATE poster_uploads SET deleting_at = COALESCE(deleting_at, ?) WHERE poster_key = ?",
			db.ts(db.clock.Now()), key); err != nil {
			return fmt.Errorf("claim poster: %w", err)
		}
		used, err := tx.posterInUse(ctx, key)
		if err != nil {
			return err
		}
		if used {
			_, err := tx.exec(ctx, "DELETE FROM poster_uploads WHERE poster_key = ?", key)
			return err
		}
		claimed = true
		return nil
	})
	return claimed, err
}

// PosterClaims are the due posters one ClaimDuePosters call went through.
type PosterClaims struct {
	// Delete are the keys of posters no session shows: the caller deletes
	// their files, then calls ForgetPoster for each.
	Delete []string
	// Kept counts due rows of posters a session shows: the session owns
	// them, and their rows are gone.
	Kept int
}

// Len is how many rows the call went through.
func (c PosterClaims) Len() int { return len(c.Delete) + c.Kept }

// ClaimDuePosters claims for deletion up to limit rows whose expires_at has
// passed and that are not claimed already (or whose claim is older than
// PosterDeleteLease), oldest first. Copies of the server that call it at the
// same time claim different rows.
func (db *DB) ClaimDuePosters(ctx context.Context, limit int) (PosterClaims, error) {
	var out PosterClaims
	now := db.clock.Now()
	err := db.inTx(ctx, func(tx *Tx) error {
		out = PosterClaims{}
		// The claim condition is repeated outside the subquery: on
		// PostgreSQL a row another sweep claimed while this one waited for
		// it is checked again, and left alone.
		rows, err := tx.tx.QueryContext(ctx, db.rebind(`UPDATE poster_uploads SET deleting_at = ?
			WHERE poster_key IN (SELECT poster_key FROM poster_uploads
				WHERE expires_at <= ? AND (deleting_at IS NULL OR deleting_at < ?) ORDER BY expires_at, poster_key LIMIT ?)
			AND expires_at <= ? AND (deleting_at IS NULL OR deleting_at < ?)
			RETURNING poster_key`),
			db.ts(now), db.ts(now), db.ts(now.Add(-PosterDeleteLease)), limit, db.ts(now), db.ts(now.Add(-PosterDeleteLease)))
		if err != nil {
			return fmt.Errorf("claim due posters: %w", err)
		}
		var keys []string
		for rows.Next() {
			var k string
			if err := rows.Scan(&k); err != nil {
				rows.Close()
				return err
			}
			keys = append(keys, k)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		for _, k := range keys {
			used, err := tx.posterInUse(ctx, k)
			if err != nil {
				return err
			}
			if !used {
				out.Delete = append(out.Delete, k)
				continue
			}
			if _, err := tx.exec(ctx, "DELETE FROM poster_uploads WHERE poster_key = ?", k); err != nil {
				return err
			}
			out.Kept++
		}
		return nil
	})
	return out, err
}

// ForgetPoster removes the row of a claimed poster whose files are deleted.
func (db *DB) ForgetPoster(ctx context.Context, key string) error {
	if _, err := db.exec(ctx, "DELETE FROM poster_uploads WHERE poster_key = ? AND deleting_at IS NOT NULL", key); err != nil {
		return fmt.Errorf("forget poster: %w", err)
	}
	return nil
}

// PosterUpload is a row of poster_uploads.
type PosterUpload struct {
	Key        string
	UserID     string
	CreatedAt  time.Time
	ExpiresAt  time.Time
	DeletingAt *time.Time
}

// FindPosterUpload returns the row of the poster at key, or kajian.ErrNotFound
// when it has none (a session owns it, or it is gone).
func (db *DB) FindPosterUpload(ctx context.Context, key string) (PosterUpload, error) {
	u := PosterUpload{Key: key}
	var created, expires, deleting instant
	err := db.queryRow(ctx, "SELECT user_id, created_at, expires_at, deleting_at FROM poster_uploads WHERE poster_key = ?", key).
		Scan(&u.UserID, &created, &expires, &deleting)
	if errors.Is(err, sql.ErrNoRows) {
		return PosterUpload{}, kajian.ErrNotFound
	}
	if err != nil {
		return PosterUpload{}, translate(err)
	}
	u.CreatedAt, u.ExpiresAt, u.DeletingAt = created.Time, expires.Time, deleting.Ptr()
	return u, nil
}
