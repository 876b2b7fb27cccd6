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

// ListMasjidLinks returns every masjid's slug with its last change, most recently changed
// first, at most limit of them.
func (db *DB) ListMasjidLinks(ctx context.Context, limit int) ([]kajian.PageLink, error) {
	rows, err := db.query(ctx, "SELECT slug, updated_at FROM masjid ORDER BY updated_at DESC, id LIMIT ?", limit)
	if err != nil {
		return nil, fmt.Errorf("list masjid links: %w", err)
	}
	defer rows.Close()
	var out []kajian.PageLink
	for rows.Next() {
		var l kajian.PageLink
		var updated instant
		if err := rows.Scan(&l.Slug, &updated); err != nil {
			return nil, translate(err)
		}
		l.UpdatedAt = updated.Time
		out = append(out, l)
	}
	return out, rows.Err()
}

// ListPublicSpeakerNames returns the names of the speakers (and ustaz fields) of public
// sessions: one-off ones dated from on and active weekly ones, each name once, at most limit.
func (db *DB) ListPublicSpeakerNames(ctx context.Context, from kajian.Date, limit int) ([]string, error) {
	approved, active := string(kajian.PublicStatus(kajian.Regular)), string(kajian.PublicStatus(kajian.Recurring))
	rows, err := db.query(ctx, "SELECT ustaz FROM kajian WHERE status = ? AND date >= ?"+
		" UNION SELECT ustaz FROM recurring_kajian WHERE status = ?"+
		" UNION SELECT sp.name FROM kajian_speakers sp JOIN kajian k ON k.id = sp.kajian_id WHERE k.status = ? AND k.date >= ?"+
		" UNION SELECT sp.name FROM kajian_speakers sp JOIN recurring_kajian r ON r.id = sp.recurring_kajian_id WHERE r.status = ?"+
		" LIMIT ?", approved, date(from), active, approved, date(from), active, limit)
	if err != nil {
		return nil, fmt.Errorf("list speaker names: %w", err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var name text
		if err := rows.Scan(&name); err != nil {
			return nil, err
		}
		if name != "" {
			out = append(out, string(name))
		}
	}
	return out, rows.Err()
}
