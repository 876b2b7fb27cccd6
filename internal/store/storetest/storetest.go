// Package storetest opens real databases for tests: a fresh SQLite file or a
// fresh schema in the PostgreSQL server named by KAJIAN_TEST_POSTGRES_URL
// (`make test` starts a throwaway cluster and sets it).
package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// PostgresEnv is the variable that names the test PostgreSQL server.
const PostgresEnv = "KAJIAN_TEST_POSTGRES_URL"

// Dialects lists the databases every store test runs against.
var Dialects = []store.Dialect{store.SQLite, store.Postgres}

// Open returns a migrated, empty database of the given dialect that is
// removed when the test ends. The clock is the one the store reads.
//
// Without KAJIAN_TEST_POSTGRES_URL the PostgreSQL case is skipped, except under
// CI=true where a missing PostgreSQL fails the test: CI must test both.
func Open(t testing.TB, dialect store.Dialect, clock kajian.Clock) *store.DB {
	t.Helper()
	return OpenURL(t, URL(t, dialect), clock)
}

// OpenURL opens and migrates the database at url (from URL) with its own
// handle, closed when the test ends. Opening one URL twice gives two copies
// of the server their own connections and caches on one database.
func OpenURL(t testing.TB, url string, clock kajian.Clock) *store.DB {
	t.Helper()
	db, err := store.Open(context.Background(), url, clock)
	if err != nil {
		t.Fatalf("open %s: %v", url, err)
	}
	t.Cleanup(func() { db.Close() })
	if _, err := db.Migrate(context.Background()); err != nil {
		t.Fatalf("migrate %s: %v", url, err)
	}
	return db
}

// URL returns a database URL for a fresh, empty database of the given dialect
// that is removed when the test ends; nothing is migrated yet.
func URL(t testing.TB, dialect store.Dialect) string {
	t.Helper()
	switch dialect {
	case store.SQLite:
		return "sqlite:" + filepath.Join(t.TempDir(), "kajian.db")
	case store.Postgres:
		return postgresSchema(t)
	}
	t.Fatalf("unknown dialect %q", dialect)
	return ""
}

var (
	adminOnce sync.Once
	adminDB   *sql.DB
	adminErr  error
)

func postgresSchema(t testing.TB) string {
	t.Helper()
	base := os.Getenv(PostgresEnv)
	if base == "" {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s is not set: CI must run the store tests on PostgreSQL (use make test)", PostgresEnv)
		}
		t.Skipf("%s is not set; make test starts a PostgreSQL cluster", PostgresEnv)
	}
	adminOnce.Do(func() {
		adminDB, adminErr = sql.Open("pgx", base)
		if adminErr == nil {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			adminErr = adminDB.PingContext(ctx)
		}
	})
	if adminErr != nil {
		t.Fatalf("PostgreSQL at %s: %v", PostgresEnv, adminErr)
	}
	var b [6]byte
	_, _ = rand.Read(b[:])
	schema := "t_" + hex.EncodeToString(b[:])
	if _, err := adminDB.Exec("CREATE SCHEMA " + schema); err != nil {
		t.Fatalf("create schema: %v", err)
	}
	t.Cleanup(func() {
		if _, err := adminDB.Exec("DROP SCHEMA " + schema + " CASCADE"); err != nil {
			t.Errorf("drop schema %s: %v", schema, err)
		}
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("%s: %v", PostgresEnv, err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}

// Each runs fn once per dialect as a subtest with a fresh database.
func Each(t *testing.T, clock kajian.Clock, fn func(t *testing.T, db *store.DB)) {
	t.Helper()
	for _, d := range Dialects {
		t.Run(string(d), func(t *testing.T) {
			fn(t, Open(t, d, clock))
		})
	}
}
