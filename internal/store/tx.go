package store

import (
	"context"
	"database/sql"
	"fmt"
)

// Tx is a write transaction. Every multi-statement write goes through one, so
// a failure leaves nothing half-written.
type Tx struct {
	db *DB
	tx *sql.Tx
}

// inTx runs fn in a write transaction, committing when fn returns nil and
// rolling back otherwise.
func (db *DB) inTx(ctx context.Context, fn func(tx *Tx) error) error {
	sqlTx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	tx := &Tx{db: db, tx: sqlTx}
	if err := fn(tx); err != nil {
		_ = sqlTx.Rollback()
		return translate(err)
	}
	if err := sqlTx.Commit(); err != nil {
		return translate(fmt.Errorf("commit: %w", err))
	}
	return nil
}

func (tx *Tx) exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	return tx.tx.ExecContext(ctx, tx.db.rebind(query), args...)
}

func (tx *Tx) query(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	return tx.tx.QueryContext(ctx, tx.db.rebind(query), args...)
}

func (tx *Tx) queryRow(ctx context.Context, query string, args ...any) *sql.Row {
	return tx.tx.QueryRowContext(ctx, tx.db.rebind(query), args...)
}

// exec runs a single write statement outside an explicit transaction.
func (db *DB) exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	res, err := db.write.ExecContext(ctx, db.rebind(query), args...)
	return res, translate(err)
}

// query runs a read.
func (db *DB) query(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	rows, err := db.read.QueryContext(ctx, db.rebind(query), args...)
	return rows, translate(err)
}

// queryRow runs a read of one row.
func (db *DB) queryRow(ctx context.Context, query string, args ...any) *sql.Row {
	return db.read.QueryRowContext(ctx, db.rebind(query), args...)
}
