package server

import (
	"net/http"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/assist"
	"github.com/kajiankita/kajian/internal/imports"
	"github.com/kajiankita/kajian/internal/kajian"
)

// calendarSourceDTO is one calendar source with its last fetch, counts and last error.
type calendarSourceDTO struct {
	ID            string        `json:"id"`
	URL           string        `json:"url"`
	Name          string        `json:"name"`
	LastFetchedAt *time.Time    `json:"last_fetched_at"`
	NextFetchAt   time.Time     `json:"next_fetch_at"`
	LastError     *string       `json:"last_error"` // Indonesian; null after a good fetch
	Events        int           `json:"events"`
	Drafts        int           `json:"drafts"`
	Posted        int           `json:"posted"`
	Updated       int           `json:"updated"`
	CreatedAt     time.Time     `json:"created_at"`
	Masjid        *masjidRefDTO `json:"masjid"` // the masjid the source belongs to, or null
}

func toCalendarSourceDTO(s *kajian.CalendarSource) calendarSourceDTO {
	return calendarSourceDTO{ID: s.ID, URL: s.URL, Name: s.Name, LastFetchedAt: s.LastFetchedAt, NextFetchAt: s.NextFetchAt,
		LastError: strPtr(s.LastError), Events: s.Events, Drafts: s.Drafts, Posted: s.Posted, Updated: s.Updated, CreatedAt: s.CreatedAt,
		Masjid: toMasjidRefDTO(s.Masjid)}
}

func toMasjidRefDTO(m *kajian.MasjidRef) *masjidRefDTO {
	if m == nil {
		return nil
	}
	return &masjidRefDTO{Slug: m.Slug, Name: m.Name}
}

type calendarSourceSavedDTO struct {
	Source  calendarSourceDTO `json:"source"`
	Message string            `json:"message"`
}

type calendarSourcesDTO struct {
	Sources []calendarSourceDTO `json:"sources"`
}

// calendarEventDTO is one event of a source: its draft as 'Tempel rekap' shows one, and what
// became of it.
type calendarEventDTO struct {
	ID          string            `json:"id"`
	State       string            `json:"state"` // draft, posting, posted or cancelled
	Extraction  aiResultDTO       `json:"extraction"`
	Holidays    []string          `json:"holidays"`
	Missing     []string          `json:"missing"`
	Note        string            `json:"note"`
	Existing    *rekapExistingDTO `json:"existing"` // 'Sudah ada' (drafts only), or null
	SessionType *string           `json:"session_type"`
	SessionID   *string           `json:"session_id"`
}

type calendarSourceDetailDTO struct {
	Source calendarSourceDTO  `json:"source"`
	Events []calendarEventDTO `json:"events"`
}

// calendarDraftPostedDTO is a draft posted: the session and the posting form's toast.
type calendarDraftPostedDTO struct {
	Kajian  kajianDTO `json:"kajian"`
	Message string    `json:"message"`
}

type calendarSourceRequest struct {
	URL      string `json:"url"`
	MasjidID string `json:"masjid_id"` // "" or absent: the adder's own source
}

// handleCalendarSources serves GET /api/v1/calendar-sources: the viewer's sources.
func handleCalendarSources(imp *imports.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		list, err := imp.List(r.Context(), viewerOf(r.Context()))
		if err != nil {
			return err
		}
		out := calendarSourcesDTO{Sources: make([]calendarSourceDTO, 0, len(list))}
		for _, s := range list {
			out.Sources = append(out.Sources, toCalendarSourceDTO(s))
		}
		return encode(w, http.StatusOK, out)
	})
}

// handleCalendarSourceAdd serves POST /api/v1/calendar-sources: fetched at once, its events drafts.
func handleCalendarSourceAdd(imp *imports.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer := viewerOf(r.Context())
		if err := imp.MayImport(r.Context(), viewer); err != nil {
			return err // before reading the body: a visitor learns nothing of its shape
		}
		req, err := decode[calendarSourceRequest](r)
		if err != nil {
			return err
		}
		s, err := imp.Add(r.Context(), viewer, req.URL, strings.TrimSpace(req.MasjidID))
		if err != nil {
			return err
		}
		return encode(w, http.StatusCreated, calendarSourceSavedDTO{Source: toCalendarSourceDTO(s), Message: kajian.CalendarAddedMessage(s.Drafts)})
	})
}

// handleCalendarSource serves GET /api/v1/calendar-sources/{id}: the source and its events.
func handleCalendarSource(imp *imports.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		d, err := imp.Source(r.Context(), viewerOf(r.Context()), r.PathValue("id"))
		if err != nil {
			return err
		}
		out := calendarSourceDetailDTO{Source: toCalendarSourceDTO(d.Source), Events: make([]calendarEventDTO, 0, len(d.Events))}
		for _, e := range d.Events {
			dto := calendarEventDTO{ID: e.ID, State: string(e.State), Extraction: aiResultDTO{Extraction: e.Draft.Extraction, Source: string(assist.SourceText)},
				Holidays: e.Draft.Holidays, Missing: e.Draft.Missing, Note: e.Draft.Note,
				SessionType: strPtr(string(e.SessionType)), SessionID: strPtr(e.SessionID)}
			if dto.Holidays == nil {
				dto.Holidays = []string{}
			}
			if dto.Missing == nil {
				dto.Missing = []string{}
			}
			if e.Existing != nil {
				dto.Existing = &rekapExistingDTO{Title: e.Existing.Title, Path: sessionPath(e.Existing), Status: string(e.Existing.Status)}
			}
			out.Events = append(out.Events, dto)
		}
		return encode(w, http.StatusOK, out)
	})
}

// handleCalendarSourceRefresh serves POST /api/v1/calendar-sources/{id}/refresh ('Perbarui sekarang').
func handleCalendarSourceRefresh(imp *imports.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		s, err := imp.Refresh(r.Context(), viewerOf(r.Context()), r.PathValue("id"))
		if err != nil {
			return err
		}
		msg := kajian.MsgCalendarRefreshed
		if s.LastError != "" {
			msg = s.LastError
		}
		return encode(w, http.StatusOK, calendarSourceSavedDTO{Source: toCalendarSourceDTO(s), Message: msg})
	})
}

// handleCalendarDraftPost serves POST /api/v1/calendar-sources/{id}/drafts/{eventId}/post: the
// draft as the viewer corrected it, posted as POST /api/v1/postings posts.
func handleCalendarDraftPost(imp *imports.Service, clock kajian.Clock) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer := viewerOf(r.Context())
		if err := imp.MayImport(r.Context(), viewer); err != nil {
			return err
		}
		req, err := decode[postingRequest](r)
		if err != nil {
			return err
		}
		p, err := imp.PostDraft(r.Context(), viewer, r.PathValue("id"), r.PathValue("eventId"), func() (kajian.Posting, error) {
			t, ok := parsePostingType(req.KajianType)
			if !ok {
				return kajian.Posting{}, errBadPostingType
			}
			return req.posting(t), nil
		})
		if err != nil {
			return err
		}
		return encode(w, http.StatusCreated, calendarDraftPostedDTO{Kajian: toKajianDTO(p.Session, p.Session.TimingAt(clock.Now()), viewer, sessionExtras{}),
			Message: p.Message})
	})
}
