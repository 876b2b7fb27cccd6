package store

import (
	"database/sql/driver"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/kajiankita/kajian/internal/kajian"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// This file holds every difference between SQLite and PostgreSQL that the
// rest of the store must not know about: placeholders, how instants are
// stored, and how constraint violations are reported.

// rebind turns the store's '?' placeholders into PostgreSQL's $1, $2, ….
// The store's SQL never has '?' inside string literals.
func (db *DB) rebind(query string) string {
	if db.dialect != Postgres {
		return query
	}
	var b strings.Builder
	b.Grow(len(query) + 16)
	n := 0
	for i := 0; i < len(query); i++ {
		if query[i] == '?' {
			n++
			b.WriteByte('$')
			b.WriteString(strconv.Itoa(n))
			continue
		}
		b.WriteByte(query[i])
	}
	return b.String()
}

// forUpdate ends a read in a write transaction that must keep its rows from
// changing until the transaction ends. PostgreSQL needs it said; SQLite's
// write transactions already exclude each other (_txlock=immediate).
func (db *DB) forUpdate() string {
	if db.dialect == Postgres {
		return " FOR UPDATE"
	}
	return ""
}

// asID makes a text expression comparable with an id column: PostgreSQL's ids
// are uuid (and compared as such, the index serves); SQLite's are text.
func (db *DB) asID(expr string) string {
	if db.dialect == Postgres {
		return "CAST(" + expr + " AS UUID)"
	}
	return expr
}

// sqliteTimeLayout is fixed-width so that SQLite's text comparison of two
// instants agrees with their order in time.
const sqliteTimeLayout = "2006-01-02 15:04:05.000000"

// ts converts an instant for a query parameter: fixed-width UTC text for
// SQLite, the time itself for PostgreSQL's timestamptz.
func (db *DB) ts(t time.Time) any {
	t = t.UTC().Truncate(time.Microsecond)
	if db.dialect == SQLite {
		return t.Format(sqliteTimeLayout)
	}
	return t
}

// int64List converts a list for a query parameter: a JSON array for SQLite's json_each, the
// list itself for PostgreSQL's BIGINT[].
func (db *DB) int64List(list []int64) any {
	if db.dialect == SQLite {
		b := []byte{'['}
		for i, n := range list {
			if i > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, n, 10)
		}
		return string(append(b, ']'))
	}
	return list
}

// tsPtr is ts for an optional instant.
func (db *DB) tsPtr(t *time.Time) any {
	if t == nil {
		return nil
	}
	return db.ts(*t)
}

// instant scans a timestamp column from either database.
type instant struct {
	Time  time.Time
	Valid bool
}

func (i *instant) Scan(src any) error {
	switch v := src.(type) {
	case nil:
		*i = instant{}
		return nil
	case time.Time:
		*i = instant{v.UTC(), true}
		return nil
	case string:
		return i.parse(v)
	case []byte:
		return i.parse(string(v))
	}
	return fmt.Errorf("store: cannot scan %T as an instant", src)
}

func (i *instant) parse(s string) error {
	for _, layout := range []string{sqliteTimeLayout, time.RFC3339Nano, "2006-01-02 15:04:05.999999999-07:00", "2006-01-02 15:04:05"} {
		if t, err := time.Parse(layout, s); err == nil {
			*i = instant{t.UTC(), true}
			return nil
		}
	}
	return fmt.Errorf("store: bad instant %q", s)
}

// Ptr returns the instant or nil when NULL.
func (i instant) Ptr() *time.Time {
	if !i.Valid {
		return nil
	}
	t := i.Time
	return &t
}

// nullString turns "" into NULL for optional text columns.
func nullString(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// nullFloat turns a nil pointer into NULL.
func nullFloat(f *float64) any {
	if f == nil {
		return nil
	}
	return *f
}

// text scans an optional text column into "" when NULL.
type text string

func (t *text) Scan(src any) error {
	switch v := src.(type) {
	case nil:
		*t = ""
	case string:
		*t = text(v)
	case []byte:
		*t = text(v)
	case [16]byte: // a PostgreSQL uuid through some drivers
		*t = text(fmt.Sprintf("%x-%x-%x-%x-%x", v[0:4], v[4:6], v[6:8], v[8:10], v[10:16]))
	default:
		return fmt.Errorf("store: cannot scan %T as text", src)
	}
	return nil
}

var _ driver.Valuer = (*date)(nil)

// date stores a kajian.Date as YYYY-MM-DD text in both databases.
type date kajian.Date

func (d date) Value() (driver.Value, error) { return kajian.Date(d).String(), nil }

func (d *date) Scan(src any) error {
	var s text
	if err := s.Scan(src); err != nil {
		return err
	}
	if s == "" {
		*d = date{}
		return nil
	}
	parsed, err := kajian.ParseDate(string(s))
	*d = date(parsed)
	return err
}

// translate maps driver errors that users can cause to domain errors: a
// uniqueness violation becomes a conflict, a malformed id (PostgreSQL refuses
// text that is not a UUID) becomes not found.
func translate(err error) error {
	if err == nil {
		return nil
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		switch pgErr.Code {
		case "23505":
			return kajian.ErrConflict.Wrap(err)
		case "22P02":
			return kajian.ErrNotFound.Wrap(err)
		case "23503":
			return kajian.ErrNotFound.Wrap(err)
		}
	}
	var liteErr *sqlite.Error
	if errors.As(err, &liteErr) {
		switch liteErr.Code() {
		case sqlite3.SQLITE_CONSTRAINT_UNIQUE, sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY:
			return kajian.ErrConflict.Wrap(err)
		case sqlite3.SQLITE_CONSTRAINT_FOREIGNKEY:
			return kajian.ErrNotFound.Wrap(err)
		}
	}
	return err
}
