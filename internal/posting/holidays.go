package posting

import (
	"context"
	"errors"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

// HolidayInput is one holiday of a weekly session as a form sends it.
type HolidayInput struct {
	Date   string
	Until  string // a range's last day, "" for one date
	Reason string
}

func (in HolidayInput) holiday(id string, today kajian.Date) (kajian.Holiday, error) {
	h := kajian.HolidayInput{ID: id, Date: strings.TrimSpace(in.Date), Until: strings.TrimSpace(in.Until), Reason: kajian.CleanText(in.Reason)}
	if err := kajian.ValidateHolidays([]kajian.HolidayInput{h}); err != nil {
		return kajian.Holiday{}, err
	}
	p := kajian.Posting{Type: kajian.Recurring, Holidays: []kajian.HolidayInput{h}}
	if err := p.CheckDates(today); err != nil {
		return kajian.Holiday{}, err
	}
	return kajian.ParseHolidays([]kajian.HolidayInput{h})[0], nil
}

var errHolidayNotFound = kajian.Errorf(kajian.KindNotFound, "holiday_not_found", "Jadwal libur tidak ditemukan")

func holidayError(err error) error {
	if errors.Is(err, kajian.ErrNotFound) {
		return errHolidayNotFound
	}
	return err
}

// HolidaySaved is a holiday as saved, and the toast to show.
type HolidaySaved struct {
	Holiday kajian.Holiday
	Message string
}

// AddHoliday adds a holiday to a weekly session the viewer may edit. A
// holiday is an edit of the session: its reason is public text, so an active
// session changed by anyone but an admin or an editor of its masjid waits for
// approval again, as after any other edit.
func (s *Service) AddHoliday(ctx context.Context, viewer kajian.Viewer, slug string, in HolidayInput) (HolidaySaved, error) {
	ks, keeps, err := s.editable(ctx, viewer, kajian.Recurring, slug)
	if err != nil {
		return HolidaySaved{}, err
	}
	h, err := in.holiday("", kajian.DateOf(s.clock.Now()))
	if err != nil {
		return HolidaySaved{}, err
	}
	if err := ks.CheckHoliday(h); err != nil {
		return HolidaySaved{}, err
	}
	// A holiday is an edit of a published page: it counts under the edit limit.
	if err := s.allow(ctx, viewer, "posting-edit", EditLimit, "perubahan kajian"); err != nil {
		return HolidaySaved{}, err
	}
	status := kajian.StatusAfterEdit(ks.Type, ks.Status, kajian.EditKeepsPublic(viewer, ks, keeps))
	if err := s.store.AddHoliday(ctx, ks.ID, &h, status); err != nil {
		return HolidaySaved{}, err
	}
	return HolidaySaved{Holiday: h, Message: updatedMessage(ks.Type, ks.Status, status)}, nil
}

// UpdateHoliday changes a holiday's date or reason, with the status rule of
// AddHoliday.
func (s *Service) UpdateHoliday(ctx context.Context, viewer kajian.Viewer, slug, id string, in HolidayInput) (HolidaySaved, error) {
	ks, keeps, err := s.editable(ctx, viewer, kajian.Recurring, slug)
	if err != nil {
		return HolidaySaved{}, err
	}
	h, err := in.holiday(id, kajian.DateOf(s.clock.Now()))
	if err != nil {
		return HolidaySaved{}, err
	}
	if err := ks.CheckHoliday(h); err != nil {
		return HolidaySaved{}, err
	}
	if err := s.allow(ctx, viewer, "posting-edit", EditLimit, "perubahan kajian"); err != nil {
		return HolidaySaved{}, err
	}
	status := kajian.StatusAfterEdit(ks.Type, ks.Status, kajian.EditKeepsPublic(viewer, ks, keeps))
	if err := s.store.UpdateHoliday(ctx, ks.ID, h, status); err != nil {
		return HolidaySaved{}, holidayError(err)
	}
	return HolidaySaved{Holiday: h, Message: updatedMessage(ks.Type, ks.Status, status)}, nil
}

// DeleteHoliday removes a holiday at once and returns the toast to show.
func (s *Service) DeleteHoliday(ctx context.Context, viewer kajian.Viewer, slug, id string) (string, error) {
	ks, _, err := s.editable(ctx, viewer, kajian.Recurring, slug)
	if err != nil {
		return "", err
	}
	if err := s.store.DeleteHoliday(ctx, ks.ID, id); err != nil {
		return "", holidayError(err)
	}
	return "Jadwal libur berhasil dihapus", nil
}
