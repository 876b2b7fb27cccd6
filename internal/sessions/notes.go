package sessions

import (
	"context"

	"github.com/kajiankita/kajian/internal/kajian"
)

// NotesPageSize is the public notes page on a session's page (spec §9).
const NotesPageSize = 3

// Notes returns page (from 1) of the public notes about a session the viewer
// may see, newest first, each carrying the session and its author's name.
func (s *Service) Notes(ctx context.Context, viewer kajian.Viewer, t kajian.Type, slug string, page int) (kajian.NotePage, error) {
	k, err := s.Find(ctx, viewer, t, slug)
	if err != nil {
		return kajian.NotePage{}, err
	}
	notes, err := s.store.ListNotes(ctx, kajian.NoteFilter{SessionType: t, SessionID: k.ID, Visibility: kajian.Public,
		ByCreated: true, Limit: NotesPageSize, Offset: (page - 1) * NotesPageSize})
	if err != nil {
		return kajian.NotePage{}, err
	}
	for i := range notes.Notes {
		n := &notes.Notes[i]
		if n.AuthorName == "" {
			n.AuthorName = DefaultAuthorName
		}
	}
	return notes, nil
}
