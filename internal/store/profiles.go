package store

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

// CreateProfile gives a user without a profile one, with the role user.
func (db *DB) CreateProfile(ctx context.Context, userID string, u kajian.ProfileUpdate) (kajian.Profile, error) {
	now := db.clock.Now()
	p := kajian.Profile{ID: userID, FullName: strings.TrimSpace(u.FullName), Phone: strings.TrimSpace(u.Phone),
		Role: kajian.RoleUser, CreatedAt: now, UpdatedAt: now}
	err := db.inTx(ctx, func(tx *Tx) error { return insertProfile(ctx, tx, p) })
	if errors.Is(err, kajian.ErrConflict) {
		return kajian.Profile{}, kajian.ErrProfileExists.Wrap(err)
	}
	if err != nil {
		return kajian.Profile{}, fmt.Errorf("create profile: %w", err)
	}
	return p, nil
}

// UpdateProfile changes a profile's name and phone and returns it.
func (db *DB) UpdateProfile(ctx context.Context, userID string, u kajian.ProfileUpdate) (kajian.Profile, error) {
	res, err := db.exec(ctx, "UPDATE user_profiles SET full_name = ?, phone = ?, updated_at = ? WHERE id = ?",
		strings.TrimSpace(u.FullName), nullString(strings.TrimSpace(u.Phone)), db.ts(db.clock.Now()), userID)
	if err := affectedOne(res, err); err != nil {
		return kajian.Profile{}, fmt.Errorf("update profile: %w", err)
	}
	return db.FindProfile(ctx, userID)
}

// SetManualLocation saves the place a user typed and confirmed on their
// profile, stamped now, and returns the profile.
func (db *DB) SetManualLocation(ctx context.Context, userID string, loc kajian.ManualLocation) (kajian.Profile, error) {
	now := db.clock.Now()
	res, err := db.exec(ctx, `UPDATE user_profiles SET manual_location_city = ?, manual_location_display_name = ?,
		manual_location_latitude = ?, manual_location_longitude = ?, manual_location_updated_at = ?, updated_at = ?
		WHERE id = ?`, nullString(strings.TrimSpace(loc.City)), nullString(strings.TrimSpace(loc.DisplayName)),
		loc.Latitude, loc.Longitude, db.ts(now), db.ts(now), userID)
	if err := affectedOne(res, err); err != nil {
		return kajian.Profile{}, fmt.Errorf("set manual location: %w", err)
	}
	return db.FindProfile(ctx, userID)
}

// ClearManualLocation removes the saved place from a profile and returns it.
func (db *DB) ClearManualLocation(ctx context.Context, userID string) (kajian.Profile, error) {
	res, err := db.exec(ctx, `UPDATE user_profiles SET manual_location_city = NULL, manual_location_display_name = NULL,
		manual_location_latitude = NULL, manual_location_longitude = NULL, manual_location_updated_at = NULL, updated_at = ?
		WHERE id = ?`, db.ts(db.clock.Now()), userID)
	if err := affectedOne(res, err); err != nil {
		return kajian.Profile{}, fmt.Errorf("clear manual location: %w", err)
	}
	return db.FindProfile(ctx, userID)
}

// DeleteProfile removes a user's profile and keeps the account: the app then
// offers to create a new one at the next visit of /profile.
func (db *DB) DeleteProfile(ctx context.Context, userID string) error {
	res, err := db.exec(ctx, "DELETE FROM user_profiles WHERE id = ?", userID)
	return affectedOne(res, err)
}

// publicSessionsLimit caps each kind of session on a public profile.
const publicSessionsLimit = 100

// ListPublicSessionsByCreator returns the public sessions a user posted, as
// the Kajian tab of their public profile lists them: approved one-off sessions
// newest date first, then active weekly ones newest first, each with its
// speakers (and weekly ones with their holidays on or after from).
func (db *DB) ListPublicSessionsByCreator(ctx context.Context, userID string, from kajian.Date) ([]*kajian.Session, error) {
	var out []*kajian.Session
	for _, t := range []kajian.Type{kajian.Regular, kajian.Recurring} {
		order := "date DESC, time DESC"
		if t == kajian.Recurring {
			order = "created_at DESC"
		}
		batch, err := db.readSessions(ctx, t, from, "SELECT "+sessionColumns(t, "")+" FROM "+table(t)+
			" WHERE created_by = ? AND status = ? ORDER BY "+order+" LIMIT ?", userID, string(kajian.PublicStatus(t)), publicSessionsLimit)
		if err != nil {
			return nil, fmt.Errorf("list sessions by creator: %w", err)
		}
		out = append(out, batch...)
	}
	return out, nil
}
