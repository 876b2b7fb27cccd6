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

// masjidColumns are the columns scanMasjid reads, in its order.
const masjidColumns = "id, slug, name, address, latitude, longitude, region, timezone_region, photo_key, facilities, " +
	"whatsapp, website, instagram, youtube, infaq_bank, infaq_account, infaq_holder, infaq_qris_key, verified, " +
	"created_by, created_at, updated_at"

func scanMasjid(row interface{ Scan(...any) error }) (*kajian.Masjid, error) {
	var (
		m                                   kajian.Masjid
		id, zone, photo, facilities, qris   text
		createdBy                           text
		created, updated                    instant
		lat, lng                            float64
		website, instagram, youtube, wa     string
		bank, account, holder, region, addr string
	)
	err := row.Scan(&id, &m.Slug, &m.Name, &addr, &lat, &lng, &region, &zone, &photo, &facilities, &wa, &website,
		&instagram, &youtube, &bank, &account, &holder, &qris, &m.Verified, &createdBy, &created, &updated)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, kajian.ErrMasjidNotFound
	}
	if err != nil {
		return nil, translate(err)
	}
	m.ID, m.Zone, m.PhotoKey, m.CreatedBy = string(id), kajian.Zone(zone), string(photo), string(createdBy)
	m.Address, m.Region, m.Point = addr, region, kajian.NewGeoPoint(lat, lng)
	m.WhatsApp, m.Website, m.Instagram, m.YouTube = wa, website, instagram, youtube
	m.Infaq = kajian.Infaq{Bank: bank, Account: account, Holder: holder, QRISKey: string(qris)}
	m.CreatedAt, m.UpdatedAt = created.Time, updated.Time
	for _, f := range strings.Split(string(facilities), ",") {
		if f != "" {
			m.Facilities = append(m.Facilities, kajian.Facility(f))
		}
	}
	return &m, nil
}

// facilitiesText is how a masjid's facilities are stored: their keys, comma-separated.
func facilitiesText(fs []kajian.Facility) string {
	keys := make([]string, len(fs))
	for i, f := range fs {
		keys[i] = string(f)
	}
	return strings.Join(keys, ",")
}

// FindMasjid returns the masjid with the id, or kajian.ErrMasjidNotFound.
func (db *DB) FindMasjid(ctx context.Context, id string) (*kajian.Masjid, error) {
	if uuid.Validate(id) != nil {
		return nil, kajian.ErrMasjidNotFound
	}
	return scanMasjid(db.queryRow(ctx, "SELECT "+masjidColumns+" FROM masjid WHERE id = ?", id))
}

// FindMasjidBySlug returns the masjid with the slug, or kajian.ErrMasjidNotFound.
func (db *DB) FindMasjidBySlug(ctx context.Context, slug string) (*kajian.Masjid, error) {
	return scanMasjid(db.queryRow(ctx, "SELECT "+masjidColumns+" FROM masjid WHERE slug = ?", slug))
}

// MasjidByIDs returns the masjid with the ids, by id; unknown ids are left out.
func (db *DB) MasjidByIDs(ctx context.Context, ids []string) (map[string]*kajian.Masjid, error) {
	out := map[string]*kajian.Masjid{}
	var valid []string
	for _, id := range ids {
		if uuid.Validate(id) == nil {
			valid = append(valid, id)
		}
	}
	if len(valid) == 0 {
		return out, nil
	}
	rows, err := db.query(ctx, "SELECT "+masjidColumns+" FROM masjid WHERE id IN ("+placeholders(len(valid))+")", anySlice(valid)...)
	if err != nil {
		return nil, fmt.Errorf("masjid by ids: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		m, err := scanMasjid(rows)
		if err != nil {
			return nil, err
		}
		out[m.ID] = m
	}
	return out, rows.Err()
}

// CreateMasjid stores a new masjid with its search words. It fills in ID, CreatedAt, UpdatedAt
// and, when empty, Slug (kajian.MasjidSlug, followed by a piece of the id when taken).
func (db *DB) CreateMasjid(ctx context.Context, m *kajian.Masjid) error {
	return db.inTx(ctx, func(tx *Tx) error { return tx.createMasjid(ctx, m) })
}

func (tx *Tx) createMasjid(ctx context.Context, m *kajian.Masjid) error {
	now := tx.db.clock.Now()
	if m.ID == "" {
		m.ID = uuid.NewString()
	}
	if m.Zone == "" {
		m.Zone = kajian.DefaultZone
	}
	m.CreatedAt, m.UpdatedAt = now, now
	if m.Slug == "" {
		slug := kajian.MasjidSlug(m.Name, m.Region)
		var n int
		if err := tx.queryRow(ctx, "SELECT COUNT(*) FROM masjid WHERE slug = ?", slug).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			slug += "-" + m.ID[:8]
		}
		m.Slug = slug
	}
	_, err := tx.exec(ctx, "INSERT INTO masjid (id, slug, name, name_key, search_text, address, latitude, longitude, region, "+
		"timezone_region, photo_key, facilities, whatsapp, website, instagram, youtube, infaq_bank, infaq_account, "+
		"infaq_holder, infaq_qris_key, verified, created_by, created_at, updated_at) VALUES ("+placeholders(24)+")",
		m.ID, m.Slug, m.Name, kajian.MasjidNameKey(m.Name), kajian.MasjidSearchText(m), m.Address, m.Point.Lat, m.Point.Lng,
		m.Region, string(m.Zone), nullString(m.PhotoKey), facilitiesText(m.Facilities), m.WhatsApp, m.Website, m.Instagram,
		m.YouTube, m.Infaq.Bank, m.Infaq.Account, m.Infaq.Holder, nullString(m.Infaq.QRISKey), m.Verified,
		nullString(m.CreatedBy), tx.db.ts(now), tx.db.ts(now))
	if err != nil {
		return fmt.Errorf("insert masjid: %w", translate(err))
	}
	return tx.IndexMasjidWords(ctx, m)
}

// IndexMasjidWords writes the directory's word index of m (kajian.MasjidSearchText) anew: every
// write of a masjid's name, address or region calls it in its transaction.
func (tx *Tx) IndexMasjidWords(ctx context.Context, m *kajian.Masjid) error {
	if _, err := tx.exec(ctx, "DELETE FROM masjid_words WHERE masjid_id = ?", m.ID); err != nil {
		return fmt.Errorf("delete masjid words: %w", err)
	}
	words := kajian.SearchWords(kajian.MasjidSearchText(m))
	if len(words) == 0 {
		return nil
	}
	args := make([]any, 0, 2*len(words))
	for _, w := range words {
		args = append(args, w, m.ID)
	}
	q := "INSERT INTO masjid_words (word, masjid_id) VALUES " + strings.TrimSuffix(strings.Repeat("(?, ?), ", len(words)), ", ")
	if _, err := tx.exec(ctx, q, args...); err != nil {
		return fmt.Errorf("insert masjid words: %w", err)
	}
	return nil
}

// InsertMasjidEditor makes a user an editor of a masjid, as the demo data needs it; adding one
// from the admins' desk (with its log line) is the team's use-case.
func (db *DB) InsertMasjidEditor(ctx context.Context, masjidID, userID, addedBy string) error {
	return db.inTx(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, "INSERT INTO masjid_editors (masjid_id, user_id, added_by, created_at) VALUES (?, ?, ?, ?)",
			masjidID, userID, nullString(addedBy), db.ts(db.clock.Now()))
		if err != nil {
			return fmt.Errorf("insert masjid editor: %w", translate(err))
		}
		return tx.masjidChanged(ctx, masjidID, false)
	})
}

// IsMasjidEditor reports whether the user keeps the masjid.
func (db *DB) IsMasjidEditor(ctx context.Context, masjidID, userID string) (bool, error) {
	if uuid.Validate(masjidID) != nil || uuid.Validate(userID) != nil {
		return false, nil
	}
	var n int
	err := db.queryRow(ctx, "SELECT COUNT(*) FROM masjid_editors WHERE masjid_id = ? AND user_id = ?", masjidID, userID).Scan(&n)
	return n > 0, err
}

// EditsAnyMasjid reports whether the user keeps at least one masjid.
func (db *DB) EditsAnyMasjid(ctx context.Context, userID string) (bool, error) {
	if uuid.Validate(userID) != nil {
		return false, nil
	}
	var n int
	err := db.queryRow(ctx, "SELECT COUNT(*) FROM masjid_editors WHERE user_id = ?", userID).Scan(&n)
	return n > 0, err
}

// CountMasjidEditors returns how many users keep the masjid.
func (db *DB) CountMasjidEditors(ctx context.Context, masjidID string) (int, error) {
	var n int
	err := db.queryRow(ctx, "SELECT COUNT(*) FROM masjid_editors WHERE masjid_id = ?", masjidID).Scan(&n)
	return n, err
}

// MasjidUpcomingCounts returns, by masjid id, how many public sessions each holds from now on:
// one-offs not yet started and active weekly sessions.
func (db *DB) MasjidUpcomingCounts(ctx context.Context, ids []string, now time.Time) (map[string]int, error) {
	out := map[string]int{}
	if len(ids) == 0 {
		return out, nil
	}
	in := placeholders(len(ids))
	args := append([]any{string(kajian.PublicStatus(kajian.Regular)), db.ts(now)}, anySlice(ids)...)
	args = append(append(args, string(kajian.PublicStatus(kajian.Recurring))), anySlice(ids)...)
	rows, err := db.query(ctx, "SELECT masjid_id, COUNT(*) FROM kajian WHERE status = ? AND starts_at >= ? AND masjid_id IN ("+in+
		") GROUP BY masjid_id UNION ALL SELECT masjid_id, COUNT(*) FROM recurring_kajian WHERE status = ? AND masjid_id IN ("+in+
		") GROUP BY masjid_id", args...)
	if err != nil {
		return nil, fmt.Errorf("masjid upcoming counts: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id text
		var n int
		if err := rows.Scan(&id, &n); err != nil {
			return nil, err
		}
		out[string(id)] += n
	}
	return out, rows.Err()
}

// masjidSessionsLimit bounds the sessions of each type a masjid page reads.
const masjidSessionsLimit = 200

// MasjidSessions returns the public sessions held at a masjid: one-off ones dated from on,
// soonest first, and every active weekly one, with speakers (and holidays from on).
func (db *DB) MasjidSessions(ctx context.Context, masjidID string, from kajian.Date) ([]*kajian.Session, error) {
	var out []*kajian.Session
	for _, t := range []kajian.Type{kajian.Regular, kajian.Recurring} {
		cond, order, args := " AND date >= ?", "starts_at, id", []any{masjidID, string(kajian.PublicStatus(t)), date(from)}
		if t == kajian.Recurring {
			cond, order, args = "", "day_of_week, time, id", args[:2]
		}
		batch, err := db.readSessions(ctx, t, from, "SELECT "+sessionColumns(t, "")+" FROM "+table(t)+" WHERE masjid_id = ? AND status = ?"+
			cond+" ORDER BY "+order+" LIMIT ?", append(args, masjidSessionsLimit)...)
		if err != nil {
			return nil, fmt.Errorf("masjid sessions: %w", err)
		}
		out = append(out, batch...)
	}
	return out, nil
}
