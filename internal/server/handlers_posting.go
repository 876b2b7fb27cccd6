package server

import (
	"net/http"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/posting"
)

// postingRequest is the body of the posting and edit forms.
type postingRequest struct {
	KajianType     string                `json:"kajian_type"` // regular | recurring; create only
	Title          string                `json:"title"`
	Speakers       []postingSpeakerInput `json:"speakers"`
	Date           string                `json:"date"`
	Time           string                `json:"time"`
	AfterPrayer    string                `json:"after_prayer"`
	PrayerOffset   int                   `json:"prayer_offset"`
	DayOfWeek      *int                  `json:"day_of_week"`
	EveryWeeks     int                   `json:"every_weeks"`
	RhythmFrom     string                `json:"rhythm_from"`
	MonthWeeks     []int                 `json:"month_weeks"`
	EndTime        string                `json:"end_time"`
	EndDate        string                `json:"end_date"`
	TimezoneRegion string                `json:"timezone_region"`
	IsOnline       bool                  `json:"is_online"`
	LiveStreamURL  string                `json:"live_stream_url"`
	Location       string                `json:"location"`
	Address        string                `json:"address"`
	MapsURL        string                `json:"maps_url"`
	Description    string                `json:"description"`
	Audience       []string              `json:"audience"`
	Kitab          string                `json:"kitab"`
	Bab            string                `json:"bab"`
	PosterKey      string                `json:"poster_key"`
	ContactPerson  string                `json:"contact_person"`
	ContactPhone   string                `json:"contact_phone"`
	Holidays       []postingHolidayInput `json:"holidays"`
	MasjidID       *string               `json:"masjid_id"` // the masjid it is held at; "" unlinks, absent (or null) keeps it
	SeriesID       *string               `json:"series_id"` // the series it is part of (the author's own); "" leaves it, absent keeps it
}

type postingSpeakerInput struct {
	Name   string `json:"name"`
	IsMain bool   `json:"is_main_speaker"`
	Order  int    `json:"speaker_order"`
}

type postingHolidayInput struct {
	ID     string `json:"id"`
	Date   string `json:"date"`
	Until  string `json:"until"`
	Reason string `json:"reason"`
}

func (req postingRequest) posting(t kajian.Type) kajian.Posting {
	p := kajian.Posting{Type: t, Title: req.Title, Date: req.Date, Time: req.Time, DayOfWeek: req.DayOfWeek,
		AfterPrayer: req.AfterPrayer, PrayerOffset: req.PrayerOffset, Audience: req.Audience, Kitab: req.Kitab, Bab: req.Bab,
		Zone: req.TimezoneRegion, IsOnline: req.IsOnline, LiveStreamURL: req.LiveStreamURL, Location: req.Location,
		Address: req.Address, MapsURL: req.MapsURL, Description: req.Description, PosterKey: req.PosterKey,
		ContactPerson: req.ContactPerson, ContactPhone: req.ContactPhone, MasjidID: req.MasjidID, SeriesID: req.SeriesID,
		EveryWeeks: req.EveryWeeks, RhythmFrom: req.RhythmFrom, MonthWeeks: req.MonthWeeks, EndTime: req.EndTime, EndDate: req.EndDate}
	for _, sp := range req.Speakers {
		p.Speakers = append(p.Speakers, kajian.Speaker{Name: sp.Name, IsMain: sp.IsMain, Order: sp.Order})
	}
	if t == kajian.Recurring {
		for _, h := range req.Holidays {
			p.Holidays = append(p.Holidays, kajian.HolidayInput{ID: h.ID, Date: h.Date, Until: h.Until, Reason: h.Reason})
		}
	}
	return p
}

// postingSavedDTO answers a create or an update: the session, the toast to
// show, and whether its place could be verified.
type postingSavedDTO struct {
	Kajian  kajianDTO `json:"kajian"`
	Message string    `json:"message"`
	Geocode string    `json:"geocode"` // verified | failed | skipped
}

func toPostingSavedDTO(s posting.Saved, viewer kajian.Viewer, clock kajian.Clock) postingSavedDTO {
	return postingSavedDTO{Kajian: toKajianDTO(s.Session, s.Session.TimingAt(clock.Now()), viewer, sessionExtras{}), Message: s.Message,
		Geocode: string(s.Geocode)}
}

// postingEditDTO is what the edit forms load: the session, every holiday
// (not only upcoming ones), the poster's key to send back, and what the
// viewer may do.
type postingEditDTO struct {
	Kajian    kajianDTO    `json:"kajian"`
	Holidays  []holidayDTO `json:"holidays"`
	PosterKey *string      `json:"poster_key"`
	// MasjidID is the linked masjid's id, which the form sends back to keep it linked.
	MasjidID *string `json:"masjid_id"`
	// SeriesID is the session's series, which the form sends back to keep it.
	SeriesID *string `json:"series_id"`
	// ReturnsToPending warns that saving sends a published session back to
	// 'Menunggu' (the viewer is not an admin).
	ReturnsToPending bool `json:"returns_to_pending"`
	CanDelete        bool `json:"can_delete"`
}

// postingActionDTO answers an action with the toast to show.
type postingActionDTO struct {
	OK      bool   `json:"ok"`
	Message string `json:"message"`
}

var (
	errLoginToPost    = kajian.Errorf(kajian.KindUnauthorized, "unauthorized", kajian.MsgLoginFirst)
	errBadPostingType = kajian.Invalid("kajian_type", "Jenis kajian tidak valid")
)

// parsePostingType reads a {type} path value or the form's kajian_type.
func parsePostingType(s string) (kajian.Type, bool) {
	switch kajian.Type(s) {
	case kajian.Regular, kajian.Recurring:
		return kajian.Type(s), true
	}
	return "", false
}

// pathType reads the {type} path value; an unknown one is not found.
func pathType(r *http.Request) (kajian.Type, error) {
	t, ok := parsePostingType(r.PathValue("type"))
	if !ok {
		return "", kajian.ErrNotFound
	}
	return t, nil
}

// handlePostingCreate posts a session (posting.Service.Create).
func handlePostingCreate(postings *posting.Service, clock kajian.Clock) http.Handler {
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
		saved, err := postings.Create(r.Context(), viewer, req.posting(t))
		if err != nil {
			return err
		}
		return encode(w, http.StatusCreated, toPostingSavedDTO(saved, viewer, clock))
	})
}

// handlePostingGet loads a session into an edit form (owner or admin).
func handlePostingGet(postings *posting.Service, clock kajian.Clock) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		t, err := pathType(r)
		if err != nil {
			return err
		}
		e, err := postings.Edit(r.Context(), viewer, t, r.PathValue("slug"))
		if err != nil {
			return err
		}
		d := postingEditDTO{
			Kajian:   toKajianDTO(e.Session, e.Session.TimingAt(clock.Now()), viewer, sessionExtras{}),
			Holidays: []holidayDTO{}, PosterKey: strPtr(e.Session.PosterKey), MasjidID: strPtr(e.Session.MasjidID), SeriesID: strPtr(e.Session.SeriesID),
			ReturnsToPending: e.ReturnsToPending, CanDelete: e.CanDelete,
		}
		for _, h := range e.Session.Holidays {
			if !h.Cancelled { // cancelled dates are kept on the session's page, not in the form
				d.Holidays = append(d.Holidays, toHolidayDTO(h))
			}
		}
		return encode(w, http.StatusOK, d)
	})
}

// handlePostingUpdate saves an edit form (posting.Service.Update).
func handlePostingUpdate(postings *posting.Service, clock kajian.Clock) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		t, err := pathType(r)
		if err != nil {
			return err
		}
		req, err := decode[postingRequest](r)
		if err != nil {
			return err
		}
		saved, err := postings.Update(r.Context(), viewer, t, r.PathValue("slug"), req.posting(t))
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, toPostingSavedDTO(saved, viewer, clock))
	})
}

// handlePostingDelete deletes a session: its creator while it is not
// published, an admin always.
func handlePostingDelete(postings *posting.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		t, err := pathType(r)
		if err != nil {
			return err
		}
		msg, err := postings.Delete(r.Context(), viewer, t, r.PathValue("slug"))
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, postingActionDTO{OK: true, Message: msg})
	})
}

// handlePostingResubmit sends the author's rejected posting back for approval ('Ajukan ulang').
func handlePostingResubmit(postings *posting.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		t, err := pathType(r)
		if err != nil {
			return err
		}
		msg, err := postings.Resubmit(r.Context(), viewer, t, r.PathValue("slug"))
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, postingActionDTO{OK: true, Message: msg})
	})
}

// postingHolidayRequest is one holiday of a weekly session.
type postingHolidayRequest struct {
	Date   string `json:"date"`
	Until  string `json:"until"`
	Reason string `json:"reason"`
}

func (q postingHolidayRequest) input() posting.HolidayInput {
	return posting.HolidayInput{Date: q.Date, Until: q.Until, Reason: q.Reason}
}

// handleHolidayAdd adds a holiday to a weekly session.
func handleHolidayAdd(postings *posting.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		req, err := decode[postingHolidayRequest](r)
		if err != nil {
			return err
		}
		saved, err := postings.AddHoliday(r.Context(), viewer, r.PathValue("slug"), req.input())
		if err != nil {
			return err
		}
		return encode(w, http.StatusCreated, holidaySavedDTO{Holiday: toHolidayDTO(saved.Holiday), Message: saved.Message})
	})
}

// handleHolidayUpdate changes a holiday's date or reason.
func handleHolidayUpdate(postings *posting.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		req, err := decode[postingHolidayRequest](r)
		if err != nil {
			return err
		}
		saved, err := postings.UpdateHoliday(r.Context(), viewer, r.PathValue("slug"), r.PathValue("holidayId"), req.input())
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, holidaySavedDTO{Holiday: toHolidayDTO(saved.Holiday), Message: saved.Message})
	})
}

// handleHolidayDelete removes a holiday at once.
func handleHolidayDelete(postings *posting.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		msg, err := postings.DeleteHoliday(r.Context(), viewer, r.PathValue("slug"), r.PathValue("holidayId"))
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, postingActionDTO{OK: true, Message: msg})
	})
}
