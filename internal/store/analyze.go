package store

import "context"

// Analyze refreshes the query planner's statistics after a bulk load (seeding
// demo, benchmark or load-test data), as autovacuum would in time on
// PostgreSQL. SQLite keeps its planner's defaults.
func (db *DB) Analyze(ctx context.Context) error {
	if db.dialect != Postgres {
		return nil
	}
	_, err := db.write.ExecContext(ctx, "VACUUM ANALYZE")
	return err
}
