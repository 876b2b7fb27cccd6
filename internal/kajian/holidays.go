package kajian

import "unicode/utf8"

// Holidays may span days: 'Libur 18 Februari – 19 Maret 2027: Ramadhan' is one entry, as the
// forms, cards and limits count it. A single date (Until zero) stays what it always was.

// MaxHolidayDays bounds a holiday range: a year at most.
const MaxHolidayDays = 366

// Messages refusing a holiday range.
const (
	MsgHolidayUntilBefore = "Tanggal akhir libur tidak boleh sebelum tanggal mulai"
	MsgHolidayTooLong     = "Rentang libur paling lama satu tahun"
	// MsgHolidayRangeNotHeld refuses a range in which the session is never held.
	MsgHolidayRangeNotHeld = "Rentang libur tidak memuat satu pun jadwal kajian ini"
)

// Last is the holiday's last day: Until, or its one date.
func (h Holiday) Last() Date {
	if h.Until.IsZero() || h.Until.Before(h.Date) {
		return h.Date
	}
	return h.Until
}

// IsRange reports whether the holiday spans more than one day.
func (h Holiday) IsRange() bool { return h.Date.Before(h.Last()) }

// Covers reports whether d falls within the holiday.
func (h Holiday) Covers(d Date) bool { return !d.Before(h.Date) && !h.Last().Before(d) }

// ShortText is the holiday as cards list it: '3 Des', or a range '18 Feb – 19 Mar'.
func (h Holiday) ShortText() string {
	if !h.IsRange() {
		return shortDate(h.Date)
	}
	return shortDate(h.Date) + " – " + shortDate(h.Last())
}

// HolidayOn returns the holiday covering d, if any.
func (s *Session) HolidayOn(d Date) (Holiday, bool) {
	for _, h := range s.Holidays {
		if h.Covers(d) {
			return h, true
		}
	}
	return Holiday{}, false
}

// OffOn returns the holiday that keeps a recurring session from being held on d: a single
// holiday on d, or a range covering d when d is one of the session's dates (a range is not
// 'Libur Hari Ini' on the days between them). A cancelled date is not one: lists keep it, with
// its badge, until its time (cancel.go).
func (s *Session) OffOn(d Date) (Holiday, bool) {
	h, ok := s.HolidayOn(d)
	if !ok || h.Cancelled || (h.IsRange() && (d.Weekday() != s.DayOfWeek || !s.Rhythm.holds(d))) {
		return Holiday{}, false
	}
	return h, true
}

// HeldBack returns the session's dates from first on that a holiday takes out, ascending: what
// calendars write as exceptions to its rule.
func (s *Session) HeldBack(first Date) []Date {
	var out []Date
	for _, h := range s.Holidays {
		from, to := h.Date, h.Last()
		if from.Before(first) {
			from = first
		}
		for d := s.WeeklyDateFrom(from); !to.Before(d); d = s.WeeklyDateFrom(d.AddDays(1)) {
			out = append(out, d)
		}
	}
	return out
}

// validateHolidayRanges refuses a range ending before it starts, longer than MaxHolidayDays, or
// two holidays that overlap (each date belongs to one entry).
func validateHolidayRanges(hs []Holiday) error {
	for i, h := range hs {
		if !h.Until.IsZero() && h.Until.Before(h.Date) {
			return Invalid("holidays", MsgHolidayUntilBefore)
		}
		if daysBetween(h.Date, h.Last()) >= MaxHolidayDays {
			return Invalid("holidays", MsgHolidayTooLong)
		}
		for _, o := range hs[:i] {
			if !h.Last().Before(o.Date) && !o.Last().Before(h.Date) {
				return Invalid("holidays", "Tanggal libur bertumpuk: "+o.ShortText()+" dan "+h.ShortText())
			}
		}
	}
	return nil
}

// OffDates returns the dates OffOn holds, ascending per holiday: each single holiday's date and
// each range's dates of the session, not the cancelled ones.
func (s *Session) OffDates() []Date {
	var out []Date
	for _, h := range s.Holidays {
		if h.Cancelled {
			continue
		}
		if !h.IsRange() {
			out = append(out, h.Date)
			continue
		}
		for d := s.WeeklyDateFrom(h.Date); !h.Last().Before(d); d = s.WeeklyDateFrom(d.AddDays(1)) {
			out = append(out, d)
		}
	}
	return out
}

// ValidateHolidays checks holiday dates, ranges and reasons and refuses one date
// given twice (the database keeps one holiday per date) or two that overlap.
func ValidateHolidays(hs []HolidayInput) error {
	if len(hs) > MaxHolidays {
		return ErrTooManyHolidays
	}
	seen := map[string]bool{}
	for _, h := range hs {
		if h.Date == "" {
			return Invalid("holidays", "Tanggal libur harus diisi")
		}
		if _, err := ParseDate(h.Date); err != nil {
			return Invalid("holidays", "Tanggal libur tidak valid")
		}
		if seen[h.Date] {
			return Invalid("holidays", "Tanggal libur "+h.Date+" tercantum dua kali")
		}
		seen[h.Date] = true
		if until, err := ParseDate(h.Until); h.Until != "" && err != nil {
			return Invalid("holidays", "Tanggal akhir libur tidak valid")
		} else if d, _ := ParseDate(h.Date); h.Until != "" && until.Before(d) {
			return Invalid("holidays", MsgHolidayUntilBefore)
		}
		if utf8.RuneCountInString(h.Reason) > MaxTextRunes {
			return Invalid("holidays", "Alasan libur terlalu panjang")
		}
	}
	return validateHolidayRanges(ParseHolidays(hs))
}

// ParseHolidays turns validated holiday inputs into holidays.
func ParseHolidays(in []HolidayInput) []Holiday {
	out := make([]Holiday, 0, len(in))
	for _, h := range in {
		d, _ := ParseDate(h.Date)
		until, _ := ParseDate(h.Until)
		if !d.Before(until) {
			until = Date{}
		}
		out = append(out, Holiday{ID: h.ID, Date: d, Until: until, Reason: h.Reason})
	}
	return out
}

// CheckHolidays refuses a holiday that takes none of the dates a session on weekday day with
// this rhythm is held on: a single date must be one of them (MsgCancelDateHeld, as cancelling
// such a date says), a range must contain one. Each holiday is checked against the rhythm alone,
// not against the others. The message names the holiday, as a form may hold many.
func (r Rhythm) CheckHolidays(day int, hs []Holiday) error {
	for _, h := range hs {
		switch {
		case h.IsRange() && h.Last().Before(r.FirstOn(h.Date, day)):
			return Invalid("holidays", MsgHolidayRangeNotHeld+" ("+h.ShortText()+")")
		case !h.IsRange() && (h.Date.Weekday() != day || !r.holds(h.Date)):
			return Invalid("holidays", MsgCancelDateHeld+" ("+h.ShortText()+")")
		}
	}
	return nil
}

// CheckHoliday checks holiday h (new, or changing the one of its id) of a weekly session: on its
// dates (CheckHolidays) and overlapping none of the others (ValidateAmong).
func (s *Session) CheckHoliday(h Holiday) error {
	if err := s.Rhythm.CheckHolidays(s.DayOfWeek, []Holiday{h}); err != nil {
		return err
	}
	return ValidateAmong(h, s.Holidays)
}

// ValidateAmong checks holiday h (new, or changing the one of its id) against the session's
// others: no two may overlap.
func ValidateAmong(h Holiday, others []Holiday) error {
	all := []Holiday{h}
	for _, o := range others {
		if o.ID == h.ID {
			continue
		}
		if o.Date == h.Date {
			return ErrHolidayTaken // as the database says it: one holiday per date
		}
		all = append(all, o)
	}
	return validateHolidayRanges(all)
}
