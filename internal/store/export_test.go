package store

import (
	"context"
	"database/sql"
)

// Exec runs a raw statement on the write handle, for tests that check what
// the schema itself refuses.
func (db *DB) Exec(ctx context.Context, query string) (sql.Result, error) {
	return db.write.ExecContext(ctx, query)
}

// QueryInt reads one integer with a raw query on the write handle, for tests
// that check what is stored.
func (db *DB) QueryInt(ctx context.Context, query string) (int64, error) {
	var n int64
	err := db.write.QueryRowContext(ctx, query).Scan(&n)
	return n, err
}
