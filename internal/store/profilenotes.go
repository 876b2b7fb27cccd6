package store

import (
	"context"
	"fmt"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

// PublicNote is a public journal note as lists show it: the note with the
// session it is about and its author's name.
type PublicNote struct {
	kajian.JournalEntry
	SessionType  kajian.Type // "" when the session was deleted
	SessionTitle string
	SessionUstaz string
	SessionSlug  string
	AuthorName   string
}

// NoteFilter narrows a list of public notes. Zero fields do not filter.
type NoteFilter struct {
	UserID string // only this author's notes
	Search string // in the note text, the session's title and ustaz, ignoring case
	From   kajian.Date
	To     kajian.Date // inclusive
	Tags   []string    // every one of them (AND)
	Oldest bool        // attendance date ascending instead of descending
	Limit  int
	Offset int
}

// NotePage is one page of public notes, the total that match, and every tag
// the matching author's public notes carry (for the filter chips).
type NotePage struct {
	Notes []PublicNote
	Total int
	Tags  []string
}

// likePattern escapes s for a LIKE … ESCAPE '\' match anywhere in a lowercased text.
func likePattern(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)
	return "%" + r.Replace(strings.ToLower(s)) + "%"
}

// ListPublicNotes returns public notes, newest attendance date first (or
// oldest with Oldest), paged by Limit and Offset.
func (db *DB) ListPublicNotes(ctx context.Context, f NoteFilter) (NotePage, error) {
	where := []string{"j.visibility = 'public'"}
	var args []any
	if f.UserID != "" {
		where = append(where, "j.user_id = ?")
		args = append(args, f.UserID)
	}
	if q := strings.TrimSpace(f.Search); q != "" {
		p := likePattern(q)
		where = append(where, `(LOWER(j.notes) LIKE ? ESCAPE '\' OR LOWER(COALESCE(k.title, r.title, '')) LIKE ? ESCAPE '\'
			OR LOWER(COALESCE(k.ustaz, r.ustaz, '')) LIKE ? ESCAPE '\')`)
		args = append(args, p, p, p)
	}
	if !f.From.IsZero() {
		where = append(where, "j.attendance_date >= ?")
		args = append(args, date(f.From))
	}
	if !f.To.IsZero() {
		where = append(where, "j.attendance_date <= ?")
		args = append(args, date(f.To))
	}
	if tags := uniqueTags(f.Tags); len(tags) > 0 {
		where = append(where, "j.id IN (SELECT journal_id FROM kajian_journal_tags WHERE tag IN ("+placeholders(len(tags))+
			") GROUP BY journal_id HAVING COUNT(*) = ?)")
		args = append(append(args, anySlice(tags)...), len(tags))
	}
	from := ` FROM kajian_journal j
		LEFT JOIN kajian k ON k.id = j.kajian_id
		LEFT JOIN recurring_kajian r ON r.id = j.recurring_kajian_id
		LEFT JOIN user_profiles p ON p.id = j.user_id
		WHERE ` + strings.Join(where, " AND ")

	var page NotePage
	if err := db.queryRow(ctx, "SELECT COUNT(*)"+from, args...).Scan(&page.Total); err != nil {
		return page, fmt.Errorf("count public notes: %w", translate(err))
	}
	dir := "DESC"
	if f.Oldest {
		dir = "ASC"
	}
	limit := f.Limit
	if limit <= 0 || limit > 100 {
		limit = 100
	}
	rows, err := db.query(ctx, `SELECT j.id, j.user_id, j.kajian_id, j.recurring_kajian_id, j.attendance_date, j.notes,
		j.created_at, j.updated_at, k.id, r.id, COALESCE(k.title, r.title, ''), COALESCE(k.ustaz, r.ustaz, ''),
		COALESCE(k.slug, r.slug, ''), COALESCE(p.full_name, '')`+from+
		" ORDER BY j.attendance_date "+dir+", j.created_at "+dir+", j.id LIMIT ? OFFSET ?",
		append(args, limit, max(f.Offset, 0))...)
	if err != nil {
		return page, fmt.Errorf("list public notes: %w", err)
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var (
			n                                  PublicNote
			id, user, kid, rid, oneOff, weekly text
			title, ustaz, slug, author         text
			attended                           date
			created, updated                   instant
		)
		if err := rows.Scan(&id, &user, &kid, &rid, &attended, &n.Notes, &created, &updated, &oneOff, &weekly,
			&title, &ustaz, &slug, &author); err != nil {
			return page, translate(err)
		}
		n.ID, n.UserID, n.KajianID, n.RecurringKajianID = string(id), string(user), string(kid), string(rid)
		n.AttendanceDate, n.Visibility, n.CreatedAt, n.UpdatedAt = kajian.Date(attended), kajian.Public, created.Time, updated.Time
		n.SessionTitle, n.SessionUstaz, n.SessionSlug, n.AuthorName = string(title), string(ustaz), string(slug), string(author)
		switch {
		case oneOff != "":
			n.SessionType = kajian.Regular
		case weekly != "":
			n.SessionType = kajian.Recurring
		}
		page.Notes = append(page.Notes, n)
		ids = append(ids, n.ID)
	}
	if err := rows.Err(); err != nil {
		return page, err
	}
	rows.Close()
	tags, err := db.tagsOf(ctx, ids)
	if err != nil {
		return page, err
	}
	for i := range page.Notes {
		page.Notes[i].Tags = tags[page.Notes[i].ID]
	}
	if f.UserID != "" {
		if page.Tags, err = db.publicTagsOf(ctx, f.UserID); err != nil {
			return page, err
		}
	}
	return page, nil
}

func uniqueTags(tags []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, t := range tags {
		t = strings.TrimSpace(t)
		if t != "" && !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	return out
}

// tagsOf returns the tags of many notes, in their order.
func (db *DB) tagsOf(ctx context.Context, ids []string) (map[string][]string, error) {
	out := map[string][]string{}
	if len(ids) == 0 {
		return out, nil
	}
	rows, err := db.query(ctx, "SELECT journal_id, tag FROM kajian_journal_tags WHERE journal_id IN ("+placeholders(len(ids))+
		") ORDER BY journal_id, position", anySlice(ids)...)
	if err != nil {
		return nil, fmt.Errorf("note tags: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id, tag text
		if err := rows.Scan(&id, &tag); err != nil {
			return nil, err
		}
		out[string(id)] = append(out[string(id)], string(tag))
	}
	return out, rows.Err()
}

// publicTagsOf returns every tag on a user's public notes, alphabetically.
func (db *DB) publicTagsOf(ctx context.Context, userID string) ([]string, error) {
	rows, err := db.query(ctx, `SELECT DISTINCT t.tag FROM kajian_journal_tags t JOIN kajian_journal j ON j.id = t.journal_id
		WHERE j.user_id = ? AND j.visibility = 'public' ORDER BY t.tag`, userID)
	if err != nil {
		return nil, fmt.Errorf("public tags: %w", err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var tag text
		if err := rows.Scan(&tag); err != nil {
			return nil, err
		}
		out = append(out, string(tag))
	}
	return out, rows.Err()
}
