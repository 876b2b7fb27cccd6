package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/kajiankita/kajian/internal/kajian"
)

// Calendar sources (iCal imports) and their events: a source is claimed by one copy of the
// server for a fetch, as notify_jobs are (ClaimJobs), and what the fetch found is saved in one
// transaction that also releases the claim.

const calendarSourceColumns = `s.id, s.url, s.name, s.owner_id, p.role, s.etag, s.last_modified, s.last_fetched_at,
	s.last_error, s.updated_count, s.next_fetch_at, s.created_at, s.claimed_until,
	(SELECT COUNT(*) FROM calendar_events e WHERE e.source_id = s.id),
	(SELECT COUNT(*) FROM calendar_events e WHERE e.source_id = s.id AND e.state = 'draft'),
	(SELECT COUNT(*) FROM calendar_events e WHERE e.source_id = s.id AND e.state = 'posted'),
	s.masjid_id, m.slug, m.name`

const calendarSourceFrom = ` FROM calendar_sources s JOIN user_profiles p ON p.id = s.owner_id LEFT JOIN masjid m ON m.id = s.masjid_id`

func scanCalendarSource(row interface{ Scan(...any) error }) (*kajian.CalendarSource, error) {
	var (
		s                              kajian.CalendarSource
		id, owner, role, etag, lm, err text
		masjid, mSlug, mName           text
		fetched, next, created, claim  instant
	)
	if e := row.Scan(&id, &s.URL, &s.Name, &owner, &role, &etag, &lm, &fetched, &err, &s.Updated, &next, &created,
		&claim, &s.Events, &s.Drafts, &s.Posted, &masjid, &mSlug, &mName); e != nil {
		if errors.Is(e, sql.ErrNoRows) {
			return nil, kajian.ErrCalendarNotFound
		}
		return nil, translateCalendar(e)
	}
	s.ID, s.OwnerID, s.OwnerRole, s.ETag, s.LastModified, s.LastError = string(id), string(owner), kajian.Role(role),
		string(etag), string(lm), string(err)
	s.LastFetchedAt, s.NextFetchAt, s.CreatedAt, s.Claim = fetched.Ptr(), next.Time, created.Time, claim.Time
	if s.MasjidID = string(masjid); s.MasjidID != "" {
		s.Masjid = &kajian.MasjidRef{Slug: string(mSlug), Name: string(mName)}
	}
	return &s, nil
}

// translateCalendar maps a malformed id to the source's 404.
func translateCalendar(err error) error {
	if errors.Is(translate(err), kajian.ErrNotFound) {
		return kajian.ErrCalendarNotFound.Wrap(err)
	}
	return err
}

// CreateCalendarSource stores a source just fetched with its first events, in one transaction;
// the owner's MaxCalendarSources and one source per address per owner are kept here.
func (db *DB) CreateCalendarSource(ctx context.Context, s *kajian.CalendarSource, events []kajian.CalendarEvent) error {
	now := db.clock.Now()
	s.ID, s.CreatedAt = uuid.NewString(), now
	return db.inTx(ctx, func(tx *Tx) error {
		var n int
		// The owner's row is locked so that two additions at once count each other.
		if err := tx.queryRow(ctx, "SELECT id FROM user_profiles WHERE id = ?"+db.forUpdate(), s.OwnerID).Scan(new(text)); err != nil {
			return fmt.Errorf("lock owner: %w", err)
		}
		if err := tx.queryRow(ctx, "SELECT COUNT(*) FROM calendar_sources WHERE owner_id = ?", s.OwnerID).Scan(&n); err != nil {
			return err
		}
		if n >= kajian.MaxCalendarSources {
			return kajian.Invalid("url", kajian.MsgCalendarTooMany)
		}
		_, err := tx.exec(ctx, `INSERT INTO calendar_sources (id, url, name, owner_id, etag, last_modified, last_fetched_at,
			last_error, next_fetch_at, created_at, masjid_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			s.ID, s.URL, s.Name, s.OwnerID, nullString(s.ETag), nullString(s.LastModified), db.tsPtr(s.LastFetchedAt),
			nullString(s.LastError), db.ts(s.NextFetchAt), db.ts(now), nullString(s.MasjidID))
		if errors.Is(translate(err), kajian.ErrConflict) {
			return kajian.Invalid("url", kajian.MsgCalendarTaken)
		}
		if err != nil {
			return fmt.Errorf("insert calendar source: %w", err)
		}
		return tx.insertCalendarEvents(ctx, s.ID, events, now)
	})
}

func (tx *Tx) insertCalendarEvents(ctx context.Context, sourceID string, events []kajian.CalendarEvent, now time.Time) error {
	db := tx.db
	for i := range events {
		e := &events[i]
		e.ID, e.SourceID, e.UpdatedAt = uuid.NewString(), sourceID, now
		_, err := tx.exec(ctx, `INSERT INTO calendar_events (id, source_id, event_key, state, draft, hash, sequence,
			modified_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			e.ID, sourceID, e.Key, string(e.State), e.Draft, e.Hash, e.Sequence, db.tsPtr(e.Modified), db.ts(now), db.ts(now))
		if err != nil {
			return fmt.Errorf("insert calendar event: %w", err)
		}
	}
	return nil
}

// CalendarSources returns the sources ownerID added, newest first.
func (db *DB) CalendarSources(ctx context.Context, ownerID string) ([]*kajian.CalendarSource, error) {
	rows, err := db.query(ctx, "SELECT "+calendarSourceColumns+calendarSourceFrom+
		" WHERE s.owner_id = ? ORDER BY s.created_at DESC, s.id", ownerID)
	if err != nil {
		return nil, translateCalendar(err)
	}
	defer rows.Close()
	var out []*kajian.CalendarSource
	for rows.Next() {
		s, err := scanCalendarSource(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

// CalendarSource returns one source, kajian.ErrCalendarNotFound when there is none.
func (db *DB) CalendarSource(ctx context.Context, id string) (*kajian.CalendarSource, error) {
	return scanCalendarSource(db.queryRow(ctx, "SELECT "+calendarSourceColumns+calendarSourceFrom+" WHERE s.id = ?", id))
}

const calendarEventColumns = `id, source_id, event_key, state, draft, hash, sequence, modified_at, session_type, session_id, updated_at`

func scanCalendarEvent(row interface{ Scan(...any) error }) (kajian.CalendarEvent, error) {
	var (
		e                               kajian.CalendarEvent
		id, source, state, typ, session text
		modified, updated               instant
	)
	if err := row.Scan(&id, &source, &e.Key, &state, &e.Draft, &e.Hash, &e.Sequence, &modified, &typ, &session, &updated); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return e, kajian.ErrDraftNotFound
		}
		if errors.Is(translate(err), kajian.ErrNotFound) {
			return e, kajian.ErrDraftNotFound.Wrap(err)
		}
		return e, err
	}
	e.ID, e.SourceID, e.State, e.SessionType, e.SessionID = string(id), string(source), kajian.CalendarEventState(state),
		kajian.Type(typ), string(session)
	e.Modified, e.UpdatedAt = modified.Ptr(), updated.Time
	return e, nil
}

// CalendarEvents returns a source's events in the order they were first read.
func (db *DB) CalendarEvents(ctx context.Context, sourceID string) ([]kajian.CalendarEvent, error) {
	rows, err := db.query(ctx, "SELECT "+calendarEventColumns+" FROM calendar_events WHERE source_id = ? ORDER BY created_at, event_key", sourceID)
	if err != nil {
		return nil, translateCalendar(err)
	}
	defer rows.Close()
	var out []kajian.CalendarEvent
	for rows.Next() {
		e, err := scanCalendarEvent(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// CalendarEvent returns one event of a source, kajian.ErrDraftNotFound when it has none by id.
func (db *DB) CalendarEvent(ctx context.Context, sourceID, id string) (kajian.CalendarEvent, error) {
	return scanCalendarEvent(db.write.QueryRowContext(ctx, db.rebind("SELECT "+calendarEventColumns+
		" FROM calendar_events WHERE id = ? AND source_id = ?"), id, sourceID))
}

// ClaimCalendarSources takes up to limit sources due for a fetch for this copy for lease; on
// PostgreSQL rows another copy is claiming are skipped, and SQLite's one writer makes the
// statement atomic, so each due source is fetched by one copy.
func (db *DB) ClaimCalendarSources(ctx context.Context, limit int, lease time.Duration) ([]*kajian.CalendarSource, error) {
	now := db.clock.Now()
	lock := ""
	if db.dialect == Postgres {
		lock = " FOR UPDATE SKIP LOCKED"
	}
	rows, err := db.write.QueryContext(ctx, db.rebind(`UPDATE calendar_sources SET claimed_until = ?
		WHERE id IN (SELECT id FROM calendar_sources WHERE next_fetch_at <= ?
			AND (claimed_until IS NULL OR claimed_until < ?) ORDER BY next_fetch_at LIMIT ?`+lock+`)
		RETURNING id`), db.ts(now.Add(lease)), db.ts(now), db.ts(now), limit)
	if err != nil {
		return nil, fmt.Errorf("claim calendar sources: %w", translate(err))
	}
	var ids []string
	for rows.Next() {
		var id text
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return nil, err
		}
		ids = append(ids, string(id))
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	out := make([]*kajian.CalendarSource, 0, len(ids))
	for _, id := range ids {
		s, err := scanCalendarSource(db.write.QueryRowContext(ctx, db.rebind("SELECT "+calendarSourceColumns+calendarSourceFrom+" WHERE s.id = ?"), id))
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

// ClaimCalendarSource claims one source now ('Perbarui sekarang') for lease, due or not;
// kajian.ErrCalendarBusy when another fetch holds it.
func (db *DB) ClaimCalendarSource(ctx context.Context, id string, lease time.Duration) (*kajian.CalendarSource, error) {
	now := db.clock.Now()
	res, err := db.exec(ctx, `UPDATE calendar_sources SET claimed_until = ? WHERE id = ?
		AND (claimed_until IS NULL OR claimed_until < ?)`, db.ts(now.Add(lease)), id, db.ts(now))
	if err != nil {
		return nil, translateCalendar(err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		if _, err := db.CalendarSource(ctx, id); err != nil {
			return nil, err
		}
		return nil, kajian.ErrCalendarBusy
	}
	return scanCalendarSource(db.write.QueryRowContext(ctx, db.rebind("SELECT "+calendarSourceColumns+calendarSourceFrom+" WHERE s.id = ?"), id))
}

// errClaimLost says a fetch's claim lapsed and another copy took the source: what it found is
// not saved.
var errClaimLost = errors.New("calendar source: claim lost")

// FinishCalendarFetch saves what a claimed fetch of s found, schedules the next one after
// kajian.CalendarRefresh and releases the claim, in one transaction; nothing is saved when the
// claim lapsed meanwhile.
func (db *DB) FinishCalendarFetch(ctx context.Context, s *kajian.CalendarSource, f kajian.CalendarFetch) error {
	return db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `UPDATE calendar_sources SET etag = ?, last_modified = ?, last_fetched_at = ?, last_error = ?,
			name = CASE WHEN ? = '' THEN name ELSE ? END, updated_count = updated_count + ?, next_fetch_at = ?,
			claimed_until = NULL WHERE id = ? AND claimed_until = ?`,
			nullString(f.ETag), nullString(f.LastModified), db.ts(f.At), nullString(f.Error), f.Name, f.Name, f.Updated,
			db.ts(f.At.Add(kajian.CalendarRefresh)), s.ID, db.ts(s.Claim))
		if err != nil {
			return fmt.Errorf("finish calendar fetch: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return errClaimLost
		}
		now := db.clock.Now()
		if err := tx.insertCalendarEvents(ctx, s.ID, f.Insert, now); err != nil {
			return err
		}
		for _, e := range f.Change {
			if _, err := tx.exec(ctx, `UPDATE calendar_events SET state = ?, draft = ?, hash = ?, sequence = ?, modified_at = ?,
				updated_at = ? WHERE id = ? AND source_id = ?`, string(e.State), e.Draft, e.Hash, e.Sequence,
				db.tsPtr(e.Modified), db.ts(now), e.ID, s.ID); err != nil {
				return fmt.Errorf("update calendar event: %w", err)
			}
		}
		return nil
	})
}

// postingLapse is how long a draft stays 'posting' before another request may post it: a copy
// that died between taking it and recording its session must not leave it stuck.
const postingLapse = 5 * time.Minute

// BeginPostingDraft marks a draft as being posted, so that two requests cannot post it twice;
// kajian.ErrDraftDone when it is no longer a draft.
func (db *DB) BeginPostingDraft(ctx context.Context, sourceID, id string) error {
	now := db.clock.Now()
	res, err := db.exec(ctx, `UPDATE calendar_events SET state = 'posting', updated_at = ? WHERE id = ? AND source_id = ?
		AND (state = 'draft' OR (state = 'posting' AND updated_at < ?))`, db.ts(now), id, sourceID, db.ts(now.Add(-postingLapse)))
	if err != nil {
		return translateDraft(err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return kajian.ErrDraftDone
	}
	return nil
}

// translateDraft maps a malformed id to the draft's 404.
func translateDraft(err error) error {
	if errors.Is(translate(err), kajian.ErrNotFound) {
		return kajian.ErrDraftNotFound.Wrap(err)
	}
	return fmt.Errorf("calendar draft: %w", err)
}

// AbandonPostingDraft makes a draft whose posting was refused a draft again.
func (db *DB) AbandonPostingDraft(ctx context.Context, sourceID, id string) error {
	return db.moveDraft(ctx, sourceID, id, "posting", kajian.EventDraft, "", "")
}

// FinishPostingDraft records the session a draft became.
func (db *DB) FinishPostingDraft(ctx context.Context, sourceID, id string, t kajian.Type, sessionID string) error {
	return db.moveDraft(ctx, sourceID, id, "posting", kajian.EventPosted, t, sessionID)
}

func (db *DB) moveDraft(ctx context.Context, sourceID, id string, from, to kajian.CalendarEventState, t kajian.Type, sessionID string) error {
	res, err := db.exec(ctx, `UPDATE calendar_events SET state = ?, session_type = ?, session_id = ?, updated_at = ?
		WHERE id = ? AND source_id = ? AND state = ?`, string(to), nullString(string(t)), nullString(sessionID),
		db.ts(db.clock.Now()), id, sourceID, string(from))
	if err != nil {
		return translateDraft(err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return kajian.ErrDraftDone
	}
	return nil
}
