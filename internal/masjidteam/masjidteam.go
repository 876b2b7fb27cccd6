// Package masjidteam is the use-case of a masjid's team (its DKM): an admin verifies a masjid
// and gives it editors by e-mail or takes them away; a user asks to keep a masjid ('Saya
// pengurus masjid ini') and an admin approves or rejects the claim; editors and admins edit
// the masjid's details, with a photo and a QRIS image from the poster pipeline. Every method
// checks who may do it; every admin action is in the moderation log (the store writes it).
package masjidteam

import (
	"context"
	"errors"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/mail"
)

// Store reads and writes masjid teams.
type Store interface {
	FindMasjidBySlug(ctx context.Context, slug string) (*kajian.Masjid, error)
	IsMasjidEditor(ctx context.Context, masjidID, userID string) (bool, error)
	UpdateMasjid(ctx context.Context, m, before *kajian.Masjid) error
	SetMasjidVerified(ctx context.Context, m *kajian.Masjid, verified bool, adminID string) error
	ListMasjidEditors(ctx context.Context, masjidID string) ([]kajian.MasjidEditor, error)
	AddMasjidEditor(ctx context.Context, m *kajian.Masjid, user kajian.User, adminID string) error
	RemoveMasjidEditor(ctx context.Context, m *kajian.Masjid, userID, adminID string) error
	CreateMasjidClaim(ctx context.Context, c *kajian.MasjidClaim) error
	ListMasjidClaims(ctx context.Context, status kajian.ClaimStatus) ([]kajian.MasjidClaim, error)
	DecideMasjidClaim(ctx context.Context, id string, approve bool, adminID string) (kajian.MasjidClaim, error)
	FindUserByEmail(ctx context.Context, email string) (kajian.User, error)
}

// Posters checks an uploaded image a masjid names (the viewer's own upload, or the current
// one) and deletes the one it drops.
type Posters interface {
	CheckForSession(ctx context.Context, viewer kajian.Viewer, key, current string) error
	Release(ctx context.Context, key string)
}

// Mailer sends an e-mail in the background.
type Mailer interface {
	Send(ctx context.Context, kind string, m mail.Message)
}

// Service runs a masjid's team.
type Service struct {
	store   Store
	posters Posters
	mail    Mailer
	baseURL string
}

// New returns the masjid team use-case; baseURL starts the links in its e-mails.
func New(st Store, posters Posters, m Mailer, baseURL string) *Service {
	return &Service{store: st, posters: posters, mail: m, baseURL: baseURL}
}

// Team is a masjid as its editors see it: its details and whether the viewer may change who
// keeps it (admins only).
type Team struct {
	Masjid         *kajian.Masjid
	CanManageTeam  bool
	ViewerIsEditor bool
}

// Load returns the masjid at slug for its edit form: its editors and admins only.
func (s *Service) Load(ctx context.Context, viewer kajian.Viewer, slug string) (Team, error) {
	m, keeps, err := s.editable(ctx, viewer, slug)
	if err != nil {
		return Team{}, err
	}
	return Team{Masjid: m, CanManageTeam: viewer.IsAdmin(), ViewerIsEditor: keeps}, nil
}

// Update saves the details of the masjid at slug: its editors and admins only; validated
// (kajian.MasjidInput); a new photo or QRIS image must be the viewer's own upload, and a
// replaced one is deleted once saved.
func (s *Service) Update(ctx context.Context, viewer kajian.Viewer, slug string, in kajian.MasjidInput) (*kajian.Masjid, error) {
	m, _, err := s.editable(ctx, viewer, slug)
	if err != nil {
		return nil, err
	}
	in.Clean()
	if err := in.Validate(); err != nil {
		return nil, err
	}
	for _, k := range [][2]string{{in.PhotoKey, m.PhotoKey}, {in.QRISKey, m.Infaq.QRISKey}} {
		if err := s.posters.CheckForSession(ctx, viewer, k[0], k[1]); err != nil {
			return nil, err
		}
	}
	before := *m
	after := *m
	in.Apply(&after)
	if err := s.store.UpdateMasjid(ctx, &after, &before); err != nil {
		return nil, err
	}
	for _, k := range [][2]string{{after.PhotoKey, before.PhotoKey}, {after.Infaq.QRISKey, before.Infaq.QRISKey}} {
		if k[0] != k[1] {
			s.posters.Release(ctx, k[1])
		}
	}
	return &after, nil
}

// Editors lists who keeps the masjid at slug: its editors and admins only.
func (s *Service) Editors(ctx context.Context, viewer kajian.Viewer, slug string) ([]kajian.MasjidEditor, error) {
	m, _, err := s.editable(ctx, viewer, slug)
	if err != nil {
		return nil, err
	}
	return s.store.ListMasjidEditors(ctx, m.ID)
}

// AddEditor makes the account with the e-mail address an editor of the masjid at slug: admins
// only; an address no account has is kajian.ErrMasjidEditorMissing.
func (s *Service) AddEditor(ctx context.Context, viewer kajian.Viewer, slug, email string) (kajian.MasjidEditor, error) {
	m, err := s.adminMasjid(ctx, viewer, slug)
	if err != nil {
		return kajian.MasjidEditor{}, err
	}
	u, err := s.store.FindUserByEmail(ctx, email)
	if errors.Is(err, kajian.ErrNotFound) {
		return kajian.MasjidEditor{}, kajian.ErrMasjidEditorMissing
	}
	if err != nil {
		return kajian.MasjidEditor{}, err
	}
	if err := s.store.AddMasjidEditor(ctx, m, u, viewer.UserID); err != nil {
		return kajian.MasjidEditor{}, err
	}
	return kajian.MasjidEditor{UserID: u.ID, Email: u.Email}, nil
}

// RemoveEditor takes a user off the editors of the masjid at slug: admins only.
func (s *Service) RemoveEditor(ctx context.Context, viewer kajian.Viewer, slug, userID string) error {
	m, err := s.adminMasjid(ctx, viewer, slug)
	if err != nil {
		return err
	}
	return s.store.RemoveMasjidEditor(ctx, m, userID, viewer.UserID)
}

// SetVerified marks the masjid at slug verified or not: admins only.
func (s *Service) SetVerified(ctx context.Context, viewer kajian.Viewer, slug string, verified bool) (string, error) {
	m, err := s.adminMasjid(ctx, viewer, slug)
	if err != nil {
		return "", err
	}
	if err := s.store.SetMasjidVerified(ctx, m, verified, viewer.UserID); err != nil {
		return "", err
	}
	if verified {
		return kajian.MsgMasjidVerified, nil
	}
	return kajian.MsgMasjidUnverified, nil
}

// Claim sends the viewer's request to keep the masjid at slug to the admins' desk: signed-in
// users only; one pending claim per user and masjid; the note at most 1,000 characters.
func (s *Service) Claim(ctx context.Context, viewer kajian.Viewer, slug, note string) (kajian.MasjidClaim, error) {
	if !viewer.SignedIn() {
		return kajian.MasjidClaim{}, kajian.ErrUnauthorized
	}
	note, err := kajian.CleanClaimNote(note)
	if err != nil {
		return kajian.MasjidClaim{}, err
	}
	m, err := s.store.FindMasjidBySlug(ctx, slug)
	if err != nil {
		return kajian.MasjidClaim{}, err
	}
	c := kajian.MasjidClaim{MasjidID: m.ID, MasjidSlug: m.Slug, MasjidName: m.Name, UserID: viewer.UserID, Note: note}
	if err := s.store.CreateMasjidClaim(ctx, &c); err != nil {
		return kajian.MasjidClaim{}, err
	}
	return c, nil
}

// Claims lists the claims with the status ("" for all), pending first: admins only.
func (s *Service) Claims(ctx context.Context, viewer kajian.Viewer, status string) ([]kajian.MasjidClaim, error) {
	if err := kajian.RequireAdmin(viewer); err != nil {
		return nil, err
	}
	st, ok := kajian.ParseClaimStatus(status)
	if !ok {
		return nil, kajian.ErrClaimStatus
	}
	return s.store.ListMasjidClaims(ctx, st)
}

// Decide approves or rejects a pending claim: admins only. Approving makes the claimer an
// editor and tells them by e-mail.
func (s *Service) Decide(ctx context.Context, viewer kajian.Viewer, id string, approve bool) (kajian.MasjidClaim, error) {
	if err := kajian.RequireAdmin(viewer); err != nil {
		return kajian.MasjidClaim{}, err
	}
	c, err := s.store.DecideMasjidClaim(ctx, id, approve, viewer.UserID)
	if err != nil {
		return kajian.MasjidClaim{}, err
	}
	if approve && s.mail != nil {
		m := mail.MasjidClaimApproved(c.UserName, c.MasjidName, s.baseURL+"/masjid/"+c.MasjidSlug+"/kelola")
		m.To = c.UserEmail
		s.mail.Send(ctx, "masjid-claim-approved", m)
	}
	return c, nil
}

// editable finds the masjid at slug and checks that the viewer keeps it or is an admin.
func (s *Service) editable(ctx context.Context, viewer kajian.Viewer, slug string) (*kajian.Masjid, bool, error) {
	if !viewer.SignedIn() {
		return nil, false, kajian.ErrUnauthorized
	}
	m, err := s.store.FindMasjidBySlug(ctx, slug)
	if err != nil {
		return nil, false, err
	}
	keeps, err := s.store.IsMasjidEditor(ctx, m.ID, viewer.UserID)
	if err != nil {
		return nil, false, err
	}
	if err := kajian.RequireMasjidEditor(viewer, keeps); err != nil {
		return nil, false, err
	}
	return m, keeps, nil
}

// adminMasjid checks that the viewer is an admin, then finds the masjid at slug.
func (s *Service) adminMasjid(ctx context.Context, viewer kajian.Viewer, slug string) (*kajian.Masjid, error) {
	if err := kajian.RequireAdmin(viewer); err != nil {
		return nil, err
	}
	return s.store.FindMasjidBySlug(ctx, slug)
}
