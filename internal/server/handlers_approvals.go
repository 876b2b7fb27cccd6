package server

import (
	"errors"
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// maxReasonRunes bounds a rejection reason.
const maxReasonRunes = 1000

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
func (s *Server) handleApprovals() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireAdmin(r)
		if err != nil {
			return err
		}
		now := s.clock.Now()
		p, err := s.store.ListPending(r.Context(), kajian.DateOf(now).AddDays(-1))
		if err != nil {
			return err
		}
		body := approvalsDTO{
			Counts:  approvalCountsDTO{Regular: p.RegularCount, Recurring: p.RecurringCount, Total: p.RegularCount + p.RecurringCount},
			Regular: []approvalItemDTO{}, Recurring: []approvalItemDTO{},
		}
		for _, list := range []struct {
			in  []store.PendingSession
			out *[]approvalItemDTO
		}{{p.Regular, &body.Regular}, {p.Recurring, &body.Recurring}} {
			sessions := make([]*kajian.Session, len(list.in))
			for i, ps := range list.in {
				sessions[i] = ps.Session
			}
			dtos, err := s.postingDTOs(r.Context(), viewer, now, sessions)
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

// approvalTarget reads an approval route's {type} and {id}.
func approvalTarget(r *http.Request) (kajian.Type, string, error) {
	t, ok := parsePostingType(r.PathValue("type"))
	if !ok {
		return "", "", kajian.ErrNotFound
	}
	return t, r.PathValue("id"), nil
}

func approvalError(t kajian.Type, err error) error {
	if errors.Is(err, kajian.ErrNotFound) {
		return errSessionNotFound(t)
	}
	return err
}

// handleApprove publishes a pending session: one-off approved, weekly
// active; the admin and the moment are recorded.
func (s *Server) handleApprove() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireAdmin(r)
		if err != nil {
			return err
		}
		t, id, err := approvalTarget(r)
		if err != nil {
			return err
		}
		if err := s.store.ApproveSession(r.Context(), t, id, viewer.UserID); err != nil {
			return approvalError(t, err)
		}
		return encode(w, http.StatusOK, postingActionDTO{OK: true, Message: kajian.TypeLabel(t) + " berhasil disetujui!"})
	})
}

type rejectRequest struct {
	Reason string `json:"reason"`
}

// Valid requires a reason that is not blank once trimmed.
func (req rejectRequest) Valid() map[string]string {
	reason := strings.TrimSpace(req.Reason)
	switch {
	case reason == "":
		return map[string]string{"reason": "Alasan penolakan harus diisi"}
	case utf8.RuneCountInString(reason) > maxReasonRunes:
		return map[string]string{"reason": "Alasan penolakan maksimal 1000 karakter"}
	}
	return nil
}

// handleReject rejects a pending session with a trimmed reason, recording
// the admin and the moment.
func (s *Server) handleReject() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireAdmin(r)
		if err != nil {
			return err
		}
		t, id, err := approvalTarget(r)
		if err != nil {
			return err
		}
		req, err := decode[rejectRequest](r)
		if err != nil {
			return err
		}
		if err := s.store.RejectSession(r.Context(), t, id, viewer.UserID, strings.TrimSpace(req.Reason)); err != nil {
			return approvalError(t, err)
		}
		return encode(w, http.StatusOK, postingActionDTO{OK: true, Message: kajian.TypeLabel(t) + " berhasil ditolak"})
	})
}
