package kajian

import "time"

// Role is a profile's role.
type Role string

// Roles.
const (
	RoleUser  Role = "user"
	RoleAdmin Role = "admin"
	// RoleContributor is a trusted contributor ('kontributor'): their postings are published at
	// once; the role never opens admin pages.
	RoleContributor Role = "kontributor"
)

// Valid reports whether r is a known role.
func (r Role) Valid() bool { return r == RoleUser || r == RoleAdmin || r == RoleContributor }

// User is an account: an e-mail address with a password and/or a Google identity.
type User struct {
	ID              string
	Email           string // lowercased
	PasswordHash    string // "" for accounts that only sign in with Google
	EmailVerifiedAt *time.Time
	GoogleSubject   string
	CreatedAt       time.Time
}

// Verified reports whether the user's e-mail address has been confirmed.
func (u *User) Verified() bool { return u.EmailVerifiedAt != nil }

// ManualLocation is a place a user typed and confirmed, kept on the profile.
type ManualLocation struct {
	City        string
	DisplayName string
	Latitude    float64
	Longitude   float64
	UpdatedAt   time.Time
}

// Profile is the public face of a user: name, phone, role and saved location.
type Profile struct {
	ID             string // equals the user id
	FullName       string
	Phone          string
	Role           Role
	ManualLocation *ManualLocation
	CreatedAt      time.Time
	UpdatedAt      time.Time
}

// IsAdmin reports whether p has the admin role; a nil profile is not an admin.
func (p *Profile) IsAdmin() bool { return p != nil && p.Role == RoleAdmin }

// Viewer is whoever makes a request: nobody (zero value), a user, or an admin.
type Viewer struct {
	UserID string
	Role   Role
}

// SignedIn reports whether the viewer has an account.
func (v Viewer) SignedIn() bool { return v.UserID != "" }

// IsAdmin reports whether the viewer is an admin.
func (v Viewer) IsAdmin() bool { return v.Role == RoleAdmin }

// CanView reports whether v may see session s: public sessions are for
// everyone, others only for their creator and admins.
func (v Viewer) CanView(s *Session) bool {
	return s.IsPublic() || v.IsAdmin() || (v.SignedIn() && v.UserID == s.CreatedBy)
}

// CanEdit reports whether v may edit s: its creator or an admin.
func (v Viewer) CanEdit(s *Session) bool {
	return v.IsAdmin() || (v.SignedIn() && v.UserID == s.CreatedBy)
}

// RequireAdmin refuses visitors (401) and signed-in non-admins (403): the
// one check in front of every admin action.
func RequireAdmin(v Viewer) error {
	switch {
	case !v.SignedIn():
		return ErrUnauthorized
	case !v.IsAdmin():
		return ErrAdminOnly
	}
	return nil
}

// ProfileUpdate is what a user may change on their own profile.
type ProfileUpdate struct {
	FullName string
	Phone    string // "" clears it
}
