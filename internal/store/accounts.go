package store

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// LinkGoogleSubject links a Google identity to an existing account whose
// e-mail address Google vouches for, and marks that address verified. When
// dropPassword is set the account's password is removed: it was chosen by
// whoever registered an address they never confirmed, who need not be its
// owner. A subject already linked to another account is a conflict.
func (db *DB) LinkGoogleSubject(ctx context.Context, userID, subject string, dropPassword bool) error {
	now := db.clock.Now()
	q := "UPDATE users SET google_subject = ?, email_verified_at = COALESCE(email_verified_at, ?), updated_at = ?"
	if dropPassword {
		q += ", password_hash = NULL"
	}
	res, err := db.exec(ctx, q+" WHERE id = ?", subject, db.ts(now), db.ts(now), userID)
	if err := affectedOne(res, err); err != nil {
		return fmt.Errorf("link google subject: %w", err)
	}
	return nil
}

// ResetPassword sets a new password hash after a reset by e-mail, which also
// proves the address, and ends every session and reset link of the user, all
// in one transaction.
func (db *DB) ResetPassword(ctx context.Context, userID, hash string) error {
	now := db.clock.Now()
	err := db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `UPDATE users SET password_hash = ?, email_verified_at = COALESCE(email_verified_at, ?),
			updated_at = ? WHERE id = ?`, hash, db.ts(now), db.ts(now), userID)
		if err := affectedOne(res, err); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, "DELETE FROM auth_sessions WHERE user_id = ?", userID); err != nil {
			return err
		}
		_, err = tx.exec(ctx, "DELETE FROM email_tokens WHERE user_id = ? AND purpose = ?", userID, string(PurposeResetPassword))
		return err
	})
	if err != nil {
		return fmt.Errorf("reset password: %w", err)
	}
	return nil
}

// RenewSignUp is a new sign-up with the address of an account that was never
// confirmed. Whoever signed up before did not prove the address is theirs, so
// the new sign-up's password hash, name and phone replace theirs, and its
// verification token replaces every earlier one: only the newest link works,
// and whoever confirms the address finds the password of the sign-up that
// sent it. All of it happens in one transaction. An account confirmed in the
// meantime is left alone and gives kajian.ErrNotFound.
func (db *DB) RenewSignUp(ctx context.Context, userID string, nu NewUser, tokenHash string, expires time.Time) error {
	now := db.clock.Now()
	err := db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `UPDATE users SET password_hash = ?, updated_at = ?
			WHERE id = ? AND email_verified_at IS NULL`, nullString(nu.PasswordHash), db.ts(now), userID)
		if err := affectedOne(res, err); err != nil {
			return err
		}
		name, phone := strings.TrimSpace(nu.FullName), strings.TrimSpace(nu.Phone)
		res, err = tx.exec(ctx, "UPDATE user_profiles SET full_name = ?, phone = ?, updated_at = ? WHERE id = ?",
			name, nullString(phone), db.ts(now), userID)
		if err := affectedOne(res, err); errors.Is(err, kajian.ErrNotFound) {
			err = insertProfile(ctx, tx, kajian.Profile{ID: userID, FullName: name, Phone: phone, Role: kajian.RoleUser, CreatedAt: now, UpdatedAt: now})
			if err != nil {
				return err
			}
		} else if err != nil {
			return err
		}
		// The earlier sign-up's password no longer holds: end anything it started.
		if _, err := tx.exec(ctx, "DELETE FROM auth_sessions WHERE user_id = ?", userID); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, "DELETE FROM email_tokens WHERE user_id = ? AND purpose = ?", userID, string(PurposeVerifyEmail)); err != nil {
			return err
		}
		_, err = tx.exec(ctx, `INSERT INTO email_tokens (token_hash, user_id, purpose, created_at, expires_at)
			VALUES (?, ?, ?, ?, ?)`, tokenHash, userID, string(PurposeVerifyEmail), db.ts(now), db.ts(expires))
		return err
	})
	if errors.Is(err, kajian.ErrNotFound) {
		return err
	}
	if err != nil {
		return fmt.Errorf("renew sign-up: %w", err)
	}
	return nil
}
