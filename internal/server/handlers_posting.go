package server

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// geocodeTimeout bounds the geocoding a save waits for; a slow provider
// must not hold the form, and a failure is tolerated.
const geocodeTimeout = 8 * time.Second

// What a save did about coordinates, for the form's toasts.
const (
	geocodeVerified = "verified" // the place was found
	geocodeFailed   = "failed"   // not found or the geocoder failed: 'Lokasi tidak dapat diverifikasi…'
	geocodeSkipped  = "skipped"  // online, or the place did not change
)

// postingRequest is the body of the posting and edit forms.
type postingRequest struct {
	KajianType     string                `json:"kajian_type"` // regular | recurring; create only
	Title          string                `json:"title"`
	Speakers       []postingSpeakerInput `json:"speakers"`
	Date           string                `json:"date"`
	Time           string                `json:"time"`
	DayOfWeek      *int                  `json:"day_of_week"`
	TimezoneRegion string                `json:"timezone_region"`
	IsOnline       bool                  `json:"is_online"`
	LiveStreamURL  string                `json:"live_stream_url"`
	Location       string                `json:"location"`
	Address        string                `json:"address"`
	MapsURL        string                `json:"maps_url"`
	Description    string                `json:"description"`
	PosterKey      string                `json:"poster_key"`
	ContactPerson  string                `json:"contact_person"`
	ContactPhone   string                `json:"contact_phone"`
	Holidays       []postingHolidayInput `json:"holidays"`
}

type postingSpeakerInput struct {
	Name   string `json:"name"`
	IsMain bool   `json:"is_main_speaker"`
	Order  int    `json:"speaker_order"`
}

type postingHolidayInput struct {
	ID     string `json:"id"`
	Date   string `json:"date"`
	Reason string `json:"reason"`
}

func (req postingRequest) posting(t kajian.Type) kajian.Posting {
	p := kajian.Posting{Type: t, Title: req.Title, Date: req.Date, Time: req.Time, DayOfWeek: req.DayOfWeek,
		Zone: req.TimezoneRegion, IsOnline: req.IsOnline, LiveStreamURL: req.LiveStreamURL, Location: req.Location,
		Address: req.Address, MapsURL: req.MapsURL, Description: req.Description, PosterKey: req.PosterKey,
		ContactPerson: req.ContactPerson, ContactPhone: req.ContactPhone}
	for _, sp := range req.Speakers {
		p.Speakers = append(p.Speakers, kajian.Speaker{Name: sp.Name, IsMain: sp.IsMain, Order: sp.Order})
	}
	if t == kajian.Recurring {
		for _, h := range req.Holidays {
			p.Holidays = append(p.Holidays, kajian.HolidayInput{ID: h.ID, Date: h.Date, Reason: h.Reason})
		}
	}
	return p
}

// postingHolidays turns validated holiday inputs into the store's holidays.
func postingHolidays(in []kajian.HolidayInput) []kajian.Holiday {
	out := make([]kajian.Holiday, 0, len(in))
	for _, h := range in {
		d, _ := kajian.ParseDate(h.Date)
		out = append(out, kajian.Holiday{ID: h.ID, Date: d, Reason: h.Reason})
	}
	return out
}

// postingSavedDTO answers a create or an update: the session, the toast to
// show, and whether its place could be verified.
type postingSavedDTO struct {
	Kajian  kajianDTO `json:"kajian"`
	Message string    `json:"message"`
	Geocode string    `json:"geocode"` // verified | failed | skipped
}

// postingEditDTO is what the edit forms load: the session, every holiday
// (not only upcoming ones), the poster's key to send back, and what the
// viewer may do.
type postingEditDTO struct {
	Kajian    kajianDTO    `json:"kajian"`
	Holidays  []holidayDTO `json:"holidays"`
	PosterKey *string      `json:"poster_key"`
	// ReturnsToPending warns that saving sends a published session back to
	// 'Menunggu' (the viewer is not an admin).
	ReturnsToPending bool `json:"returns_to_pending"`
	CanDelete        bool `json:"can_delete"`
}

// Messages of the posting endpoints that the specification names.
var (
	errLoginToPost    = kajian.Errorf(kajian.KindUnauthorized, "unauthorized", kajian.MsgLoginFirst)
	errBadPostingType = kajian.Invalid("kajian_type", "Jenis kajian tidak valid")
	// The store refuses a poster it cannot hand to the session with the same error.
	errBadPoster = store.ErrPosterGone
)

func errSessionNotFound(t kajian.Type) error {
	return kajian.Errorf(kajian.KindNotFound, "not_found", kajian.TypeLabel(t)+" tidak ditemukan")
}

func errCannotEdit(t kajian.Type) error {
	msg := "Anda tidak memiliki izin untuk mengedit kajian ini"
	if t == kajian.Recurring {
		msg = "Anda tidak memiliki izin untuk mengedit kajian rutin ini"
	}
	return kajian.Errorf(kajian.KindForbidden, "forbidden", msg)
}

// parsePostingType reads the {type} path value: regular or recurring.
func parsePostingType(s string) (kajian.Type, bool) {
	switch kajian.Type(s) {
	case kajian.Regular, kajian.Recurring:
		return kajian.Type(s), true
	}
	return "", false
}

// postingCreatedMessage is the success toast of a new session (content-side §8).
func postingCreatedMessage(t kajian.Type, st kajian.Status) string {
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

func postingUpdatedMessage(t kajian.Type, before, after kajian.Status) string {
	if before != after && after == kajian.StatusPending {
		return kajian.TypeLabel(t) + " berhasil diperbarui dan menunggu persetujuan admin!"
	}
	return kajian.TypeLabel(t) + " berhasil diperbarui!"
}

// handlePostingCreate posts a session: checked in the spec's order, trimmed,
// geocoded (failure tolerated), stored with its speakers and holidays in one
// transaction, published at once for admins and pending for everyone else.
// Each user has postingLimit postings.
func (s *Server) handlePostingCreate() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer := viewerOf(r.Context())
		if !viewer.SignedIn() {
			return errLoginToPost
		}
		req, err := decode[postingRequest](r)
		if err != nil {
			return err
		}
		t, ok := parsePostingType(req.KajianType)
		if !ok {
			return errBadPostingType
		}
		p := req.posting(t)
		p.Clean()
		if err := p.ValidateCreate(); err != nil {
			return err
		}
		if err := s.checkPosterKey(r.Context(), viewer, p.PosterKey, ""); err != nil {
			return err
		}
		// Counted once the form is valid: a refused one costs no geocoding and
		// no writes, and the form is sent again after each correction.
		if err := s.allowContent(w, viewer, "posting", postingLimit, "kajian diposting"); err != nil {
			return err
		}
		ks := &kajian.Session{CreatedBy: viewer.UserID, Status: kajian.StatusOnCreate(t, viewer.IsAdmin())}
		p.Apply(ks)
		ks.Holidays = postingHolidays(p.Holidays)
		geocode := geocodeSkipped
		if !ks.IsOnline {
			geocode = s.geocodePosting(r.Context(), ks)
		}
		if err := s.store.CreateSession(r.Context(), ks); err != nil {
			return err
		}
		return encode(w, http.StatusCreated, postingSavedDTO{
			Kajian:  toKajianDTO(ks, s.clock.Now(), viewer, sessionExtras{}),
			Message: postingCreatedMessage(t, ks.Status), Geocode: geocode,
		})
	})
}

// geocodePosting places an offline session from its location and address.
// A failure leaves it without coordinates and is reported, never fatal.
func (s *Server) geocodePosting(ctx context.Context, ks *kajian.Session) string {
	ks.Latitude, ks.Longitude = nil, nil
	if s.geocode == nil {
		return geocodeFailed
	}
	ctx, cancel := context.WithTimeout(ctx, geocodeTimeout)
	defer cancel()
	res, err := s.geocode.Geocode(ctx, strings.Trim(ks.Location+", "+ks.Address, ", "))
	if err != nil {
		slog.InfoContext(ctx, "geocoding a session failed", "err", err, "request_id", requestID(ctx))
		return geocodeFailed
	}
	lat, lng := res.Latitude, res.Longitude
	ks.Latitude, ks.Longitude = &lat, &lng
	return geocodeVerified
}

// checkPosterKey accepts a poster for a session: none, the session's current
// one, or one the viewer uploaded (its key starts with their id) that exists.
// Another user's poster is refused, so deleting one's session can never
// delete someone else's file.
func (s *Server) checkPosterKey(ctx context.Context, viewer kajian.Viewer, key, current string) error {
	if key == "" || key == current {
		return nil
	}
	if !strings.HasPrefix(key, viewer.UserID+"/") {
		return errBadPoster
	}
	rc, _, err := s.bucket.Open(ctx, key)
	if err != nil {
		return errBadPoster.Wrap(err)
	}
	return rc.Close()
}

// editableSession finds the session of the request's {type} and {slug} that
// the viewer may edit: 404 with 'Kajian (rutin) tidak ditemukan', 403 with
// the spec's refusal for someone else's session.
func (s *Server) editableSession(r *http.Request) (*kajian.Session, kajian.Viewer, error) {
	viewer, err := requireUser(r)
	if err != nil {
		return nil, viewer, err
	}
	t, ok := parsePostingType(r.PathValue("type"))
	if !ok {
		return nil, viewer, kajian.ErrNotFound
	}
	ks, err := s.store.FindSessionBySlug(r.Context(), t, r.PathValue("slug"))
	if errors.Is(err, kajian.ErrNotFound) {
		return nil, viewer, errSessionNotFound(t)
	}
	if err != nil {
		return nil, viewer, err
	}
	if !viewer.CanEdit(ks) {
		return nil, viewer, errCannotEdit(t)
	}
	return ks, viewer, nil
}

// handlePostingGet loads a session into an edit form (owner or admin).
func (s *Server) handlePostingGet() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		ks, viewer, err := s.editableSession(r)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, s.postingEdit(ks, viewer))
	})
}

func (s *Server) postingEdit(ks *kajian.Session, viewer kajian.Viewer) postingEditDTO {
	d := postingEditDTO{
		Kajian:           toKajianDTO(ks, s.clock.Now(), viewer, sessionExtras{}),
		Holidays:         []holidayDTO{},
		PosterKey:        strPtr(ks.PosterKey),
		ReturnsToPending: kajian.StatusAfterEdit(ks.Type, ks.Status, viewer.IsAdmin()) != ks.Status,
		CanDelete:        viewer.CanDelete(ks),
	}
	for _, h := range ks.Holidays {
		d.Holidays = append(d.Holidays, toHolidayDTO(h))
	}
	return d
}

// handlePostingUpdate saves an edit form: owner or admin only; checked as
// content-side §5 "Edit" says; a published session edited by a non-admin
// waits for approval again; the place is geocoded again when location or
// address changed or coordinates are missing; a replaced poster is deleted.
// Each user has postingEditLimit saved edits.
func (s *Server) handlePostingUpdate() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		ks, viewer, err := s.editableSession(r)
		if err != nil {
			return err
		}
		req, err := decode[postingRequest](r)
		if err != nil {
			return err
		}
		p := req.posting(ks.Type)
		p.Clean()
		if err := p.ValidateEdit(); err != nil {
			return err
		}
		if err := s.checkPosterKey(r.Context(), viewer, p.PosterKey, ks.PosterKey); err != nil {
			return err
		}
		if err := s.allowContent(w, viewer, "posting-edit", postingEditLimit, "perubahan kajian"); err != nil {
			return err
		}
		oldLocation, oldAddress, oldPoster, oldStatus := ks.Location, ks.Address, ks.PosterKey, ks.Status
		placeChanged := p.Location != oldLocation || p.Address != oldAddress
		// A map link the server built for the old place follows the new one.
		if placeChanged && p.MapsURL == kajian.MapsSearchURL(oldLocation, oldAddress) {
			p.MapsURL = ""
		}
		p.Apply(ks)
		ks.Status = kajian.StatusAfterEdit(ks.Type, oldStatus, viewer.IsAdmin())
		geocode := geocodeSkipped
		if !ks.IsOnline && (placeChanged || ks.Latitude == nil) {
			geocode = s.geocodePosting(r.Context(), ks)
		}
		if err := s.store.UpdateSession(r.Context(), ks, postingHolidays(p.Holidays)); err != nil {
			return err
		}
		if oldPoster != "" && oldPoster != ks.PosterKey {
			s.removeDroppedPoster(r.Context(), oldPoster)
		}
		fresh, err := s.store.FindSession(r.Context(), ks.Type, ks.ID)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, postingSavedDTO{
			Kajian:  toKajianDTO(fresh, s.clock.Now(), viewer, sessionExtras{}),
			Message: postingUpdatedMessage(ks.Type, oldStatus, ks.Status), Geocode: geocode,
		})
	})
}

// removeDroppedPoster deletes, once the session's write has committed, the
// poster a session no longer shows. The store has handed it to the sweep in
// that write, so a failure here only delays the deletion to the next sweep:
// it is logged, not answered.
func (s *Server) removeDroppedPoster(ctx context.Context, key string) {
	if _, err := s.removePoster(context.WithoutCancel(ctx), key); err != nil {
		slog.WarnContext(ctx, "deleting a poster no session shows failed; the sweep retries", "err", err, "key", key,
			"request_id", requestID(ctx))
	}
}

// handlePostingDelete deletes a session: its creator while it is not
// published, an admin always. Its poster goes with it.
func (s *Server) handlePostingDelete() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		t, ok := parsePostingType(r.PathValue("type"))
		if !ok {
			return kajian.ErrNotFound
		}
		ks, err := s.store.FindSessionBySlug(r.Context(), t, r.PathValue("slug"))
		if errors.Is(err, kajian.ErrNotFound) {
			return errSessionNotFound(t)
		}
		if err != nil {
			return err
		}
		if !viewer.CanEdit(ks) {
			return kajian.Errorf(kajian.KindForbidden, "forbidden", "Anda tidak memiliki izin untuk menghapus kajian ini")
		}
		if !viewer.CanDelete(ks) {
			msg := "Kajian yang sudah disetujui tidak dapat dihapus"
			if t == kajian.Recurring {
				msg = "Kajian rutin yang sudah aktif tidak dapat dihapus"
			}
			return kajian.Errorf(kajian.KindForbidden, "published", msg)
		}
		if err := s.store.DeleteSession(r.Context(), t, ks.ID); err != nil {
			return err
		}
		if ks.PosterKey != "" {
			s.removeDroppedPoster(r.Context(), ks.PosterKey)
		}
		return encode(w, http.StatusOK, postingActionDTO{OK: true, Message: kajian.TypeLabel(t) + " berhasil dihapus"})
	})
}

// postingActionDTO answers an action with the toast to show.
type postingActionDTO struct {
	OK      bool   `json:"ok"`
	Message string `json:"message"`
}

// postingHolidayRequest is one holiday of a weekly session.
type postingHolidayRequest struct {
	Date   string `json:"date"`
	Reason string `json:"reason"`
}

func (req postingHolidayRequest) holiday(id string) (kajian.Holiday, error) {
	in := kajian.HolidayInput{ID: id, Date: strings.TrimSpace(req.Date), Reason: strings.TrimSpace(req.Reason)}
	if err := kajian.ValidateHolidays([]kajian.HolidayInput{in}); err != nil {
		return kajian.Holiday{}, err
	}
	return postingHolidays([]kajian.HolidayInput{in})[0], nil
}

// editableWeekly is editableSession for the holiday routes, which name only
// weekly sessions.
func (s *Server) editableWeekly(r *http.Request) (*kajian.Session, error) {
	r.SetPathValue("type", string(kajian.Recurring))
	ks, _, err := s.editableSession(r)
	return ks, err
}

// handleHolidayAdd adds a holiday to a weekly session.
func (s *Server) handleHolidayAdd() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		ks, err := s.editableWeekly(r)
		if err != nil {
			return err
		}
		req, err := decode[postingHolidayRequest](r)
		if err != nil {
			return err
		}
		h, err := req.holiday("")
		if err != nil {
			return err
		}
		if err := s.store.AddHoliday(r.Context(), ks.ID, &h); err != nil {
			return err
		}
		return encode(w, http.StatusCreated, toHolidayDTO(h))
	})
}

// handleHolidayUpdate changes a holiday's date or reason.
func (s *Server) handleHolidayUpdate() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		ks, err := s.editableWeekly(r)
		if err != nil {
			return err
		}
		req, err := decode[postingHolidayRequest](r)
		if err != nil {
			return err
		}
		h, err := req.holiday(r.PathValue("holidayId"))
		if err != nil {
			return err
		}
		if err := s.store.UpdateHoliday(r.Context(), ks.ID, h); err != nil {
			return postingHolidayError(err)
		}
		return encode(w, http.StatusOK, toHolidayDTO(h))
	})
}

// handleHolidayDelete removes a holiday at once.
func (s *Server) handleHolidayDelete() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		ks, err := s.editableWeekly(r)
		if err != nil {
			return err
		}
		if err := s.store.DeleteHoliday(r.Context(), ks.ID, r.PathValue("holidayId")); err != nil {
			return postingHolidayError(err)
		}
		return encode(w, http.StatusOK, postingActionDTO{OK: true, Message: "Jadwal libur berhasil dihapus"})
	})
}

func postingHolidayError(err error) error {
	if errors.Is(err, kajian.ErrNotFound) {
		return kajian.Errorf(kajian.KindNotFound, "holiday_not_found", "Jadwal libur tidak ditemukan")
	}
	return err
}
