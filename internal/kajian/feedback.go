package kajian

import "time"

// FeedbackCategory is what a piece of feedback is about.
type FeedbackCategory string

// The six feedback categories, with their Indonesian labels in FeedbackCategoryLabels.
const (
	FeedbackSuggestion     FeedbackCategory = "suggestion"
	FeedbackFeatureRequest FeedbackCategory = "feature_request"
	FeedbackBugReport      FeedbackCategory = "bug_report"
	FeedbackComplaint      FeedbackCategory = "complaint"
	FeedbackCompliment     FeedbackCategory = "compliment"
	FeedbackOther          FeedbackCategory = "other"
)

// FeedbackCategoryLabels maps each category to its Indonesian label.
var FeedbackCategoryLabels = map[FeedbackCategory]string{
	FeedbackSuggestion:     "Saran",
	FeedbackFeatureRequest: "Permintaan Fitur",
	FeedbackBugReport:      "Laporan Bug",
	FeedbackComplaint:      "Keluhan",
	FeedbackCompliment:     "Pujian",
	FeedbackOther:          "Lainnya",
}

// FeedbackStatus is where a piece of feedback stands.
type FeedbackStatus string

// The five feedback statuses, with their Indonesian labels in FeedbackStatusLabels.
const (
	FeedbackNew        FeedbackStatus = "new"
	FeedbackReviewed   FeedbackStatus = "reviewed"
	FeedbackInProgress FeedbackStatus = "in_progress"
	FeedbackResolved   FeedbackStatus = "resolved"
	FeedbackClosed     FeedbackStatus = "closed"
)

// FeedbackStatusLabels maps each status to its Indonesian label.
var FeedbackStatusLabels = map[FeedbackStatus]string{
	FeedbackNew:        "Baru",
	FeedbackReviewed:   "Ditinjau",
	FeedbackInProgress: "Sedang Diproses",
	FeedbackResolved:   "Selesai",
	FeedbackClosed:     "Ditutup",
}

// Feedback is a message sent through the 'Saran & Masukan' form.
type Feedback struct {
	ID         string
	Name       string
	Email      string
	Subject    string
	Message    string
	Category   FeedbackCategory
	Status     FeedbackStatus
	UserID     string
	CreatedAt  time.Time
	UpdatedAt  time.Time
	ResolvedAt *time.Time
	ResolvedBy string
}

// FeedbackPageSize is how many messages a page of 'Kelola Feedback' shows.
const FeedbackPageSize = 10

// FeedbackFilter narrows 'Kelola Feedback'. Zero fields do not filter.
type FeedbackFilter struct {
	Search   string // in subject, message and sender name, ignoring case
	Status   FeedbackStatus
	Category FeedbackCategory
	Limit    int // FeedbackPageSize when 0
	Offset   int
}

// FeedbackItem is a message with its sender's and resolver's profile names.
type FeedbackItem struct {
	Feedback
	ProfileName  string // the signed-in sender's profile name
	ResolverName string
}

// FeedbackPage is one page of feedback, newest first, and how many match.
type FeedbackPage struct {
	Items []FeedbackItem
	Total int
}
