package store

import (
	"context"
	"path/filepath"
	"slices"
	"strconv"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

func TestInListPadsToFewLengths(t *testing.T) {
	for _, c := range []struct{ n, want int }{{1, 4}, {4, 4}, {5, 8}, {33, 64}, {57, 64}} {
		ids := make([]any, c.n)
		for i := range ids {
			ids[i] = strconv.Itoa(i)
		}
		in, args := inList(ids)
		if in != placeholders(c.want) || len(args) != c.want || !slices.Equal(args[:c.n], ids) || args[c.want-1] != ids[c.n-1] {
			t.Errorf("%d ids: %q with %v", c.n, in, args)
		}
	}
}

func TestQueryPreparedKeepsABoundedNumberOfStatements(t *testing.T) {
	ctx := context.Background()
	db, err := Open(ctx, "sqlite:"+filepath.Join(t.TempDir(), "kajian.db"), kajian.SystemClock{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	// Every text answers, whether it is kept, kept already or past the limit.
	for round := range 2 {
		for i := range maxCachedStatements + 10 {
			var n int
			rows, err := db.queryPrepared(ctx, "SELECT ? + "+strconv.Itoa(i), 1)
			if err != nil {
				t.Fatal(err)
			}
			for rows.Next() {
				if err := rows.Scan(&n); err != nil {
					t.Fatal(err)
				}
			}
			if err := rows.Close(); err != nil || n != i+1 {
				t.Fatalf("round %d, statement %d: %d, %v", round, i, n, err)
			}
		}
	}
	if len(db.stmts.m) != maxCachedStatements {
		t.Fatalf("%d statements kept, want %d", len(db.stmts.m), maxCachedStatements)
	}
}
