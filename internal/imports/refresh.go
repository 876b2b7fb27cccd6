package imports

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/kajiankita/kajian/internal/calfeed"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/safefetch"
)

// Worker: a copy claims due sources for a lease long enough to fetch them (each fetch is bounded
// by safefetch.Timeout); a copy that dies mid-fetch leaves its claim to lapse, and another copy
// fetches the source.
const (
	claimBatch = 10
	claimLease = 5 * time.Minute
	// PollEvery is how often a copy looks for due sources.
	PollEvery = time.Minute
)

// msgRefreshFailed is a source's last error when a fetch failed in a way that has no message
// of its own.
const msgRefreshFailed = "Kalender tidak dapat diperbarui"

// Run fetches due sources every PollEvery until ctx ends.
func (s *Service) Run(ctx context.Context) {
	t := time.NewTicker(PollEvery)
	defer t.Stop()
	for {
		if _, err := s.FetchDue(ctx); err != nil && ctx.Err() == nil {
			slog.ErrorContext(ctx, "calendar sources", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// FetchDue claims the sources due for a fetch and fetches them, returning how many it fetched.
func (s *Service) FetchDue(ctx context.Context) (int, error) {
	n := 0
	for {
		due, err := s.store.ClaimCalendarSources(ctx, claimBatch, claimLease)
		if err != nil || len(due) == 0 {
			return n, err
		}
		for _, src := range due {
			if err := s.refresh(ctx, src); err != nil {
				return n, err
			}
			n++
		}
	}
}

// refresh fetches a source this copy claimed, with its validators (an unchanged calendar costs
// nothing more), and applies what changed: new events become drafts, a changed draft is
// replaced, a changed posted event updates its session as an edit would (its attendees told of
// a new schedule), a cancelled one cancels its session. A failed fetch is the source's last
// error in Indonesian. Its error is only ours (the database).
func (s *Service) refresh(ctx context.Context, src *kajian.CalendarSource) error {
	now := s.clock.Now()
	f := kajian.CalendarFetch{At: now, ETag: src.ETag, LastModified: src.LastModified}
	res, err := s.fetch.Get(ctx, src.URL, safefetch.Validators{ETag: src.ETag, LastModified: src.LastModified})
	if err == nil && !res.NotModified {
		f.ETag, f.LastModified = res.Validators.ETag, res.Validators.LastModified
		var imp calfeed.Import
		if imp, err = calfeed.Read(res.Body, calfeed.ReadOptions{Now: now}); err == nil {
			f.Name = kajian.CleanText(imp.Name)
			if err = s.apply(ctx, src, imp.Events, &f); err != nil {
				return err
			}
		}
	}
	if err != nil {
		f.Error = message(err)
		slog.InfoContext(ctx, "calendar source fetch failed", "source", src.ID, "err", err)
	}
	if err := s.store.FinishCalendarFetch(ctx, src, f); err != nil {
		return err
	}
	if f.Updated > 0 {
		s.waker.Wake()
	}
	return nil
}

// message is a failed fetch's Indonesian message.
func message(err error) string {
	var e *kajian.Error
	if errors.As(err, &e) && e.Kind != kajian.KindInternal {
		return e.Message
	}
	return msgRefreshFailed
}

// apply compares the events read with those stored by key and fills f with what to save.
func (s *Service) apply(ctx context.Context, src *kajian.CalendarSource, read []calfeed.ImportEvent, f *kajian.CalendarFetch) error {
	stored, err := s.store.CalendarEvents(ctx, src.ID)
	if err != nil {
		return err
	}
	byKey := make(map[string]kajian.CalendarEvent, len(stored))
	for _, e := range stored {
		byKey[e.Key] = e
	}
	for _, e := range read {
		old, ok := byKey[e.Key]
		if !ok {
			if !e.Cancelled {
				f.Insert = append(f.Insert, newEvent(e))
			}
			continue
		}
		next := newEvent(e)
		if next.Hash == old.Hash || old.State == kajian.EventCancelled || old.State == "posting" {
			continue
		}
		changed := old
		changed.Draft, changed.Hash, changed.Sequence, changed.Modified = next.Draft, next.Hash, next.Sequence, next.Modified
		if e.Cancelled {
			changed.State = kajian.EventCancelled
		}
		if old.State == kajian.EventPosted {
			updated, err := s.follow(ctx, src, old, readDraft(next.Draft))
			if err != nil {
				return err
			}
			if updated {
				f.Updated++
			}
		}
		f.Change = append(f.Change, changed)
	}
	return nil
}

// follow brings a posted session to what its event says now: cancelled, it is deleted with the
// notice a deletion sends; changed, the fields the calendar changed since the last reading
// (others may be the owner's corrections) are saved through the store's edit, with the notice
// an edit sends when its schedule moved. A session already gone is left so.
func (s *Service) follow(ctx context.Context, src *kajian.CalendarSource, old kajian.CalendarEvent, now Draft) (bool, error) {
	ks, err := s.store.FindSession(ctx, old.SessionType, old.SessionID)
	if errors.Is(err, kajian.ErrNotFound) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	at := s.clock.Now()
	if now.Cancelled {
		if err := s.store.DeleteSession(ctx, ks.Type, ks.ID, kajian.Cancelled(ks, at)); err != nil && !errors.Is(err, kajian.ErrNotFound) {
			return false, err
		}
		return true, nil
	}
	before := *ks
	holidays := changeSession(ks, readDraft(old.Draft), now)
	// The calendar's change is its owner's edit, under the edit rule (kajian.EditKeepsPublic): an
	// admin's, their masjid's editor's and a contributor's own session stays public.
	owner := kajian.Viewer{UserID: src.OwnerID, Role: src.OwnerRole}
	keeps := false
	if ks.MasjidID != "" {
		if keeps, err = s.store.IsMasjidEditor(ctx, ks.MasjidID, owner.UserID); err != nil {
			return false, err
		}
	}
	logs := kajian.LogsDirectEdit(owner, &before, keeps)
	ks.Status = kajian.StatusAfterEdit(ks.Type, before.Status, kajian.EditKeepsPublic(owner, &before, keeps))
	if err := ks.ResolveTime(at); err != nil {
		return false, err
	}
	news := kajian.SessionNews{Notice: kajian.ChangeNotice(&before, ks, at)}
	if logs {
		err = s.store.UpdateDirect(ctx, ks, holidays, news, owner.UserID)
	} else {
		err = s.store.UpdateSession(ctx, ks, holidays, news)
	}
	if err != nil {
		return false, err
	}
	return true, nil
}

// changeSession applies to ks the fields that differ between the event's previous and current
// drafts, and returns the new dates it is not held (weekly) as holidays to add.
func changeSession(ks *kajian.Session, prev, now Draft) []kajian.Holiday {
	p, n := prev.Extraction, now.Extraction
	if p.Title != n.Title && n.Title != "" {
		ks.Title = n.Title
	}
	if ks.Type == kajian.Regular && p.Date != n.Date {
		if d, err := kajian.ParseDate(n.Date); err == nil {
			ks.Date = d
		}
	}
	if ks.Type == kajian.Recurring && n.DayOfWeek != nil && (p.DayOfWeek == nil || *p.DayOfWeek != *n.DayOfWeek) {
		ks.DayOfWeek = *n.DayOfWeek
	}
	if p.Time != n.Time {
		if t, err := kajian.ParseClock(n.Time); err == nil {
			ks.Time, ks.AfterPrayer = t, kajian.AfterPrayer{}
		}
	}
	if p.TimezoneRegion != n.TimezoneRegion && n.TimezoneRegion.Valid() {
		ks.Zone = n.TimezoneRegion
	}
	if (p.Location != n.Location || p.Address != n.Address) && n.Location != "" && !ks.IsOnline {
		ks.Location = n.Location
		if n.Address != "" {
			ks.Address = n.Address
		}
		// The new place is not geocoded here: its coordinates are cleared rather than kept wrong.
		ks.MapsURL, ks.Latitude, ks.Longitude = kajian.MapsSearchURL(ks.Location, ks.Address), nil, nil
	}
	if p.Description != n.Description {
		ks.Description = n.Description
	}
	if ks.Type != kajian.Recurring {
		return nil
	}
	held := map[kajian.Date]bool{}
	for _, h := range ks.Holidays {
		held[h.Date] = true
	}
	var add []kajian.Holiday
	for _, s := range now.Holidays {
		d, err := kajian.ParseDate(s)
		// A date the session is not held on is no holiday of it (a form would refuse it).
		if err == nil && !held[d] && len(ks.Holidays)+len(add) < kajian.MaxHolidays &&
			ks.Rhythm.CheckHolidays(ks.DayOfWeek, []kajian.Holiday{{Date: d}}) == nil {
			add = append(add, kajian.Holiday{Date: d})
		}
	}
	return add
}
