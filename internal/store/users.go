package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/kajiankita/kajian/internal/kajian"
)

// NewUser is what creating an account needs.
type NewUser struct {
	Email         string
	PasswordHash  string // "" for Google-only accounts
	FullName      string
	Phone         string
	Role          kajian.Role // defaults to user
	Verified      bool        // mark the e-mail address as confirmed
	VerifiedAt    time.Time   // when it was, for Verified; zero: now
	GoogleSubject string
}

// CreateUser creates an account and its profile in one transaction.
func (db *DB) CreateUser(ctx context.Context, nu NewUser) (kajian.User, kajian.Profile, error) {
	now := db.clock.Now()
	role := nu.Role
	if role == "" {
		role = kajian.RoleUser
	}
	u := kajian.User{
		ID:            uuid.NewString(),
		Email:         kajian.NormalizeEmail(nu.Email),
		PasswordHash:  nu.PasswordHash,
		GoogleSubject: nu.GoogleSubject,
		CreatedAt:     now,
	}
	if nu.Verified {
		at := now
		if !nu.VerifiedAt.IsZero() {
			at = nu.VerifiedAt
		}
		u.EmailVerifiedAt = &at
	}
	p := kajian.Profile{ID: u.ID, FullName: strings.TrimSpace(nu.FullName), Phone: strings.TrimSpace(nu.Phone), Role: role, CreatedAt: now, UpdatedAt: now}
	err := db.inTx(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, `INSERT INTO users (id, email, password_hash, email_verified_at, google_subject, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`,
			u.ID, u.Email, nullString(u.PasswordHash), db.tsPtr(u.EmailVerifiedAt), nullString(u.GoogleSubject), db.ts(now), db.ts(now)); err != nil {
			return err
		}
		return insertProfile(ctx, tx, p)
	})
	if errors.Is(err, kajian.ErrConflict) {
		return kajian.User{}, kajian.Profile{}, kajian.ErrEmailTaken.Wrap(err)
	}
	if err != nil {
		return kajian.User{}, kajian.Profile{}, fmt.Errorf("create user: %w", err)
	}
	return u, p, nil
}

func insertProfile(ctx context.Context, tx *Tx, p kajian.Profile) error {
	_, err := tx.exec(ctx, `INSERT INTO user_profiles (id, full_name, phone, role, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?)`,
		p.ID, p.FullName, nullString(p.Phone), string(p.Role), tx.db.ts(p.CreatedAt), tx.db.ts(p.UpdatedAt))
	return err
}

const userColumns = "id, email, password_hash, email_verified_at, google_subject, created_at"

// userRow holds the scanned columns of userColumns.
type userRow struct {
	id, email, hash, subject text
	verified, created        instant
}

func (r *userRow) dest() []any {
	return []any{&r.id, &r.email, &r.hash, &r.verified, &r.subject, &r.created}
}

func (r *userRow) user() kajian.User {
	return kajian.User{ID: string(r.id), Email: string(r.email), PasswordHash: string(r.hash), GoogleSubject: string(r.subject),
		EmailVerifiedAt: r.verified.Ptr(), CreatedAt: r.created.Time}
}

func scanUser(row interface{ Scan(...any) error }) (kajian.User, error) {
	var r userRow
	if err := row.Scan(r.dest()...); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return kajian.User{}, kajian.ErrNotFound
		}
		return kajian.User{}, translate(err)
	}
	return r.user(), nil
}

// FindUserByID returns the account with the id.
func (db *DB) FindUserByID(ctx context.Context, id string) (kajian.User, error) {
	return scanUser(db.queryRow(ctx, "SELECT "+userColumns+" FROM users WHERE id = ?", id))
}

// FindUserByEmail returns the account with the address, ignoring case.
func (db *DB) FindUserByEmail(ctx context.Context, email string) (kajian.User, error) {
	return scanUser(db.queryRow(ctx, "SELECT "+userColumns+" FROM users WHERE email = ?", kajian.NormalizeEmail(email)))
}

// FindUserByGoogleSubject returns the account linked to a Google identity.
func (db *DB) FindUserByGoogleSubject(ctx context.Context, subject string) (kajian.User, error) {
	return scanUser(db.queryRow(ctx, "SELECT "+userColumns+" FROM users WHERE google_subject = ?", subject))
}

const profileColumns = `id, full_name, phone, role, manual_location_city, manual_location_display_name,
	manual_location_latitude, manual_location_longitude, manual_location_updated_at, created_at, updated_at`

// profileRow holds the scanned columns of profileColumns.
type profileRow struct {
	id, name, phone, role, city, display text
	lat, lng                             sql.NullFloat64
	locAt, created, updated              instant
}

func (r *profileRow) dest() []any {
	return []any{&r.id, &r.name, &r.phone, &r.role, &r.city, &r.display, &r.lat, &r.lng, &r.locAt, &r.created, &r.updated}
}

func (r *profileRow) profile() kajian.Profile {
	p := kajian.Profile{ID: string(r.id), FullName: string(r.name), Phone: string(r.phone), Role: kajian.Role(r.role),
		CreatedAt: r.created.Time, UpdatedAt: r.updated.Time}
	if r.lat.Valid && r.lng.Valid {
		p.ManualLocation = &kajian.ManualLocation{City: string(r.city), DisplayName: string(r.display),
			Latitude: r.lat.Float64, Longitude: r.lng.Float64, UpdatedAt: r.locAt.Time}
	}
	return p
}

func scanProfile(row interface{ Scan(...any) error }) (kajian.Profile, error) {
	var r profileRow
	if err := row.Scan(r.dest()...); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return kajian.Profile{}, kajian.ErrNotFound
		}
		return kajian.Profile{}, translate(err)
	}
	return r.profile(), nil
}

// FindProfile returns the profile of a user.
func (db *DB) FindProfile(ctx context.Context, userID string) (kajian.Profile, error) {
	return scanProfile(db.queryRow(ctx, "SELECT "+profileColumns+" FROM user_profiles WHERE id = ?", userID))
}

// SetRole changes a user's role from the command line; a change is recorded
// in the moderation log in the same transaction, as an entry without an actor.
func (db *DB) SetRole(ctx context.Context, userID string, role kajian.Role) error {
	return db.ChangeRole(ctx, userID, role, "")
}

// ChangeRole changes a user's role on behalf of actorID (an admin; "" for the
// command line); a change is recorded in the moderation log with its actor in
// the same transaction. A missing profile is kajian.ErrNotFound.
func (db *DB) ChangeRole(ctx context.Context, userID string, role kajian.Role, actorID string) error {
	return db.inTx(ctx, func(tx *Tx) error {
		var old, email string
		err := tx.queryRow(ctx, "SELECT p.role, u.email FROM user_profiles p JOIN users u ON u.id = p.id WHERE p.id = ?"+db.forUpdate(),
			userID).Scan(&old, &email)
		if errors.Is(err, sql.ErrNoRows) {
			return kajian.ErrNotFound
		}
		if err != nil {
			return err
		}
		if _, err := tx.exec(ctx, "UPDATE user_profiles SET role = ?, updated_at = ? WHERE id = ?", string(role),
			db.ts(db.clock.Now()), userID); err != nil {
			return err
		}
		if old == string(role) {
			return nil
		}
		return tx.appendLog(ctx, kajian.ModEntry{ActorID: actorID, Action: kajian.ModRoleChange, SubjectType: kajian.SubjectUser,
			SubjectID: userID, SubjectTitle: email, Detail: old + " → " + string(role)})
	})
}

// SetPasswordHash replaces a user's password hash.
func (db *DB) SetPasswordHash(ctx context.Context, userID, hash string) error {
	res, err := db.exec(ctx, "UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?", hash, db.ts(db.clock.Now()), userID)
	return affectedOne(res, err)
}

// affectedOne turns "no row changed" into not found.
func affectedOne(res sql.Result, err error) error {
	if err != nil {
		return err
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return kajian.ErrNotFound
	}
	return nil
}

// CountUsers returns how many accounts exist.
func (db *DB) CountUsers(ctx context.Context) (int, error) {
	var n int
	err := db.queryRow(ctx, "SELECT COUNT(*) FROM users").Scan(&n)
	return n, translate(err)
}
