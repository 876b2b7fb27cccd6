package store

import (
	"context"
	"fmt"

	"github.com/kajiankita/kajian/internal/kajian"
)

// ListPublicSessionLinks returns every public session (approved one-off,
// active weekly), most recently changed first, at most limit of them.
func (db *DB) ListPublicSessionLinks(ctx context.Context, limit int) ([]kajian.SessionLink, error) {
	var out []kajian.SessionLink
	for _, t := range []kajian.Type{kajian.Recurring, kajian.Regular} {
		if len(out) >= limit {
			break
		}
		rows, err := db.query(ctx, "SELECT slug, updated_at FROM "+table(t)+" WHERE status = ? ORDER BY updated_at DESC, id LIMIT ?",
			string(kajian.PublicStatus(t)), limit-len(out))
		if err != nil {
			return nil, fmt.Errorf("list public session links: %w", err)
		}
		for rows.Next() {
			var (
				slug    text
				updated instant
			)
			if err := rows.Scan(&slug, &updated); err != nil {
				rows.Close()
				return nil, translate(err)
			}
			out = append(out, kajian.SessionLink{Type: t, Slug: string(slug), UpdatedAt: updated.Time})
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	return out, nil
}
