package kajian

import "time"

// ModAction is what an admin (or a trusted contributor publishing directly) did, as the
// moderation log records it.
type ModAction string

// The admin actions the moderation log records.
const (
	ModApprove        ModAction = "approve"
	ModReject         ModAction = "reject"
	ModDeleteSession  ModAction = "delete_session"
	ModDeleteNote     ModAction = "delete_note"
	ModFeedbackStatus ModAction = "feedback_status"
	ModDeleteFeedback ModAction = "delete_feedback"
	ModRoleChange     ModAction = "role_change"
	// ModPublishDirect is a trusted contributor's posting published without review; its actor
	// is the contributor.
	ModPublishDirect ModAction = "publish_direct"
	// ModUnpublish is an admin sending a published session back to the approval queue (the
	// undo of a contributor's direct publication).
	ModUnpublish ModAction = "unpublish"
	// ModResubmit is an author sending their rejected posting back for approval ('Ajukan
	// ulang'); its actor is the author and its reason the rejection it answers.
	ModResubmit ModAction = "resubmit"
	// A report handled: the subject is the reported session.
	ModReportEdit    ModAction = "report_edit"
	ModReportCancel  ModAction = "report_cancel"
	ModReportDelete  ModAction = "report_delete"
	ModReportDismiss ModAction = "report_dismiss"
	// A masjid's team: an admin verifies a masjid (Detail "ya"/"tidak"), adds or removes an
	// editor (the subject is the masjid, Detail the editor's e-mail), decides a claim. A masjid
	// editor's posting published at once is ModPublishDirect with Detail naming the masjid.
	ModMasjidVerify       ModAction = "masjid_verify"
	ModMasjidEditorAdd    ModAction = "masjid_editor_add"
	ModMasjidEditorRemove ModAction = "masjid_editor_remove"
	ModMasjidClaimApprove ModAction = "masjid_claim_approve"
	ModMasjidClaimReject  ModAction = "masjid_claim_reject"
)

// The kinds of subject an admin acts on besides sessions (whose kind is
// their Type).
const (
	SubjectNote     = "note"
	SubjectFeedback = "feedback"
	SubjectUser     = "user"
	SubjectMasjid   = "masjid"
)

// ModEntry is one line of the moderation log: who (ActorID, empty for the
// command line) did what to which subject, when and why. Written once in the
// same transaction as the action, never changed.
type ModEntry struct {
	ID           string
	ActorID      string
	ActorName    string // read only: the actor's current profile name
	Action       ModAction
	SubjectType  string // regular, recurring, note, feedback or user
	SubjectID    string
	SubjectTitle string // the subject's title at the time: it may be gone since
	Detail       string // e.g. "new → resolved" for a feedback status
	Reason       string // a rejection's reason
	CreatedAt    time.Time
}

// Readable reports whether the line is one this version can show: an
// action and a kind of subject it knows, a time and an id. The log is
// append-only, so a line it cannot read (written by hand, or by a newer
// version during a rolling update) stays there and is passed over.
func (e ModEntry) Readable() bool {
	switch e.Action {
	case ModApprove, ModReject, ModDeleteSession, ModDeleteNote, ModFeedbackStatus, ModDeleteFeedback, ModRoleChange,
		ModPublishDirect, ModUnpublish, ModReportEdit, ModReportCancel, ModReportDelete, ModReportDismiss,
		ModMasjidVerify, ModMasjidEditorAdd, ModMasjidEditorRemove, ModMasjidClaimApprove, ModMasjidClaimReject, ModResubmit:
	default:
		return false
	}
	switch e.SubjectType {
	case string(Regular), string(Recurring), SubjectNote, SubjectFeedback, SubjectUser, SubjectMasjid:
	default:
		return false
	}
	return e.ID != "" && !e.CreatedAt.IsZero()
}

// PendingSession is a session waiting for approval with its creator's name
// and phone, as the approval queue shows it.
type PendingSession struct {
	*Session
	CreatorName  string
	CreatorPhone string
}

// Pending is the approval queue: waiting one-off and weekly sessions, newest
// first, and how many of each there are.
type Pending struct {
	Regular        []PendingSession
	Recurring      []PendingSession
	RegularCount   int
	RecurringCount int
}

// ErrNotPending is returned when an approval or rejection finds the session
// already decided.
var ErrNotPending = Errorf(KindConflict, "not_pending", "Kajian ini tidak lagi menunggu persetujuan")

// ErrNotRejected is returned when a resubmission finds the posting not rejected (any more).
var ErrNotRejected = Errorf(KindConflict, "not_rejected", "Hanya kajian yang ditolak yang dapat diajukan ulang")

// PendingLimit caps each list of the approval queue; the counts stay exact.
const PendingLimit = 200
