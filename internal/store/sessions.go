package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/google/uuid"
	"github.com/kajiankita/kajian/internal/kajian"
)

// table returns the table holding sessions of type t.
func table(t kajian.Type) string {
	if t == kajian.Recurring {
		return "recurring_kajian"
	}
	return "kajian"
}

// fkColumn returns the column that points at a session of type t from
// speakers, attendance and notes.
func fkColumn(t kajian.Type) string {
	if t == kajian.Recurring {
		return "recurring_kajian_id"
	}
	return "kajian_id"
}

// searchText is what the home search matches against: title, ustaz, kitab, bab, every
// speaker, location and address, lowercased once at write time.
func searchText(s *kajian.Session) string {
	parts := []string{s.Title, s.Ustaz, s.Location, s.Address, s.Kitab, s.Bab}
	for _, sp := range s.Speakers {
		parts = append(parts, sp.Name)
	}
	return strings.ToLower(strings.Join(parts, " \u00b7 "))
}

// CreateSession stores a new session with its speakers and (weekly) holidays in
// one transaction. It fills in ID, Slug, CreatedAt and UpdatedAt. A poster is
// taken from the recorded uploads (RecordPosterUpload); one that cannot be
// taken is ErrPosterGone.
func (db *DB) CreateSession(ctx context.Context, s *kajian.Session) error {
	return db.createSession(ctx, s, nil)
}

// createSession is CreateSession with then, when not nil, run in the same transaction once
// the session is stored.
func (db *DB) createSession(ctx context.Context, s *kajian.Session, then func(tx *Tx) error) error {
	now := db.clock.Now()
	if s.ID == "" {
		s.ID = uuid.NewString()
	}
	if s.Zone == "" {
		s.Zone = kajian.DefaultZone
	}
	s.CreatedAt, s.UpdatedAt = now, now
	return db.inTx(ctx, func(tx *Tx) error {
		if s.PosterKey != "" {
			if err := tx.takePoster(ctx, s.PosterKey); err != nil {
				return err
			}
		}
		slug, err := tx.freeSlug(ctx, s)
		if err != nil {
			return err
		}
		s.Slug = slug
		cols := sessionWriteColumns(s.Type)
		args := tx.sessionWriteArgs(s)
		cols = append(cols, "id", "created_by", "created_at")
		args = append(args, s.ID, s.CreatedBy, db.ts(s.CreatedAt))
		q := fmt.Sprintf("INSERT INTO %s (%s) VALUES (%s)", table(s.Type), strings.Join(cols, ", "),
			strings.TrimSuffix(strings.Repeat("?, ", len(cols)), ", "))
		if _, err := tx.exec(ctx, q, args...); err != nil {
			return fmt.Errorf("insert %s: %w", table(s.Type), err)
		}
		if err := tx.replaceSpeakers(ctx, s); err != nil {
			return err
		}
		for i := range s.Holidays {
			if err := tx.insertHoliday(ctx, s.ID, &s.Holidays[i]); err != nil {
				return err
			}
		}
		if then != nil {
			return then(tx)
		}
		return nil
	})
}

// freeSlug returns the session's natural slug, or that slug followed by the
// session's id when another session holds it already (the id keeps the link
// unique and still readable; lookups find sessions by an id inside a slug).
func (tx *Tx) freeSlug(ctx context.Context, s *kajian.Session) (string, error) {
	slug := s.ComputeSlug()
	var n int
	err := tx.queryRow(ctx, "SELECT COUNT(*) FROM "+table(s.Type)+" WHERE slug = ? AND id <> ?", slug, s.ID).Scan(&n)
	if err != nil {
		return "", err
	}
	if n > 0 {
		slug += "-" + s.ID
	}
	return slug, nil
}

func sessionWriteColumns(t kajian.Type) []string {
	cols := []string{"slug", "title", "ustaz", "time", "timezone_region", "is_online", "live_stream_url",
		"location", "address", "maps_url", "latitude", "longitude", "description", "poster_key",
		"contact_person", "contact_phone", "status", "rejection_reason", "search_text", "updated_at",
		"approved_by", "approved_at", "after_prayer", "prayer_offset", "audience", "kitab", "bab", "masjid_id",
		"end_time", "end_date", "every_weeks", "rhythm_from", "month_weeks", "series_id"}
	if t == kajian.Recurring {
		return append(cols, "day_of_week", "week_minute_utc")
	}
	return append(cols, "date", "starts_at")
}

func (tx *Tx) sessionWriteArgs(s *kajian.Session) []any {
	db := tx.db
	args := []any{s.Slug, s.Title, s.Ustaz, s.Time.String(), string(s.Zone), s.IsOnline, nullString(s.LiveStreamURL),
		nullString(s.Location), nullString(s.Address), nullString(s.MapsURL), nullFloat(s.Latitude), nullFloat(s.Longitude),
		nullString(s.Description), nullString(s.PosterKey), nullString(s.ContactPerson), nullString(s.ContactPhone),
		string(s.Status), nullString(s.RejectionReason), searchText(s), db.ts(s.UpdatedAt),
		nullString(s.ApprovedBy), db.tsPtr(s.ApprovedAt), nullString(string(s.AfterPrayer.Prayer)), s.AfterPrayer.Offset,
		s.Audience.String(), nullString(s.Kitab), nullString(s.Bab), nullString(s.MasjidID)}
	args = append(append(args, scheduleArgs(s)...), nullString(s.SeriesID))
	if s.Type == kajian.Recurring {
		return append(args, s.DayOfWeek, kajian.WeekMinuteUTC(s.DayOfWeek, s.Time, s.Zone))
	}
	return append(args, date(s.Date), db.ts(s.Start()))
}

func (tx *Tx) replaceSpeakers(ctx context.Context, s *kajian.Session) error {
	col := fkColumn(s.Type)
	if _, err := tx.exec(ctx, "DELETE FROM kajian_speakers WHERE "+col+" = ?", s.ID); err != nil {
		return fmt.Errorf("delete speakers: %w", err)
	}
	for i, sp := range s.Speakers {
		if sp.Order == 0 {
			s.Speakers[i].Order = i + 1
		}
		if _, err := tx.exec(ctx, "INSERT INTO kajian_speakers (id, "+col+", name, is_main_speaker, speaker_order) VALUES (?, ?, ?, ?, ?)",
			uuid.NewString(), s.ID, sp.Name, sp.IsMain, s.Speakers[i].Order); err != nil {
			return fmt.Errorf("insert speaker: %w", err)
		}
	}
	return nil
}

func (tx *Tx) insertHoliday(ctx context.Context, sessionID string, h *kajian.Holiday) error {
	if h.ID == "" {
		h.ID = uuid.NewString()
	}
	_, err := tx.exec(ctx, "INSERT INTO recurring_kajian_holidays (id, recurring_kajian_id, holiday_date, until_date, reason, cancelled, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
		h.ID, sessionID, date(h.Date), untilArg(*h), nullString(h.Reason), h.Cancelled, tx.db.ts(tx.db.clock.Now()))
	if err != nil {
		return fmt.Errorf("insert holiday: %w", err)
	}
	return nil
}

// commonSessionColumns are the columns both session tables have, in the
// order sessionScan.common scans them.
var commonSessionColumns = []string{"id", "slug", "title", "ustaz", "time", "timezone_region", "is_online", "live_stream_url",
	"location", "address", "maps_url", "latitude", "longitude", "description", "poster_key",
	"contact_person", "contact_phone", "status", "rejection_reason", "created_by", "created_at",
	"updated_at", "approved_by", "approved_at", "after_prayer", "prayer_offset", "audience", "kitab", "bab",
	"masjid_id", masjidRefColumn, "end_time", "end_date", "every_weeks", "rhythm_from", "month_weeks", "series_id", seriesRefColumn,
	"cancelled_at", "cancel_reason"}

// masjidRefColumn reads a session's masjid as cards link it ("slug name", a slug has no space)
// in the session's own statement: a primary-key lookup, and no join for every reader to repeat.
const masjidRefColumn = "(SELECT m.slug || ' ' || m.name FROM masjid m WHERE m.id = masjid_id)"

// sessionColumns lists the columns scanSession reads, for type t.
func sessionColumns(t kajian.Type, alias string) string {
	cols := slices.Clone(commonSessionColumns)
	if t == kajian.Recurring {
		cols = append(cols, "day_of_week")
	} else {
		cols = append(cols, "date")
	}
	if alias != "" {
		for i, c := range cols {
			if c == masjidRefColumn || c == seriesRefColumn { // the subquery's key is the session's
				cols[i] = strings.Replace(strings.Replace(c, "= masjid_id", "= "+alias+".masjid_id", 1), "= series_id", "= "+alias+".series_id", 1)
				continue
			}
			cols[i] = alias + "." + c
		}
	}
	return strings.Join(cols, ", ")
}

// scanSession reads one row of sessionColumns, plus any extra destinations.
func scanSession(row interface{ Scan(...any) error }, t kajian.Type, extra ...any) (*kajian.Session, error) {
	var v sessionScan
	dest := v.common()
	if t == kajian.Recurring {
		dest = append(dest, &v.day)
	} else {
		dest = append(dest, &v.date)
	}
	if err := row.Scan(append(dest, extra...)...); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, kajian.ErrNotFound
		}
		return nil, translate(err)
	}
	return v.session(t)
}

// sessionScan holds the columns of one session row while it is scanned, so
// that rows of either table (or of both, in one statement) share the scanning.
type sessionScan struct {
	s                                                                                 kajian.Session
	id, stream, loc, addr, maps, desc, poster, cp, cph, reason, createdBy, approvedBy text
	clock, zone, status                                                               string
	prayer, kitab, bab, masjidID, masjidRef, seriesID, seriesRef                      text
	endTime, endDate, rhythmFrom, monthWeeks, cancelReason                            text
	everyWeeks                                                                        int
	prayerOffset                                                                      int
	audience                                                                          string
	lat, lng                                                                          sql.NullFloat64
	created, updated, approvedAt, cancelledAt                                         instant
	day                                                                               sql.NullInt64
	date                                                                              date
}

// common returns the destinations of commonSessionColumns.
func (v *sessionScan) common() []any {
	s := &v.s
	return []any{&v.id, &s.Slug, &s.Title, &s.Ustaz, &v.clock, &v.zone, &s.IsOnline, &v.stream, &v.loc, &v.addr, &v.maps,
		&v.lat, &v.lng, &v.desc, &v.poster, &v.cp, &v.cph, &v.status, &v.reason, &v.createdBy, &v.created, &v.updated,
		&v.approvedBy, &v.approvedAt, &v.prayer, &v.prayerOffset, &v.audience, &v.kitab, &v.bab, &v.masjidID, &v.masjidRef,
		&v.endTime, &v.endDate, &v.everyWeeks, &v.rhythmFrom, &v.monthWeeks, &v.seriesID, &v.seriesRef, &v.cancelledAt, &v.cancelReason}
}

// listing returns the destinations of listingColumns; the others stay zero.
func (v *sessionScan) listing() []any {
	s := &v.s
	return []any{&v.id, &s.Ustaz, &v.clock, &v.zone, &s.IsOnline, &v.lat, &v.lng, &v.prayer, &v.prayerOffset, &v.audience,
		&v.everyWeeks, &v.rhythmFrom, &v.monthWeeks}
}

// session returns the scanned row as a session of type t.
func (v *sessionScan) session(t kajian.Type) (*kajian.Session, error) {
	c, err := kajian.ParseClock(v.clock)
	if err != nil {
		return nil, err
	}
	s := v.s
	s.Type = t
	s.ID, s.Time, s.Zone, s.Status = string(v.id), c, kajian.Zone(v.zone), kajian.Status(v.status)
	s.LiveStreamURL, s.Location, s.Address, s.MapsURL = string(v.stream), string(v.loc), string(v.addr), string(v.maps)
	s.Description, s.PosterKey, s.ContactPerson, s.ContactPhone = string(v.desc), string(v.poster), string(v.cp), string(v.cph)
	s.RejectionReason, s.CreatedBy, s.ApprovedBy = string(v.reason), string(v.createdBy), string(v.approvedBy)
	s.CreatedAt, s.UpdatedAt, s.ApprovedAt = v.created.Time, v.updated.Time, v.approvedAt.Ptr()
	s.CancelledAt, s.CancelReason = v.cancelledAt.Ptr(), string(v.cancelReason)
	s.Audience, s.Kitab, s.Bab = kajian.ParseAudienceText(v.audience), string(v.kitab), string(v.bab)
	if v.prayer != "" {
		s.AfterPrayer = kajian.AfterPrayer{Prayer: kajian.Prayer(v.prayer), Offset: v.prayerOffset}
	}
	if v.lat.Valid && v.lng.Valid {
		la, ln := v.lat.Float64, v.lng.Float64
		s.Latitude, s.Longitude = &la, &ln
	}
	s.DayOfWeek, s.Date = int(v.day.Int64), kajian.Date(v.date)
	s.MasjidID = string(v.masjidID)
	if err := v.schedule(&s); err != nil {
		return nil, err
	}
	v.refs(&s)
	return &s, nil
}

// FindSession returns the session of type t with the id, with its speakers and
// holidays. It does not check visibility: callers do, through kajian.Viewer.
func (db *DB) FindSession(ctx context.Context, t kajian.Type, id string) (*kajian.Session, error) {
	if uuid.Validate(id) != nil {
		return nil, kajian.ErrNotFound
	}
	s, err := scanSession(db.queryRow(ctx, "SELECT "+sessionColumns(t, "")+" FROM "+table(t)+" WHERE id = ?", id), t)
	if err != nil {
		return nil, err
	}
	return s, db.loadDetails(ctx, s)
}

// FindSessionBySlug returns the session of type t with the slug, or, failing
// that, the one whose id appears inside the slug.
func (db *DB) FindSessionBySlug(ctx context.Context, t kajian.Type, slug string) (*kajian.Session, error) {
	return db.findBySlug(ctx, t, slug, true)
}

// FindScheduleBySlug is FindSessionBySlug without the speakers: who may see
// the session and when it is (its holidays too), what an attendance answer
// needs, one statement fewer.
func (db *DB) FindScheduleBySlug(ctx context.Context, t kajian.Type, slug string) (*kajian.Session, error) {
	return db.findBySlug(ctx, t, slug, false)
}

func (db *DB) findBySlug(ctx context.Context, t kajian.Type, slug string, speakers bool) (*kajian.Session, error) {
	s, err := scanSession(db.queryRow(ctx, "SELECT "+sessionColumns(t, "")+" FROM "+table(t)+" WHERE slug = ?", slug), t)
	if errors.Is(err, kajian.ErrNotFound) {
		if id, ok := kajian.UUIDInSlug(slug); ok {
			return db.FindSession(ctx, t, id)
		}
	}
	if err != nil {
		return nil, err
	}
	if !speakers {
		return s, db.loadHolidays(ctx, s)
	}
	return s, db.loadDetails(ctx, s)
}

// loadDetails reads a session's speakers and, for weekly ones, its holidays.
func (db *DB) loadDetails(ctx context.Context, s *kajian.Session) error {
	speakers, err := db.speakersOf(ctx, s.Type, []string{s.ID})
	if err != nil {
		return err
	}
	s.Speakers = speakers[s.ID]
	return db.loadHolidays(ctx, s)
}

// loadHolidays reads a weekly session's holidays.
func (db *DB) loadHolidays(ctx context.Context, s *kajian.Session) error {
	if s.Type != kajian.Recurring {
		return nil
	}
	holidays, err := db.holidaysOf(ctx, []string{s.ID}, kajian.Date{}, 0)
	if err != nil {
		return err
	}
	s.Holidays = holidays[s.ID]
	return nil
}

// placeholders returns "?, ?, …" for n values.
func placeholders(n int) string {
	return strings.TrimSuffix(strings.Repeat("?, ", n), ", ")
}

func anySlice(ids []string) []any {
	out := make([]any, len(ids))
	for i, id := range ids {
		out[i] = id
	}
	return out
}

// speakersOf returns the speakers of many sessions of one type, by session id,
// in speaker order.
func (db *DB) speakersOf(ctx context.Context, t kajian.Type, ids []string) (map[string][]kajian.Speaker, error) {
	out := map[string][]kajian.Speaker{}
	if len(ids) == 0 {
		return out, nil
	}
	col := fkColumn(t)
	rows, err := db.query(ctx, "SELECT "+col+", name, is_main_speaker, speaker_order FROM kajian_speakers WHERE "+col+
		" IN ("+placeholders(len(ids))+") ORDER BY "+col+", speaker_order", anySlice(ids)...)
	if err != nil {
		return nil, fmt.Errorf("speakers: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id text
		var sp kajian.Speaker
		if err := rows.Scan(&id, &sp.Name, &sp.IsMain, &sp.Order); err != nil {
			return nil, err
		}
		out[string(id)] = append(out[string(id)], sp)
	}
	return out, rows.Err()
}

// holidaysOf returns the holidays of many weekly sessions on or after from
// (all when from is zero), ascending, at most limit per session (0 = all).
func (db *DB) holidaysOf(ctx context.Context, ids []string, from kajian.Date, limit int) (map[string][]kajian.Holiday, error) {
	out := map[string][]kajian.Holiday{}
	if len(ids) == 0 {
		return out, nil
	}
	args := anySlice(ids)
	q := "SELECT recurring_kajian_id, id, holiday_date, until_date, reason, cancelled FROM recurring_kajian_holidays WHERE recurring_kajian_id IN (" + placeholders(len(ids)) + ")"
	if !from.IsZero() {
		q += " AND " + holidayEndsFrom
		args = append(args, date(from))
	}
	rows, err := db.query(ctx, q+" ORDER BY recurring_kajian_id, holiday_date", args...)
	if err != nil {
		return nil, fmt.Errorf("holidays: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var sid, hid, reason text
		var d, until date
		var cancelled bool
		if err := rows.Scan(&sid, &hid, &d, &until, &reason, &cancelled); err != nil {
			return nil, err
		}
		if limit > 0 && len(out[string(sid)]) >= limit {
			continue
		}
		out[string(sid)] = append(out[string(sid)], kajian.Holiday{ID: string(hid), Date: kajian.Date(d), Until: kajian.Date(until), Reason: string(reason), Cancelled: cancelled})
	}
	return out, rows.Err()
}

// maxSimilar bounds the sessions SessionsOn reads for a comparison.
const maxSimilar = 500

// SessionsOn returns the sessions that are not rejected on date (one-off) or on weekday day
// (weekly), so that a new posting can be compared with them (kajian.SameSession), in one
// statement: without their speakers and holidays, which the comparison does not read. t names
// which.
func (db *DB) SessionsOn(ctx context.Context, t kajian.Type, d kajian.Date, day int) ([]*kajian.Session, error) {
	where, arg := "date = ?", any(date(d))
	if t == kajian.Recurring {
		where, arg = "day_of_week = ?", any(day)
	}
	rows, err := db.query(ctx, "SELECT "+sessionColumns(t, "")+" FROM "+table(t)+" WHERE "+where+
		" AND status <> 'rejected' ORDER BY id LIMIT "+strconv.Itoa(maxSimilar), arg)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*kajian.Session
	for rows.Next() {
		s, err := scanSession(rows, t)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}
