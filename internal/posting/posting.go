// Package posting is the use-case of writing sessions: a signed-in user posts
// a one-off or weekly session (pending until an admin approves it; an admin's
// or a trusted contributor's is published at once, a contributor's recorded in
// the moderation log), edits or deletes their own, and keeps a weekly
// session's holidays. Every method checks who may do it.
package posting

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/geo"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// Store reads and writes sessions with their speakers and holidays.
type Store interface {
	CreateSession(ctx context.Context, s *kajian.Session) error
	// CreateDirect stores a contributor's posting published at once, with its line in the
	// moderation log.
	CreateDirect(ctx context.Context, s *kajian.Session) error
	FindSession(ctx context.Context, t kajian.Type, id string) (*kajian.Session, error)
	FindSessionBySlug(ctx context.Context, t kajian.Type, slug string) (*kajian.Session, error)
	UpdateSession(ctx context.Context, s *kajian.Session, holidays []kajian.Holiday, news ...kajian.SessionNews) error
	// UpdateDirect stores a contributor's edit of their own public session, kept public, with its
	// line in the moderation log.
	UpdateDirect(ctx context.Context, s *kajian.Session, holidays []kajian.Holiday, news kajian.SessionNews, actorID string) error
	DeleteSession(ctx context.Context, t kajian.Type, id string, news ...kajian.SessionNews) error
	RemoveSession(ctx context.Context, t kajian.Type, id, adminID string, news ...kajian.SessionNews) (store.Acted, error)
	AddHoliday(ctx context.Context, sessionID string, h *kajian.Holiday, status kajian.Status) error
	UpdateHoliday(ctx context.Context, sessionID string, h kajian.Holiday, status kajian.Status) error
	DeleteHoliday(ctx context.Context, sessionID, holidayID string) error
	CancelSession(ctx context.Context, id, reason string, notice *kajian.SessionNotice) error
	UncancelSession(ctx context.Context, id string) error
	CancelOccurrence(ctx context.Context, sessionID string, h *kajian.Holiday, notice *kajian.SessionNotice) error
	UncancelOccurrence(ctx context.Context, sessionID string, d kajian.Date) error
	ListMine(ctx context.Context, f kajian.MineFilter) (kajian.MinePage, error)
	ResubmitSession(ctx context.Context, t kajian.Type, id, authorID string) (string, error)
	SessionsOn(ctx context.Context, t kajian.Type, d kajian.Date, day int) ([]*kajian.Session, error)
	FindMasjid(ctx context.Context, id string) (*kajian.Masjid, error)
	IsMasjidEditor(ctx context.Context, masjidID, userID string) (bool, error)
	EditsAnyMasjid(ctx context.Context, userID string) (bool, error)
	FindSeries(ctx context.Context, id string) (*kajian.Series, error)
	// CreateByEditor stores a masjid editor's posting for their masjid, published at once, with
	// its line in the moderation log naming the masjid.
	CreateByEditor(ctx context.Context, s *kajian.Session) error
}

// Posters checks the poster a session names and deletes the one it drops.
type Posters interface {
	CheckForSession(ctx context.Context, viewer kajian.Viewer, key, current string) error
	Release(ctx context.Context, key string)
}

// Notices tells a poster that an admin deleted their session.
type Notices interface {
	SessionDeleted(ctx context.Context, t kajian.Type, s store.Acted)
}

// Reminders tells those who follow a session's speakers or place that it is newly public, and
// sends at once the notices a write just queued for its attendees.
type Reminders interface {
	Published(ctx context.Context, k *kajian.Session)
	Wake()
}

// Limiter spends one event of a key under a limit.
type Limiter interface {
	Allow(ctx context.Context, key string, l kajian.Limit) (bool, time.Duration, error)
}

// Per-user limits: a posting, or an edit that moves the place, calls the
// geocoder. A form needs a handful; these leave room for a busy organiser and
// stop a script.
var (
	CreateLimit = kajian.Limit{Max: 20, Per: time.Hour}
	EditLimit   = kajian.Limit{Max: 60, Per: time.Hour}
)

// geocodeTimeout bounds the geocoding a save waits for; a slow provider must
// not hold the form, and a failure is tolerated.
const geocodeTimeout = 8 * time.Second

// Geocode says what a save did about a session's coordinates, for the form's
// toasts.
type Geocode string

// What a save did about coordinates.
const (
	GeocodeVerified Geocode = "verified" // the place was found: 'Lokasi berhasil diverifikasi!'
	GeocodeFailed   Geocode = "failed"   // not found or the geocoder failed: 'Lokasi tidak dapat diverifikasi…'
	GeocodeSkipped  Geocode = "skipped"  // online, or the place did not change
)

var errLogin = kajian.Errorf(kajian.KindUnauthorized, "unauthorized", kajian.MsgLoginFirst)

// Service posts, edits and deletes sessions.
type Service struct {
	store     Store
	posters   Posters
	geocoder  geo.Geocoder // nil: places are never verified
	limiter   Limiter
	notices   Notices
	reminders Reminders
	clock     kajian.Clock
}

// New returns the posting use-case.
func New(st Store, posters Posters, geocoder geo.Geocoder, limiter Limiter, notices Notices, reminders Reminders, clock kajian.Clock) *Service {
	return &Service{store: st, posters: posters, geocoder: geocoder, limiter: limiter, notices: notices, reminders: reminders, clock: clock}
}

// Saved is a session just created or updated, with the toast to show and what
// became of its place.
type Saved struct {
	Session *kajian.Session
	Message string
	Geocode Geocode
}

// Create posts a session: checked in the specification's order, trimmed,
// geocoded (failure tolerated), stored with its speakers and holidays in one
// transaction; published at once for admins and trusted contributors (kajian.PublishesDirectly),
// pending for everyone else.
func (s *Service) Create(ctx context.Context, viewer kajian.Viewer, p kajian.Posting) (Saved, error) {
	if !viewer.SignedIn() {
		return Saved{}, errLogin
	}
	p.Clean()
	if err := p.ValidateCreate(); err != nil {
		return Saved{}, err
	}
	if err := p.CheckDates(kajian.DateOf(s.clock.Now())); err != nil {
		return Saved{}, err
	}
	if err := s.posters.CheckForSession(ctx, viewer, p.PosterKey, ""); err != nil {
		return Saved{}, err
	}
	m, err := s.masjid(ctx, p.MasjidID, "")
	if err != nil {
		return Saved{}, err
	}
	keeps, err := s.keeps(ctx, viewer, chosenMasjid(p.MasjidID, ""))
	if err != nil {
		return Saved{}, err
	}
	if err := s.checkOtherMasjid(ctx, viewer, chosenMasjid(p.MasjidID, ""), keeps); err != nil {
		return Saved{}, err
	}
	seriesID, seriesRef, err := s.series(ctx, viewer, p.SeriesID, "")
	if err != nil {
		return Saved{}, err
	}
	// Counted once the form is valid: a refused one costs no geocoding and no
	// writes, and the form is sent again after each correction.
	if err := s.allow(ctx, viewer, "posting", CreateLimit, "kajian diposting"); err != nil {
		return Saved{}, err
	}
	ks := &kajian.Session{CreatedBy: viewer.UserID, Status: kajian.StatusOnCreate(p.Type, kajian.PublishesDirectly(viewer, keeps))}
	p.Apply(ks)
	ks.SeriesID, ks.Series = seriesID, seriesRef
	if m != nil {
		ks.Masjid = &kajian.MasjidRef{Slug: m.Slug, Name: m.Name}
	}
	ks.Holidays = kajian.ParseHolidays(p.Holidays)
	geocode := GeocodeSkipped
	if !ks.IsOnline {
		geocode = s.place(ctx, ks, m)
	}
	if err := ks.ResolveTime(s.clock.Now()); err != nil {
		return Saved{}, err
	}
	store := s.store.CreateSession
	switch {
	case kajian.LogsDirectPublication(viewer, keeps) && keeps:
		store = s.store.CreateByEditor
	case kajian.LogsDirectPublication(viewer, keeps):
		store = s.store.CreateDirect
	}
	if err := store(ctx, ks); err != nil {
		return Saved{}, err
	}
	if ks.IsPublic() { // an admin's, a contributor's or a masjid editor's posting is published at once
		s.reminders.Published(ctx, ks)
	}
	return Saved{Session: ks, Message: createdMessage(p.Type, ks.Status), Geocode: geocode}, nil
}

// Editable is a session loaded into its edit form, with what the viewer may do.
type Editable struct {
	Session *kajian.Session
	// ReturnsToPending warns that saving sends a published session back to
	// 'Menunggu' (the viewer is not an admin).
	ReturnsToPending bool
	CanDelete        bool
}

// Edit loads a session for its edit form: its creator, an editor of its masjid or an admin only.
func (s *Service) Edit(ctx context.Context, viewer kajian.Viewer, t kajian.Type, slug string) (Editable, error) {
	ks, keeps, err := s.editable(ctx, viewer, t, slug)
	if err != nil {
		return Editable{}, err
	}
	return Editable{
		Session:          ks,
		ReturnsToPending: kajian.StatusAfterEdit(ks.Type, ks.Status, kajian.EditKeepsPublic(viewer, ks, keeps)) != ks.Status,
		CanDelete:        viewer.CanDelete(ks),
	}, nil
}

// Update saves an edit form: creator, an editor of its masjid or admin only;
// checked as content-side §5 "Edit" says; a published session edited by
// anyone but an admin, an editor of the masjid it names after the edit or
// its contributor author (kajian.EditKeepsPublic, logged) waits for approval again; an editor who may edit it only as an editor of
// its masjid cannot move it to a masjid they do not keep; the place is geocoded again when location or address
// changed or coordinates are missing; a replaced poster is deleted.
func (s *Service) Update(ctx context.Context, viewer kajian.Viewer, t kajian.Type, slug string, p kajian.Posting) (Saved, error) {
	ks, keepsOld, err := s.editable(ctx, viewer, t, slug)
	if err != nil {
		return Saved{}, err
	}
	p.Type = ks.Type
	p.Clean()
	if err := p.ValidateEdit(); err != nil {
		return Saved{}, err
	}
	if err := p.CheckDates(kajian.DateOf(s.clock.Now())); err != nil {
		return Saved{}, err
	}
	if err := s.posters.CheckForSession(ctx, viewer, p.PosterKey, ks.PosterKey); err != nil {
		return Saved{}, err
	}
	m, err := s.masjid(ctx, p.MasjidID, ks.MasjidID)
	if err != nil {
		return Saved{}, err
	}
	keeps := keepsOld
	if next := chosenMasjid(p.MasjidID, ks.MasjidID); next != ks.MasjidID {
		if keeps, err = s.keeps(ctx, viewer, next); err != nil {
			return Saved{}, err
		}
		if !viewer.CanEdit(ks) && !keeps {
			return Saved{}, kajian.ErrNotMasjidEditor
		}
		if err := s.checkOtherMasjid(ctx, viewer, next, keeps); err != nil {
			return Saved{}, err
		}
	}
	seriesID, _, err := s.series(ctx, viewer, p.SeriesID, ks.SeriesID)
	if err != nil {
		return Saved{}, err
	}
	if err := s.allow(ctx, viewer, "posting-edit", EditLimit, "perubahan kajian"); err != nil {
		return Saved{}, err
	}
	before := *ks
	oldLocation, oldAddress, oldPoster, oldStatus := ks.Location, ks.Address, ks.PosterKey, ks.Status
	placeChanged := p.Location != oldLocation || p.Address != oldAddress || (p.MasjidID != nil && *p.MasjidID != ks.MasjidID)
	// A map link the server built for the old place follows the new one.
	if placeChanged && p.MapsURL == kajian.MapsSearchURL(oldLocation, oldAddress) {
		p.MapsURL = ""
	}
	logs := kajian.LogsDirectEdit(viewer, ks, keeps)
	p.Apply(ks)
	ks.SeriesID = seriesID
	ks.Status = kajian.StatusAfterEdit(ks.Type, oldStatus, kajian.EditKeepsPublic(viewer, ks, keeps))
	geocode := GeocodeSkipped
	if !ks.IsOnline && (placeChanged || ks.Latitude == nil) {
		geocode = s.place(ctx, ks, m)
	}
	if err := ks.ResolveTime(s.clock.Now()); err != nil {
		return Saved{}, err
	}
	news := kajian.SessionNews{Notice: kajian.ChangeNotice(&before, ks, s.clock.Now())}
	save := s.store.UpdateSession
	if logs {
		save = func(ctx context.Context, ks *kajian.Session, hs []kajian.Holiday, news ...kajian.SessionNews) error {
			return s.store.UpdateDirect(ctx, ks, hs, news[0], viewer.UserID)
		}
	}
	if err := save(ctx, ks, kajian.ParseHolidays(p.Holidays), news); err != nil {
		return Saved{}, err
	}
	s.reminders.Wake()
	if oldPoster != ks.PosterKey {
		s.posters.Release(ctx, oldPoster)
	}
	fresh, err := s.store.FindSession(ctx, ks.Type, ks.ID)
	if err != nil {
		return Saved{}, err
	}
	return Saved{Session: fresh, Message: updatedMessage(ks.Type, oldStatus, ks.Status), Geocode: geocode}, nil
}

// Delete deletes a session: its creator while it is not published, an admin
// always. Its poster goes with it. An admin deleting someone else's session
// is moderation: the log records it and the poster is told. It returns the
// toast to show.
func (s *Service) Delete(ctx context.Context, viewer kajian.Viewer, t kajian.Type, slug string) (string, error) {
	if !viewer.SignedIn() {
		return "", kajian.ErrUnauthorized
	}
	ks, err := s.find(ctx, t, slug)
	if err != nil {
		return "", err
	}
	if !viewer.CanEdit(ks) {
		return "", kajian.Errorf(kajian.KindForbidden, "forbidden", "Anda tidak memiliki izin untuk menghapus kajian ini")
	}
	if !viewer.CanDelete(ks) {
		msg := "Kajian yang sudah disetujui tidak dapat dihapus"
		if t == kajian.Recurring {
			msg = "Kajian rutin yang sudah aktif tidak dapat dihapus"
		}
		return "", kajian.Errorf(kajian.KindForbidden, "published", msg)
	}
	news := kajian.Cancelled(ks, s.clock.Now())
	if viewer.IsAdmin() && viewer.UserID != ks.CreatedBy {
		acted, err := s.store.RemoveSession(ctx, t, ks.ID, viewer.UserID, news)
		if err != nil {
			return "", err
		}
		s.notices.SessionDeleted(ctx, t, acted)
	} else if err := s.store.DeleteSession(ctx, t, ks.ID, news); err != nil {
		return "", err
	}
	s.reminders.Wake()
	s.posters.Release(ctx, ks.PosterKey)
	return kajian.TypeLabel(t) + " berhasil dihapus", nil
}

// NotFound is the error for a session of type t that does not exist.
func NotFound(t kajian.Type) error {
	return kajian.Errorf(kajian.KindNotFound, "not_found", kajian.TypeLabel(t)+" tidak ditemukan")
}

func (s *Service) find(ctx context.Context, t kajian.Type, slug string) (*kajian.Session, error) {
	ks, err := s.store.FindSessionBySlug(ctx, t, slug)
	if errors.Is(err, kajian.ErrNotFound) {
		return nil, NotFound(t)
	}
	return ks, err
}

// editable finds the session that the viewer may edit (kajian.CanEditAs: its
// creator, an admin or an editor of its masjid) and reports whether the
// viewer keeps its masjid: 404 with 'Kajian (rutin) tidak ditemukan', 403
// with the specification's refusal for someone else's session.
func (s *Service) editable(ctx context.Context, viewer kajian.Viewer, t kajian.Type, slug string) (*kajian.Session, bool, error) {
	if !viewer.SignedIn() {
		return nil, false, kajian.ErrUnauthorized
	}
	ks, err := s.find(ctx, t, slug)
	if err != nil {
		return nil, false, err
	}
	keeps, err := s.keeps(ctx, viewer, ks.MasjidID)
	if err != nil {
		return nil, false, err
	}
	if !viewer.CanEditAs(ks, keeps) {
		msg := "Anda tidak memiliki izin untuk mengedit kajian ini"
		if t == kajian.Recurring {
			msg = "Anda tidak memiliki izin untuk mengedit kajian rutin ini"
		}
		return nil, false, kajian.Errorf(kajian.KindForbidden, "forbidden", msg)
	}
	return ks, keeps, nil
}

// allow spends one of the viewer's events under limit.
func (s *Service) allow(ctx context.Context, viewer kajian.Viewer, name string, limit kajian.Limit, what string) error {
	ok, wait, err := s.limiter.Allow(ctx, name+":user:"+viewer.UserID, limit)
	if err != nil {
		return err
	}
	if !ok {
		return kajian.TooMany(what, wait)
	}
	return nil
}

// place gives an offline session its point: its masjid's when it names one, else geocoded from
// its location and address. A failure leaves it without coordinates and is reported, never fatal.
func (s *Service) place(ctx context.Context, ks *kajian.Session, m *kajian.Masjid) Geocode {
	ks.Latitude, ks.Longitude = nil, nil
	if m != nil {
		lat, lng := m.Point.Lat, m.Point.Lng
		ks.Latitude, ks.Longitude = &lat, &lng
		return GeocodeVerified
	}
	if s.geocoder == nil {
		return GeocodeFailed
	}
	ctx, cancel := context.WithTimeout(ctx, geocodeTimeout)
	defer cancel()
	res, err := s.geocoder.Geocode(ctx, strings.Trim(ks.Location+", "+ks.Address, ", "))
	if err != nil {
		slog.InfoContext(ctx, "geocoding a session failed", "err", err)
		return GeocodeFailed
	}
	lat, lng := res.Latitude, res.Longitude
	ks.Latitude, ks.Longitude = &lat, &lng
	return GeocodeVerified
}

// createdMessage is the success toast of a new session (content-side §8).
func createdMessage(t kajian.Type, st kajian.Status) string {
	switch {
	case t == kajian.Recurring && st == kajian.StatusActive:
		return "Kajian rutin berhasil dibuat dan langsung aktif!"
	case t == kajian.Recurring:
		return "Kajian rutin berhasil dibuat dan menunggu persetujuan admin!"
	case st == kajian.StatusApproved:
		return "Kajian berhasil dibuat dan langsung dipublikasikan!"
	}
	return "Kajian berhasil dibuat dan menunggu persetujuan admin!"
}

func updatedMessage(t kajian.Type, before, after kajian.Status) string {
	if before != after && after == kajian.StatusPending {
		return kajian.TypeLabel(t) + " berhasil diperbarui dan menunggu persetujuan admin!"
	}
	return kajian.TypeLabel(t) + " berhasil diperbarui!"
}
