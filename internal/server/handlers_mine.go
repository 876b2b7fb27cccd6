package server

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/posting"
	"github.com/kajiankita/kajian/internal/sessions"
)

// mineItemDTO is one of the user's own sessions with what they may do to it.
type mineItemDTO struct {
	kajianDTO
	CanEdit   bool `json:"can_edit"`
	CanDelete bool `json:"can_delete"` // not once published, unless an admin
}

// minePageDTO is a page of 'Kajian Saya'.
type minePageDTO struct {
	Items      []mineItemDTO `json:"items"`
	Total      int           `json:"total"`
	Page       int           `json:"page"`
	PageSize   int           `json:"page_size"`
	TotalPages int           `json:"total_pages"`
}

var errBadMineFilter = kajian.Errorf(kajian.KindInvalid, "bad_filter", "Filter tidak valid")

// mineFilter reads the query of GET /api/v1/my-kajian: q, type (all, regular,
// recurring), status (all, approved, pending, rejected, draft, inactive),
// time (all, upcoming, past) and page from 1.
func mineFilter(r *http.Request) (kajian.MineFilter, int, error) {
	q := r.URL.Query()
	f := kajian.MineFilter{Search: strings.TrimSpace(q.Get("q")), Limit: kajian.MinePageSize}
	if len([]rune(f.Search)) > 200 {
		return f, 0, errBadMineFilter
	}
	switch t := q.Get("type"); t {
	case "", "all":
	case string(kajian.Regular), string(kajian.Recurring):
		f.Type = kajian.Type(t)
	default:
		return f, 0, errBadMineFilter
	}
	switch st := q.Get("status"); st {
	case "", "all":
	case kajian.StatusFilterApproved, string(kajian.StatusPending), string(kajian.StatusRejected),
		string(kajian.StatusDraft), string(kajian.StatusInactive):
		f.Status = st
	default:
		return f, 0, errBadMineFilter
	}
	switch tm := q.Get("time"); tm {
	case "", "all":
	case kajian.TimeUpcoming, kajian.TimePast:
		f.Time = tm
	default:
		return f, 0, errBadMineFilter
	}
	page := 1
	if p := q.Get("page"); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > 100000 {
			return f, 0, errBadMineFilter
		}
		page = n
	}
	f.Offset = (page - 1) * kajian.MinePageSize
	return f, page, nil
}

// handleMine lists the signed-in user's own sessions of both kinds, newest
// first, 10 per page, with attendance counts.
func handleMine(postings *posting.Service, ss *sessions.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		f, page, err := mineFilter(r)
		if err != nil {
			return err
		}
		res, err := postings.Mine(r.Context(), viewer, f)
		if err != nil {
			return err
		}
		dtos, err := cardDTOs(r.Context(), ss, viewer, ss.Now(), res.Sessions)
		if err != nil {
			return err
		}
		body := minePageDTO{Items: make([]mineItemDTO, len(dtos)), Total: res.Total, Page: page, PageSize: kajian.MinePageSize,
			TotalPages: (res.Total + kajian.MinePageSize - 1) / kajian.MinePageSize}
		for i, d := range dtos {
			body.Items[i] = mineItemDTO{kajianDTO: d, CanEdit: viewer.CanEdit(res.Sessions[i]), CanDelete: viewer.CanDelete(res.Sessions[i])}
		}
		return encode(w, http.StatusOK, body)
	})
}
