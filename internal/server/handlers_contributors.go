package server

import (
	"net/http"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/moderation"
)

// roleRequest is the admin's role form: an account's e-mail address and the
// role to give it (kontributor or user). The use-case validates it, after
// checking the caller is an admin.
type roleRequest struct {
	Email string `json:"email"`
	Role  string `json:"role"`
}

// roleChangedDTO is the account a role change touched, with the toast.
type roleChangedDTO struct {
	OK       bool   `json:"ok"`
	Message  string `json:"message"`
	UserID   string `json:"user_id"`
	Email    string `json:"email"`
	FullName string `json:"full_name"`
	Role     string `json:"role"`
	Previous string `json:"previous_role"`
}

// handleAdminRole gives or takes the trusted contributor role (admins).
func handleAdminRole(mod *moderation.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		req, err := decode[roleRequest](r)
		if err != nil {
			return err
		}
		c, err := mod.SetRole(r.Context(), viewerOf(r.Context()), req.Email, kajian.Role(req.Role))
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, roleChangedDTO{OK: true, Message: c.Message(), UserID: c.UserID, Email: c.Email,
			FullName: c.FullName, Role: string(c.To), Previous: string(c.From)})
	})
}

// directPublicationDTO is a posting a contributor published without review.
type directPublicationDTO struct {
	LogID           string    `json:"log_id"`
	Type            string    `json:"type"`
	SessionID       string    `json:"session_id"`
	Title           string    `json:"title"`
	Slug            *string   `json:"slug"`   // null once deleted
	Status          *string   `json:"status"` // null once deleted
	ContributorID   string    `json:"contributor_id"`
	ContributorName *string   `json:"contributor_name"`
	PublishedAt     time.Time `json:"published_at"`
	Undoable        bool      `json:"undoable"`
}

type directPublicationsDTO struct {
	Items []directPublicationDTO `json:"items"`
}

// handleAdminContributions lists contributors' direct publications (admins).
func handleAdminContributions(mod *moderation.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		list, err := mod.DirectPublications(r.Context(), viewerOf(r.Context()))
		if err != nil {
			return err
		}
		body := directPublicationsDTO{Items: make([]directPublicationDTO, len(list))}
		for i, p := range list {
			body.Items[i] = directPublicationDTO{LogID: p.LogID, Type: string(p.Type), SessionID: p.SessionID, Title: p.Title,
				Slug: strPtr(p.Slug), Status: strPtr(string(p.Status)), ContributorID: p.ContributorID,
				ContributorName: strPtr(p.ContributorName), PublishedAt: p.PublishedAt, Undoable: p.Undoable()}
		}
		return encode(w, http.StatusOK, body)
	})
}

// handleAdminUnpublish sends a published session back to the approval queue
// (admins): the undo of a contributor's direct publication.
func handleAdminUnpublish(mod *moderation.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		t, err := pathType(r)
		if err != nil {
			return err
		}
		msg, err := mod.Unpublish(r.Context(), viewerOf(r.Context()), t, r.PathValue("id"))
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, postingActionDTO{OK: true, Message: msg})
	})
}
