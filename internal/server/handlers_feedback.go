package server

import (
	"net/http"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/feedback"
	"github.com/kajiankita/kajian/internal/kajian"
)

// feedbackRequest is the 'Saran & Masukan' form. Website is the honeypot:
// hidden from people, filled by bots.
type feedbackRequest struct {
	Name     string `json:"name"`
	Email    string `json:"email"`
	Subject  string `json:"subject"`
	Message  string `json:"message"`
	Category string `json:"category"`
	Website  string `json:"website"`
}

// handleFeedbackSend stores a message from anyone.
func handleFeedbackSend(fb *feedback.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		req, err := decode[feedbackRequest](r)
		if err != nil {
			return err
		}
		msg, err := fb.Send(r.Context(), viewerOf(r.Context()), feedback.Input(req), limitKey(clientIP(r)))
		if err != nil {
			return err
		}
		return encode(w, http.StatusCreated, postingActionDTO{OK: true, Message: msg})
	})
}

// feedbackDTO is a message as 'Kelola Feedback' shows it.
type feedbackDTO struct {
	ID            string     `json:"id"`
	Name          *string    `json:"name"`
	Email         *string    `json:"email"`
	Subject       string     `json:"subject"`
	Message       string     `json:"message"`
	Category      string     `json:"category"`
	CategoryLabel string     `json:"category_label"`
	Status        string     `json:"status"`
	StatusLabel   string     `json:"status_label"`
	UserID        *string    `json:"user_id"`
	SenderName    *string    `json:"sender_name"` // the form's name, else the sender's profile name; null shows 'Anonim'
	CreatedAt     time.Time  `json:"created_at"`
	UpdatedAt     time.Time  `json:"updated_at"`
	ResolvedAt    *time.Time `json:"resolved_at"`
	ResolvedBy    *string    `json:"resolved_by"`
	ResolverName  *string    `json:"resolver_name"`
}

func toFeedbackDTO(f kajian.FeedbackItem) feedbackDTO {
	sender := f.Name
	if sender == "" {
		sender = f.ProfileName
	}
	return feedbackDTO{ID: f.ID, Name: strPtr(f.Name), Email: strPtr(f.Email), Subject: f.Subject, Message: f.Message,
		Category: string(f.Category), CategoryLabel: kajian.FeedbackCategoryLabels[f.Category],
		Status: string(f.Status), StatusLabel: kajian.FeedbackStatusLabels[f.Status], UserID: strPtr(f.UserID),
		SenderName: strPtr(sender), CreatedAt: f.CreatedAt, UpdatedAt: f.UpdatedAt, ResolvedAt: f.ResolvedAt,
		ResolvedBy: strPtr(f.ResolvedBy), ResolverName: strPtr(f.ResolverName)}
}

// feedbackPageDTO is a page of 'Kelola Feedback'.
type feedbackPageDTO struct {
	Items      []feedbackDTO `json:"items"`
	Total      int           `json:"total"`
	Page       int           `json:"page"`
	PageSize   int           `json:"page_size"`
	TotalPages int           `json:"total_pages"`
}

// feedbackFilter reads q, status, category and page.
func feedbackFilter(r *http.Request) (kajian.FeedbackFilter, int, error) {
	q := r.URL.Query()
	f := kajian.FeedbackFilter{Search: strings.TrimSpace(q.Get("q"))}
	if len([]rune(f.Search)) > 200 {
		return f, 0, kajian.Invalid("q", "Kata pencarian terlalu panjang")
	}
	if s := q.Get("status"); s != "" && s != "all" {
		if kajian.FeedbackStatusLabels[kajian.FeedbackStatus(s)] == "" {
			return f, 0, kajian.Invalid("status", "Status tidak valid")
		}
		f.Status = kajian.FeedbackStatus(s)
	}
	if c := q.Get("category"); c != "" && c != "all" {
		if kajian.FeedbackCategoryLabels[kajian.FeedbackCategory(c)] == "" {
			return f, 0, kajian.Invalid("category", "Kategori tidak valid")
		}
		f.Category = kajian.FeedbackCategory(c)
	}
	page, err := pageParam(q)
	return f, page, err
}

// handleAdminFeedback serves 'Kelola Feedback' (admins), newest first.
func handleAdminFeedback(fb *feedback.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer := viewerOf(r.Context())
		if err := kajian.RequireAdmin(viewer); err != nil {
			return err
		}
		f, page, err := feedbackFilter(r)
		if err != nil {
			return err
		}
		p, err := fb.List(r.Context(), viewer, f, page)
		if err != nil {
			return err
		}
		body := feedbackPageDTO{Items: make([]feedbackDTO, len(p.Items)), Total: p.Total, Page: page,
			PageSize: kajian.FeedbackPageSize, TotalPages: (p.Total + kajian.FeedbackPageSize - 1) / kajian.FeedbackPageSize}
		for i, it := range p.Items {
			body.Items[i] = toFeedbackDTO(it)
		}
		return encode(w, http.StatusOK, body)
	})
}

type feedbackStatusRequest struct {
	Status string `json:"status"`
}

// feedbackStatusDTO answers a status change with the message as it now is.
type feedbackStatusDTO struct {
	OK       bool        `json:"ok"`
	Message  string      `json:"message"`
	Feedback feedbackDTO `json:"feedback"`
}

// handleAdminFeedbackStatus moves a message to another status (admins).
func handleAdminFeedbackStatus(fb *feedback.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer := viewerOf(r.Context())
		if err := kajian.RequireAdmin(viewer); err != nil {
			return err // before the body: a non-admin learns nothing from it
		}
		req, err := decode[feedbackStatusRequest](r)
		if err != nil {
			return err
		}
		item, msg, err := fb.SetStatus(r.Context(), viewer, r.PathValue("id"), kajian.FeedbackStatus(req.Status))
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, feedbackStatusDTO{OK: true, Message: msg, Feedback: toFeedbackDTO(item)})
	})
}

// handleAdminFeedbackDelete deletes a message (admins).
func handleAdminFeedbackDelete(fb *feedback.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		msg, err := fb.Delete(r.Context(), viewerOf(r.Context()), r.PathValue("id"))
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, postingActionDTO{OK: true, Message: msg})
	})
}
