package posting

import (
	"context"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Resubmit sends the viewer's rejected posting back to the approval queue ('Ajukan ulang'),
// after they fixed it with Edit: it keeps its page, attendance and history (the moderation log
// has the rejection and the resubmission) instead of being deleted and posted again. Only its
// author may: anyone else is refused as for an edit, an admin included (an admin's own postings
// are published at once). It returns the toast to show.
func (s *Service) Resubmit(ctx context.Context, viewer kajian.Viewer, t kajian.Type, slug string) (string, error) {
	if !viewer.SignedIn() {
		return "", kajian.ErrUnauthorized
	}
	ks, err := s.find(ctx, t, slug)
	if err != nil {
		return "", err
	}
	if viewer.UserID != ks.CreatedBy {
		return "", kajian.Errorf(kajian.KindForbidden, "forbidden", "Hanya pembuat kajian yang dapat mengajukannya ulang")
	}
	if ks.Status != kajian.StatusRejected {
		return "", kajian.ErrNotRejected
	}
	if err := s.allow(ctx, viewer, "posting-edit", EditLimit, "perubahan kajian"); err != nil {
		return "", err
	}
	if _, err := s.store.ResubmitSession(ctx, t, ks.ID, viewer.UserID); err != nil {
		return "", err
	}
	return kajian.TypeLabel(t) + " diajukan ulang dan menunggu persetujuan admin", nil
}
