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

// RunDataStep runs migration v's data step again in a transaction of its own, for tests of what
// it does to rows that the migration's fresh schema never holds.
func (db *DB) RunDataStep(ctx context.Context, v int) error {
	return db.inTx(ctx, func(tx *Tx) error { return dataSteps[v](ctx, tx) })
}
