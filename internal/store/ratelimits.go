package store

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Rate limits are counted in the database, so every copy of the server
// enforces one limit together. Each key keeps one instant (rate_limits.full_at,
// Unix milliseconds): when its token bucket is full again; see kajian.Limit.
// A key is stored as its SHA-256 (64 hex characters), whatever the caller
// built it from, so no request can grow the table by the size of what it
// sent, nor put an address into it.

// limitKey is how key is stored.
func limitKey(key string) string {
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:])
}

// Allow records an event for key under limit and reports whether it is
// allowed; when it is not, wait says how long until one would be. A refused
// event costs nothing, so retrying early does not push the time further out.
// Use one limit per key.
//
// It is one statement, so two copies spending the same key at once are
// serialised by the row: PostgreSQL's ON CONFLICT DO UPDATE locks it and
// re-checks the condition, and SQLite has a single writer.
func (db *DB) Allow(ctx context.Context, key string, limit kajian.Limit) (ok bool, wait time.Duration, err error) {
	if limit.Unlimited() {
		return true, 0, nil
	}
	now := db.clock.Now()
	nowMS, interval, per := now.UnixMilli(), limit.Interval().Milliseconds(), limit.Per.Milliseconds()
	// The event fits when, after it, the bucket would be full again no
	// later than Per from now: max(full_at, now) + interval - per <= now.
	var fullAt int64
	stored := limitKey(key)
	err = db.write.QueryRowContext(ctx, db.rebind(`
		INSERT INTO rate_limits (key, full_at) VALUES (?, ?)
		ON CONFLICT (key) DO UPDATE
		SET full_at = (CASE WHEN rate_limits.full_at > ? THEN rate_limits.full_at ELSE ? END) + ?
		WHERE (CASE WHEN rate_limits.full_at > ? THEN rate_limits.full_at ELSE ? END) + ? <= ?
		RETURNING full_at`),
		stored, nowMS+interval, nowMS, nowMS, interval, nowMS, nowMS, interval, nowMS+per).Scan(&fullAt)
	if err == nil {
		return true, 0, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return false, 0, fmt.Errorf("rate limit: %w", translate(err))
	}
	blocked, wait, err := db.Blocked(ctx, key, limit)
	if err != nil {
		return false, 0, err
	}
	if !blocked { // the bucket refilled in between: rare, and the event was not counted
		wait = time.Millisecond
	}
	return false, wait, nil
}

// Blocked reports whether the next event for key under limit would be
// refused, and for how long, without recording one.
func (db *DB) Blocked(ctx context.Context, key string, limit kajian.Limit) (bool, time.Duration, error) {
	fullAt, err := db.rateFullAt(ctx, key)
	if err != nil {
		return false, 0, err
	}
	wait := limit.Wait(fullAt, db.clock.Now())
	return wait > 0, wait, nil
}

// Active reports whether key has events that still count (its bucket is not
// full again yet).
func (db *DB) Active(ctx context.Context, key string) (bool, error) {
	fullAt, err := db.rateFullAt(ctx, key)
	return fullAt.After(db.clock.Now()), err
}

// rateFullAt reads when key's bucket is full again; the zero time for a key
// with nothing counting.
func (db *DB) rateFullAt(ctx context.Context, key string) (time.Time, error) {
	var ms int64
	// The write handle: a limit must see the event the last request wrote.
	err := db.write.QueryRowContext(ctx, db.rebind("SELECT full_at FROM rate_limits WHERE key = ?"), limitKey(key)).Scan(&ms)
	if errors.Is(err, sql.ErrNoRows) {
		return time.Time{}, nil
	}
	if err != nil {
		return time.Time{}, fmt.Errorf("rate limit: %w", translate(err))
	}
	return time.UnixMilli(ms), nil
}

// SweepRateLimits removes the keys whose buckets are full again: they would
// behave exactly as keys never seen. Keys still counting are never removed,
// however many there are.
func (db *DB) SweepRateLimits(ctx context.Context) (int64, error) {
	res, err := db.exec(ctx, "DELETE FROM rate_limits WHERE full_at <= ?", db.clock.Now().UnixMilli())
	if err != nil {
		return 0, fmt.Errorf("sweep rate limits: %w", err)
	}
	return res.RowsAffected()
}
