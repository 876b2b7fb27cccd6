package store

import (
	"context"
	"fmt"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

// likePattern escapes s for a LIKE … ESCAPE '\' match anywhere in a lowercased text.
func likePattern(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)
	return "%" + r.Replace(strings.ToLower(s)) + "%"
}

// noteScope is the part of a filter that bounds which notes exist for a
// list: author, visibility, favourites and session.
func noteScope(f kajian.NoteFilter) ([]string, []any) {
	where := []string{"1 = 1"}
	var args []any
	if f.UserID != "" {
		where = append(where, "j.user_id = ?")
		args = append(args, f.UserID)
	}
	if f.Visibility != "" {
		where = append(where, "j.visibility = ?")
		args = append(args, string(f.Visibility))
	}
	if f.Favorites {
		where = append(where, "j.is_favorite = ?")
		args = append(args, true)
	}
	if f.SessionID != "" {
		where = append(where, "j."+fkColumn(f.SessionType)+" = ?")
		args = append(args, f.SessionID)
	}
	if f.SeriesID != "" { // by subqueries: noteTags reads the scope without the session joins
		where = append(where, "(j.kajian_id IN (SELECT id FROM kajian WHERE series_id = ?) OR j.recurring_kajian_id IN (SELECT id FROM recurring_kajian WHERE series_id = ?))")
		args = append(args, f.SeriesID, f.SeriesID)
	}
	return where, args
}

const noteJoins = ` FROM kajian_journal j
		LEFT JOIN kajian k ON k.id = j.kajian_id
		LEFT JOIN recurring_kajian r ON r.id = j.recurring_kajian_id
		LEFT JOIN user_profiles p ON p.id = j.user_id`

const noteColumns = `j.id, j.user_id, j.kajian_id, j.recurring_kajian_id, j.attendance_date, j.notes, j.notes_text,
		j.is_favorite, j.visibility, j.created_at, j.updated_at, k.id, r.id, COALESCE(k.title, r.title, ''),
		COALESCE(k.ustaz, r.ustaz, ''), COALESCE(k.slug, r.slug, ''), COALESCE(k.location, r.location, ''),
		COALESCE(p.full_name, '')`

// ListNotes returns a page of notes, newest first by attendance date (or by
// writing with ByCreated), with the total and the scope's tags.
func (db *DB) ListNotes(ctx context.Context, f kajian.NoteFilter) (kajian.NotePage, error) {
	where, args := noteScope(f)
	scope, scopeArgs := strings.Join(where, " AND "), append([]any(nil), args...)
	if q := strings.TrimSpace(f.Search); q != "" {
		p := likePattern(q)
		cond := `LOWER(j.notes_text) LIKE ? ESCAPE '\' OR LOWER(COALESCE(k.title, r.title, '')) LIKE ? ESCAPE '\'
			OR LOWER(COALESCE(k.ustaz, r.ustaz, '')) LIKE ? ESCAPE '\'`
		args = append(args, p, p, p)
		if f.SearchLocation {
			cond += ` OR LOWER(COALESCE(k.location, r.location, '')) LIKE ? ESCAPE '\'`
			args = append(args, p)
		}
		where = append(where, "("+cond+")")
	}
	if !f.From.IsZero() {
		where = append(where, "j.attendance_date >= ?")
		args = append(args, date(f.From))
	}
	if !f.To.IsZero() {
		where = append(where, "j.attendance_date <= ?")
		args = append(args, date(f.To))
	}
	if tags := kajian.CleanTags(f.Tags); len(tags) > 0 {
		where = append(where, "j.id IN (SELECT journal_id FROM kajian_journal_tags WHERE tag IN ("+placeholders(len(tags))+
			") GROUP BY journal_id HAVING COUNT(*) = ?)")
		args = append(append(args, anySlice(tags)...), len(tags))
	}
	from := noteJoins + " WHERE " + strings.Join(where, " AND ")
	var page kajian.NotePage
	if err := db.queryRow(ctx, "SELECT COUNT(*)"+from, args...).Scan(&page.Total); err != nil {
		return page, fmt.Errorf("count notes: %w", translate(err))
	}
	dir := "DESC"
	if f.Oldest {
		dir = "ASC"
	}
	order := "j.attendance_date " + dir + ", j.created_at " + dir
	if f.ByCreated {
		order = "j.created_at " + dir
	}
	limit := f.Limit
	if limit <= 0 || limit > 100 {
		limit = 100
	}
	notes, err := db.scanNotes(ctx, "SELECT "+noteColumns+from+" ORDER BY "+order+", j.id LIMIT ? OFFSET ?",
		append(args, limit, max(f.Offset, 0))...)
	if err != nil {
		return page, fmt.Errorf("list notes: %w", err)
	}
	page.Notes = notes
	if page.Tags, err = db.noteTags(ctx, scope, scopeArgs); err != nil {
		return page, err
	}
	return page, nil
}

// FindNote returns one note with its session and author.
func (db *DB) FindNote(ctx context.Context, id string) (kajian.Note, error) {
	notes, err := db.scanNotes(ctx, "SELECT "+noteColumns+noteJoins+" WHERE j.id = ?", id)
	if err != nil {
		return kajian.Note{}, fmt.Errorf("find note: %w", err)
	}
	if len(notes) == 0 {
		return kajian.Note{}, kajian.ErrNotFound
	}
	return notes[0], nil
}

// scanNotes reads notes with noteColumns and their tags.
func (db *DB) scanNotes(ctx context.Context, query string, args ...any) ([]kajian.Note, error) {
	rows, err := db.query(ctx, query, args...)
	if err != nil {
		return nil, translate(err)
	}
	defer rows.Close()
	var (
		out []kajian.Note
		ids []string
	)
	for rows.Next() {
		var (
			n                                          kajian.Note
			id, user, kid, rid, oneOff, weekly         text
			title, ustaz, slug, location, author, visi text
			attended                                   date
			created, updated                           instant
		)
		if err := rows.Scan(&id, &user, &kid, &rid, &attended, &n.Notes, &n.NotesText, &n.IsFavorite, &visi, &created, &updated,
			&oneOff, &weekly, &title, &ustaz, &slug, &location, &author); err != nil {
			return nil, translate(err)
		}
		n.ID, n.UserID, n.KajianID, n.RecurringKajianID = string(id), string(user), string(kid), string(rid)
		n.AttendanceDate, n.Visibility, n.CreatedAt, n.UpdatedAt = kajian.Date(attended), kajian.Visibility(visi), created.Time, updated.Time
		n.SessionTitle, n.SessionUstaz, n.SessionSlug = string(title), string(ustaz), string(slug)
		n.SessionLocation, n.AuthorName = string(location), string(author)
		switch {
		case oneOff != "":
			n.SessionType = kajian.Regular
		case weekly != "":
			n.SessionType = kajian.Recurring
		}
		out = append(out, n)
		ids = append(ids, n.ID)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	rows.Close()
	tags, err := db.tagsOf(ctx, ids)
	if err != nil {
		return nil, err
	}
	for i := range out {
		out[i].Tags = tags[out[i].ID]
	}
	return out, nil
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

// noteTags returns every tag on the notes in scope, alphabetically.
func (db *DB) noteTags(ctx context.Context, scope string, args []any) ([]string, error) {
	rows, err := db.query(ctx, `SELECT DISTINCT t.tag FROM kajian_journal_tags t JOIN kajian_journal j ON j.id = t.journal_id
		WHERE `+scope+` ORDER BY t.tag`, args...)
	if err != nil {
		return nil, fmt.Errorf("note tags: %w", err)
	}
	defer rows.Close()
	out := []string{}
	for rows.Next() {
		var tag text
		if err := rows.Scan(&tag); err != nil {
			return nil, err
		}
		out = append(out, string(tag))
	}
	return out, rows.Err()
}
