package store

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

// AttendanceFeed is what ReadChanges found of the attendance answers.
type AttendanceFeed struct {
	// Rows holds each attendance_version row's version, by id: what the next read asks since.
	Rows map[int64]int64
	// Changed holds the 'hadir' counts, as read, of the occurrences answered since the versions
	// asked for. Complete says it holds every one of them: versions were asked for, and every
	// raise since still has its row in attendance_changes (migration 0015).
	Changed  map[Occurrence]int
	Complete bool
}

// ReadChanges reads the versions and, when since is not nil and the attendance's moved, the
// occurrences answered between those versions of attendance_version's rows and the ones read, with
// their 'hadir' counts: a copy keeping pages then counts again only what changed, not every page's
// sessions. Without answers since, that is one small statement; with them, a second reads the
// changes of the rows that rose, and the counts as they are then.
func (db *DB) ReadChanges(ctx context.Context, since map[int64]int64) (Versions, AttendanceFeed, error) {
	v, rows, err := db.readVersionRows(ctx)
	if err != nil {
		return Versions{}, AttendanceFeed{}, err
	}
	feed := AttendanceFeed{Rows: rows, Changed: map[Occurrence]int{}, Complete: since != nil}
	if since == nil {
		return v, feed, nil
	}
	var (
		where []string
		args  []any
		rose  = map[int64]int64{} // what each row rose by
	)
	for _, id := range slices.Sorted(maps.Keys(rows)) {
		was, ok := since[id]
		switch {
		case !ok || rows[id] < was:
			feed.Complete = false
		case rows[id] > was:
			where = append(where, "(c.shard = ? AND c.version > ? AND c.version <= ?)")
			args = append(args, id, was, rows[id])
			rose[id] = rows[id] - was
		}
	}
	if len(where) == 0 || !feed.Complete {
		return v, feed, nil
	}
	// Each change's count comes from the partial unique index of its session type.
	r, err := db.queryPrepared(ctx, "SELECT c.shard, CASE WHEN c.kajian_id IS NULL THEN 1 ELSE 0 END,"+
		" CAST(COALESCE(c.kajian_id, c.recurring_kajian_id) AS TEXT), c.occurrence_date,"+
		" CASE WHEN c.kajian_id IS NOT NULL"+
		" THEN (SELECT COUNT(*) FROM rsvp r WHERE r.kajian_id = c.kajian_id AND r.status = 'hadir')"+
		" ELSE (SELECT COUNT(*) FROM rsvp r WHERE r.recurring_kajian_id = c.recurring_kajian_id"+
		" AND r.occurrence_date = c.occurrence_date AND r.status = 'hadir') END"+
		" FROM attendance_changes c WHERE "+strings.Join(where, " OR "), args...)
	if err != nil {
		return Versions{}, AttendanceFeed{}, fmt.Errorf("attendance changes: %w", err)
	}
	defer r.Close()
	for r.Next() {
		var (
			shard, kind, hadir int64
			id                 text
			occurrence         date
		)
		if err := r.Scan(&shard, &kind, &id, &occurrence, &hadir); err != nil {
			return Versions{}, AttendanceFeed{}, err
		}
		o := Occurrence{Type: kajian.Regular, SessionID: string(id)}
		if kind == 1 {
			o.Type, o.Date = kajian.Recurring, kajian.Date(occurrence)
		}
		feed.Changed[o] = int(hadir)
		rose[shard]--
	}
	if err := r.Err(); err != nil {
		return Versions{}, AttendanceFeed{}, fmt.Errorf("attendance changes: %w", err)
	}
	for _, left := range rose { // a change pruned meanwhile
		feed.Complete = feed.Complete && left == 0
	}
	return v, feed, nil
}

// readVersionRows reads the listing's version and each attendance_version row's, in one statement.
func (db *DB) readVersionRows(ctx context.Context) (Versions, map[int64]int64, error) {
	r, err := db.queryPrepared(ctx, "SELECT 0, version FROM listing_version UNION ALL SELECT id, version FROM attendance_version")
	if err != nil {
		return Versions{}, nil, fmt.Errorf("versions: %w", err)
	}
	defer r.Close()
	v, rows := Versions{Listing: -1}, map[int64]int64{}
	for r.Next() {
		var id, version int64
		if err := r.Scan(&id, &version); err != nil {
			return Versions{}, nil, err
		}
		if id == 0 { // attendance_version's ids start at 1
			v.Listing = version
			continue
		}
		rows[id] = version
		v.Attendance += version
	}
	if err := r.Err(); err != nil {
		return Versions{}, nil, fmt.Errorf("versions: %w", err)
	}
	if v.Listing < 0 || len(rows) == 0 {
		return Versions{}, nil, fmt.Errorf("versions: listing_version or attendance_version has no row")
	}
	return v, rows, nil
}
