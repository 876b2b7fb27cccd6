// Package masjids is the use-case of reading masjid pages: the directory (search, nearest
// first, pages of 20), one masjid's page (its upcoming one-off sessions, its weekly schedule by
// weekday, today's prayer times at its point, 'Salin jadwal pekan ini', whether the viewer may
// keep it) and a speaker's page. Everyone may read them; writing them is the team's use-case.
package masjids

import (
	"context"
	"math"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Store reads masjid and the sessions they hold.
type Store interface {
	ListMasjid(ctx context.Context, f kajian.MasjidFilter, now time.Time) (kajian.MasjidPage, error)
	FindMasjidBySlug(ctx context.Context, slug string) (*kajian.Masjid, error)
	MasjidByIDs(ctx context.Context, ids []string) (map[string]*kajian.Masjid, error)
	MasjidSessions(ctx context.Context, masjidID string, from kajian.Date) ([]*kajian.Session, error)
	MasjidUpcomingCounts(ctx context.Context, ids []string, now time.Time) (map[string]int, error)
	IsMasjidEditor(ctx context.Context, masjidID, userID string) (bool, error)
	CountMasjidEditors(ctx context.Context, masjidID string) (int, error)
}

// Listing is the home list's index of public sessions, soonest first, as a speaker's page
// reads it.
type Listing interface {
	// BySpeaker is the sessions one of whose speakers has the key (kajian.SpeakerKey).
	BySpeaker(ctx context.Context, now time.Time, key string, limit int) ([]*kajian.Session, error)
}

// Service reads masjid and speaker pages.
type Service struct {
	store   Store
	home    Listing
	clock   kajian.Clock
	baseURL string
}

// New returns the masjids use-case; links in texts are made on baseURL.
func New(st Store, home Listing, clock kajian.Clock, baseURL string) *Service {
	return &Service{store: st, home: home, clock: clock, baseURL: baseURL}
}

// errBadPoint is a directory's point outside the Earth.
var errBadPoint = kajian.Invalid("lat", "Koordinat lokasi tidak valid")

// Directory returns one page of the masjid directory: by name, or nearest f.Near first.
func (s *Service) Directory(ctx context.Context, f kajian.MasjidFilter) (kajian.MasjidPage, error) {
	if p := f.Near; p != nil && (math.IsNaN(p.Lat) || math.IsNaN(p.Lng) || math.Abs(p.Lat) > 90 || math.Abs(p.Lng) > 180) {
		return kajian.MasjidPage{}, errBadPoint
	}
	return s.store.ListMasjid(ctx, f, s.clock.Now())
}

// Page is one masjid's page as its reader sees it at a moment.
type Page struct {
	Masjid        *kajian.Masjid
	EditorCount   int
	UpcomingCount int               // public sessions from now on, as the directory counts them
	Upcoming      []*kajian.Session // one-off sessions not yet started, soonest first, at most kajian.MaxMasjidUpcoming
	Weekly        []kajian.ScheduleDay
	Prayer        kajian.DayPrayerTimes // today's, at the masjid's point
	WeekText      string                // 'Salin jadwal pekan ini'
	CanEdit       bool                  // the viewer keeps it, or is an admin
	// Now is the moment the page was made at; Until is the first moment after it at which the
	// passing of time alone may change it (see until): till then, only a write can.
	Now, Until time.Time
}

// Masjid returns the page of the masjid with the slug, or kajian.ErrMasjidNotFound.
func (s *Service) Masjid(ctx context.Context, viewer kajian.Viewer, slug string) (Page, error) {
	m, err := s.store.FindMasjidBySlug(ctx, slug)
	if err != nil {
		return Page{}, err
	}
	now := s.clock.Now()
	today := kajian.Today(now, m.Zone)
	// From yesterday: a one-off session's date is in its own zone, which may be behind the masjid's.
	sessions, err := s.store.MasjidSessions(ctx, m.ID, today.AddDays(-1))
	if err != nil {
		return Page{}, err
	}
	p := Page{Masjid: m, Prayer: kajian.PrayerTimesOn(today, m.Point, m.Zone), Now: now, Until: nextMidnight(now, m.Zone)}
	var weekly, coming []*kajian.Session
	for _, k := range sessions {
		t := k.TimingAt(now)
		if k.Type != kajian.Recurring && t.Past {
			continue // a one-off that has started stays so: it never shows again
		}
		p.Until = until(p.Until, now, k, t)
		if k.Type == kajian.Recurring {
			weekly = append(weekly, k)
			coming = append(coming, k)
			p.UpcomingCount++
			continue
		}
		coming = append(coming, k)
		p.UpcomingCount++
		if len(p.Upcoming) < kajian.MaxMasjidUpcoming {
			p.Upcoming = append(p.Upcoming, k)
		}
	}
	p.Weekly = kajian.WeeklySchedule(weekly, now)
	p.WeekText = kajian.MasjidWeekText(m, kajian.WeekItems(coming, today), today, s.baseURL)
	if p.EditorCount, err = s.store.CountMasjidEditors(ctx, m.ID); err != nil {
		return Page{}, err
	}
	p.CanEdit, err = s.canEdit(ctx, viewer, m)
	return p, err
}

// canEdit reports whether the viewer may keep m: an admin, or one of its editors.
func (s *Service) canEdit(ctx context.Context, viewer kajian.Viewer, m *kajian.Masjid) (bool, error) {
	switch {
	case !viewer.SignedIn():
		return false, nil
	case viewer.IsAdmin():
		return true, nil
	}
	return s.store.IsMasjidEditor(ctx, m.ID, viewer.UserID)
}

// Find returns the masjid with the slug, or kajian.ErrMasjidNotFound.
func (s *Service) Find(ctx context.Context, slug string) (*kajian.Masjid, error) {
	return s.store.FindMasjidBySlug(ctx, slug)
}

// Now is the use-case's clock reading, for what pages derive from it.
func (s *Service) Now() time.Time { return s.clock.Now() }
