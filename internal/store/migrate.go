package store

import (
	"context"
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"
)

//go:embed migrations
var migrationFiles embed.FS

type migration struct {
	version  int
	name     string
	up, down string
}

// migrations returns this dialect's migrations in ascending order.
func (db *DB) migrations() ([]migration, error) {
	dir := "migrations/" + string(db.dialect)
	entries, err := fs.ReadDir(migrationFiles, dir)
	if err != nil {
		return nil, err
	}
	byVersion := map[int]*migration{}
	for _, e := range entries {
		name := e.Name()
		base, dirn, ok := strings.Cut(strings.TrimSuffix(name, ".sql"), ".")
		num, label, ok2 := strings.Cut(base, "_")
		v, err := strconv.Atoi(num)
		if !ok || !ok2 || err != nil || (dirn != "up" && dirn != "down") {
			return nil, fmt.Errorf("migration %s: want NNNN_name.up.sql or .down.sql", name)
		}
		body, err := fs.ReadFile(migrationFiles, dir+"/"+name)
		if err != nil {
			return nil, err
		}
		m := byVersion[v]
		if m == nil {
			m = &migration{version: v, name: label}
			byVersion[v] = m
		}
		if dirn == "up" {
			m.up = string(body)
		} else {
			m.down = string(body)
		}
	}
	list := make([]migration, 0, len(byVersion))
	for _, m := range byVersion {
		if m.up == "" || m.down == "" {
			return nil, fmt.Errorf("migration %d: both up and down are required", m.version)
		}
		list = append(list, *m)
	}
	sort.Slice(list, func(i, j int) bool { return list[i].version < list[j].version })
	return list, nil
}

func (db *DB) appliedVersions(ctx context.Context) (map[int]bool, error) {
	if _, err := db.write.ExecContext(ctx, "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)"); err != nil {
		return nil, fmt.Errorf("create schema_migrations: %w", err)
	}
	rows, err := db.write.QueryContext(ctx, "SELECT version FROM schema_migrations")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	applied := map[int]bool{}
	for rows.Next() {
		var v int
		if err := rows.Scan(&v); err != nil {
			return nil, err
		}
		applied[v] = true
	}
	return applied, rows.Err()
}

// migrationLock is the PostgreSQL advisory lock migrations hold: one per
// schema, so databases (and test schemas) sharing a server do not wait for
// each other.
const migrationLock = "hashtext('kajian-migrate:' || current_schema())"

// lockMigrations makes copies that migrate at once take turns: on PostgreSQL
// a session advisory lock held on a connection of its own until unlock; on
// SQLite the write lock each migration's transaction takes is enough.
func (db *DB) lockMigrations(ctx context.Context) (unlock func(), err error) {
	if db.dialect != Postgres {
		return func() {}, nil
	}
	conn, err := db.write.Conn(ctx)
	if err != nil {
		return nil, fmt.Errorf("migration lock: %w", err)
	}
	if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock("+migrationLock+")"); err != nil {
		conn.Close()
		return nil, fmt.Errorf("migration lock: %w", err)
	}
	return func() {
		_, _ = conn.ExecContext(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock("+migrationLock+")")
		conn.Close()
	}, nil
}

// WithMigrationLock runs fn holding the lock migrations take, so that work
// done once after migrating (the demo data) is done by one of the copies
// starting together while the others wait, then find it done. On SQLite,
// which has no such lock across processes, fn just runs.
func (db *DB) WithMigrationLock(ctx context.Context, fn func(context.Context) error) error {
	unlock, err := db.lockMigrations(ctx)
	if err != nil {
		return err
	}
	defer unlock()
	return fn(ctx)
}

// Migrate applies every pending migration, each in its own transaction, and
// returns how many it applied. Copies starting together take turns: the
// first applies, the others find nothing left to do.
func (db *DB) Migrate(ctx context.Context) (int, error) {
	list, err := db.migrations()
	if err != nil {
		return 0, err
	}
	unlock, err := db.lockMigrations(ctx)
	if err != nil {
		return 0, err
	}
	defer unlock()
	applied, err := db.appliedVersions(ctx)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, m := range list {
		if applied[m.version] {
			continue
		}
		skipped := false
		err := db.inTx(ctx, func(tx *Tx) error {
			// Another process may have applied it since we looked (SQLite has
			// no advisory lock; this transaction holds the write lock).
			var done int
			if err := tx.queryRow(ctx, "SELECT COUNT(*) FROM schema_migrations WHERE version = ?", m.version).Scan(&done); err != nil {
				return err
			}
			if done > 0 {
				skipped = true
				return nil
			}
			if _, err := tx.tx.ExecContext(ctx, m.up); err != nil {
				return err
			}
			if step := dataSteps[m.version]; step != nil {
				if err := step(ctx, tx); err != nil {
					return err
				}
			}
			_, err := tx.exec(ctx, "INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)",
				m.version, db.clock.Now().UTC().Format(sqliteTimeLayout))
			return err
		})
		if err != nil {
			return n, fmt.Errorf("migration %04d_%s: %w", m.version, m.name, err)
		}
		if !skipped {
			n++
		}
	}
	return n, nil
}

// MigrateDown reverts the newest applied migration, if any, and reports
// whether it reverted one.
func (db *DB) MigrateDown(ctx context.Context) (bool, error) {
	list, err := db.migrations()
	if err != nil {
		return false, err
	}
	applied, err := db.appliedVersions(ctx)
	if err != nil {
		return false, err
	}
	for i := len(list) - 1; i >= 0; i-- {
		m := list[i]
		if !applied[m.version] {
			continue
		}
		err := db.inTx(ctx, func(tx *Tx) error {
			if _, err := tx.tx.ExecContext(ctx, m.down); err != nil {
				return err
			}
			_, err := tx.exec(ctx, "DELETE FROM schema_migrations WHERE version = ?", m.version)
			return err
		})
		if err != nil {
			return false, fmt.Errorf("revert %04d_%s: %w", m.version, m.name, err)
		}
		return true, nil
	}
	return false, nil
}

// SchemaVersion returns the newest applied migration's number (0 when none
// is).
func (db *DB) SchemaVersion(ctx context.Context) (int, error) {
	var v int
	err := db.write.QueryRowContext(ctx, "SELECT COALESCE(MAX(version), 0) FROM schema_migrations").Scan(&v)
	return v, err
}
