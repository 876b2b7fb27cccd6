package server

import (
	"math"
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/profiles"
	"github.com/kajiankita/kajian/internal/sessions"
)

// Indonesia's bounds for a saved location (spec §5).
const (
	minLatitude, maxLatitude   = -11.0, 6.0
	minLongitude, maxLongitude = 95.0, 141.0
)

type profileRequest struct {
	FullName string `json:"full_name"`
	Phone    string `json:"phone"`
}

func (q profileRequest) Valid() map[string]string { return profiles.Check(q.update()) }

func (q profileRequest) update() kajian.ProfileUpdate {
	return kajian.ProfileUpdate{FullName: q.FullName, Phone: q.Phone}
}

// handleProfileGet answers the signed-in user's own profile, or
// profile_missing (404) when they have none and the page offers to create it.
func handleProfileGet(pr *profiles.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		p, err := pr.Own(r.Context(), viewerOf(r.Context()))
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, toProfileDTO(p))
	})
}

// handleProfileCreate creates the signed-in user's profile, with the role
// user, when they have none.
func handleProfileCreate(pr *profiles.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		v, err := requireUser(r)
		if err != nil {
			return err
		}
		q, err := decode[profileRequest](r)
		if err != nil {
			return err
		}
		p, err := pr.Create(r.Context(), v, q.update())
		if err != nil {
			return err
		}
		return encode(w, http.StatusCreated, toProfileDTO(p))
	})
}

// handleProfileUpdate changes the signed-in user's name and phone.
func handleProfileUpdate(pr *profiles.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		v, err := requireUser(r)
		if err != nil {
			return err
		}
		q, err := decode[profileRequest](r)
		if err != nil {
			return err
		}
		p, err := pr.Update(r.Context(), v, q.update())
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
func handleLocationSet(pr *profiles.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		v, err := requireUser(r)
		if err != nil {
			return err
		}
		q, err := decode[locationRequest](r)
		if err != nil {
			return err
		}
		p, err := pr.SetLocation(r.Context(), v, kajian.ManualLocation{City: q.City, DisplayName: q.DisplayName,
			Latitude: *q.Latitude, Longitude: *q.Longitude})
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, toProfileDTO(p))
	})
}

// handleLocationClear removes the saved manual location from the profile.
func handleLocationClear(pr *profiles.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		p, err := pr.ClearLocation(r.Context(), viewerOf(r.Context()))
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, toProfileDTO(p))
	})
}

// handlePublicProfile answers what anyone may see of a user: name and role,
// never their e-mail address, phone or saved location.
func handlePublicProfile(pr *profiles.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		p, err := pr.Public(r.Context(), r.PathValue("userId"))
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, toPublicProfileDTO(p))
	})
}

// handlePublicProfileNotes answers a page of a user's public notes for the
// 'Catatan' tab, with search, date range, sort and tags (all must match).
func handlePublicProfileNotes(pr *profiles.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		f, page, err := noteFilterFrom(r.URL.Query())
		if err != nil {
			return err
		}
		f.Offset = (page - 1) * profiles.NotesPageSize
		notes, err := pr.PublicNotes(r.Context(), r.PathValue("userId"), f)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, toNotePageDTO(notes, page, profiles.NotesPageSize))
	})
}

// profileKajianDTO is the 'Kajian' tab: a user's public sessions.
type profileKajianDTO struct {
	Items []kajianDTO `json:"items"`
}

// handlePublicProfileKajian answers the 'Kajian' tab: the user's approved
// one-off sessions (newest date first) and active weekly ones, in the shared
// session shape with attendance counts.
func handlePublicProfileKajian(pr *profiles.Service, ss *sessions.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		list, err := pr.PublicSessions(r.Context(), r.PathValue("userId"))
		if err != nil {
			return err
		}
		viewer, now := viewerOf(r.Context()), ss.Now()
		items, err := cardDTOs(r.Context(), ss, viewer, now, list)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, profileKajianDTO{Items: items})
	})
}
