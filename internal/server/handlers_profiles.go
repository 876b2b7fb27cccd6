package server

import (
	"errors"
	"math"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// Profile errors and rules (spec §5, §8; content-side §2).
var (
	errNoProfile       = kajian.Errorf(kajian.KindNotFound, "profile_missing", "Profil belum dibuat")
	errProfileNotFound = kajian.Errorf(kajian.KindNotFound, "profile_not_found", "Profil tidak ditemukan")
)

// Indonesia's bounds for a saved location (spec §5).
const (
	minLatitude, maxLatitude   = -11.0, 6.0
	minLongitude, maxLongitude = 95.0, 141.0
	// profileNotesPageSize is the public profile's notes page (content-side §9).
	profileNotesPageSize = 9
)

type profileRequest struct {
	FullName string `json:"full_name"`
	Phone    string `json:"phone"`
}

func (q profileRequest) Valid() map[string]string {
	problems := map[string]string{}
	switch name := strings.TrimSpace(q.FullName); {
	case name == "":
		problems["full_name"] = "Nama lengkap harus diisi"
	case utf8.RuneCountInString(name) > maxNameLen:
		problems["full_name"] = "Nama lengkap maksimal 100 karakter"
	}
	checkPhone(problems, q.Phone)
	return problems
}

// handleProfileGet answers the signed-in user's own profile, or
// profile_missing (404) when they have none and the page offers to create it.
func (s *Server) handleProfileGet() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		v, err := requireUser(r)
		if err != nil {
			return err
		}
		p, err := s.store.FindProfile(r.Context(), v.UserID)
		if errors.Is(err, kajian.ErrNotFound) {
			return errNoProfile
		}
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, toProfileDTO(p))
	})
}

// handleProfileCreate creates the signed-in user's profile, with the role
// user, when they have none.
func (s *Server) handleProfileCreate() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		v, err := requireUser(r)
		if err != nil {
			return err
		}
		q, err := decode[profileRequest](r)
		if err != nil {
			return err
		}
		p, err := s.store.CreateProfile(r.Context(), v.UserID, store.ProfileUpdate{FullName: q.FullName, Phone: q.Phone})
		if err != nil {
			return err
		}
		return encode(w, http.StatusCreated, toProfileDTO(p))
	})
}

// handleProfileUpdate changes the signed-in user's name and phone. The role
// is not the user's to change.
func (s *Server) handleProfileUpdate() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		v, err := requireUser(r)
		if err != nil {
			return err
		}
		q, err := decode[profileRequest](r)
		if err != nil {
			return err
		}
		p, err := s.store.UpdateProfile(r.Context(), v.UserID, store.ProfileUpdate{FullName: q.FullName, Phone: q.Phone})
		if errors.Is(err, kajian.ErrNotFound) {
			return errNoProfile
		}
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, toProfileDTO(p))
	})
}

type locationRequest struct {
	City        string   `json:"city"`
	DisplayName string   `json:"display_name"`
	Latitude    *float64 `json:"latitude"`
	Longitude   *float64 `json:"longitude"`
}

func (q locationRequest) Valid() map[string]string {
	problems := map[string]string{}
	if strings.TrimSpace(q.City) == "" {
		problems["city"] = "Nama lokasi harus diisi"
	} else if utf8.RuneCountInString(q.City) > 200 || utf8.RuneCountInString(q.DisplayName) > 300 {
		problems["city"] = "Nama lokasi terlalu panjang"
	}
	if q.Latitude == nil || q.Longitude == nil || math.IsNaN(*q.Latitude) || math.IsNaN(*q.Longitude) {
		problems["latitude"] = "Koordinat lokasi harus diisi"
	} else if *q.Latitude < minLatitude || *q.Latitude > maxLatitude || *q.Longitude < minLongitude || *q.Longitude > maxLongitude {
		problems["latitude"] = "Alamat berada di luar Indonesia"
	}
	return problems
}

// handleLocationSet saves a confirmed manual location on the user's profile.
func (s *Server) handleLocationSet() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		v, err := requireUser(r)
		if err != nil {
			return err
		}
		q, err := decode[locationRequest](r)
		if err != nil {
			return err
		}
		p, err := s.store.SetManualLocation(r.Context(), v.UserID, kajian.ManualLocation{City: q.City, DisplayName: q.DisplayName,
			Latitude: *q.Latitude, Longitude: *q.Longitude})
		if errors.Is(err, kajian.ErrNotFound) {
			return errNoProfile
		}
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, toProfileDTO(p))
	})
}

// handleLocationClear removes the saved manual location from the profile.
func (s *Server) handleLocationClear() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		v, err := requireUser(r)
		if err != nil {
			return err
		}
		p, err := s.store.ClearManualLocation(r.Context(), v.UserID)
		if errors.Is(err, kajian.ErrNotFound) {
			return errNoProfile
		}
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, toProfileDTO(p))
	})
}

// publicProfile reads the profile of the path's user, or answers 'Profil
// tidak ditemukan'.
func (s *Server) publicProfile(r *http.Request) (kajian.Profile, error) {
	id := r.PathValue("userId")
	if uuid.Validate(id) != nil {
		return kajian.Profile{}, errProfileNotFound
	}
	p, err := s.store.FindProfile(r.Context(), id)
	if errors.Is(err, kajian.ErrNotFound) {
		return kajian.Profile{}, errProfileNotFound
	}
	return p, err
}

// handlePublicProfile answers what anyone may see of a user: name and role,
// never their e-mail address, phone or saved location.
func (s *Server) handlePublicProfile() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		p, err := s.publicProfile(r)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, toPublicProfileDTO(p))
	})
}

// handlePublicProfileNotes answers a page of a user's public notes for the
// 'Catatan' tab, with search, date range, sort and tags (all must match).
func (s *Server) handlePublicProfileNotes() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		p, err := s.publicProfile(r)
		if err != nil {
			return err
		}
		q := r.URL.Query()
		f := store.NoteFilter{UserID: p.ID, Search: q.Get("q"), Tags: q["tag"], Oldest: q.Get("sort") == "date_asc",
			Limit: profileNotesPageSize}
		for name, dst := range map[string]*kajian.Date{"from": &f.From, "to": &f.To} {
			if raw := q.Get(name); raw != "" {
				d, err := kajian.ParseDate(raw)
				if err != nil {
					return kajian.Invalid(name, "Format tanggal tidak valid")
				}
				*dst = d
			}
		}
		page := 1
		if raw := q.Get("page"); raw != "" {
			if page, err = strconv.Atoi(raw); err != nil || page < 1 || page > 10000 {
				return kajian.Invalid("page", "Halaman tidak valid")
			}
		}
		f.Offset = (page - 1) * profileNotesPageSize
		notes, err := s.store.ListPublicNotes(r.Context(), f)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, toNotePageDTO(notes, page, profileNotesPageSize))
	})
}

// profileKajianDTO is the 'Kajian' tab: a user's public sessions.
type profileKajianDTO struct {
	Items []kajianDTO `json:"items"`
}

// handlePublicProfileKajian answers the 'Kajian' tab: the user's approved
// one-off sessions (newest date first) and active weekly ones, in the shared
// session shape with attendance counts.
func (s *Server) handlePublicProfileKajian() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		p, err := s.publicProfile(r)
		if err != nil {
			return err
		}
		now := s.clock.Now()
		// From yesterday in UTC: every zone's today is on or after it.
		sessions, err := s.store.ListPublicSessionsByCreator(r.Context(), p.ID, kajian.DateOf(now).AddDays(-1))
		if err != nil {
			return err
		}
		viewer := viewerOf(r.Context())
		occs := make([]store.Occurrence, len(sessions))
		for i, ks := range sessions {
			occs[i] = store.Occurrence{Type: ks.Type, SessionID: ks.ID, Date: ks.TimingAt(now).NextDate}
		}
		att, err := s.store.AttendanceOf(r.Context(), viewer.UserID, occs)
		if err != nil {
			return err
		}
		body := profileKajianDTO{Items: make([]kajianDTO, 0, len(sessions))}
		for i, ks := range sessions {
			o := occs[i]
			if o.Type != kajian.Recurring {
				o.Date = kajian.Date{}
			}
			body.Items = append(body.Items, toKajianDTO(ks, now, viewer, sessionExtras{RSVPCount: att.Counts[o], UserRSVP: att.Mine[o]}))
		}
		return encode(w, http.StatusOK, body)
	})
}
