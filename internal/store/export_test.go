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

// QueryString reads one string with a raw query on the write handle.
func (db *DB) QueryString(ctx context.Context, query string, args ...any) (string, error) {
	var s string
	err := db.write.QueryRowContext(ctx, db.rebind(query), args...).Scan(&s)
	return s, err
}
