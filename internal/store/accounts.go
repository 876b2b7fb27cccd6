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

// LinkGoogleSubject links a Google identity to an existing account whose
// e-mail address Google vouches for, and marks that address verified. When
// dropPassword is set the account's password is removed: it was chosen by
// whoever registered an address they never confirmed, who need not be its
// owner. Every pending verification link ends with it, in one transaction:
// the address is proven, and a link used later would put a sign-up's
// password on the account. A subject already linked to another account is a
// conflict.
func (db *DB) LinkGoogleSubject(ctx context.Context, userID, subject string, dropPassword bool) error {
	now := db.clock.Now()
	q := "UPDATE users SET google_subject = ?, email_verified_at = COALESCE(email_verified_at, ?), updated_at = ?"
	if dropPassword {
		q += ", password_hash = NULL"
	}
	err := db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, q+" WHERE id = ?", subject, db.ts(now), db.ts(now), userID)
		if err := affectedOne(res, err); err != nil {
			return err
		}
		_, err = tx.exec(ctx, "DELETE FROM email_tokens WHERE user_id = ? AND purpose = ?", userID, string(PurposeVerifyEmail))
		return err
	})
	if err != nil {
		return fmt.Errorf("link google subject: %w", translate(err))
	}
	return nil
}

// ResetPassword sets a new password hash after a reset by e-mail, which also
// proves the address, and ends every session and e-mailed link of the user
// (reset and verification alike: a verification link used later would
// replace the new password with a sign-up's), all in one transaction.
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
		_, err = tx.exec(ctx, "DELETE FROM email_tokens WHERE user_id = ?", userID)
		return err
	})
	if err != nil {
		return fmt.Errorf("reset password: %w", err)
	}
	return nil
}

// PendingSignUp is what one sign-up asked for, kept with its verification
// link until the link is used: the password (hashed), name and phone, and
// the hash of a secret the signing-up browser keeps in a cookie. Empty for a
// link whose credentials are the account's own (a resent link).
type PendingSignUp struct {
	PasswordHash, FullName, Phone, BrowserHash string
}

// CreateSignUpToken stores a verification link for an account that was
// never confirmed, with the credentials of the sign-up that asked for it. A
// sign-up's link ends no other: whoever signs up before and after someone
// with the same address must not kill that person's link, so each pending
// sign-up keeps its own until one is used (CompleteSignUp) or it expires;
// the sign-up rate limit per address bounds how many there are. A resent
// link (p without a password) carries no credentials of its own (see
// PendingSignUps) and replaces only the earlier resent ones. The account
// itself is not changed: it takes credentials only when a link is used by
// someone who proves they chose them. A confirmed account gives
// kajian.ErrNotFound.
func (db *DB) CreateSignUpToken(ctx context.Context, userID, tokenHash string, expires time.Time, p PendingSignUp) error {
	now := db.clock.Now()
	err := db.inTx(ctx, func(tx *Tx) error {
		var verified instant
		err := tx.queryRow(ctx, "SELECT email_verified_at FROM users WHERE id = ?"+db.forUpdate(), userID).Scan(&verified)
		if errors.Is(err, sql.ErrNoRows) || (err == nil && verified.Valid) {
			return kajian.ErrNotFound
		}
		if err != nil {
			return err
		}
		if p.PasswordHash == "" {
			if _, err := tx.exec(ctx, "DELETE FROM email_tokens WHERE user_id = ? AND purpose = ? AND password_hash IS NULL",
				userID, string(PurposeVerifyEmail)); err != nil {
				return err
			}
		}
		_, err = tx.exec(ctx, `INSERT INTO email_tokens (token_hash, user_id, purpose, created_at, expires_at,
			password_hash, full_name, phone, browser_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			tokenHash, userID, string(PurposeVerifyEmail), db.ts(now), db.ts(expires),
			nullString(p.PasswordHash), nullString(strings.TrimSpace(p.FullName)), nullString(strings.TrimSpace(p.Phone)), nullString(p.BrowserHash))
		return err
	})
	if errors.Is(err, kajian.ErrNotFound) {
		return err
	}
	if err != nil {
		return fmt.Errorf("create sign-up token: %w", err)
	}
	return nil
}

// PendingSignUps returns the credentials of userID's sign-ups whose links
// were not used, newest first, at most limit: what a resent link, which has
// none of its own, may activate. A sign-up whose own link expired still
// counts until the sweep removes it: resending is how its user gets a
// working link.
func (db *DB) PendingSignUps(ctx context.Context, userID string, limit int) ([]PendingSignUp, error) {
	rows, err := db.query(ctx, `SELECT password_hash, full_name, phone, browser_hash FROM email_tokens
		WHERE user_id = ? AND purpose = ? AND password_hash IS NOT NULL AND used_at IS NULL
		ORDER BY created_at DESC LIMIT ?`, userID, string(PurposeVerifyEmail), limit)
	if err != nil {
		return nil, fmt.Errorf("pending sign-ups: %w", err)
	}
	defer rows.Close()
	var out []PendingSignUp
	for rows.Next() {
		var pw, name, phone, browser text
		if err := rows.Scan(&pw, &name, &phone, &browser); err != nil {
			return nil, err
		}
		out = append(out, PendingSignUp{PasswordHash: string(pw), FullName: string(name), Phone: string(phone), BrowserHash: string(browser)})
	}
	return out, rows.Err()
}

// SignUpToken returns the account and the pending credentials of a usable
// verification link, without using it; an unusable one gives the errors of
// ConsumeEmailToken.
func (db *DB) SignUpToken(ctx context.Context, tokenHash string) (string, PendingSignUp, error) {
	now := db.clock.Now()
	var userID, pw, name, phone, browser text
	err := db.queryRow(ctx, `SELECT user_id, password_hash, full_name, phone, browser_hash FROM email_tokens
		WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?`,
		tokenHash, string(PurposeVerifyEmail), db.ts(now)).Scan(&userID, &pw, &name, &phone, &browser)
	if errors.Is(err, sql.ErrNoRows) {
		return "", PendingSignUp{}, db.whyUnusable(ctx, PurposeVerifyEmail, tokenHash, now)
	}
	if err != nil {
		return "", PendingSignUp{}, fmt.Errorf("sign-up token: %w", translate(err))
	}
	return string(userID), PendingSignUp{PasswordHash: string(pw), FullName: string(name), Phone: string(phone), BrowserHash: string(browser)}, nil
}

// CompleteSignUp uses a verification link, in one transaction: it confirms
// the address; when activate is not nil the account takes those credentials
// (password, and name and phone when given); and every other pending
// sign-up and every session of the account ends. Of two concurrent uses
// exactly one succeeds.
func (db *DB) CompleteSignUp(ctx context.Context, tokenHash string, activate *PendingSignUp) error {
	now := db.clock.Now()
	var userID text
	err := db.inTx(ctx, func(tx *Tx) error {
		err := tx.queryRow(ctx, `UPDATE email_tokens SET used_at = ?
			WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
			RETURNING user_id`, db.ts(now), tokenHash, string(PurposeVerifyEmail), db.ts(now)).Scan(&userID)
		if err != nil {
			return err
		}
		if activate != nil && activate.PasswordHash != "" {
			if _, err := tx.exec(ctx, "UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?",
				activate.PasswordHash, db.ts(now), string(userID)); err != nil {
				return err
			}
			if name := strings.TrimSpace(activate.FullName); name != "" {
				if _, err := tx.exec(ctx, "UPDATE user_profiles SET full_name = ?, phone = ?, updated_at = ? WHERE id = ?",
					name, nullString(strings.TrimSpace(activate.Phone)), db.ts(now), string(userID)); err != nil {
					return err
				}
			}
		}
		if _, err := tx.exec(ctx, "UPDATE users SET email_verified_at = COALESCE(email_verified_at, ?), updated_at = ? WHERE id = ?",
			db.ts(now), db.ts(now), string(userID)); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, "DELETE FROM email_tokens WHERE user_id = ? AND purpose = ? AND token_hash <> ?",
			string(userID), string(PurposeVerifyEmail), tokenHash); err != nil {
			return err
		}
		_, err = tx.exec(ctx, "DELETE FROM auth_sessions WHERE user_id = ?", string(userID))
		return err
	})
	if errors.Is(err, sql.ErrNoRows) {
		return db.whyUnusable(ctx, PurposeVerifyEmail, tokenHash, now)
	}
	if err != nil {
		return fmt.Errorf("complete sign-up: %w", translate(err))
	}
	return nil
}
