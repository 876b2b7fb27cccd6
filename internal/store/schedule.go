package store

import "github.com/kajiankita/kajian/internal/kajian"

// A session's schedule beyond its day or date and time (migration 0026): its end and a
// recurring session's rhythm, in the same columns on both tables.

// scheduleArgs are the values of end_time, end_date, every_weeks, rhythm_from and month_weeks.
func scheduleArgs(s *kajian.Session) []any {
	var end, endDate, from any
	if s.EndTime != 0 {
		end = s.EndTime.String()
	}
	if s.Type != kajian.Recurring && s.IsDauroh() {
		endDate = s.EndDate.String()
	}
	every := 1
	if s.Type == kajian.Recurring {
		r := s.Rhythm.Normalized()
		if r.EveryWeeks > 1 {
			every, from = r.EveryWeeks, r.From.String()
		}
		return []any{end, endDate, every, from, kajian.MonthWeeksText(r.MonthWeeks)}
	}
	return []any{end, endDate, every, from, ""}
}

// schedule sets s's end and rhythm from the scanned columns.
func (v *sessionScan) schedule(s *kajian.Session) error {
	s.EndTime, s.EndDate, s.Rhythm = 0, kajian.Date{}, kajian.Rhythm{}
	if v.endTime != "" {
		c, err := kajian.ParseClock(string(v.endTime))
		if err != nil {
			return err
		}
		s.EndTime = c
	}
	if v.endDate != "" {
		d, err := kajian.ParseDate(string(v.endDate))
		if err != nil {
			return err
		}
		s.EndDate = d
	}
	if v.everyWeeks > 1 {
		d, err := kajian.ParseDate(string(v.rhythmFrom))
		if err != nil {
			return err
		}
		s.Rhythm = kajian.Rhythm{EveryWeeks: v.everyWeeks, From: d}
	}
	if v.monthWeeks != "" {
		s.Rhythm = kajian.Rhythm{MonthWeeks: kajian.ParseMonthWeeks(string(v.monthWeeks))}
	}
	return nil
}

// holidayEndsFrom keeps the holidays whose last day is on or after a date (the one argument):
// a range that began earlier still holds.
const holidayEndsFrom = "COALESCE(until_date, holiday_date) >= ?"

// untilArg is a holiday's until_date: its range's last day, NULL for one date.
func untilArg(h kajian.Holiday) any {
	if !h.IsRange() {
		return nil
	}
	return h.Last().String()
}
