package kajian

import (
	"strings"
	"testing"
	"time"
)

// Every action the log may hold is one the dashboard can show (a masjid team's and a
// resubmission's were passed over as unreadable once).
func TestEveryModerationActionIsReadable(t *testing.T) {
	now := time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC)
	for _, a := range []ModAction{ModApprove, ModReject, ModDeleteSession, ModDeleteNote, ModFeedbackStatus, ModDeleteFeedback,
		ModRoleChange, ModPublishDirect, ModUnpublish, ModReportEdit, ModReportCancel, ModReportDelete, ModReportDismiss,
		ModMasjidVerify, ModMasjidEditorAdd, ModMasjidEditorRemove, ModMasjidClaimApprove, ModMasjidClaimReject, ModResubmit} {
		subject := string(Regular)
		if strings.HasPrefix(string(a), "masjid_") {
			subject = SubjectMasjid
		}
		if !(ModEntry{ID: "x", Action: a, SubjectType: subject, CreatedAt: now}).Readable() {
			t.Errorf("%s on %s is passed over as unreadable", a, subject)
		}
	}
}
