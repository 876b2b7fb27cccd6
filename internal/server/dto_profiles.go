package server

import (
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// publicProfileDTO is what anyone may see of a user. It has no e-mail
// address, phone, saved location or role, by construction: who the admins
// are is not everyone's to know.
type publicProfileDTO struct {
	ID        string    `json:"id"`
	FullName  string    `json:"full_name"`
	CreatedAt time.Time `json:"created_at"`
}

func toPublicProfileDTO(p kajian.Profile) publicProfileDTO {
	return publicProfileDTO{ID: p.ID, FullName: p.FullName, CreatedAt: p.CreatedAt}
}

// noteSessionDTO is the session a note is about.
type noteSessionDTO struct {
	Type     string  `json:"type"`
	Title    string  `json:"title"`
	Ustaz    string  `json:"ustaz"`
	Slug     string  `json:"slug"`
	Location *string `json:"location"`
}

// publicNoteDTO is a public note as lists show it; notes is the stored,
// sanitised HTML and notes_text its plain text for excerpts and copying.
type publicNoteDTO struct {
	ID                string          `json:"id"`
	UserID            string          `json:"user_id"`
	AuthorName        string          `json:"author_name"`
	KajianID          *string         `json:"kajian_id"`
	RecurringKajianID *string         `json:"recurring_kajian_id"`
	AttendanceDate    string          `json:"attendance_date"`
	Notes             string          `json:"notes"`
	NotesText         string          `json:"notes_text"`
	Tags              []string        `json:"tags"`
	Session           *noteSessionDTO `json:"session"`
	CreatedAt         time.Time       `json:"created_at"`
}

func toPublicNoteDTO(n kajian.Note) publicNoteDTO {
	d := publicNoteDTO{ID: n.ID, UserID: n.UserID, AuthorName: n.AuthorName, KajianID: strPtr(n.KajianID),
		RecurringKajianID: strPtr(n.RecurringKajianID), AttendanceDate: n.AttendanceDate.String(), Notes: n.Notes,
		NotesText: n.NotesText, Tags: n.Tags, CreatedAt: n.CreatedAt}
	if d.Tags == nil {
		d.Tags = []string{}
	}
	if n.SessionType != "" {
		d.Session = &noteSessionDTO{Type: string(n.SessionType), Title: n.SessionTitle, Ustaz: n.SessionUstaz, Slug: n.SessionSlug,
			Location: strPtr(n.SessionLocation)}
	}
	return d
}

// notePageDTO is one page of public notes.
type notePageDTO struct {
	Items    []publicNoteDTO `json:"items"`
	Total    int             `json:"total"`
	Page     int             `json:"page"`
	PageSize int             `json:"page_size"`
	Tags     []string        `json:"tags"`
}

func toNotePageDTO(p kajian.NotePage, page, size int) notePageDTO {
	d := notePageDTO{Items: make([]publicNoteDTO, 0, len(p.Notes)), Total: p.Total, Page: page, PageSize: size, Tags: p.Tags}
	for _, n := range p.Notes {
		d.Items = append(d.Items, toPublicNoteDTO(n))
	}
	if d.Tags == nil {
		d.Tags = []string{}
	}
	return d
}
