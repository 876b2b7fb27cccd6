package moderation

import (
	"context"
	"errors"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// NotesStore reads public notes and removes one.
type NotesStore interface {
	ListNotes(ctx context.Context, f kajian.NoteFilter) (kajian.NotePage, error)
	DeletePublicNote(ctx context.Context, id, adminID string) (store.Acted, error)
}

// NotesPageSize is 'Kelola Catatan Publik”s page (content-side §9).
const NotesPageSize = 10

var errNoteNotFound = kajian.Errorf(kajian.KindNotFound, "note_not_found", "Catatan tidak ditemukan")

// PublicNotes is a page of everyone's public notes for the admin, newest
// written first, searched in text, title, ustaz; private notes are never in
// it.
func (s *Service) PublicNotes(ctx context.Context, admin kajian.Viewer, f kajian.NoteFilter, page int) (kajian.NotePage, error) {
	if err := kajian.RequireAdmin(admin); err != nil {
		return kajian.NotePage{}, err
	}
	f.UserID, f.Visibility, f.Favorites, f.SessionID, f.ByCreated = "", kajian.Public, false, "", true
	f.Limit, f.Offset = NotesPageSize, (page-1)*NotesPageSize
	return s.notes.ListNotes(ctx, f)
}

// DeleteNote removes a public note and tells its author; a private note (or one its author made
// private meanwhile) is not the admins' to delete and answers not found. It
// returns the toast to show.
func (s *Service) DeleteNote(ctx context.Context, admin kajian.Viewer, id string) (string, error) {
	if err := kajian.RequireAdmin(admin); err != nil {
		return "", err
	}
	acted, err := s.notes.DeletePublicNote(ctx, id, admin.UserID)
	if err != nil {
		if errors.Is(err, kajian.ErrNotFound) {
			return "", errNoteNotFound
		}
		return "", err
	}
	s.notices.NoteDeleted(ctx, acted)
	return "Catatan berhasil dihapus", nil
}
