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
