package server

import (
	"net/http"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/masjidteam"
)

// A masjid's team: the editors' form, claims ('Saya pengurus masjid ini') and the admins' desk.

// facilityDTO is a facility with its label, as forms offer them.
type facilityDTO struct {
	Key   string `json:"key"`
	Label string `json:"label"`
}

// masjidFormDTO is a masjid as its edit form shows it: the values to send back (image keys
// included) and the images' addresses.
type masjidFormDTO struct {
	ID            string        `json:"id"`
	Slug          string        `json:"slug"`
	Name          string        `json:"name"`
	Address       string        `json:"address"`
	Region        string        `json:"region"`
	Verified      bool          `json:"verified"`
	Facilities    []string      `json:"facilities"`
	AllFacilities []facilityDTO `json:"all_facilities"`
	WhatsApp      string        `json:"whatsapp"`
	Website       string        `json:"website"`
	Instagram     string        `json:"instagram"`
	YouTube       string        `json:"youtube"`
	InfaqBank     string        `json:"infaq_bank"`
	InfaqAccount  string        `json:"infaq_account"`
	InfaqHolder   string        `json:"infaq_holder"`
	PhotoKey      string        `json:"photo_key"`
	PhotoURL      *string       `json:"photo_url"`
	QRISKey       string        `json:"qris_key"`
	QRISURL       *string       `json:"qris_url"`
	CanManageTeam bool          `json:"can_manage_team"`
}

func newMasjidFormDTO(m *kajian.Masjid, canManage bool) masjidFormDTO {
	d := masjidFormDTO{ID: m.ID, Slug: m.Slug, Name: m.Name, Address: m.Address, Region: m.Region, Verified: m.Verified,
		Facilities: []string{}, WhatsApp: m.WhatsApp, Website: m.Website, Instagram: m.Instagram, YouTube: m.YouTube,
		InfaqBank: m.Infaq.Bank, InfaqAccount: m.Infaq.Account, InfaqHolder: m.Infaq.Holder, PhotoKey: m.PhotoKey,
		QRISKey: m.Infaq.QRISKey, CanManageTeam: canManage}
	for _, f := range m.Facilities {
		d.Facilities = append(d.Facilities, string(f))
	}
	for _, f := range kajian.Facilities {
		d.AllFacilities = append(d.AllFacilities, facilityDTO{Key: string(f.Key), Label: f.Label})
	}
	if p := posterURLs(m.PhotoKey); p != nil {
		d.PhotoURL = &p.Detail
	}
	if m.Infaq.QRISKey != "" {
		u := mediaPath + m.Infaq.QRISKey // the original: a QR code must stay sharp to scan
		d.QRISURL = &u
	}
	return d
}

// handleMasjidForm serves GET /api/v1/masjid/{slug}/kelola: the edit form (editors, admins).
func handleMasjidForm(team *masjidteam.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		t, err := team.Load(r.Context(), viewerOf(r.Context()), r.PathValue("slug"))
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, newMasjidFormDTO(t.Masjid, t.CanManageTeam))
	})
}

// masjidRequest is the edit form as sent; the use-case validates it.
type masjidRequest struct {
	Name         string   `json:"name"`
	Address      string   `json:"address"`
	Facilities   []string `json:"facilities"`
	WhatsApp     string   `json:"whatsapp"`
	Website      string   `json:"website"`
	Instagram    string   `json:"instagram"`
	YouTube      string   `json:"youtube"`
	InfaqBank    string   `json:"infaq_bank"`
	InfaqAccount string   `json:"infaq_account"`
	InfaqHolder  string   `json:"infaq_holder"`
	PhotoKey     string   `json:"photo_key"`
	QRISKey      string   `json:"qris_key"`
}

type masjidSavedDTO struct {
	OK      bool          `json:"ok"`
	Message string        `json:"message"`
	Masjid  masjidFormDTO `json:"masjid"`
}

// handleMasjidUpdate serves PUT /api/v1/masjid/{slug}: save the details (editors, admins).
func handleMasjidUpdate(team *masjidteam.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		q, err := decode[masjidRequest](r)
		if err != nil {
			return err
		}
		v := viewerOf(r.Context())
		m, err := team.Update(r.Context(), v, r.PathValue("slug"), kajian.MasjidInput{Name: q.Name, Address: q.Address,
			Facilities: q.Facilities, WhatsApp: q.WhatsApp, Website: q.Website, Instagram: q.Instagram, YouTube: q.YouTube,
			InfaqBank: q.InfaqBank, InfaqAccount: q.InfaqAccount, InfaqHolder: q.InfaqHolder, PhotoKey: q.PhotoKey, QRISKey: q.QRISKey})
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, masjidSavedDTO{OK: true, Message: kajian.MsgMasjidSaved, Masjid: newMasjidFormDTO(m, v.IsAdmin())})
	})
}

// claimDTO is a claim as the admins' desk lists it.
type claimDTO struct {
	ID         string     `json:"id"`
	MasjidSlug string     `json:"masjid_slug"`
	MasjidName string     `json:"masjid_name"`
	UserID     string     `json:"user_id"`
	UserEmail  string     `json:"user_email"`
	UserName   string     `json:"user_name"`
	Note       string     `json:"note"`
	Status     string     `json:"status"`
	CreatedAt  time.Time  `json:"created_at"`
	DecidedAt  *time.Time `json:"decided_at"`
}

func newClaimDTO(c kajian.MasjidClaim) claimDTO {
	return claimDTO{ID: c.ID, MasjidSlug: c.MasjidSlug, MasjidName: c.MasjidName, UserID: c.UserID, UserEmail: c.UserEmail,
		UserName: c.UserName, Note: c.Note, Status: string(c.Status), CreatedAt: c.CreatedAt, DecidedAt: c.DecidedAt}
}

type claimRequest struct {
	Note string `json:"note"`
}

type claimSavedDTO struct {
	OK      bool     `json:"ok"`
	Message string   `json:"message"`
	Claim   claimDTO `json:"claim"`
}

// handleMasjidClaim serves POST /api/v1/masjid/{slug}/klaim: 'Saya pengurus masjid ini'.
func handleMasjidClaim(team *masjidteam.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		q, err := decode[claimRequest](r)
		if err != nil {
			return err
		}
		c, err := team.Claim(r.Context(), viewer, r.PathValue("slug"), q.Note)
		if err != nil {
			return err
		}
		return encode(w, http.StatusCreated, claimSavedDTO{OK: true, Message: kajian.MsgMasjidClaimSent, Claim: newClaimDTO(c)})
	})
}

type claimsDTO struct {
	Items []claimDTO `json:"items"`
}

// handleAdminMasjidClaims serves GET /api/v1/admin/masjid-claims?status=: the admins' desk.
func handleAdminMasjidClaims(team *masjidteam.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		list, err := team.Claims(r.Context(), viewerOf(r.Context()), r.URL.Query().Get("status"))
		if err != nil {
			return err
		}
		body := claimsDTO{Items: make([]claimDTO, len(list))}
		for i, c := range list {
			body.Items[i] = newClaimDTO(c)
		}
		return encode(w, http.StatusOK, body)
	})
}

// handleAdminMasjidClaimDecide serves the approve and reject of a claim (admins).
func handleAdminMasjidClaimDecide(team *masjidteam.Service, approve bool) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		c, err := team.Decide(r.Context(), viewerOf(r.Context()), r.PathValue("id"), approve)
		if err != nil {
			return err
		}
		msg := kajian.MsgMasjidClaimReject
		if approve {
			msg = kajian.MsgMasjidClaimApprove
		}
		return encode(w, http.StatusOK, claimSavedDTO{OK: true, Message: msg, Claim: newClaimDTO(c)})
	})
}

type verifiedRequest struct {
	Verified bool `json:"verified"`
}

type verifiedDTO struct {
	OK       bool   `json:"ok"`
	Message  string `json:"message"`
	Verified bool   `json:"verified"`
}

// handleAdminMasjidVerified serves PUT /api/v1/admin/masjid/{slug}/verified (admins).
func handleAdminMasjidVerified(team *masjidteam.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		q, err := decode[verifiedRequest](r)
		if err != nil {
			return err
		}
		msg, err := team.SetVerified(r.Context(), viewerOf(r.Context()), r.PathValue("slug"), q.Verified)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, verifiedDTO{OK: true, Message: msg, Verified: q.Verified})
	})
}

// editorDTO is one user who keeps a masjid.
type editorDTO struct {
	UserID   string    `json:"user_id"`
	Email    string    `json:"email"`
	FullName string    `json:"full_name"`
	AddedAt  time.Time `json:"added_at"`
}

type editorsDTO struct {
	Items []editorDTO `json:"items"`
}

// handleMasjidEditors serves GET /api/v1/masjid/{slug}/editors (editors, admins).
func handleMasjidEditors(team *masjidteam.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		list, err := team.Editors(r.Context(), viewerOf(r.Context()), r.PathValue("slug"))
		if err != nil {
			return err
		}
		body := editorsDTO{Items: make([]editorDTO, len(list))}
		for i, e := range list {
			body.Items[i] = editorDTO{UserID: e.UserID, Email: e.Email, FullName: e.FullName, AddedAt: e.AddedAt}
		}
		return encode(w, http.StatusOK, body)
	})
}

type editorRequest struct {
	Email string `json:"email"`
}

type editorAddedDTO struct {
	OK      bool   `json:"ok"`
	Message string `json:"message"`
	UserID  string `json:"user_id"`
	Email   string `json:"email"`
}

// handleMasjidEditorAdd serves POST /api/v1/masjid/{slug}/editors: an editor by e-mail (admins).
func handleMasjidEditorAdd(team *masjidteam.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		q, err := decode[editorRequest](r)
		if err != nil {
			return err
		}
		e, err := team.AddEditor(r.Context(), viewerOf(r.Context()), r.PathValue("slug"), q.Email)
		if err != nil {
			return err
		}
		return encode(w, http.StatusCreated, editorAddedDTO{OK: true, Message: kajian.MsgMasjidEditorAdded, UserID: e.UserID, Email: e.Email})
	})
}

// handleMasjidEditorRemove serves DELETE /api/v1/masjid/{slug}/editors/{userId} (admins).
func handleMasjidEditorRemove(team *masjidteam.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		if err := team.RemoveEditor(r.Context(), viewerOf(r.Context()), r.PathValue("slug"), r.PathValue("userId")); err != nil {
			return err
		}
		return encode(w, http.StatusOK, postingActionDTO{OK: true, Message: kajian.MsgMasjidEditorGone})
	})
}
