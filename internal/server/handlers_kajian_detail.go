package server

import (
	"context"
	"errors"
	"net/http"
	"strconv"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// Session page errors (spec §5 Session visibility, §8). A session that exists
// but is not visible to the viewer gets its own message, as the spec asks.
var (
	errKajianNotFound     = kajian.Errorf(kajian.KindNotFound, "kajian_not_found", "Kajian tidak ditemukan")
	errKajianNotApproved  = kajian.Errorf(kajian.KindNotFound, "kajian_not_approved", "Kajian tidak ditemukan atau belum disetujui")
	errRecurringNotFound  = kajian.Errorf(kajian.KindNotFound, "recurring_kajian_not_found", "Kajian rutin tidak ditemukan")
	errRecurringNotActive = kajian.Errorf(kajian.KindNotFound, "recurring_kajian_not_active", "Kajian rutin tidak ditemukan atau belum aktif")
	errBadNotesPage       = kajian.Invalid("page", "Halaman tidak valid")
)

const (
	// defaultAuthorName stands in for a missing profile's name (spec §7).
	defaultAuthorName = "Pengguna"
	// sessionNotesPageSize is the public notes page on a detail page (spec §9).
	sessionNotesPageSize = 3
	maxNotesPage         = 10000
)

// sessionNotFound returns the error for a session of type t that does not
// exist (hidden false) or that the viewer may not see (hidden true).
func sessionNotFound(t kajian.Type, hidden bool) error {
	switch {
	case t == kajian.Recurring && hidden:
		return errRecurringNotActive
	case t == kajian.Recurring:
		return errRecurringNotFound
	case hidden:
		return errKajianNotApproved
	}
	return errKajianNotFound
}

// findVisibleSession finds the session of type t by its slug (or a UUID inside
// it) and checks that viewer may see it.
func (s *Server) findVisibleSession(ctx context.Context, viewer kajian.Viewer, t kajian.Type, slug string) (*kajian.Session, error) {
	k, err := s.store.FindSessionBySlug(ctx, t, slug)
	if errors.Is(err, kajian.ErrNotFound) {
		return nil, sessionNotFound(t, false)
	}
	if err != nil {
		return nil, err
	}
	if !viewer.CanView(k) {
		return nil, sessionNotFound(t, true)
	}
	return k, nil
}

// occurrenceOf is what attendance answers for k belong to at timing tm: the
// session, or (weekly) its next occurrence.
func occurrenceOf(k *kajian.Session, tm kajian.Timing) store.Occurrence {
	o := store.Occurrence{Type: k.Type, SessionID: k.ID}
	if k.Type == kajian.Recurring {
		o.Date = tm.NextDate
	}
	return o
}

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
	Creator         creatorDTO `json:"creator"`
	CanEdit         bool       `json:"can_edit"`
	CanRSVP         bool       `json:"can_rsvp"` // attendance may be recorded now (public, upcoming, no holiday today)
	ShareURL        string     `json:"share_url"`
	ShareText       string     `json:"share_text"`
	CalendarURL     string     `json:"calendar_url"`      // the .ics download
	CalendarDetails string     `json:"calendar_details"`  // the text calendar events carry
	PreviewImageURL string     `json:"preview_image_url"` // 1200x630
}

// baseURL is the public origin without a trailing slash.
func (s *Server) baseURL() string {
	b := s.cfg.BaseURL
	for len(b) > 0 && b[len(b)-1] == '/' {
		b = b[:len(b)-1]
	}
	return b
}

// shareURL is the absolute link to k's page.
func (s *Server) shareURL(k *kajian.Session) string { return s.baseURL() + sessionPath(k) }

func (s *Server) creatorOf(ctx context.Context, k *kajian.Session) (creatorDTO, error) {
	c := creatorDTO{ID: k.CreatedBy, FullName: defaultAuthorName}
	p, err := s.store.FindProfile(ctx, k.CreatedBy)
	if errors.Is(err, kajian.ErrNotFound) {
		return c, nil
	}
	if err != nil {
		return c, err
	}
	if p.FullName != "" {
		c.FullName = p.FullName
	}
	return c, nil
}

// kajianDetail shapes k for its page as viewer sees it at the request's moment.
func (s *Server) kajianDetail(ctx context.Context, k *kajian.Session, viewer kajian.Viewer) (kajianDetailDTO, error) {
	now := s.clock.Now()
	tm := k.TimingAt(now)
	occ := occurrenceOf(k, tm)
	att, err := s.store.AttendanceOf(ctx, viewer.UserID, []store.Occurrence{occ})
	if err != nil {
		return kajianDetailDTO{}, err
	}
	creator, err := s.creatorOf(ctx, k)
	if err != nil {
		return kajianDetailDTO{}, err
	}
	link := s.shareURL(k)
	return kajianDetailDTO{
		kajianDTO: toKajianDTO(k, now, viewer, sessionExtras{RSVPCount: att.Counts[occ], UserRSVP: att.Mine[occ]}),
		Creator:   creator, CanEdit: viewer.CanEdit(k), CanRSVP: k.CanAttend(now),
		ShareURL: link, ShareText: kajian.ShareText(k, tm.NextDate, link),
		CalendarURL: sessionPath(k) + "/kalender.ics", CalendarDetails: kajian.EventDetails(k, link),
		PreviewImageURL: s.previewImageURL(k),
	}, nil
}

// handleKajianDetail serves GET /api/v1/kajian/{slug} and
// /api/v1/kajian-rutin/{slug}: one session by slug, honouring visibility.
func (s *Server) handleKajianDetail(t kajian.Type) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer := viewerOf(r.Context())
		k, err := s.findVisibleSession(r.Context(), viewer, t, r.PathValue("slug"))
		if err != nil {
			return err
		}
		d, err := s.kajianDetail(r.Context(), k, viewer)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, d)
	})
}

// handleSessionNotes serves a page of a session's public notes, newest first,
// 3 per page, with the total for the 'n / total' pager.
func (s *Server) handleSessionNotes(t kajian.Type) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		page := 1
		if p := r.URL.Query().Get("page"); p != "" {
			n, err := strconv.Atoi(p)
			if err != nil || n < 1 || n > maxNotesPage {
				return errBadNotesPage
			}
			page = n
		}
		k, err := s.findVisibleSession(r.Context(), viewerOf(r.Context()), t, r.PathValue("slug"))
		if err != nil {
			return err
		}
		notes, err := s.store.ListSessionNotes(r.Context(), t, k.ID, sessionNotesPageSize, (page-1)*sessionNotesPageSize)
		if err != nil {
			return err
		}
		for i := range notes.Notes {
			n := &notes.Notes[i]
			if n.AuthorName == "" {
				n.AuthorName = defaultAuthorName
			}
			n.SessionType, n.SessionTitle, n.SessionUstaz, n.SessionSlug = k.Type, k.Title, k.Ustaz, k.Slug
		}
		return encode(w, http.StatusOK, toNotePageDTO(notes, page, sessionNotesPageSize))
	})
}
