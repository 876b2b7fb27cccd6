package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// OAuthState is a Google sign-in in flight: what the callback needs to finish
// it. It lives in the database, so any copy of the server can finish a sign-in
// another copy started. The state itself is kept only as a hash.
type OAuthState struct {
	StateHash    string
	Nonce        string
	CodeVerifier string
	ReturnTo     string // the app path to go back to afterwards
	CreatedAt    time.Time
	ExpiresAt    time.Time
}

// CreateOAuthState stores a sign-in in flight, removing expired ones on the way.
func (db *DB) CreateOAuthState(ctx context.Context, s OAuthState) error {
	err := db.inTx(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, "DELETE FROM oauth_states WHERE expires_at <= ?", db.ts(s.CreatedAt)); err != nil {
			return err
		}
		_, err := tx.exec(ctx, `INSERT INTO oauth_states (state_hash, nonce, code_verifier, return_to, created_at, expires_at)
			VALUES (?, ?, ?, ?, ?, ?)`, s.StateHash, s.Nonce, s.CodeVerifier, s.ReturnTo, db.ts(s.CreatedAt), db.ts(s.ExpiresAt))
		return err
	})
	if err != nil {
		return fmt.Errorf("create oauth state: %w", err)
	}
	return nil
}

// ConsumeOAuthState removes and returns the unexpired sign-in with the state
// hash. A state works once: of two callbacks with it, one gets
// kajian.ErrOAuthStateInvalid.
func (db *DB) ConsumeOAuthState(ctx context.Context, stateHash string) (OAuthState, error) {
	now := db.clock.Now()
	s := OAuthState{StateHash: stateHash}
	var created, expires instant
	err := db.inTx(ctx, func(tx *Tx) error {
		return tx.queryRow(ctx, `DELETE FROM oauth_states WHERE state_hash = ?
			RETURNING nonce, code_verifier, return_to, created_at, expires_at`, stateHash).
			Scan(&s.Nonce, &s.CodeVerifier, &s.ReturnTo, &created, &expires)
	})
	if errors.Is(err, sql.ErrNoRows) {
		return OAuthState{}, kajian.ErrOAuthStateInvalid
	}
	if err != nil {
		return OAuthState{}, fmt.Errorf("consume oauth state: %w", err)
	}
	s.CreatedAt, s.ExpiresAt = created.Time, expires.Time
	if !s.ExpiresAt.After(now) {
		return OAuthState{}, kajian.ErrOAuthStateInvalid
	}
	return s, nil
}
