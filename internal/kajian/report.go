package kajian

import "time"

// ReportReason is why someone reports a session ('Laporkan').
type ReportReason string

// The six report reasons, in the dialog's order (ReportReasons), with their
// Indonesian labels in ReportReasonLabels.
const (
	ReportWrongTimePlace ReportReason = "wrong_time_place"
	ReportCancelled      ReportReason = "cancelled"
	ReportDuplicate      ReportReason = "duplicate"
	ReportNotKajian      ReportReason = "not_kajian"
	ReportInappropriate  ReportReason = "inappropriate"
	ReportOther          ReportReason = "other"
)

// ReportReasons are the reasons in the order the dialog lists them.
var ReportReasons = []ReportReason{ReportWrongTimePlace, ReportCancelled, ReportDuplicate,
	ReportNotKajian, ReportInappropriate, ReportOther}

// ReportReasonLabels maps each reason to its Indonesian label.
var ReportReasonLabels = map[ReportReason]string{
	ReportWrongTimePlace: "Waktu/tempat salah",
	ReportCancelled:      "Sudah dibatalkan",
	ReportDuplicate:      "Duplikat",
	ReportNotKajian:      "Bukan kajian",
	ReportInappropriate:  "Konten tidak pantas",
	ReportOther:          "Lainnya",
}

// ReportStatus is where a report stands.
type ReportStatus string

// The three report statuses, with their Indonesian labels in ReportStatusLabels.
const (
	ReportOpen      ReportStatus = "open"
	ReportResolved  ReportStatus = "resolved"
	ReportDismissed ReportStatus = "dismissed"
)

// ReportStatusLabels maps each status to its Indonesian label.
var ReportStatusLabels = map[ReportStatus]string{
	ReportOpen:      "Terbuka",
	ReportResolved:  "Selesai",
	ReportDismissed: "Diabaikan",
}

// ReportAction is how an admin handles a report.
type ReportAction string

// The four ways to handle a report. Edit marks it resolved once the admin
// has corrected the session in its own form; cancel takes the session out of
// public view and tells its attendees; delete deletes it; dismiss leaves the
// session as it is.
const (
	ReportEdit    ReportAction = "edit"
	ReportCancel  ReportAction = "cancel"
	ReportDelete  ReportAction = "delete"
	ReportDismiss ReportAction = "dismiss"
)

// ReportActionLabels maps each action to its Indonesian label.
var ReportActionLabels = map[ReportAction]string{
	ReportEdit:    "Diedit",
	ReportCancel:  "Dibatalkan",
	ReportDelete:  "Dihapus",
	ReportDismiss: "Diabaikan",
}

// ReportOutcomes say, in the e-mail to a signed-in reporter, what became of
// the session they reported.
var ReportOutcomes = map[ReportAction]string{
	ReportEdit:    "data kajian tersebut telah diperbaiki.",
	ReportCancel:  "kajian tersebut telah dibatalkan dan tidak lagi tampil.",
	ReportDelete:  "kajian tersebut telah dihapus.",
	ReportDismiss: "tidak ditemukan hal yang perlu diubah, sehingga kajian tersebut tetap tampil.",
}

// ReportModActions are the moderation log's actions for each way to handle a
// report.
var ReportModActions = map[ReportAction]ModAction{
	ReportEdit:    ModReportEdit,
	ReportCancel:  ModReportCancel,
	ReportDelete:  ModReportDelete,
	ReportDismiss: ModReportDismiss,
}

// MaxReportNote bounds a report's optional note, in characters.
const MaxReportNote = 1000

// ReportThanks is what a reporter reads once their report is sent.
const ReportThanks = "Terima kasih, laporan Anda akan ditinjau admin."

// Report errors with the messages people read.
var (
	ErrReportReason    = Invalid("reason", "Pilih alasan laporan")
	ErrReportNote      = Invalid("note", "Catatan maksimal 1000 karakter")
	ErrAlreadyReported = Errorf(KindConflict, "already_reported", "Anda sudah melaporkan kajian ini.")
	ErrReportNotFound  = Errorf(KindNotFound, "report_not_found", "Laporan tidak ditemukan")
	ErrReportHandled   = Errorf(KindConflict, "report_handled", "Laporan ini sudah ditangani")
	ErrReportAction    = Invalid("action", "Tindakan tidak valid")
	ErrReportedGone    = Errorf(KindConflict, "session_gone", "Kajian yang dilaporkan sudah tidak ada; abaikan laporan ini")
)

// The limits of sending reports: per client address for visitors, generous
// because many phones share one address behind carrier NAT; per account for
// signed-in reporters.
var (
	ReportClientLimit = Limit{Max: 10, Per: time.Hour}
	ReportUserLimit   = Limit{Max: 20, Per: time.Hour}
)

// Report is someone's report that a session is wrong. A signed-in reporter is
// ReporterID (one report per account per session, a database constraint); a
// visitor is only ClientHash, the hash of their address, never the address.
type Report struct {
	ID          string
	SessionType Type
	SessionID   string
	Reason      ReportReason
	Note        string
	ReporterID  string
	ClientHash  string
	Status      ReportStatus
	Action      ReportAction // empty while open
	ResolvedBy  string
	ResolvedAt  *time.Time
	CreatedAt   time.Time
}

// ReportItem is a report as 'Laporan' lists it: with the session's title and
// slug (empty once the session is deleted) and the people's profile names.
type ReportItem struct {
	Report
	SessionTitle string
	SessionSlug  string
	ReporterName string
	ResolverName string
}

// MasjidReportLimit caps the open reports a masjid's team page lists.
const MasjidReportLimit = 50

// ReportPageSize is how many reports a page of 'Laporan' shows.
const ReportPageSize = 20

// ReportFilter narrows 'Laporan'. Zero fields do not filter.
type ReportFilter struct {
	Status   ReportStatus
	Reason   ReportReason
	MasjidID string // reports about the sessions of this masjid (an editor's view)
	Limit    int    // ReportPageSize when 0
	Offset   int
}

// ReportPage is one page of reports, newest first, and how many match.
type ReportPage struct {
	Items []ReportItem
	Total int
}

// Resolution is an admin handling a report; News is what the session's
// attendees and calendar feeds are told when it is cancelled or deleted.
type Resolution struct {
	ReportID string
	AdminID  string
	Action   ReportAction
	News     SessionNews
}
