package store

import (
	"context"
	"fmt"
	"math"

	"github.com/kajiankita/kajian/internal/kajian"
)

// AttendanceFeed is what ReadChanges found of the attendance answers.
type AttendanceFeed struct {
	// Rows holds each attendance_version row's version, by id: what the next read asks since.
	Rows map[int64]int64
	// Changed holds the 'hadir' counts, as read, of the occurrences answered since the versions
	// asked for. Complete says it holds every one of them: versions were asked for, and every
	// raise since still has its row in attendance_changes (migration 0015).
	Changed  map[kajian.Occurrence]int
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
	feed := AttendanceFeed{Rows: rows, Changed: map[kajian.Occurrence]int{}, Complete: since != nil}
	if since == nil {
		return v, feed, nil
	}
	// What each row rose by, and, by row, the version to read its changes above: rows that did not
	// rise get the largest version, so that none of theirs is looked at.
	rose, above := map[int64]int64{}, make([]int64, maxKey(rows))
	for i := range above {
		above[i] = math.MaxInt64
	}
	for id, version := range rows {
		was, ok := since[id]
		if !ok || version < was {
			return v, AttendanceFeed{Rows: rows, Changed: map[kajian.Occurrence]int{}}, nil
		}
		if version > was {
			rose[id], above[id-1] = version-was, was // attendance_version's ids start at 1
		}
	}
	if len(rose) == 0 {
		return v, feed, nil
	}
	r, err := db.queryPrepared(ctx, readChanges[db.dialect], db.int64List(above))
	if err != nil {
		return Versions{}, AttendanceFeed{}, fmt.Errorf("attendance changes: %w", err)
	}
	defer r.Close()
	for r.Next() {
		var (
			shard, version, kind, hadir int64
			id                          text
			occurrence                  date
		)
		if err := r.Scan(&shard, &version, &kind, &id, &occurrence, &hadir); err != nil {
			return Versions{}, AttendanceFeed{}, err
		}
		if version > rows[shard] {
			continue // answered after the versions were read: the next read names it
		}
		o := kajian.Occurrence{Type: kajian.Regular, SessionID: string(id)}
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

// readChanges is the changes read in each dialect: its one parameter lists, by row, the version
// above which to read that row's changes. Its text never changes, so PostgreSQL plans it once; a
// statement with parameters for each row that rose was planned anew at every read, which cost more
// than running it.
var readChanges = map[Dialect]string{
	SQLite:   readChangesStatement("SELECT key + 1 AS shard, value AS above FROM json_each(?)"),
	Postgres: readChangesStatement("SELECT shard, above FROM unnest(CAST(? AS BIGINT[])) WITH ORDINALITY AS s (above, shard)"),
}

// readChangesStatement reads the changes above the rows (shard, above) asked, each with its
// occurrence's count (rsvp_counts, countRead). PostgreSQL plans it once,
// without the values, so its shape decides the plan: the join with attendance_version, keeping
// only the rows that rose, makes the rows few enough to look up each one's changes in the index;
// without it the plan read all the changes kept. It has no upper bound (ReadChanges drops the
// changes above the versions read): with one, the plan scanned each row's changes up to it
// instead of the few above.
func readChangesStatement(asked string) string {
	return "SELECT c.shard, c.version, CASE WHEN c.kajian_id IS NULL THEN 1 ELSE 0 END," +
		" CAST(COALESCE(c.kajian_id, c.recurring_kajian_id) AS TEXT), c.occurrence_date," +
		" COALESCE((SELECT hadir FROM rsvp_counts k WHERE k.occurrence =" +
		" COALESCE(CAST(c.kajian_id AS TEXT), CAST(c.recurring_kajian_id AS TEXT) || ' ' || c.occurrence_date)), 0)" +
		" FROM (" + asked + ") s JOIN attendance_version v ON v.id = s.shard AND v.version > s.above" +
		" JOIN attendance_changes c ON c.shard = s.shard AND c.version > s.above"
}

// maxKey is the largest key of m, or 0.
func maxKey(m map[int64]int64) int64 {
	var k int64
	for id := range m {
		k = max(k, id)
	}
	return k
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
