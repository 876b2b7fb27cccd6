package server

import (
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// noteDTO is one of the viewer's own notes: the public shape plus what only
// its author sees.
type noteDTO struct {
	publicNoteDTO
	IsFavorite bool      `json:"is_favorite"`
	Visibility string    `json:"visibility"`
	UpdatedAt  time.Time `json:"updated_at"`
}

func toNoteDTO(n kajian.Note) noteDTO {
	return noteDTO{publicNoteDTO: toPublicNoteDTO(n), IsFavorite: n.IsFavorite, Visibility: string(n.Visibility), UpdatedAt: n.UpdatedAt}
}

// journalPageDTO is a page of the viewer's own notes.
type journalPageDTO struct {
	Items    []noteDTO `json:"items"`
	Total    int       `json:"total"`
	Page     int       `json:"page"`
	PageSize int       `json:"page_size"`
	Tags     []string  `json:"tags"`
}

func toJournalPageDTO(p kajian.NotePage, page, size int) journalPageDTO {
	d := journalPageDTO{Items: make([]noteDTO, 0, len(p.Notes)), Total: p.Total, Page: page, PageSize: size, Tags: p.Tags}
	for _, n := range p.Notes {
		d.Items = append(d.Items, toNoteDTO(n))
	}
	if d.Tags == nil {
		d.Tags = []string{}
	}
	return d
}

// pickerSessionDTO is a session the note form offers to choose.
type pickerSessionDTO struct {
	ID             string  `json:"id"`
	Type           string  `json:"type"`
	Slug           string  `json:"slug"`
	Title          string  `json:"title"`
	Ustaz          string  `json:"ustaz"`
	Date           *string `json:"date"`
	DayOfWeek      *int    `json:"day_of_week"`
	DayName        *string `json:"day_name"`
	Time           string  `json:"time"`
	TimezoneRegion string  `json:"timezone_region"`
	Location       *string `json:"location"`
	IsOnline       bool    `json:"is_online"`
	Schedule       string  `json:"schedule"` // when it is held: 'Sabtu pekan ke-2 & ke-4', 'Selasa, 24 November 2026'
}

// journalSessionsDTO is what the note form chooses from: the sessions the
// viewer attended (attended true), or every public one when there are none.
type journalSessionsDTO struct {
	Attended  bool               `json:"attended"`
	Regular   []pickerSessionDTO `json:"regular"`
	Recurring []pickerSessionDTO `json:"recurring"`
}

func toJournalSessionsDTO(attended bool, list []*kajian.Session) journalSessionsDTO {
	d := journalSessionsDTO{Attended: attended, Regular: []pickerSessionDTO{}, Recurring: []pickerSessionDTO{}}
	for _, k := range list {
		p := pickerSessionDTO{ID: k.ID, Type: string(k.Type), Slug: k.Slug, Title: k.Title, Ustaz: k.Ustaz, Time: k.Time.String(),
			TimezoneRegion: string(k.Zone), Location: strPtr(k.Location), IsOnline: k.IsOnline, Schedule: k.WhenText()}
		if k.Type == kajian.Recurring {
			day, name := k.DayOfWeek, kajian.DayName(k.DayOfWeek)
			p.DayOfWeek, p.DayName = &day, &name
			d.Recurring = append(d.Recurring, p)
		} else {
			date := k.Date.String()
			p.Date = &date
			d.Regular = append(d.Regular, p)
		}
	}
	return d
}
