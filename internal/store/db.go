// Package store keeps Kajian Kita's data in SQLite or PostgreSQL. Both
// databases are first-class: the same SQL runs on both where they agree, and
// the few places where they differ live in dialect.go.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
	"github.com/kajiankita/kajian/internal/kajian"
	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// Dialect names a supported database.
type Dialect string

// The two supported databases.
const (
	SQLite   Dialect = "sqlite"
	Postgres Dialect = "postgres"
)

// DB is a connection to the database. For SQLite it holds two pools: many
// readers and a single writer, because SQLite allows one writer at a time and
// queueing writers in Go beats them spinning on the busy timeout.
type DB struct {
	dialect Dialect
	read    *sql.DB
	write   *sql.DB
	clock   kajian.Clock
	stmts   stmtCache
}

// ConfigError is a configuration problem that names the variable to fix.
type ConfigError struct {
	Variable string
	Problem  string
}

func (e *ConfigError) Error() string { return e.Variable + ": " + e.Problem }

// Open connects to the database named by url ("sqlite:<path>" or
// "postgres://…") and checks that it answers. It does not migrate.
func Open(ctx context.Context, url string, clock kajian.Clock) (*DB, error) {
	switch {
	case strings.HasPrefix(url, "sqlite:"):
		return openSQLite(ctx, strings.TrimPrefix(url, "sqlite:"), clock)
	case strings.HasPrefix(url, "postgres://"), strings.HasPrefix(url, "postgresql://"):
		return openPostgres(ctx, url, clock)
	}
	return nil, &ConfigError{"KAJIAN_DATABASE_URL", fmt.Sprintf("unknown database %q: use sqlite:<path> or postgres://…", redact(url))}
}

func openSQLite(ctx context.Context, path string, clock kajian.Clock) (*DB, error) {
	path = strings.TrimPrefix(path, "//")
	if path == "" {
		return nil, &ConfigError{"KAJIAN_DATABASE_URL", "sqlite: needs a file path, e.g. sqlite:data/kajian.db"}
	}
	if dir := filepath.Dir(path); dir != "." {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, &ConfigError{"KAJIAN_DATABASE_URL", fmt.Sprintf("cannot create folder %s: %v", dir, errors.Unwrap(err))}
		}
	}
	dsn := "file:" + path + "?_pragma=busy_timeout(10000)&_pragma=foreign_keys(1)"
	write, err := sql.Open("sqlite", dsn+"&_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_txlock=immediate")
	if err != nil {
		return nil, err
	}
	write.SetMaxOpenConns(1)
	// Readers map the file (up to 256 MiB) instead of copying each page they
	// touch into their own cache through a system call: under concurrent
	// reads of the home list that raised throughput by about a fifth.
	read, err := sql.Open("sqlite", dsn+"&mode=ro&_pragma=mmap_size(268435456)")
	if err != nil {
		write.Close()
		return nil, err
	}
	read.SetMaxOpenConns(8)
	// Idle readers stay open: a reopened one starts with a cold page cache
	// and no prepared statements (the default keeps only two).
	read.SetMaxIdleConns(8)
	db := &DB{dialect: SQLite, read: read, write: write, clock: clock}
	// The writer creates the file and switches it to WAL before readers open it. Copies started
	// together race for that switch, which SQLite answers with SQLITE_BUSY at once (its busy
	// handler does not wait for it): try again a few times before giving up.
	create := func() error {
		_, err := write.ExecContext(ctx, "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)")
		return err
	}
	err = create()
	for attempt := 1; err != nil && strings.Contains(err.Error(), "SQLITE_BUSY") && attempt <= 20; attempt++ {
		time.Sleep(time.Duration(attempt) * 10 * time.Millisecond)
		err = create()
	}
	if err != nil {
		db.Close()
		return nil, &ConfigError{"KAJIAN_DATABASE_URL", fmt.Sprintf("cannot open SQLite file %s: %v", path, err)}
	}
	if err := read.PingContext(ctx); err != nil {
		db.Close()
		return nil, &ConfigError{"KAJIAN_DATABASE_URL", fmt.Sprintf("cannot read SQLite file %s: %v", path, err)}
	}
	return db, nil
}

func openPostgres(ctx context.Context, dsn string, clock kajian.Clock) (*DB, error) {
	pool, err := sql.Open("pgx", dsn)
	if err != nil {
		return nil, &ConfigError{"KAJIAN_DATABASE_URL", fmt.Sprintf("bad PostgreSQL URL %s: %v", redact(dsn), err)}
	}
	pool.SetMaxOpenConns(32)
	pool.SetMaxIdleConns(32)
	pool.SetConnMaxIdleTime(5 * time.Minute)
	pctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := pool.PingContext(pctx); err != nil {
		pool.Close()
		return nil, &ConfigError{"KAJIAN_DATABASE_URL", fmt.Sprintf("cannot reach PostgreSQL at %s: %v", redact(dsn), err)}
	}
	return &DB{dialect: Postgres, read: pool, write: pool, clock: clock}, nil
}

// redact hides the password of a database URL for messages and logs.
func redact(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.User == nil {
		return raw
	}
	if _, has := u.User.Password(); has {
		u.User = url.UserPassword(u.User.Username(), "xxxxx")
	}
	return u.String()
}

// Dialect tells which database this is.
func (db *DB) Dialect() Dialect { return db.dialect }

// DialectName is the dialect as the readiness check reports it: "sqlite" or "postgres".
func (db *DB) DialectName() string { return string(db.dialect) }

// Clock returns the clock the store reads "now" from.
func (db *DB) Clock() kajian.Clock { return db.clock }

// WithClock is db reading "now" from c, on the same connections: for a writer that dates its
// rows itself, as the demo spreads its history over past weeks. It has its own statement cache.
func (db *DB) WithClock(c kajian.Clock) *DB {
	return &DB{dialect: db.dialect, read: db.read, write: db.write, clock: c}
}

// Ping checks that the database answers, for the readiness probe.
func (db *DB) Ping(ctx context.Context) error {
	var one int
	return db.read.QueryRowContext(ctx, "SELECT 1").Scan(&one)
}

// Stats returns connection pool statistics for the metrics endpoint.
func (db *DB) Stats() sql.DBStats { return db.read.Stats() }

// Close closes the connection pools.
func (db *DB) Close() error {
	db.stmts.close()
	err := db.read.Close()
	if db.write != db.read {
		err = errors.Join(err, db.write.Close())
	}
	return err
}

// CountRows returns the number of rows of a table, for seeding and tests.
// The name must be one of the schema's tables.
func (db *DB) CountRows(ctx context.Context, tableName string) (int, error) {
	switch tableName {
	case "users", "user_profiles", "kajian", "recurring_kajian", "recurring_kajian_holidays", "kajian_speakers",
		"rsvp", "attendance_changes", "kajian_journal", "kajian_journal_tags", "feedback", "auth_sessions", "email_tokens", "notify_jobs",
		"masjid", "masjid_editors", "masjid_words", "rate_limits":
	default:
		return 0, fmt.Errorf("count rows: unknown table %q", tableName)
	}
	var n int
	err := db.queryRow(ctx, "SELECT COUNT(*) FROM "+tableName).Scan(&n)
	return n, translate(err)
}
