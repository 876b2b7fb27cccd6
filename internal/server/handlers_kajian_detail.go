package server

import (
	"net/http"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/sessions"
)

// creatorDTO names who posted a session, for the link to their public profile.
type creatorDTO struct {
	ID       string `json:"id"`
	FullName string `json:"full_name"`
}

// kajianDetailDTO is a session as its page shows it: the shared session shape
// plus who posted it, whether the viewer may edit it or answer attendance now,
// and the links and text the share dialog offers.
type kajianDetailDTO struct {
	kajianDTO
	Creator     creatorDTO `json:"creator"`
	CanEdit     bool       `json:"can_edit"`
	CanRSVP     bool       `json:"can_rsvp"` // attendance may be recorded now (public, upcoming, no holiday today)
	ShareURL    string     `json:"share_url"`
	ShareText   string     `json:"share_text"`
	CalendarURL string     `json:"calendar_url"` // the .ics download
	// GoogleCalendarURL adds the session to Google Calendar; null without a
	// date to start from.
	GoogleCalendarURL *string `json:"google_calendar_url"`
	CalendarDetails   string  `json:"calendar_details"`  // the text calendar events carry
	PreviewImageURL   string  `json:"preview_image_url"` // 1200x630
	// CancellableDates are the weekly session's coming dates its cancel dialog offers (for
	// who may cancel it; empty otherwise).
	CancellableDates []string `json:"cancellable_dates"`
}

// toKajianDetailDTO shapes a session's page for viewer.
func toKajianDetailDTO(p sessions.Page, viewer kajian.Viewer, l links) kajianDetailDTO {
	k, now := p.Session, p.Now
	tm := k.TimingAt(now)
	link := l.session(k)
	dates := []string{}
	if viewer.CanEdit(k) && k.IsPublic() {
		for _, d := range k.CancellableDates(now) {
			dates = append(dates, d.String())
		}
	}
	d := kajianDetailDTO{
		kajianDTO: toKajianDTO(k, tm, viewer, sessionExtras{RSVPCount: p.RSVPCount, UserRSVP: p.Mine}),
		Creator:   creatorDTO{ID: k.CreatedBy, FullName: p.CreatorName}, CanEdit: viewer.CanEdit(k), CanRSVP: k.CanAttend(now),
		ShareURL: link, ShareText: kajian.ShareText(k, tm, link),
		CalendarURL: sessionPath(k) + "/kalender.ics", CalendarDetails: kajian.EventDetails(k, link),
		GoogleCalendarURL: strPtr(kajian.GoogleCalendarURL(k, tm.NextDate, link)),
		PreviewImageURL:   l.previewImage(k), CancellableDates: dates,
	}
	return d
}

// handleKajianDetail serves GET /api/v1/kajian/{slug} and
// /api/v1/kajian-rutin/{slug}: one session by slug, honouring visibility.
func handleKajianDetail(ss *sessions.Service, l links, t kajian.Type) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer := viewerOf(r.Context())
		p, err := ss.Page(r.Context(), viewer, t, r.PathValue("slug"))
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, toKajianDetailDTO(p, viewer, l))
	})
}

// handleSessionNotes serves a page of a session's public notes, newest first,
// 3 per page, with the total for the 'n / total' pager.
func handleSessionNotes(ss *sessions.Service, t kajian.Type) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		page, err := pageParam(r.URL.Query())
		if err != nil {
			return err
		}
		notes, err := ss.Notes(r.Context(), viewerOf(r.Context()), t, r.PathValue("slug"), page)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, toNotePageDTO(notes, page, sessions.NotesPageSize))
	})
}
