package store

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// The home list (internal/homelist) keeps in memory a listing of every
// session it can show, and the store gives it the rows: the listable
// sessions, all of them or those written since a version of the listing.
//
// listing_version holds a number that triggers on the session, speaker and
// holiday tables raise in every transaction that writes them, noting in
// listing_changes which session each raise was for (migrations 0003, 0004).
// A copy of the server compares its listing's version with that number on
// every request (AttendanceAndVersion), so a change committed through any
// copy shows on every copy's next request.

// ListedSession is a listable session with its speakers, its holidays from
// the read's day on, and the lowercased text the home search looks in.
//
// ReadListing fills only what the listing orders and filters by: ID, Type,
// Ustaz, Date or DayOfWeek, Time, AfterPrayer, Zone, IsOnline, the point,
// Audience, the speakers and the holidays. A page's sessions are read in full
// when it shows them (ReadListed): holding every listable session in full
// would grow a server copy's memory with the database (make scale).
type ListedSession struct {
	Session *kajian.Session
	Search  string
}

// ListingRows is what ReadListing read, in one read transaction.
type ListingRows struct {
	// Version is listing_version when the rows were read.
	Version int64
	// Changed, when not nil, names by type the sessions written since the
	// version asked for: Sessions then holds those of them that are
	// listable, and the caller keeps its other sessions. When nil, Sessions
	// holds every listable session.
	Changed  map[kajian.Type]map[string]bool
	Sessions []ListedSession
}

// ListingQuery says which rows ReadListing reads.
type ListingQuery struct {
	// Since is the version the caller's listing is at, or -1 for none.
	Since int64
	// MaxChanges is the most changed sessions worth reading one by one;
	// past it, every listable session is read.
	MaxChanges int64
	// From bounds the one-off sessions read: those starting at From or
	// later. HolidaysFrom bounds the holidays read.
	From         time.Time
	HolidaysFrom kajian.Date
}

// ReadListing reads the listable sessions (approved one-off sessions from
// q.From on, active weekly ones) in one read transaction, so that the
// version and the rows agree: those written since q.Since when the changes
// are all known and few, else all of them.
func (db *DB) ReadListing(ctx context.Context, q ListingQuery) (ListingRows, error) {
	r, version, err := db.beginListingRead(ctx, q)
	if err != nil {
		return ListingRows{}, err
	}
	defer r.tx.Rollback() //nolint:errcheck // read only
	out := ListingRows{Version: version}
	changed, ok, err := r.changesSince(q.Since, out.Version, q.MaxChanges)
	if err != nil {
		return ListingRows{}, err
	}
	var ids map[kajian.Type][]any
	if ok {
		out.Changed = changed
		ids = map[kajian.Type][]any{}
		for t, set := range changed {
			for id := range set {
				ids[t] = append(ids[t], id)
			}
		}
	}
	if out.Sessions, err = r.sessions(ids, false); err != nil {
		return ListingRows{}, err
	}
	return out, nil
}

// ReadListed reads, in one read transaction, listing_version and in full the
// listable sessions among ids (by type), with their speakers and their
// holidays from q.HolidaysFrom on; q.From bounds the one-off sessions as for
// ReadListing. Sessions no longer listable are left out.
func (db *DB) ReadListed(ctx context.Context, q ListingQuery, ids map[kajian.Type][]string) (int64, []*kajian.Session, error) {
	r, version, err := db.beginListingRead(ctx, q)
	if err != nil {
		return 0, nil, err
	}
	defer r.tx.Rollback() //nolint:errcheck // read only
	args := map[kajian.Type][]any{}
	for t, list := range ids {
		args[t] = anySlice(list)
	}
	rows, err := r.sessions(args, true)
	if err != nil {
		return 0, nil, err
	}
	out := make([]*kajian.Session, len(rows))
	for i, row := range rows {
		out[i] = row.Session
	}
	return version, out, nil
}

// beginListingRead begins a read transaction that sees one state of the listing (a snapshot on
// PostgreSQL; SQLite's read transactions are) and reads its version; the caller rolls r.tx back.
func (db *DB) beginListingRead(ctx context.Context, q ListingQuery) (listingRead, int64, error) {
	var opts *sql.TxOptions
	if db.dialect == Postgres {
		opts = &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true}
	}
	tx, err := db.read.BeginTx(ctx, opts)
	if err != nil {
		return listingRead{}, 0, fmt.Errorf("listing: %w", err)
	}
	var version int64
	if err := tx.QueryRowContext(ctx, "SELECT version FROM listing_version").Scan(&version); err != nil {
		tx.Rollback() //nolint:errcheck // read only
		return listingRead{}, 0, fmt.Errorf("listing version: %w", err)
	}
	return listingRead{ctx: ctx, db: db, tx: tx, from: q.From, holidaysFrom: q.HolidaysFrom}, version, nil
}

// listingRead is one read of listable sessions inside a read transaction.
type listingRead struct {
	ctx          context.Context
	db           *DB
	tx           *sql.Tx
	from         time.Time
	holidaysFrom kajian.Date
}

func (r listingRead) query(q string, args ...any) (*sql.Rows, error) {
	return r.tx.QueryContext(r.ctx, r.db.rebind(q), args...)
}

// changesSince returns the sessions written between version from (exclusive)
// and to, by type, and whether they are all known: every raise of the
// version left one row in listing_changes, unless it has been pruned.
func (r listingRead) changesSince(from, to, most int64) (map[kajian.Type]map[string]bool, bool, error) {
	if from < 0 || to-from > most {
		return nil, false, nil
	}
	changed := map[kajian.Type]map[string]bool{kajian.Regular: {}, kajian.Recurring: {}}
	if to == from {
		return changed, true, nil
	}
	rows, err := r.query("SELECT version, kind, CAST(session_id AS TEXT) FROM listing_changes WHERE version > ? AND version <= ?", from, to)
	if err != nil {
		return nil, false, fmt.Errorf("listing changes: %w", err)
	}
	defer rows.Close()
	n := int64(0)
	for rows.Next() {
		var (
			version, kind int64
			id            text
		)
		if err := rows.Scan(&version, &kind, &id); err != nil {
			return nil, false, err
		}
		changed[kindType(kind)][string(id)] = true
		n++
	}
	if err := rows.Err(); err != nil {
		return nil, false, fmt.Errorf("listing changes: %w", err)
	}
	return changed, n == to-from, nil
}

// Listable sessions: the status that makes each type public (kajian.PublicStatus);
// one-off sessions from the read's first day on.
const (
	listedOneOff = "status = ? AND starts_at >= ?"
	listedWeekly = "status = ?"
)

// Columns of the listing's sessions (ReadListing): what it orders and
// filters by.
var listingColumns = []string{"id", "ustaz", "time", "timezone_region", "is_online", "latitude", "longitude",
	"after_prayer", "prayer_offset", "audience", "every_weeks", "rhythm_from", "month_weeks"}

// sessions reads the listable sessions among ids (nil: every one) with
// their speakers and their holidays from holidaysFrom on: in full, or only
// the listing's columns.
func (r listingRead) sessions(ids map[kajian.Type][]any, full bool) ([]ListedSession, error) {
	approved, active := string(kajian.PublicStatus(kajian.Regular)), string(kajian.PublicStatus(kajian.Recurring))
	oneOffWhere, weeklyWhere := listedOneOff, listedWeekly
	oneOffArgs, weeklyArgs := []any{approved, r.db.ts(r.from)}, []any{active}
	// The speakers' and holidays' sessions: those read, by the same conditions. Each type is its
	// own join: an OR of two IN lists made PostgreSQL test every speaker against a list that no
	// longer fit in memory, row by row (minutes at a million sessions, make scale).
	speakerQuery := "SELECT sp.kajian_id, sp.name, sp.is_main_speaker, sp.speaker_order FROM kajian_speakers sp " +
		"JOIN kajian k ON k.id = sp.kajian_id WHERE k." + strings.ReplaceAll(listedOneOff, "AND ", "AND k.") +
		" UNION ALL SELECT sp.recurring_kajian_id, sp.name, sp.is_main_speaker, sp.speaker_order FROM kajian_speakers sp " +
		"JOIN recurring_kajian r ON r.id = sp.recurring_kajian_id WHERE r." + listedWeekly + " ORDER BY 1, 4"
	speakerArgs := []any{approved, r.db.ts(r.from), active}
	holidayOf := "recurring_kajian_id IN (SELECT id FROM recurring_kajian WHERE " + listedWeekly + ")"
	holidayArgs := []any{active}
	if ids != nil {
		oneOffIn, oneOffIDs := idList(ids[kajian.Regular])
		weeklyIn, weeklyIDs := idList(ids[kajian.Recurring])
		oneOffWhere += " AND id IN (" + oneOffIn + ")"
		weeklyWhere += " AND id IN (" + weeklyIn + ")"
		oneOffArgs, weeklyArgs = append(oneOffArgs, oneOffIDs...), append(weeklyArgs, weeklyIDs...)
		speakerQuery = "SELECT COALESCE(kajian_id, recurring_kajian_id), name, is_main_speaker, speaker_order FROM kajian_speakers " +
			"WHERE kajian_id IN (" + oneOffIn + ") OR recurring_kajian_id IN (" + weeklyIn + ") ORDER BY 1, speaker_order"
		speakerArgs = append(slices.Clone(oneOffIDs), weeklyIDs...)
		holidayOf = "recurring_kajian_id IN (" + weeklyIn + ")"
		holidayArgs = weeklyIDs
	}
	columns := listingColumns
	if full {
		columns = commonSessionColumns
	}
	common := strings.Join(columns, ", ")
	rows, err := r.query("SELECT 0, "+common+", date, CAST(NULL AS INTEGER), search_text FROM kajian WHERE "+oneOffWhere+
		" UNION ALL SELECT 1, "+common+", CAST(NULL AS TEXT), day_of_week, search_text FROM recurring_kajian WHERE "+weeklyWhere,
		append(oneOffArgs, weeklyArgs...)...)
	if err != nil {
		return nil, fmt.Errorf("listing sessions: %w", err)
	}
	var (
		out    []ListedSession
		v      sessionScan
		kind   int64
		search string
	)
	byID := map[string]*kajian.Session{}
	scanned := v.common()
	if !full {
		scanned = v.listing()
	}
	dest := append(append([]any{&kind}, scanned...), &v.date, &v.day, &search)
	for rows.Next() {
		if err := rows.Scan(dest...); err != nil {
			rows.Close()
			return nil, err
		}
		s, err := v.session(kindType(kind))
		if err != nil {
			rows.Close()
			return nil, err
		}
		byID[s.ID] = s
		out = append(out, ListedSession{Session: s, Search: search})
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("listing sessions: %w", err)
	}
	if len(out) == 0 {
		return nil, nil
	}

	rows, err = r.query(speakerQuery, speakerArgs...)
	if err != nil {
		return nil, fmt.Errorf("listing speakers: %w", err)
	}
	for rows.Next() {
		var (
			id text
			sp kajian.Speaker
		)
		if err := rows.Scan(&id, &sp.Name, &sp.IsMain, &sp.Order); err != nil {
			rows.Close()
			return nil, err
		}
		if s := byID[string(id)]; s != nil {
			s.Speakers = append(s.Speakers, sp)
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("listing speakers: %w", err)
	}

	rows, err = r.query("SELECT recurring_kajian_id, CAST(id AS TEXT), holiday_date, until_date, reason, cancelled FROM recurring_kajian_holidays "+
		"WHERE "+holidayEndsFrom+" AND ("+holidayOf+") ORDER BY holiday_date, id", append([]any{date(r.holidaysFrom)}, holidayArgs...)...)
	if err != nil {
		return nil, fmt.Errorf("listing holidays: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var (
			sid, id, reason text
			day, until      date
			cancelled       bool
		)
		if err := rows.Scan(&sid, &id, &day, &until, &reason, &cancelled); err != nil {
			return nil, err
		}
		if s := byID[string(sid)]; s != nil {
			s.Holidays = append(s.Holidays, kajian.Holiday{ID: string(id), Date: kajian.Date(day), Until: kajian.Date(until), Reason: string(reason), Cancelled: cancelled})
		}
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("listing holidays: %w", err)
	}
	return out, nil
}

// idList returns placeholders and arguments for "IN (…)" with ids, or a
// list matching nothing when there are none.
func idList(ids []any) (string, []any) {
	if len(ids) == 0 {
		return "NULL", nil
	}
	return placeholders(len(ids)), ids
}

// Versions are the numbers every write of what the home list shows raises: sessions (their
// speakers and holidays) and attendance answers.
type Versions struct {
	Listing, Attendance int64
}
