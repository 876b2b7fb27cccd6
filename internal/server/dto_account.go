package server

import (
	"net/http"
	"time"

	"github.com/kajiankita/kajian/internal/accounts"
	"github.com/kajiankita/kajian/internal/kajian"
)

// userDTO is the signed-in user's own account as the API shows it.
type userDTO struct {
	ID              string     `json:"id"`
	Email           string     `json:"email"`
	EmailVerifiedAt *time.Time `json:"email_verified_at"`
}

func toUserDTO(u kajian.User) userDTO {
	return userDTO{ID: u.ID, Email: u.Email, EmailVerifiedAt: u.EmailVerifiedAt}
}

// profileDTO is a profile as its owner sees it, phone and saved location included.
type profileDTO struct {
	ID                        string     `json:"id"`
	FullName                  string     `json:"full_name"`
	Phone                     *string    `json:"phone"`
	Role                      string     `json:"role"`
	ManualLocationCity        *string    `json:"manual_location_city"`
	ManualLocationDisplayName *string    `json:"manual_location_display_name"`
	ManualLocationLatitude    *float64   `json:"manual_location_latitude"`
	ManualLocationLongitude   *float64   `json:"manual_location_longitude"`
	ManualLocationUpdatedAt   *time.Time `json:"manual_location_updated_at"`
	CreatedAt                 time.Time  `json:"created_at"`
	UpdatedAt                 time.Time  `json:"updated_at"`
}

func strPtr(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func toProfileDTO(p kajian.Profile) profileDTO {
	d := profileDTO{ID: p.ID, FullName: p.FullName, Phone: strPtr(p.Phone), Role: string(p.Role), CreatedAt: p.CreatedAt, UpdatedAt: p.UpdatedAt}
	if loc := p.ManualLocation; loc != nil {
		lat, lng, at := loc.Latitude, loc.Longitude, loc.UpdatedAt
		d.ManualLocationCity, d.ManualLocationDisplayName = strPtr(loc.City), strPtr(loc.DisplayName)
		d.ManualLocationLatitude, d.ManualLocationLongitude, d.ManualLocationUpdatedAt = &lat, &lng, &at
	}
	return d
}

// sessionDTO is what the app restores at start: the account and its profile
// (null for an account without one), or nulls for a visitor; and whether
// Google sign-in is offered.
type sessionDTO struct {
	User          *userDTO    `json:"user"`
	Profile       *profileDTO `json:"profile"`
	GoogleEnabled bool        `json:"google_enabled"`
}

// toSessionDTO is the session as the API shows it: a signed-in account with
// its profile, or the zero SignedIn for a visitor.
func toSessionDTO(in accounts.SignedIn, googleEnabled bool) sessionDTO {
	d := sessionDTO{GoogleEnabled: googleEnabled}
	if in.User.ID == "" {
		return d
	}
	ud := toUserDTO(in.User)
	d.User = &ud
	if in.Profile != nil {
		pd := toProfileDTO(*in.Profile)
		d.Profile = &pd
	}
	return d
}

// sessionOf is the session of the request's cookie, as GET
// /api/v1/auth/session answers it; the app's pages carry it too (pages.go).
func sessionOf(r *http.Request, googleEnabled bool) sessionDTO {
	in, _ := principalOf(r.Context())
	return toSessionDTO(in, googleEnabled)
}
