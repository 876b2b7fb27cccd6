package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// TokenPurpose says what an e-mailed link does.
type TokenPurpose string

// The purposes of e-mailed links.
const (
	PurposeVerifyEmail   TokenPurpose = "verify_email"
	PurposeResetPassword TokenPurpose = "reset_password"
)

// CreateEmailToken stores the hash of a new e-mailed token for the user and,
// in the same transaction, removes the user's earlier tokens of the same
// purpose, so only the newest link works.
func (db *DB) CreateEmailToken(ctx context.Context, userID string, purpose TokenPurpose, tokenHash string, expires time.Time) error {
	now := db.clock.Now()
	err := db.inTx(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, "DELETE FROM email_tokens WHERE user_id = ? AND purpose = ?", userID, string(purpose)); err != nil {
			return err
		}
		_, err := tx.exec(ctx, `INSERT INTO email_tokens (token_hash, user_id, purpose, created_at, expires_at)
			VALUES (?, ?, ?, ?, ?)`, tokenHash, userID, string(purpose), db.ts(now), db.ts(expires))
		return err
	})
	if err != nil {
		return fmt.Errorf("create email token: %w", err)
	}
	return nil
}

// ConsumeEmailToken uses up the token with the hash and returns its user's id.
// One conditional UPDATE marks it used, so of two concurrent uses exactly one
// succeeds. An expired token gives kajian.ErrTokenExpired; an unknown, used or
// other-purpose one kajian.ErrTokenInvalid.
func (db *DB) ConsumeEmailToken(ctx context.Context, purpose TokenPurpose, tokenHash string) (string, error) {
	now := db.clock.Now()
	var userID text
	err := db.inTx(ctx, func(tx *Tx) error {
		return tx.queryRow(ctx, `UPDATE email_tokens SET used_at = ?
			WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
			RETURNING user_id`, db.ts(now), tokenHash, string(purpose), db.ts(now)).Scan(&userID)
	})
	if err == nil {
		return string(userID), nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return "", fmt.Errorf("consume email token: %w", translate(err))
	}
	return "", db.whyUnusable(ctx, purpose, tokenHash, now)
}

// CheckEmailToken reports whether the token can still be used, without using
// it, with the errors of ConsumeEmailToken.
func (db *DB) CheckEmailToken(ctx context.Context, purpose TokenPurpose, tokenHash string) error {
	now := db.clock.Now()
	var n int
	err := db.queryRow(ctx, `SELECT COUNT(*) FROM email_tokens
		WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?`,
		tokenHash, string(purpose), db.ts(now)).Scan(&n)
	if err != nil {
		return fmt.Errorf("check email token: %w", translate(err))
	}
	if n == 1 {
		return nil
	}
	return db.whyUnusable(ctx, purpose, tokenHash, now)
}

// whyUnusable tells an expired token from an invalid one.
func (db *DB) whyUnusable(ctx context.Context, purpose TokenPurpose, tokenHash string, now time.Time) error {
	var expires, used instant
	err := db.queryRow(ctx, "SELECT expires_at, used_at FROM email_tokens WHERE token_hash = ? AND purpose = ?",
		tokenHash, string(purpose)).Scan(&expires, &used)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return kajian.ErrTokenInvalid
	case err != nil:
		return fmt.Errorf("email token: %w", translate(err))
	case !used.Valid && !expires.Time.After(now):
		return kajian.ErrTokenExpired
	}
	return kajian.ErrTokenInvalid
}

// DeleteExpiredEmailTokens removes tokens that expired before now.
func (db *DB) DeleteExpiredEmailTokens(ctx context.Context, now time.Time) (int64, error) {
	res, err := db.exec(ctx, "DELETE FROM email_tokens WHERE expires_at <= ?", db.ts(now))
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}
