package server

import (
	"net/http"
	"net/url"
	"strconv"

	"github.com/kajiankita/kajian/internal/journal"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/moderation"
	"github.com/kajiankita/kajian/internal/profiles"
)

const maxNoteSearchRunes = 200

// noteFilterFrom reads the query of a note list: q, tag (repeated: every
// one), from and to (inclusive), sort (date_desc or date_asc), favorite,
// visibility, page.
func noteFilterFrom(q url.Values) (kajian.NoteFilter, int, error) {
	f := kajian.NoteFilter{Search: q.Get("q"), Tags: q["tag"], Favorites: q.Get("favorite") == "true"}
	if len([]rune(f.Search)) > maxNoteSearchRunes {
		return f, 0, kajian.Invalid("q", "Kata pencarian terlalu panjang")
	}
	if len(f.Tags) > kajian.MaxNoteTags {
		return f, 0, kajian.Invalid("tag", "Terlalu banyak tag")
	}
	switch q.Get("sort") {
	case "", "date_desc":
	case "date_asc":
		f.Oldest = true
	default:
		return f, 0, kajian.Invalid("sort", "Urutan tidak dikenal")
	}
	switch v := kajian.Visibility(q.Get("visibility")); v {
	case "", "all":
	case kajian.Public, kajian.Private:
		f.Visibility = v
	default:
		return f, 0, kajian.Invalid("visibility", "Visibilitas catatan tidak valid")
	}
	for name, dst := range map[string]*kajian.Date{"from": &f.From, "to": &f.To} {
		if raw := q.Get(name); raw != "" {
			d, err := kajian.ParseDate(raw)
			if err != nil {
				return f, 0, kajian.Invalid(name, "Format tanggal tidak valid")
			}
			*dst = d
		}
	}
	page, err := pageParam(q)
	return f, page, err
}

// noteRequest is what the note forms send.
type noteRequest struct {
	KajianID          string   `json:"kajian_id"`
	RecurringKajianID string   `json:"recurring_kajian_id"`
	AttendanceDate    string   `json:"attendance_date"`
	Notes             string   `json:"notes"`
	Tags              []string `json:"tags"`
	Visibility        string   `json:"visibility"`
	IsFavorite        bool     `json:"is_favorite"`
	// ClientKey names a new note's save, so that one retried (offline, or
	// after a lost answer) never makes a second note.
	ClientKey string `json:"client_key"`
}

func (q noteRequest) input() kajian.NoteInput {
	return kajian.NoteInput{KajianID: q.KajianID, RecurringKajianID: q.RecurringKajianID, AttendanceDate: q.AttendanceDate,
		Notes: q.Notes, Tags: q.Tags, Visibility: kajian.Visibility(q.Visibility), IsFavorite: q.IsFavorite}
}

// noteSavedDTO answers a save with the note and the toast to show.
type noteSavedDTO struct {
	Note    noteDTO `json:"note"`
	Message string  `json:"message"`
}

// handleJournalList serves 'Catatan Saya': the viewer's notes, 9 a page.
func handleJournalList(j *journal.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		f, page, err := noteFilterFrom(r.URL.Query())
		if err != nil {
			return err
		}
		f.SearchLocation = false
		p, err := j.Mine(r.Context(), viewer, f, page)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, toJournalPageDTO(p, page, journal.OwnPageSize))
	})
}

// handleJournalCreate stores a new note: 201, or 200 with the note a save
// with the same client_key made before.
func handleJournalCreate(j *journal.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return errLoginToPost
		}
		q, err := decode[noteRequest](r)
		if err != nil {
			return err
		}
		n, created, err := j.Create(r.Context(), viewer, q.input(), q.ClientKey)
		if err != nil {
			return err
		}
		status := http.StatusCreated
		if !created {
			status = http.StatusOK
		}
		return encode(w, status, noteSavedDTO{Note: toNoteDTO(n), Message: "Catatan kajian berhasil disimpan!"})
	})
}

// handleJournalGet serves one of the viewer's notes.
func handleJournalGet(j *journal.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		n, err := j.Get(r.Context(), viewerOf(r.Context()), r.PathValue("id"))
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, toNoteDTO(n))
	})
}

// handleJournalUpdate saves an edit of one of the viewer's notes.
func handleJournalUpdate(j *journal.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		q, err := decode[noteRequest](r)
		if err != nil {
			return err
		}
		n, err := j.Update(r.Context(), viewer, r.PathValue("id"), q.input())
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, noteSavedDTO{Note: toNoteDTO(n), Message: "Catatan kajian berhasil diperbarui!"})
	})
}

type visibilityRequest struct {
	Visibility string `json:"visibility"`
}

// handleJournalVisibility makes one of the viewer's notes public or private.
func handleJournalVisibility(j *journal.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		q, err := decode[visibilityRequest](r)
		if err != nil {
			return err
		}
		msg, err := j.SetVisibility(r.Context(), viewer, r.PathValue("id"), kajian.Visibility(q.Visibility))
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, postingActionDTO{OK: true, Message: msg})
	})
}

type favoriteRequest struct {
	IsFavorite bool `json:"is_favorite"`
}

// handleJournalFavorite marks or unmarks one of the viewer's notes.
func handleJournalFavorite(j *journal.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		q, err := decode[favoriteRequest](r)
		if err != nil {
			return err
		}
		msg, err := j.SetFavorite(r.Context(), viewer, r.PathValue("id"), q.IsFavorite)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, postingActionDTO{OK: true, Message: msg})
	})
}

// handleJournalDelete deletes one of the viewer's notes.
func handleJournalDelete(j *journal.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		msg, err := j.Delete(r.Context(), viewerOf(r.Context()), r.PathValue("id"))
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, postingActionDTO{OK: true, Message: msg})
	})
}

// handleJournalSessions lists what the note form offers to choose from.
func handleJournalSessions(j *journal.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		p, err := j.Sessions(r.Context(), viewerOf(r.Context()))
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, toJournalSessionsDTO(p.Attended, p.Sessions))
	})
}

// handleJournalExport is 'Unduh catatan saya': every note of the viewer as
// one Markdown file.
func handleJournalExport(j *journal.Service, pr *profiles.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer := viewerOf(r.Context())
		notes, err := j.AllMine(r.Context(), viewer)
		if err != nil {
			return err
		}
		name := ""
		if p, err := pr.Own(r.Context(), viewer); err == nil {
			name = p.FullName
		}
		body := []byte(journal.Markdown(name, notes))
		h := w.Header()
		h.Set("Content-Type", "text/markdown; charset=utf-8")
		h.Set("Content-Disposition", `attachment; filename="catatan-kajian.md"`)
		h.Set("Cache-Control", "no-store")
		h.Set("Content-Length", strconv.Itoa(len(body)))
		w.WriteHeader(http.StatusOK)
		_, err = w.Write(body)
		return err
	})
}

// handlePublicJournals serves 'Catatan Publik': everyone's public notes, 12 a
// page, newest written first.
func handlePublicJournals(j *journal.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		f, page, err := noteFilterFrom(r.URL.Query())
		if err != nil {
			return err
		}
		p, err := j.Public(r.Context(), f, page)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, toNotePageDTO(p, page, journal.PublicPageSize))
	})
}

// handleAdminJournals serves 'Kelola Catatan Publik' (admins), 10 a page.
func handleAdminJournals(mod *moderation.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer := viewerOf(r.Context())
		if err := kajian.RequireAdmin(viewer); err != nil {
			return err
		}
		f, page, err := noteFilterFrom(r.URL.Query())
		if err != nil {
			return err
		}
		p, err := mod.PublicNotes(r.Context(), viewer, f, page)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, toNotePageDTO(p, page, moderation.NotesPageSize))
	})
}

// handleAdminJournalDelete removes a public note (admins).
func handleAdminJournalDelete(mod *moderation.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		msg, err := mod.DeleteNote(r.Context(), viewerOf(r.Context()), r.PathValue("id"))
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, postingActionDTO{OK: true, Message: msg})
	})
}
