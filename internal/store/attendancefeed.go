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
	Changed  map[Occurrence]int
	Complete bool
}

// ReadChanges reads, in one statement, the versions and, when since is not nil, the occurrences
// answered between those versions of attendance_version's rows and the ones read, with their
// 'hadir' counts: a copy keeping pages then counts again only what changed, not every page's
// sessions. The versions asked since go in as one list, indexed by row, so the statement's text
// never changes and PostgreSQL plans it once (a statement with parameters for each row was planned
// anew at every read, which cost more than running it); without answers since, no change is
// looked at.
func (db *DB) ReadChanges(ctx context.Context, since map[int64]int64) (Versions, AttendanceFeed, error) {
	asked := make([]int64, maxKey(since)) // attendance_version's ids start at 1
	for i := range asked {
		version, ok := since[int64(i)+1]
		if !ok {
			version = math.MaxInt64 // a row not asked reads none of its changes
		}
		asked[i] = version
	}
	r, err := db.queryPrepared(ctx, readChanges[db.dialect], db.int64List(asked))
	if err != nil {
		return Versions{}, AttendanceFeed{}, fmt.Errorf("attendance changes: %w", err)
	}
	defer r.Close()
	v := Versions{Listing: -1}
	feed := AttendanceFeed{Rows: map[int64]int64{}, Changed: map[Occurrence]int{}, Complete: since != nil}
	found := map[int64]int64{} // the changes read of each row
	for r.Next() {
		var (
			kind, shard, version, hadir int64
			id                          text
			occurrence                  date
		)
		if err := r.Scan(&kind, &shard, &version, &id, &occurrence, &hadir); err != nil {
			return Versions{}, AttendanceFeed{}, err
		}
		switch kind {
		case 0:
			v.Listing = version
		case 1:
			feed.Rows[shard] = version
			v.Attendance += version
		default:
			o := Occurrence{Type: kajian.Regular, SessionID: string(id)}
			if kind == 3 {
				o.Type, o.Date = kajian.Recurring, kajian.Date(occurrence)
			}
			feed.Changed[o] = int(hadir)
			found[shard]++
		}
	}
	if err := r.Err(); err != nil {
		return Versions{}, AttendanceFeed{}, fmt.Errorf("attendance changes: %w", err)
	}
	if v.Listing < 0 || len(feed.Rows) == 0 {
		return Versions{}, AttendanceFeed{}, fmt.Errorf("versions: listing_version or attendance_version has no row")
	}
	for id, version := range feed.Rows {
		was, ok := since[id]
		// Complete when every row's rise has its changes: none pruned, none from a row not asked.
		feed.Complete = feed.Complete && ok && version >= was && found[id] == version-was
	}
	return v, feed, nil
}

// readChanges is ReadChanges' statement in each dialect.
var readChanges = map[Dialect]string{
	SQLite:   readChangesStatement("SELECT key + 1 AS id, value AS seen FROM json_each(?)"),
	Postgres: readChangesStatement("SELECT id, seen FROM unnest(CAST(? AS BIGINT[])) WITH ORDINALITY AS s (seen, id)"),
}

// readChangesStatement is ReadChanges' statement: kind 0 is the listing's version, 1 an
// attendance_version row's, 2 and 3 an answered one-off session and weekly occurrence, with its
// count from the partial unique index of its session type. asked gives the rows (id, seen) of the
// versions asked since; only the changes of a row that rose since are looked at. No change above
// the version read needs excluding: a change commits with its row's raise, so the statement's one
// snapshot sees both or neither (and a bound taken from the join made PostgreSQL's plan scan all
// of a row's changes instead of those since).
func readChangesStatement(asked string) string {
	return "SELECT 0, 0, version, '', '', 0 FROM listing_version" +
		" UNION ALL SELECT 1, id, version, '', '', 0 FROM attendance_version" +
		" UNION ALL SELECT CASE WHEN c.kajian_id IS NULL THEN 3 ELSE 2 END, c.shard, c.version," +
		" CAST(COALESCE(c.kajian_id, c.recurring_kajian_id) AS TEXT), c.occurrence_date," +
		" CASE WHEN c.kajian_id IS NOT NULL" +
		" THEN (SELECT COUNT(*) FROM rsvp r WHERE r.kajian_id = c.kajian_id AND r.status = 'hadir')" +
		" ELSE (SELECT COUNT(*) FROM rsvp r WHERE r.recurring_kajian_id = c.recurring_kajian_id" +
		" AND r.occurrence_date = c.occurrence_date AND r.status = 'hadir') END" +
		" FROM (" + asked + ") s JOIN attendance_version v ON v.id = s.id AND v.version > s.seen" +
		" JOIN attendance_changes c ON c.shard = s.id AND c.version > s.seen"
}

// maxKey is the largest key of m, or 0.
func maxKey(m map[int64]int64) int64 {
	var k int64
	for id := range m {
		k = max(k, id)
	}
	return k
}
