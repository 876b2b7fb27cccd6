package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

// UpdateSession writes every field of s (found by s.ID and s.Type) with its
// speakers, and saves the holidays given: ones with an id are updated, the
// others added; holidays not given are kept (removal is DeleteHoliday). When
// the title or the date (day) changes, the slug is recomputed; search text,
// start instant and week minute always follow the new values. It fills in
// Slug and UpdatedAt; a missing session is kajian.ErrNotFound. A new poster is
// taken from the recorded uploads (ErrPosterGone when it cannot be), and the
// one it replaces is handed to the sweep (see posters.go).
//
// news, when given, is told to the session's attendees in the same transaction; any edit sends
// their reminders to be looked at again (the start may have moved).
func (db *DB) UpdateSession(ctx context.Context, s *kajian.Session, holidays []kajian.Holiday, news ...kajian.SessionNews) error {
	return db.updateSession(ctx, s, holidays, oneNews(news), nil)
}

// UpdateDirect is UpdateSession for a trusted contributor's edit of their own public session,
// which stays public: the moderation log records it as a direct publication with the
// contributor as its actor, in the same transaction, so an admin reviews (and can undo) it as
// the contributor's postings.
func (db *DB) UpdateDirect(ctx context.Context, s *kajian.Session, holidays []kajian.Holiday, news kajian.SessionNews, actorID string) error {
	return db.updateSession(ctx, s, holidays, news, func(tx *Tx) error {
		return tx.appendLog(ctx, kajian.ModEntry{ActorID: actorID, Action: kajian.ModPublishDirect,
			SubjectType: string(s.Type), SubjectID: s.ID, SubjectTitle: s.Title})
	})
}

func (db *DB) updateSession(ctx context.Context, s *kajian.Session, holidays []kajian.Holiday, news kajian.SessionNews, also func(*Tx) error) error {
	s.UpdatedAt = db.clock.Now()
	if s.Zone == "" {
		s.Zone = kajian.DefaultZone
	}
	return db.inTx(ctx, func(tx *Tx) error {
		// Locked: two edits of one session at once must not both take the
		// previous poster as the one they replace (or keep).
		prev, err := scanSession(tx.queryRow(ctx, "SELECT "+sessionColumns(s.Type, "")+" FROM "+table(s.Type)+" WHERE id = ?"+db.forUpdate(), s.ID), s.Type)
		if err != nil {
			return err
		}
		if s.PosterKey != prev.PosterKey && s.PosterKey != "" {
			if err := tx.takePoster(ctx, s.PosterKey); err != nil {
				return err
			}
		}
		s.Slug = prev.Slug
		if prev.ComputeSlug() != s.ComputeSlug() {
			if s.Slug, err = tx.freeSlug(ctx, s); err != nil {
				return err
			}
		}
		cols := sessionWriteColumns(s.Type)
		sets := make([]string, len(cols))
		for i, c := range cols {
			sets[i] = c + " = ?"
		}
		args := append(tx.sessionWriteArgs(s), s.ID)
		if _, err := tx.exec(ctx, "UPDATE "+table(s.Type)+" SET "+strings.Join(sets, ", ")+" WHERE id = ?", args...); err != nil {
			return fmt.Errorf("update %s: %w", table(s.Type), err)
		}
		if s.PosterKey != prev.PosterKey && prev.PosterKey != "" {
			if err := tx.releasePoster(ctx, prev.PosterKey); err != nil {
				return err
			}
		}
		if err := tx.replaceSpeakers(ctx, s); err != nil {
			return err
		}
		if err := tx.tellAttendees(ctx, s.Type, s.ID, news.Notice); err != nil {
			return err
		}
		if also != nil {
			if err := also(tx); err != nil {
				return err
			}
		}
		if s.Type != kajian.Recurring {
			return nil
		}
		for i := range holidays {
			if err := tx.saveHoliday(ctx, s.ID, &holidays[i]); err != nil {
				return err
			}
		}
		return nil
	})
}

// saveHoliday updates the session's holiday with h.ID, or adds h when it has
// no id. An id of another session's holiday is kajian.ErrNotFound.
func (tx *Tx) saveHoliday(ctx context.Context, sessionID string, h *kajian.Holiday) error {
	if h.ID == "" {
		err := tx.insertHoliday(ctx, sessionID, h)
		if errors.Is(translate(err), kajian.ErrConflict) {
			return holidayTaken(err)
		}
		return err
	}
	res, err := tx.exec(ctx, "UPDATE recurring_kajian_holidays SET holiday_date = ?, until_date = ?, reason = ? WHERE id = ? AND recurring_kajian_id = ?",
		date(h.Date), untilArg(*h), nullString(h.Reason), h.ID, sessionID)
	if err != nil {
		if errors.Is(translate(err), kajian.ErrConflict) {
			return holidayTaken(err)
		}
		return fmt.Errorf("update holiday: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return kajian.ErrNotFound
	}
	return nil
}

// holidayTaken keeps the driver's text for logs but not the driver error
// itself, which translate would otherwise turn into the generic conflict.
func holidayTaken(err error) error { return kajian.ErrHolidayTaken.Wrap(errors.New(err.Error())) }

// AddHoliday adds a holiday to a weekly session and fills in its id. The
// cap of kajian.MaxHolidays is checked in the same transaction (the session
// row locked), so holidays added at once cannot pass it together.
func (db *DB) AddHoliday(ctx context.Context, sessionID string, h *kajian.Holiday, status kajian.Status) error {
	h.ID = ""
	if !validUUID(sessionID) {
		return kajian.ErrNotFound
	}
	return db.inTx(ctx, func(tx *Tx) error {
		if err := tx.lockWeekly(ctx, sessionID, status); err != nil {
			return err
		}
		var n int
		if err := tx.queryRow(ctx, "SELECT COUNT(*) FROM recurring_kajian_holidays WHERE recurring_kajian_id = ?", sessionID).Scan(&n); err != nil {
			return err
		}
		if n >= kajian.MaxHolidays {
			return kajian.ErrTooManyHolidays
		}
		return tx.saveHoliday(ctx, sessionID, h)
	})
}

// UpdateHoliday changes the date and reason of a weekly session's holiday
// and sets the session's status, as AddHoliday does.
func (db *DB) UpdateHoliday(ctx context.Context, sessionID string, h kajian.Holiday, status kajian.Status) error {
	if h.ID == "" || !validUUID(sessionID) {
		return kajian.ErrNotFound
	}
	return db.inTx(ctx, func(tx *Tx) error {
		if err := tx.lockWeekly(ctx, sessionID, status); err != nil {
			return err
		}
		return tx.saveHoliday(ctx, sessionID, &h)
	})
}

// lockWeekly locks a weekly session's row for a change of its holidays and
// sets its status: an active session a non-admin changes waits for approval
// again, in the same transaction as the change.
func (tx *Tx) lockWeekly(ctx context.Context, sessionID string, status kajian.Status) error {
	var current string
	err := tx.queryRow(ctx, "SELECT status FROM recurring_kajian WHERE id = ?"+tx.db.forUpdate(), sessionID).Scan(&current)
	if errors.Is(err, sql.ErrNoRows) {
		return kajian.ErrNotFound
	}
	if err != nil || current == string(status) {
		return err
	}
	_, err = tx.exec(ctx, "UPDATE recurring_kajian SET status = ?, updated_at = ? WHERE id = ?",
		string(status), tx.db.ts(tx.db.clock.Now()), sessionID)
	return err
}

// DeleteHoliday removes a weekly session's holiday at once.
func (db *DB) DeleteHoliday(ctx context.Context, sessionID, holidayID string) error {
	if !validUUID(holidayID) || !validUUID(sessionID) {
		return kajian.ErrNotFound
	}
	res, err := db.exec(ctx, "DELETE FROM recurring_kajian_holidays WHERE id = ? AND recurring_kajian_id = ?", holidayID, sessionID)
	if err != nil {
		return fmt.Errorf("delete holiday: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return kajian.ErrNotFound
	}
	return nil
}

// DeleteSession deletes a session; its speakers, holidays and attendance go
// with it (foreign keys), notes about it keep their text, and its poster is
// handed to the sweep (see posters.go).
func (db *DB) DeleteSession(ctx context.Context, t kajian.Type, id string, news ...kajian.SessionNews) error {
	_, err := db.deleteSession(ctx, t, id, "", oneNews(news))
	return err
}

// RemoveSession is DeleteSession by an admin: the moderation log records it
// in the same transaction.
func (db *DB) RemoveSession(ctx context.Context, t kajian.Type, id, adminID string, news ...kajian.SessionNews) (Acted, error) {
	return db.deleteSession(ctx, t, id, adminID, oneNews(news))
}

func (db *DB) deleteSession(ctx context.Context, t kajian.Type, id, adminID string, news kajian.SessionNews) (Acted, error) {
	var acted Acted
	if !validUUID(id) {
		return acted, kajian.ErrNotFound
	}
	err := db.inTx(ctx, func(tx *Tx) error {
		var err error
		acted, err = tx.deleteSession(ctx, t, id, news)
		if err != nil || adminID == "" {
			return err
		}
		return tx.appendLog(ctx, kajian.ModEntry{ActorID: adminID, Action: kajian.ModDeleteSession,
			SubjectType: string(t), SubjectID: id, SubjectTitle: acted.Title})
	})
	return acted, err
}

// deleteSession deletes a session in tx after telling its attendees and
// feeds news, and releases its poster.
func (tx *Tx) deleteSession(ctx context.Context, t kajian.Type, id string, news kajian.SessionNews) (Acted, error) {
	// Told before the attendance goes with the session.
	if err := tx.leaving(ctx, t, id, news); err != nil {
		return Acted{}, err
	}
	var poster, title, owner, slug text
	err := tx.queryRow(ctx, "DELETE FROM "+table(t)+" WHERE id = ? RETURNING poster_key, title, created_by, slug", id).
		Scan(&poster, &title, &owner, &slug)
	if errors.Is(err, sql.ErrNoRows) {
		return Acted{}, kajian.ErrNotFound
	}
	if err != nil {
		return Acted{}, fmt.Errorf("delete %s: %w", table(t), err)
	}
	acted := Acted{Title: string(title), OwnerID: string(owner), Slug: string(slug)}
	if poster != "" {
		return acted, tx.releasePoster(ctx, string(poster))
	}
	return acted, nil
}

// ApproveSession publishes a pending session (one-off: approved; weekly:
// active), recording who approved it and when, in the session and in the
// moderation log. A session that is not pending is kajian.ErrNotPending; a missing
// one kajian.ErrNotFound.
// Notices held while it waited (a change its attendees were not told yet) go out now.
func (db *DB) ApproveSession(ctx context.Context, t kajian.Type, id, adminID string) (Acted, error) {
	return db.decide(ctx, t, id, adminID, kajian.PublicStatus(t), "", kajian.SessionNews{})
}

// RejectSession rejects a pending session with a reason, recording the admin
// and the moment in approved_by and approved_at as the spec does, and in the
// moderation log.
// news, when given, is told to the attendees of a session that was public before an edit.
func (db *DB) RejectSession(ctx context.Context, t kajian.Type, id, adminID, reason string, news ...kajian.SessionNews) (Acted, error) {
	return db.decide(ctx, t, id, adminID, kajian.StatusRejected, reason, oneNews(news))
}

func (db *DB) decide(ctx context.Context, t kajian.Type, id, adminID string, to kajian.Status, reason string, news kajian.SessionNews) (Acted, error) {
	var acted Acted
	if !validUUID(id) {
		return acted, kajian.ErrNotFound
	}
	err := db.inTx(ctx, func(tx *Tx) error {
		now := db.ts(db.clock.Now())
		var title, owner, slug text
		err := tx.queryRow(ctx, "UPDATE "+table(t)+" SET status = ?, rejection_reason = ?, approved_by = ?, approved_at = ?, updated_at = ?"+
			" WHERE id = ? AND status = ? RETURNING title, created_by, slug", string(to), nullString(reason), adminID, now, now, id,
			string(kajian.StatusPending)).Scan(&title, &owner, &slug)
		if errors.Is(err, sql.ErrNoRows) {
			var one int
			err = tx.queryRow(ctx, "SELECT 1 FROM "+table(t)+" WHERE id = ?", id).Scan(&one)
			if errors.Is(err, sql.ErrNoRows) {
				return kajian.ErrNotFound
			}
			if err != nil {
				return err
			}
			return kajian.ErrNotPending
		}
		if err != nil {
			return fmt.Errorf("decide %s: %w", table(t), err)
		}
		acted = Acted{Title: string(title), OwnerID: string(owner), Slug: string(slug)}
		action := kajian.ModApprove
		if to == kajian.StatusRejected {
			action = kajian.ModReject
			if err := tx.leaving(ctx, t, id, news); err != nil {
				return err
			}
		} else if err := tx.releaseHeld(ctx, id); err != nil {
			return err
		}
		return tx.appendLog(ctx, kajian.ModEntry{ActorID: adminID, Action: action, SubjectType: string(t),
			SubjectID: id, SubjectTitle: acted.Title, Reason: reason})
	})
	return acted, err
}

// validUUID reports whether id can be a row's id; PostgreSQL refuses to
// compare a uuid column with anything else.
func validUUID(id string) bool {
	return len(id) == 36 && strings.Count(id, "-") == 4 && strings.Trim(strings.ToLower(id), "0123456789abcdef-") == ""
}

func oneNews(news []kajian.SessionNews) kajian.SessionNews {
	if len(news) == 0 {
		return kajian.SessionNews{}
	}
	return news[0]
}

// leaving tells a session's attendees and feeds that it leaves public view, and drops the
// notices it held for an approval that will not come.
func (tx *Tx) leaving(ctx context.Context, t kajian.Type, id string, news kajian.SessionNews) error {
	if err := tx.dropHeld(ctx, id); err != nil {
		return err
	}
	if news.Cancelled != nil {
		// Only what calendars could have: a public session, or one public before an edit
		// (attendance is only ever answered while public).
		var public bool
		err := tx.queryRow(ctx, "SELECT status = ? OR EXISTS (SELECT 1 FROM rsvp WHERE "+fkColumn(t)+" = ?) FROM "+table(t)+" WHERE id = ?",
			string(kajian.PublicStatus(t)), id, id).Scan(&public)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if public {
			if err := tx.writeCancellation(ctx, t, id, news.Cancelled); err != nil {
				return err
			}
		}
	}
	if news.Notice != nil {
		return tx.tellAttendees(ctx, t, id, news.Notice)
	}
	return nil
}

// ErrHolidayTaken is kajian.ErrHolidayTaken under the name internal/homelist's tests still
// use; it goes once they name kajian's.
var ErrHolidayTaken = kajian.ErrHolidayTaken
