package kajian

import "time"

// Trusted contributors ('kontributor'): a masjid volunteer an admin trusts. Their postings skip
// the approval queue, and the moderation log records each one so an admin can see and undo it.
// The role opens no admin page: every admin check asks IsAdmin, which a contributor is not.

// IsContributor reports whether the viewer is a trusted contributor.
func (v Viewer) IsContributor() bool { return v.Role == RoleContributor }

// PublishesDirectly reports whether v's new posting is public at once instead of waiting for
// approval: an admin's, a trusted contributor's, and a masjid editor's for the masjid they keep
// (keepsMasjid: v edits the masjid the posting names; an editor of another masjid waits).
func PublishesDirectly(v Viewer, keepsMasjid bool) bool {
	return v.IsAdmin() || v.IsContributor() || (v.SignedIn() && keepsMasjid)
}

// LogsDirectPublication reports whether a posting v publishes directly is written to the
// moderation log: a contributor's and a masjid editor's are, so admins can review them after the
// fact; an admin's is its own review.
func LogsDirectPublication(v Viewer, keepsMasjid bool) bool {
	return !v.IsAdmin() && PublishesDirectly(v, keepsMasjid)
}

// EditKeepsPublic reports whether v's edit of public session s leaves it public: an admin's, an
// editor's of the masjid the edited session names (keepsMasjid), and a trusted contributor's of
// their own session (their postings publish at once, so their edits do too). Anyone else's edit
// sends it back to the approval queue (StatusAfterEdit).
func EditKeepsPublic(v Viewer, s *Session, keepsMasjid bool) bool {
	return v.IsAdmin() || (v.SignedIn() && keepsMasjid) || (v.IsContributor() && s.CreatedBy == v.UserID)
}

// LogsDirectEdit reports whether v's edit of public session s, kept public, is written to the
// moderation log as a direct publication (so an admin reviews and can undo it as a contributor's
// posting): a contributor's edit of their own session is; an admin's is its own review, and an
// editor's edit for their masjid stays as before.
func LogsDirectEdit(v Viewer, s *Session, keepsMasjid bool) bool {
	return !v.IsAdmin() && !keepsMasjid && s.IsPublic() && EditKeepsPublic(v, s, keepsMasjid)
}

// GrantableRoles are the roles an admin gives or takes in the dashboard. Making or unmaking an
// admin stays with the command line (`kajian user role`), so no admin can lock another out.
var GrantableRoles = []Role{RoleContributor, RoleUser}

// RoleLabel is a role as the app names it.
func RoleLabel(r Role) string {
	switch r {
	case RoleAdmin:
		return "Administrator"
	case RoleContributor:
		return "Kontributor"
	}
	return "Pengguna"
}

// Messages of the role form.
const (
	MsgRoleEmailRequired = "Email pengguna harus diisi"
	MsgRoleInvalid       = "Pilih peran Kontributor atau Pengguna"
	MsgRoleNoUser        = "Tidak ada akun dengan email ini"
	MsgRoleNoProfile     = "Akun ini belum melengkapi profil"
	MsgRoleAdminTarget   = "Peran admin hanya dapat diubah melalui baris perintah"
)

// ErrRoleNoUser answers a role change for an e-mail address no account has.
var ErrRoleNoUser = Errorf(KindNotFound, "user_not_found", MsgRoleNoUser)

// RoleChanged says what a role change did, for the admin's toast.
type RoleChanged struct {
	UserID   string
	Email    string
	FullName string
	From, To Role
}

// Message is the toast after a role change.
func (c RoleChanged) Message() string {
	if c.From == c.To {
		return c.Email + " sudah berperan " + RoleLabel(c.To)
	}
	return "Peran " + c.Email + " diubah menjadi " + RoleLabel(c.To)
}

// DirectPublication is a posting a contributor published without review, as the moderation log
// recorded it, with the session's state now (Status empty once it is deleted).
type DirectPublication struct {
	LogID           string
	Type            Type
	SessionID       string
	Title           string // as it was when published
	Slug            string // "" once deleted
	Status          Status // "" once deleted
	ContributorID   string
	ContributorName string
	PublishedAt     time.Time
}

// Undoable reports whether an admin can still send the posting back to the approval queue: it
// exists and is public.
func (p DirectPublication) Undoable() bool { return p.Status != "" && p.Status == PublicStatus(p.Type) }

// DirectPublicationLimit caps the list of contributors' publications an admin reviews.
const DirectPublicationLimit = 100

// ErrNotPublic is returned when an undo finds the session no longer public (already sent back,
// rejected or inactive).
var ErrNotPublic = Errorf(KindConflict, "not_public", "Kajian ini sudah tidak dipublikasikan")
