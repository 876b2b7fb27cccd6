package store

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/kajiankita/kajian/internal/kajian"
)

// AddFollow records that f.UserID follows f; following the same thing again keeps one follow
// (returned with its id).
func (db *DB) AddFollow(ctx context.Context, f *kajian.Follow) error {
	f.CreatedAt = db.clock.Now()
	return db.inTx(ctx, func(tx *Tx) error {
		var n int
		if err := tx.queryRow(ctx, "SELECT COUNT(*) FROM follows WHERE user_id = ?", f.UserID).Scan(&n); err != nil {
			return err
		}
		var lat, lng any
		if f.Place != nil {
			lat, lng = f.Place.Lat, f.Place.Lng
		}
		var id text
		err := tx.queryRow(ctx, "SELECT id FROM follows WHERE user_id = ? AND kind = ? AND key = ?", f.UserID, string(f.Kind), f.Key).Scan(&id)
		if err == nil {
			f.ID = string(id)
			return nil
		}
		if n >= kajian.MaxFollows {
			return kajian.ErrTooManyFollows
		}
		f.ID = uuid.NewString()
		_, err = tx.exec(ctx, `INSERT INTO follows (id, user_id, kind, key, label, latitude, longitude, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, f.ID, f.UserID, string(f.Kind), f.Key, f.Label, lat, lng, db.ts(f.CreatedAt))
		return err
	})
}

// RemoveFollow deletes userID's follow id; kajian.ErrNotFound when they have none such.
func (db *DB) RemoveFollow(ctx context.Context, userID, id string) error {
	if !validUUID(id) {
		return kajian.ErrNotFound
	}
	res, err := db.exec(ctx, "DELETE FROM follows WHERE id = ? AND user_id = ?", id, userID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return kajian.ErrNotFound
	}
	return nil
}

// ListFollows returns what userID follows, speakers first, then places, then masjid, by label.
func (db *DB) ListFollows(ctx context.Context, userID string) ([]kajian.Follow, error) {
	return db.follows(ctx, "user_id = ?", userID)
}

// FollowersOf returns the follows that a session with these speaker keys, at this place (nil:
// none) and at this masjid ("": none) matches: each speaker by key, places within
// kajian.SamePlaceMeters, and the masjid by id.
func (db *DB) FollowersOf(ctx context.Context, speakerKeys []string, at *kajian.GeoPoint, masjidID string) ([]kajian.Follow, error) {
	var (
		conds []string
		args  []any
	)
	if len(speakerKeys) > 0 {
		conds = append(conds, "(kind = 'ustadz' AND key IN ("+strings.TrimSuffix(strings.Repeat("?, ", len(speakerKeys)), ", ")+"))")
		for _, k := range speakerKeys {
			args = append(args, k)
		}
	}
	if at != nil {
		minLat, maxLat, minLng, maxLng := kajian.BoundingBox(at.Lat, at.Lng, kajian.SamePlaceMeters/1000.0)
		conds = append(conds, "(kind = 'place' AND latitude BETWEEN ? AND ? AND longitude BETWEEN ? AND ?)")
		args = append(args, minLat, maxLat, minLng, maxLng)
	}
	if masjidID != "" {
		conds, args = append(conds, "(kind = 'masjid' AND key = ?)"), append(args, masjidID)
	}
	if len(conds) == 0 {
		return nil, nil
	}
	all, err := db.follows(ctx, strings.Join(conds, " OR "), args...)
	if err != nil {
		return nil, err
	}
	out := all[:0]
	for _, f := range all {
		if f.Kind == kajian.FollowPlace && !kajian.SamePlace(*f.Place, *at) {
			continue
		}
		out = append(out, f)
	}
	return out, nil
}

func (db *DB) follows(ctx context.Context, where string, args ...any) ([]kajian.Follow, error) {
	rows, err := db.write.QueryContext(ctx, db.rebind(`SELECT id, user_id, kind, key, label, latitude, longitude, created_at,
		CASE WHEN kind = 'masjid' THEN (SELECT slug FROM masjid WHERE id = `+db.asID("follows.key")+`)
			WHEN kind = 'series' THEN (SELECT slug FROM series WHERE id = `+db.asID("follows.key")+`) END
		FROM follows WHERE `+where+` ORDER BY user_id, kind DESC, label`), args...)
	if err != nil {
		return nil, fmt.Errorf("follows: %w", translate(err))
	}
	defer rows.Close()
	var out []kajian.Follow
	for rows.Next() {
		var (
			f              kajian.Follow
			id, user, kind text
			lat, lng       *float64
			created        instant
			masjidSlug     text
		)
		if err := rows.Scan(&id, &user, &kind, &f.Key, &f.Label, &lat, &lng, &created, &masjidSlug); err != nil {
			return nil, err
		}
		f.ID, f.UserID, f.Kind, f.CreatedAt, f.MasjidSlug = string(id), string(user), kajian.FollowKind(kind), created.Time, string(masjidSlug)
		if f.Kind == kajian.FollowSeries { // the page column holds the series' slug
			f.SeriesSlug, f.MasjidSlug = f.MasjidSlug, ""
		}
		if lat != nil && lng != nil {
			p := kajian.NewGeoPoint(*lat, *lng)
			f.Place = &p
		}
		out = append(out, f)
	}
	return out, rows.Err()
}

// DigestItem is a new session of something a user follows, for their weekly e-mail.
type DigestItem struct {
	ID        string
	SessionID string
	Title     string
	Detail    string // when and where, as the mail says it
	Path      string // the session's page
}

// AddDigestItem keeps a session for userID's next digest and enqueues that digest for due (one
// job per user and due moment). A session already kept for them is kept once.
func (db *DB) AddDigestItem(ctx context.Context, userID string, it DigestItem, due time.Time) error {
	return db.inTx(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `INSERT INTO digest_items (id, user_id, session_id, title, detail, path, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, session_id) DO NOTHING`,
			uuid.NewString(), userID, it.SessionID, it.Title, it.Detail, it.Path, db.ts(db.clock.Now()))
		if err != nil {
			return fmt.Errorf("digest item: %w", err)
		}
		return tx.enqueue(ctx, []Job{{DedupeKey: "digest:" + userID + ":" + due.UTC().Format(time.DateTime), Kind: kajian.NoticeDigest,
			UserID: userID, DueAt: &due}})
	})
}

// UnsentDigest returns userID's kept sessions not mailed yet, oldest first.
func (db *DB) UnsentDigest(ctx context.Context, userID string) ([]DigestItem, error) {
	rows, err := db.write.QueryContext(ctx, db.rebind(`SELECT id, session_id, title, detail, path FROM digest_items
		WHERE user_id = ? AND sent_at IS NULL ORDER BY created_at`), userID)
	if err != nil {
		return nil, translate(err)
	}
	defer rows.Close()
	var out []DigestItem
	for rows.Next() {
		var (
			it DigestItem
			id text
		)
		if err := rows.Scan(&id, &it.SessionID, &it.Title, &it.Detail, &it.Path); err != nil {
			return nil, err
		}
		it.ID = string(id)
		out = append(out, it)
	}
	return out, rows.Err()
}

// MarkDigestSent records that the items went out.
func (db *DB) MarkDigestSent(ctx context.Context, items []DigestItem) error {
	return db.inTx(ctx, func(tx *Tx) error {
		for _, it := range items {
			if _, err := tx.exec(ctx, "UPDATE digest_items SET sent_at = ? WHERE id = ?", db.ts(db.clock.Now()), it.ID); err != nil {
				return err
			}
		}
		return nil
	})
}

// writeCancellation keeps c for the session, naming who attended it.
func (tx *Tx) writeCancellation(ctx context.Context, t kajian.Type, sessionID string, c *kajian.Cancellation) error {
	_, users, err := tx.attendeesOf(ctx, t, sessionID, kajian.Date{})
	if err != nil {
		return err
	}
	var lat, lng any
	if c.Point != nil {
		lat, lng = c.Point.Lat, c.Point.Lng
	}
	_, err = tx.exec(ctx, `INSERT INTO cancelled_sessions (session_id, snapshot, speakers, attendees, latitude, longitude, cancelled_at)
		VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (session_id) DO UPDATE SET snapshot = excluded.snapshot,
		speakers = excluded.speakers, attendees = excluded.attendees, latitude = excluded.latitude,
		longitude = excluded.longitude, cancelled_at = excluded.cancelled_at`,
		sessionID, c.Snapshot, barList(c.Speakers), barList(users), lat, lng, tx.db.ts(tx.db.clock.Now()))
	return err
}

// barList joins values as '|a|b|', so that a LIKE '%|a|%' finds one of them exactly.
func barList(values []string) string {
	if len(values) == 0 {
		return ""
	}
	return "|" + strings.Join(values, "|") + "|"
}

// ListCancelled returns the cancellations kept (of the last kajian.CancelledKept) that f matches.
func (db *DB) ListCancelled(ctx context.Context, f kajian.CancelledFilter) ([]kajian.CancelledSession, error) {
	where, args := []string{"cancelled_at >= ?"}, []any{db.ts(db.clock.Now().Add(-kajian.CancelledKept))}
	switch {
	case f.Attendee != "":
		where, args = append(where, "attendees LIKE ?"), append(args, "%|"+f.Attendee+"|%")
	case f.Speaker != "":
		where, args = append(where, "speakers LIKE ?"), append(args, "%|"+f.Speaker+"|%")
	case f.Box != nil:
		where = append(where, "latitude BETWEEN ? AND ? AND longitude BETWEEN ? AND ?")
		args = append(args, f.Box[0], f.Box[1], f.Box[2], f.Box[3])
	default:
		return nil, errors.New("list cancelled: no filter")
	}
	rows, err := db.query(ctx, "SELECT session_id, snapshot, cancelled_at FROM cancelled_sessions WHERE "+
		strings.Join(where, " AND ")+" ORDER BY cancelled_at LIMIT 200", args...)
	if err != nil {
		return nil, fmt.Errorf("list cancelled: %w", err)
	}
	defer rows.Close()
	var out []kajian.CancelledSession
	for rows.Next() {
		var (
			c  kajian.CancelledSession
			at instant
		)
		if err := rows.Scan(&c.SessionID, &c.Snapshot, &at); err != nil {
			return nil, err
		}
		c.CancelledAt = at.Time
		out = append(out, c)
	}
	return out, rows.Err()
}

// FeedSessions returns the public sessions userID said 'hadir' to: one-off ones from the date
// given on, and weekly ones with an answered occurrence from then, with speakers and holidays.
func (db *DB) FeedSessions(ctx context.Context, userID string, from kajian.Date) ([]*kajian.Session, error) {
	var out []*kajian.Session
	for _, t := range []kajian.Type{kajian.Regular, kajian.Recurring} {
		cond := "date >= ? AND id IN (SELECT kajian_id FROM rsvp WHERE user_id = ? AND status = 'hadir')"
		if t == kajian.Recurring {
			cond = "id IN (SELECT recurring_kajian_id FROM rsvp WHERE occurrence_date >= ? AND user_id = ? AND status = 'hadir')"
		}
		batch, err := db.readSessions(ctx, t, from, "SELECT "+sessionColumns(t, "")+" FROM "+table(t)+" WHERE status = ? AND "+cond+
			" ORDER BY created_at LIMIT 500", string(kajian.PublicStatus(t)), date(from), userID)
		if err != nil {
			return nil, fmt.Errorf("feed sessions: %w", err)
		}
		out = append(out, batch...)
	}
	return out, nil
}
