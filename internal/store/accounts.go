package store

import (
	"context"
	"fmt"
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
