package store

import (
	"context"
	"database/sql"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Exec runs a raw statement on the write handle, for tests that check what
// the schema itself refuses.
func (db *DB) Exec(ctx context.Context, query string) (sql.Result, error) {
	return db.write.ExecContext(ctx, query)
}

// RunDataStep runs migration v's data step again in a transaction of its own, for tests of what
// it does to rows that the migration's fresh schema never holds.
func (db *DB) RunDataStep(ctx context.Context, v int) error {
	return db.inTx(ctx, func(tx *Tx) error { return dataSteps[v](ctx, tx) })
}

// ExplainMasjidDirectory returns PostgreSQL's plans of the directory's statements for a search q
// (all masjid when "") around near with a box of radiusKm: the count, a page by name and the
// points in the box.
func (db *DB) ExplainMasjidDirectory(ctx context.Context, q string, near kajian.GeoPoint, radiusKm float64) (map[string]string, error) {
	cond, args := masjidWordsCond(kajian.QueryWords(q))
	minLat, maxLat, minLng, maxLng := kajian.BoundingBox(near.Lat, near.Lng, radiusKm)
	plans := map[string]string{}
	for name, st := range map[string]struct {
		sql  string
		args []any
	}{
		"count":   {masjidCountSQL(cond), append(append([]any{}, args...), kajian.MaxMasjidTotal)},
		"by name": {masjidByNameSQL(cond), append(append([]any{}, args...), 21, 0)},
		"near":    {masjidNearSQL(cond, true), append(append([]any{}, args...), minLat, maxLat, minLng, maxLng)},
	} {
		rows, err := db.query(ctx, "EXPLAIN "+st.sql, st.args...)
		if err != nil {
			return nil, err
		}
		var lines []string
		for rows.Next() {
			var line string
			if err := rows.Scan(&line); err != nil {
				rows.Close()
				return nil, err
			}
			lines = append(lines, line)
		}
		rows.Close()
		plans[name] = strings.Join(lines, "\n")
	}
	return plans, nil
}

// QueryInt reads one integer with a raw query on the write handle, for tests
// that check what is stored.
func (db *DB) QueryInt(ctx context.Context, query string) (int64, error) {
	var n int64
	err := db.write.QueryRowContext(ctx, query).Scan(&n)
	return n, err
}

// QueryString reads one string with a raw query on the write handle.
func (db *DB) QueryString(ctx context.Context, query string, args ...any) (string, error) {
	var s string
	err := db.write.QueryRowContext(ctx, db.rebind(query), args...).Scan(&s)
	return s, err
}
