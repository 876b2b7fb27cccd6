package store

import (
	"context"
	"fmt"
	"strings"

	"github.com/google/uuid"
	"github.com/kajiankita/kajian/internal/kajian"
)

// seriesRefColumn reads a session's series as its page links it ("slug title", a slug has no
// space), as masjidRefColumn does its masjid.
const seriesRefColumn = "(SELECT sr.slug || ' ' || sr.title FROM series sr WHERE sr.id = series_id)"

// refs sets s's masjid and series links from their scanned ref columns.
func (v *sessionScan) refs(s *kajian.Session) {
	s.SeriesID = string(v.seriesID)
	if slug, name, ok := strings.Cut(string(v.masjidRef), " "); ok {
		s.Masjid = &kajian.MasjidRef{Slug: slug, Name: name}
	}
	if slug, title, ok := strings.Cut(string(v.seriesRef), " "); ok {
		s.Series = &kajian.SeriesRef{Slug: slug, Title: title}
	}
}

const seriesColumns = "id, slug, title, ustaz, kitab, starts_on, created_by, created_at, updated_at"

// CreateSeries stores a new series and fills in its ID, Slug, CreatedAt and UpdatedAt. Its
// slug is its title's, followed by its id's first part when another series holds that.
func (db *DB) CreateSeries(ctx context.Context, sr *kajian.Series) error {
	sr.ID = uuid.NewString()
	sr.CreatedAt = db.clock.Now()
	sr.UpdatedAt = sr.CreatedAt
	return db.inTx(ctx, func(tx *Tx) error {
		sr.Slug = kajian.SeriesSlug(sr.Title)
		var n int
		if err := tx.queryRow(ctx, "SELECT COUNT(*) FROM series WHERE slug = ?", sr.Slug).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			sr.Slug += "-" + sr.ID[:8]
		}
		_, err := tx.exec(ctx, "INSERT INTO series ("+seriesColumns+") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
			sr.ID, sr.Slug, sr.Title, sr.Ustaz, nullString(sr.Kitab), date(sr.StartsOn), sr.CreatedBy,
			db.ts(sr.CreatedAt), db.ts(sr.UpdatedAt))
		if err != nil {
			return fmt.Errorf("insert series: %w", err)
		}
		return nil
	})
}

// FindSeries returns the series with the id; kajian.ErrSeriesNotFound when there is none.
func (db *DB) FindSeries(ctx context.Context, id string) (*kajian.Series, error) {
	if !validUUID(id) {
		return nil, kajian.ErrSeriesNotFound
	}
	return db.oneSeries(ctx, "id = ?", id)
}

// FindSeriesBySlug returns the series at /seri/{slug}; kajian.ErrSeriesNotFound when none.
func (db *DB) FindSeriesBySlug(ctx context.Context, slug string) (*kajian.Series, error) {
	return db.oneSeries(ctx, "slug = ?", slug)
}

func (db *DB) oneSeries(ctx context.Context, where string, arg any) (*kajian.Series, error) {
	list, err := db.seriesWhere(ctx, where+" LIMIT 1", arg)
	if err != nil {
		return nil, err
	}
	if len(list) == 0 {
		return nil, kajian.ErrSeriesNotFound
	}
	return &list[0], nil
}

// SeriesBy returns the series userID created, newest first, at most kajian.MaxSeriesOfAuthor.
func (db *DB) SeriesBy(ctx context.Context, userID string) ([]kajian.Series, error) {
	return db.seriesWhere(ctx, "created_by = ? ORDER BY created_at DESC, id LIMIT ?", userID, kajian.MaxSeriesOfAuthor)
}

func (db *DB) seriesWhere(ctx context.Context, where string, args ...any) ([]kajian.Series, error) {
	rows, err := db.query(ctx, "SELECT "+seriesColumns+" FROM series WHERE "+where, args...)
	if err != nil {
		return nil, fmt.Errorf("series: %w", err)
	}
	defer rows.Close()
	var out []kajian.Series
	for rows.Next() {
		var (
			sr                 kajian.Series
			id, kitab, creator text
			starts             date
			created, updated   instant
		)
		if err := rows.Scan(&id, &sr.Slug, &sr.Title, &sr.Ustaz, &kitab, &starts, &creator, &created, &updated); err != nil {
			return nil, err
		}
		sr.ID, sr.Kitab, sr.StartsOn, sr.CreatedBy = string(id), string(kitab), kajian.Date(starts), string(creator)
		sr.CreatedAt, sr.UpdatedAt = created.Time, updated.Time
		out = append(out, sr)
	}
	return out, rows.Err()
}

// seriesSessionsLimit bounds the sessions of each type a series page reads.
const seriesSessionsLimit = 200

// SeriesSessions returns the public sessions of a series, one-off and weekly, with speakers
// and every holiday from the series' start (its meetings are counted from there).
func (db *DB) SeriesSessions(ctx context.Context, sr *kajian.Series) ([]*kajian.Session, error) {
	var out []*kajian.Session
	for _, t := range []kajian.Type{kajian.Regular, kajian.Recurring} {
		batch, err := db.readSessions(ctx, t, sr.StartsOn, "SELECT "+sessionColumns(t, "")+" FROM "+table(t)+
			" WHERE series_id = ? AND status = ? ORDER BY created_at, id LIMIT ?", sr.ID, string(kajian.PublicStatus(t)), seriesSessionsLimit)
		if err != nil {
			return nil, fmt.Errorf("series sessions: %w", err)
		}
		out = append(out, batch...)
	}
	return out, nil
}

// FollowsSeries reports whether userID follows the series.
func (db *DB) FollowsSeries(ctx context.Context, userID, seriesID string) (bool, error) {
	var n int
	err := db.queryRow(ctx, "SELECT COUNT(*) FROM follows WHERE user_id = ? AND kind = 'series' AND key = ?", userID, seriesID).Scan(&n)
	return n > 0, err
}

// FollowedSeries returns the ids of the series someone follows.
func (db *DB) FollowedSeries(ctx context.Context) ([]string, error) {
	return db.followKeys(ctx, "SELECT DISTINCT key FROM follows WHERE kind = 'series' ORDER BY key")
}

// SeriesFollowers returns the users who follow the series.
func (db *DB) SeriesFollowers(ctx context.Context, seriesID string) ([]string, error) {
	return db.followKeys(ctx, "SELECT user_id FROM follows WHERE kind = 'series' AND key = ? ORDER BY user_id", seriesID)
}

// followKeys reads one column of follows.
func (db *DB) followKeys(ctx context.Context, q string, args ...any) ([]string, error) {
	rows, err := db.query(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("series follows: %w", err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var v text
		if err := rows.Scan(&v); err != nil {
			return nil, err
		}
		out = append(out, string(v))
	}
	return out, rows.Err()
}

// ListSeriesLinks returns the slugs of the series with a public session, with their last change,
// most recently changed first, at most limit of them: the sitemap's series pages.
func (db *DB) ListSeriesLinks(ctx context.Context, limit int) ([]kajian.PageLink, error) {
	rows, err := db.query(ctx, `SELECT slug, updated_at FROM series s
		WHERE EXISTS (SELECT 1 FROM kajian k WHERE k.series_id = s.id AND k.status = 'approved')
		   OR EXISTS (SELECT 1 FROM recurring_kajian r WHERE r.series_id = s.id AND r.status = 'active')
		ORDER BY updated_at DESC, id LIMIT ?`, limit)
	if err != nil {
		return nil, fmt.Errorf("list series links: %w", err)
	}
	defer rows.Close()
	var out []kajian.PageLink
	for rows.Next() {
		var l kajian.PageLink
		var updated instant
		if err := rows.Scan(&l.Slug, &updated); err != nil {
			return nil, translate(err)
		}
		l.UpdatedAt = updated.Time
		out = append(out, l)
	}
	return out, rows.Err()
}

// NumberMeetings sets the meeting numbers (Series.Meetings) of the sessions of list that are in
// a series: a one-off session's on its date, a weekly one's from from to to. Each series and its
// sessions are read once.
func (db *DB) NumberMeetings(ctx context.Context, list []*kajian.Session, from, to kajian.Date) error {
	of := map[string][]*kajian.Session{}
	var ids []any
	for _, s := range list {
		if s.SeriesID == "" || s.Series == nil {
			continue
		}
		if of[s.SeriesID] == nil {
			ids = append(ids, s.SeriesID)
		}
		of[s.SeriesID] = append(of[s.SeriesID], s)
		if s.Type != kajian.Recurring && to.Before(s.Date) {
			to = s.Date
		}
	}
	if len(ids) == 0 {
		return nil
	}
	in, args := idList(ids)
	found, err := db.seriesWhere(ctx, "id IN ("+in+")", args...)
	if err != nil {
		return err
	}
	for i := range found {
		sr := &found[i]
		sessions, err := db.SeriesSessions(ctx, sr)
		if err != nil {
			return err
		}
		numbers := sr.Numbers(sessions, from, to)
		for _, s := range of[sr.ID] {
			s.Series.Meetings = numbers[s.ID]
		}
	}
	return nil
}
