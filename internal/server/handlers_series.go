package server

import (
	"net/http"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/series"
)

// seriesRefDTO links a session's series page.
type seriesRefDTO struct {
	Slug  string `json:"slug"`
	Title string `json:"title"`
}

// seriesDTO is a series as its page and the posting form's select show it.
type seriesDTO struct {
	ID        string    `json:"id"`
	Slug      string    `json:"slug"`
	Path      string    `json:"path"` // /seri/{slug}
	Title     string    `json:"title"`
	Ustaz     string    `json:"ustaz"`
	Kitab     *string   `json:"kitab"`
	StartsOn  string    `json:"starts_on"` // YYYY-MM-DD: meetings are counted from here
	CreatedBy string    `json:"created_by"`
	CreatedAt time.Time `json:"created_at"`
}

func toSeriesDTO(sr *kajian.Series) seriesDTO {
	return seriesDTO{ID: sr.ID, Slug: sr.Slug, Path: kajian.SeriesPath(sr.Slug), Title: sr.Title, Ustaz: sr.Ustaz,
		Kitab: strPtr(sr.Kitab), StartsOn: sr.StartsOn.String(), CreatedBy: sr.CreatedBy, CreatedAt: sr.CreatedAt}
}

// meetingDTO is one meeting of a series: 'Pertemuan ke-14 · Sabtu, 12 Desember 2026'.
type meetingDTO struct {
	N            int    `json:"n"`
	Label        string `json:"label"`      // "Pertemuan ke-14"
	Date         string `json:"date"`       // YYYY-MM-DD
	DateLabel    string `json:"date_label"` // "Sabtu, 12 Desember 2026"
	SessionTitle string `json:"session_title"`
	SessionPath  string `json:"session_path"` // /kajian/{slug} or /kajian-rutin/{slug}
	Time         string `json:"time"`         // "19.30 WIB", "Ba'da Maghrib · adzan ± 17.58 WIB"
}

func toMeetingDTOs(list []kajian.Meeting) []meetingDTO {
	out := make([]meetingDTO, len(list))
	for i, m := range list {
		k := m.Session
		out[i] = meetingDTO{N: m.N, Label: m.Label(), Date: m.Date.String(), DateLabel: m.Date.LongIndonesian(),
			SessionTitle: k.Title, SessionPath: kajian.PagePath(k.Type, k.Slug), Time: k.TimeTextOn(m.Date)}
	}
	return out
}

// seriesPageDTO is a series' page.
type seriesPageDTO struct {
	Series seriesDTO       `json:"series"`
	Coming []meetingDTO    `json:"coming"` // soonest first, today's included, at most 10
	Past   []meetingDTO    `json:"past"`   // most recent first, at most 30
	Notes  []publicNoteDTO `json:"notes"`  // public notes of its sessions, newest first
}

// handleSeriesPage serves GET /api/v1/seri/{slug}: a series' page, for everyone.
func handleSeriesPage(ss *series.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		p, err := ss.Page(r.Context(), r.PathValue("slug"))
		if err != nil {
			return err
		}
		d := seriesPageDTO{Series: toSeriesDTO(p.Series), Coming: toMeetingDTOs(p.Coming), Past: toMeetingDTOs(p.Past),
			Notes: make([]publicNoteDTO, len(p.Notes))}
		for i, n := range p.Notes {
			d.Notes[i] = toPublicNoteDTO(n)
		}
		return encode(w, http.StatusOK, d)
	})
}

type seriesRequest struct {
	Title    string `json:"title"`
	Ustaz    string `json:"ustaz"`
	Kitab    string `json:"kitab"`
	StartsOn string `json:"starts_on"`
}

type seriesCreated struct {
	Series  seriesDTO `json:"series"`
	Message string    `json:"message"`
}

// handleSeriesCreate serves POST /api/v1/seri: the posting form creates a series of the viewer.
func handleSeriesCreate(ss *series.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		q, err := decode[seriesRequest](r)
		if err != nil {
			return err
		}
		sr, err := ss.Create(r.Context(), viewer, kajian.SeriesInput{Title: q.Title, Ustaz: q.Ustaz, Kitab: q.Kitab, StartsOn: q.StartsOn})
		if err != nil {
			return err
		}
		return encode(w, http.StatusCreated, seriesCreated{Series: toSeriesDTO(sr), Message: "Seri kajian dibuat"})
	})
}

type seriesList struct {
	Series []seriesDTO `json:"series"`
}

// handleMySeries serves GET /api/v1/my-seri: the viewer's own series, for the posting form.
func handleMySeries(ss *series.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		list, err := ss.Mine(r.Context(), viewer)
		if err != nil {
			return err
		}
		out := seriesList{Series: make([]seriesDTO, len(list))}
		for i := range list {
			out.Series[i] = toSeriesDTO(&list[i])
		}
		return encode(w, http.StatusOK, out)
	})
}

// handleSeriesPagePage serves GET /seri/{slug}: the app with the series' title and what it
// studies; 404 for an unknown slug.
func (ps *pageServer) handleSeriesPagePage(ss *series.Service) http.Handler {
	return ps.metaPage("/seri/:slug", func(r *http.Request) (pageMeta, int, error) {
		p, err := ss.Page(r.Context(), r.PathValue("slug"))
		if kajian.ErrorKind(err) == kajian.KindNotFound {
			return missingMeta(kajian.MsgSeriesNotFound), http.StatusNotFound, nil
		}
		if err != nil {
			return pageMeta{}, 0, err
		}
		sr := p.Series
		desc := "Seri kajian bersama " + sr.Ustaz
		if sr.Kitab != "" {
			desc += " · Kitab " + sr.Kitab
		}
		if len(p.Coming) > 0 {
			desc += ". Berikutnya: " + p.Coming[0].Label() + ", " + p.Coming[0].Date.LongIndonesian()
		}
		return pageMeta{Title: sr.Title + " · Kajian Kita", OGTitle: sr.Title, Description: truncateRunes(desc, 240),
			CanonicalURL: ps.links.base + kajian.SeriesPath(sr.Slug)}, http.StatusOK, nil
	})
}
