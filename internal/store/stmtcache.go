package store

import (
	"context"
	"database/sql"
	"sync"
)

// The home list runs the same few statements on every request. On SQLite,
// parsing and planning them anew cost about a sixth of a request's CPU, so
// they are prepared once per connection and kept. PostgreSQL needs no help:
// pgx keeps its own cache of prepared statements on each connection.
//
// Statements are kept by their text, so their number must stay bounded:
// callers pad variable lists (inList) to a few lengths, and past
// maxCachedStatements further texts run unprepared rather than evicting.
const maxCachedStatements = 256

type stmtCache struct {
	mu sync.Mutex
	m  map[string]*sql.Stmt
}

// queryPrepared runs a read like query, through a prepared statement kept
// for its text on SQLite.
func (db *DB) queryPrepared(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	if db.dialect != SQLite {
		return db.query(ctx, query, args...)
	}
	stmt, err := db.stmts.get(ctx, db.read, query)
	if err != nil {
		return nil, translate(err)
	}
	if stmt == nil {
		return db.query(ctx, query, args...)
	}
	rows, err := stmt.QueryContext(ctx, args...)
	return rows, translate(err)
}

// get returns the statement kept for query, preparing it on first use; nil
// when the cache is full.
func (c *stmtCache) get(ctx context.Context, pool *sql.DB, query string) (*sql.Stmt, error) {
	c.mu.Lock()
	stmt, ok := c.m[query]
	full := len(c.m) >= maxCachedStatements
	c.mu.Unlock()
	if ok || full {
		return stmt, nil
	}
	// Prepared outside the lock: a slow prepare must not hold up the others.
	stmt, err := pool.PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if kept, ok := c.m[query]; ok { // prepared meanwhile by another request
		stmt.Close()
		return kept, nil
	}
	if c.m == nil {
		c.m = map[string]*sql.Stmt{}
	}
	c.m[query] = stmt
	return stmt, nil
}

// close closes the kept statements.
func (c *stmtCache) close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, stmt := range c.m {
		stmt.Close()
	}
	clear(c.m)
}

// inList returns placeholders and arguments for "IN (…)" with ids, padded
// by repeating the last id to a power of two of at least four, so that lists
// of any length share a few statement texts (see stmtCache). ids must not be
// empty.
func inList(ids []any) (string, []any) {
	n := 4
	for n < len(ids) {
		n *= 2
	}
	padded := make([]any, n)
	copy(padded, ids)
	for i := len(ids); i < n; i++ {
		padded[i] = ids[len(ids)-1]
	}
	return placeholders(n), padded
}
