package moderation

import (
	"context"
	"errors"
	"slices"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// ContributorStore changes roles and reads and undoes contributors' direct
// publications.
type ContributorStore interface {
	FindUserByEmail(ctx context.Context, email string) (kajian.User, error)
	FindProfile(ctx context.Context, userID string) (kajian.Profile, error)
	ChangeRole(ctx context.Context, userID string, role kajian.Role, actorID string) error
	ListDirectPublications(ctx context.Context, limit int) ([]kajian.DirectPublication, error)
	UnpublishSession(ctx context.Context, t kajian.Type, id, adminID string, news ...kajian.SessionNews) (store.Acted, error)
}

// SetRole gives or takes the trusted contributor role of the account with
// this e-mail address (kajian.GrantableRoles), recorded in the moderation log
// with the admin as its actor. An unknown address is kajian.ErrRoleNoUser and
// changes nothing; an admin's own role is left to the command line.
func (s *Service) SetRole(ctx context.Context, admin kajian.Viewer, email string, role kajian.Role) (kajian.RoleChanged, error) {
	if err := kajian.RequireAdmin(admin); err != nil {
		return kajian.RoleChanged{}, err
	}
	email = kajian.NormalizeEmail(email)
	switch {
	case email == "":
		return kajian.RoleChanged{}, kajian.Invalid("email", kajian.MsgRoleEmailRequired)
	case !slices.Contains(kajian.GrantableRoles, role):
		return kajian.RoleChanged{}, kajian.Invalid("role", kajian.MsgRoleInvalid)
	}
	u, err := s.store.FindUserByEmail(ctx, email)
	if errors.Is(err, kajian.ErrNotFound) {
		return kajian.RoleChanged{}, kajian.ErrRoleNoUser
	}
	if err != nil {
		return kajian.RoleChanged{}, err
	}
	p, err := s.store.FindProfile(ctx, u.ID)
	if errors.Is(err, kajian.ErrNotFound) {
		return kajian.RoleChanged{}, kajian.Errorf(kajian.KindConflict, "no_profile", kajian.MsgRoleNoProfile)
	}
	if err != nil {
		return kajian.RoleChanged{}, err
	}
	if p.Role == kajian.RoleAdmin {
		return kajian.RoleChanged{}, kajian.Errorf(kajian.KindForbidden, "admin_role", kajian.MsgRoleAdminTarget)
	}
	changed := kajian.RoleChanged{UserID: u.ID, Email: u.Email, FullName: p.FullName, From: p.Role, To: role}
	if p.Role == role {
		return changed, nil
	}
	if err := s.store.ChangeRole(ctx, u.ID, role, admin.UserID); err != nil {
		return kajian.RoleChanged{}, err
	}
	return changed, nil
}

// DirectPublications lists the postings trusted contributors published
// without review, newest first, for an admin to check and undo.
func (s *Service) DirectPublications(ctx context.Context, admin kajian.Viewer) ([]kajian.DirectPublication, error) {
	if err := kajian.RequireAdmin(admin); err != nil {
		return nil, err
	}
	return s.store.ListDirectPublications(ctx, kajian.DirectPublicationLimit)
}

// Unpublish sends a published session back to the approval queue: the undo of
// a contributor's direct publication. The admin then approves or rejects it
// there as any other posting (a rejection tells its author why). Its
// attendees and calendars are told it left public view; the moderation log
// records the admin. It returns the toast to show.
func (s *Service) Unpublish(ctx context.Context, admin kajian.Viewer, t kajian.Type, id string) (string, error) {
	if err := kajian.RequireAdmin(admin); err != nil {
		return "", err
	}
	k, err := s.store.FindSession(ctx, t, strings.TrimSpace(id))
	if err != nil {
		return "", notFound(t, err)
	}
	if _, err := s.store.UnpublishSession(ctx, t, k.ID, admin.UserID, kajian.Cancelled(k, s.clock.Now())); err != nil {
		return "", notFound(t, err)
	}
	s.reminders.Wake()
	return kajian.TypeLabel(t) + " dikembalikan ke antrean persetujuan", nil
}
