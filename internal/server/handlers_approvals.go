package server

import (
	"errors"
	"net/http"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/moderation"
	"github.com/kajiankita/kajian/internal/sessions"
)

// approvalCreatorDTO is who posted a session, for the admin reviewing it.
type approvalCreatorDTO struct {
	ID       string  `json:"id"`
	FullName *string `json:"full_name"` // null when the profile is gone: the page shows 'Unknown'
	Phone    *string `json:"phone"`
}

// approvalItemDTO is a session waiting for approval.
type approvalItemDTO struct {
	kajianDTO
	Creator approvalCreatorDTO `json:"creator"`
}

// approvalsDTO is the approval queue with its counts.
type approvalsDTO struct {
	Counts    approvalCountsDTO `json:"counts"`
	Regular   []approvalItemDTO `json:"regular"`
	Recurring []approvalItemDTO `json:"recurring"`
}

type approvalCountsDTO struct {
	Regular   int `json:"regular"`
	Recurring int `json:"recurring"`
	Total     int `json:"total"`
}

// handleApprovals lists the sessions waiting for approval, of both kinds,
// with their creators' names and phones (admins only).
func handleApprovals(mod *moderation.Service, ss *sessions.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer := viewerOf(r.Context())
		p, err := mod.Pending(r.Context(), viewer)
		if err != nil {
			return err
		}
		now := ss.Now()
		body := approvalsDTO{
			Counts:  approvalCountsDTO{Regular: p.RegularCount, Recurring: p.RecurringCount, Total: p.RegularCount + p.RecurringCount},
			Regular: []approvalItemDTO{}, Recurring: []approvalItemDTO{},
		}
		for _, list := range []struct {
			in  []kajian.PendingSession
			out *[]approvalItemDTO
		}{{p.Regular, &body.Regular}, {p.Recurring, &body.Recurring}} {
			sessionsOf := make([]*kajian.Session, len(list.in))
			for i, ps := range list.in {
				sessionsOf[i] = ps.Session
			}
			dtos, err := cardDTOs(r.Context(), ss, viewer, now, sessionsOf)
			if err != nil {
				return err
			}
			for i, ps := range list.in {
				*list.out = append(*list.out, approvalItemDTO{kajianDTO: dtos[i],
					Creator: approvalCreatorDTO{ID: ps.CreatedBy, FullName: strPtr(ps.CreatorName), Phone: strPtr(ps.CreatorPhone)}})
			}
		}
		return encode(w, http.StatusOK, body)
	})
}

// handleApprove publishes a pending session.
func handleApprove(mod *moderation.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer := viewerOf(r.Context())
		t, err := pathType(r)
		if err != nil {
			return err
		}
		msg, err := mod.Approve(r.Context(), viewer, t, r.PathValue("id"))
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, postingActionDTO{OK: true, Message: msg})
	})
}

type rejectRequest struct {
	Reason string `json:"reason"`
}

// Valid requires a reason that is not blank once trimmed.
func (req rejectRequest) Valid() map[string]string {
	if err := moderation.CheckReason(req.Reason); err != nil {
		var e *kajian.Error
		if errors.As(err, &e) {
			return map[string]string{"reason": e.Message}
		}
	}
	return nil
}

// handleReject rejects a pending session with a reason.
func handleReject(mod *moderation.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer := viewerOf(r.Context())
		if err := kajian.RequireAdmin(viewer); err != nil {
			return err // before the body: a non-admin learns nothing from it
		}
		t, err := pathType(r)
		if err != nil {
			return err
		}
		req, err := decode[rejectRequest](r)
		if err != nil {
			return err
		}
		msg, err := mod.Reject(r.Context(), viewer, t, r.PathValue("id"), req.Reason)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, postingActionDTO{OK: true, Message: msg})
	})
}
