package kajian

import (
	"strconv"
	"time"
)

// MaxDaurohDays is how many days after its first a dauroh may end.
const MaxDaurohDays = 14

// Messages refusing an end, each naming its field.
const (
	MsgEndTimeBeforeStart = "Jam selesai harus setelah jam mulai"
	MsgEndDateBefore      = "Tanggal selesai tidak boleh sebelum tanggal mulai"
	MsgEndDateTooFar      = "Tanggal selesai paling lambat 14 hari setelah tanggal mulai"
	MsgEndDateOneOffOnly  = "Tanggal selesai hanya untuk kajian insidental (dauroh)"
)

// IsDauroh reports whether a one-off session runs over several days.
func (s *Session) IsDauroh() bool {
	return s.Type != Recurring && !s.EndDate.IsZero() && s.Date.Before(s.EndDate)
}

// EndAfter returns when an occurrence of s starting at start ends: at its end time (on its
// end date for a dauroh), or EventDuration after the start when no end is said or the end
// would not come after the start (a session after a prayer whose adzan moved past it).
func (s *Session) EndAfter(start time.Time) time.Time {
	if s.EndTime == 0 {
		return start.Add(EventDuration)
	}
	day := DateOf(start.In(s.zoneOrDefault().Location()))
	if s.IsDauroh() {
		day = s.EndDate
	}
	if end := At(day, s.EndTime, s.zoneOrDefault()); end.After(start) {
		return end
	}
	return start.Add(EventDuration)
}

// ValidateEnd checks s's end against its start: an end time after a clock start on the same
// day, an end date from the start date to MaxDaurohDays later, for one-off sessions only.
func (s *Session) ValidateEnd() error {
	switch {
	case !s.EndDate.IsZero() && s.Type == Recurring:
		return Invalid("end_date", MsgEndDateOneOffOnly)
	case !s.EndDate.IsZero() && s.EndDate.Before(s.Date):
		return Invalid("end_date", MsgEndDateBefore)
	case !s.EndDate.IsZero() && s.Date.AddDays(MaxDaurohDays).Before(s.EndDate):
		return Invalid("end_date", MsgEndDateTooFar)
	case s.EndTime != 0 && !s.IsDauroh() && s.AfterPrayer.Prayer == "" && s.EndTime <= s.Time:
		return Invalid("end_time", MsgEndTimeBeforeStart)
	}
	return nil
}

// DaurohText says a dauroh's days: 'Jumat–Ahad, 8–10 Januari 2027', across a month's end
// 'Sabtu–Senin, 30 Januari – 1 Februari 2027', across a year's 'Kamis–Sabtu, 30 Desember 2027 –
// 1 Januari 2028'.
func DaurohText(from, to Date) string {
	days := DayNames[from.Weekday()] + "–" + DayNames[to.Weekday()] + ", "
	month := func(d Date) string { return MonthNames[d.Month-1] }
	switch {
	case from.Year != to.Year:
		return days + strconv.Itoa(from.Day) + " " + month(from) + " " + strconv.Itoa(from.Year) + " – " +
			strconv.Itoa(to.Day) + " " + month(to) + " " + strconv.Itoa(to.Year)
	case from.Month != to.Month:
		return days + strconv.Itoa(from.Day) + " " + month(from) + " – " + strconv.Itoa(to.Day) + " " + month(to) + " " + strconv.Itoa(to.Year)
	}
	return days + strconv.Itoa(from.Day) + "–" + strconv.Itoa(to.Day) + " " + month(to) + " " + strconv.Itoa(to.Year)
}
