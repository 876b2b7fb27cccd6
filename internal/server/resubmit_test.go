package server

import (
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// 'Ajukan ulang': a rejected posting is fixed and sent back for approval by its author, keeping
// its page and its history: the moderation log has the rejection and the resubmission.
func TestResubmitRejectedPosting(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		path := "/api/v1/postings/regular/" + f.pending.Slug + "/resubmit"
		reason := "Alamat belum lengkap, mohon dilengkapi."

		// Only a rejected posting can be resubmitted.
		wantAPIError(t, f.creatorC.do("POST", path, nil), 409, "Hanya kajian yang ditolak yang dapat diajukan ulang")
		if res := f.admC.do("POST", "/api/v1/admin/approvals/regular/"+f.pending.ID+"/reject", map[string]any{"reason": reason}); res.status != 200 {
			t.Fatalf("reject: %d %s", res.status, res.body)
		}
		// Nobody but its author, an admin included.
		wantAPIError(t, f.otherC.do("POST", path, nil), 403, "Hanya pembuat kajian yang dapat mengajukannya ulang")
		wantAPIError(t, f.admC.do("POST", path, nil), 403, "Hanya pembuat kajian yang dapat mengajukannya ulang")
		if res := e.newClient().do("POST", path, nil); res.status != 401 {
			t.Errorf("visitor: %d", res.status)
		}

		res := f.creatorC.do("POST", path, nil)
		if res.status != 200 || res.json(t)["message"] != "Kajian diajukan ulang dan menunggu persetujuan admin" {
			t.Fatalf("resubmit: %d %s", res.status, res.body)
		}
		k, err := e.db.FindSession(t.Context(), kajian.Regular, f.pending.ID)
		if err != nil || k.Status != kajian.StatusPending || k.RejectionReason != "" || k.ApprovedBy != "" || k.Slug != f.pending.Slug {
			t.Fatalf("after resubmitting: %+v (%v)", k, err)
		}
		// Back in the queue, and the log keeps both decisions' lines.
		q, err := e.db.ListPending(t.Context(), kajian.DateOf(testNow))
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, p := range q.Regular {
			found = found || p.ID == f.pending.ID
		}
		if !found {
			t.Error("the resubmitted posting is not in the approval queue")
		}
		log, err := e.db.ListModLog(t.Context(), 10)
		if err != nil {
			t.Fatal(err)
		}
		var actions []kajian.ModAction
		for _, l := range log {
			if l.SubjectID == f.pending.ID {
				actions = append(actions, l.Action)
				if l.Action == kajian.ModResubmit && (l.ActorID != f.creator.ID || l.Reason != reason) {
					t.Errorf("resubmit line: %+v", l)
				}
			}
		}
		if len(actions) != 2 || actions[0] != kajian.ModResubmit || actions[1] != kajian.ModReject {
			t.Errorf("log lines of the posting, newest first: %v", actions)
		}
		// Once is enough: it waits now.
		wantAPIError(t, f.creatorC.do("POST", path, nil), 409, "Hanya kajian yang ditolak yang dapat diajukan ulang")
	})
}
