package kajian

// The schedule a posting gives beyond its day or date and time: a recurring session's rhythm and
// every session's end.

// rhythm is the posting's rhythm as typed, before it is checked.
func (p *Posting) rhythm() (Rhythm, error) {
	r := Rhythm{EveryWeeks: p.EveryWeeks, MonthWeeks: p.MonthWeeks}
	if p.RhythmFrom != "" {
		d, err := ParseDate(p.RhythmFrom)
		if err != nil {
			return Rhythm{}, Invalid("rhythm_from", "Tanggal mulai tidak valid")
		}
		r.From = d
	}
	return r, nil
}

// validateSchedule checks the rhythm (a recurring session's only) and the end, once the day,
// date and time have parsed.
func (p *Posting) validateSchedule() error {
	if p.Type == Recurring {
		r, err := p.rhythm()
		if err != nil {
			return err
		}
		if err := r.Validate(*p.DayOfWeek); err != nil {
			return err
		}
	} else if p.EveryWeeks > 1 || len(p.MonthWeeks) > 0 {
		return Invalid("every_weeks", "Pola pengulangan hanya untuk kajian rutin")
	}
	var s Session
	if p.EndTime != "" {
		c, err := ParseClock(p.EndTime)
		if err != nil || c == 0 {
			return Invalid("end_time", "Jam selesai tidak valid")
		}
		s.EndTime = c
	}
	if p.EndDate != "" {
		d, err := ParseDate(p.EndDate)
		if err != nil {
			return Invalid("end_date", "Tanggal selesai tidak valid")
		}
		s.EndDate = d
	}
	s.Type = p.Type
	s.Date, _ = ParseDate(p.Date)
	s.Time, _ = ParseClock(p.Time)
	if p.AfterPrayer != "" {
		s.AfterPrayer.Prayer = Prayer(p.AfterPrayer)
	}
	return s.ValidateEnd()
}

// validateHolidays checks a recurring posting's holidays, then that each takes out one of the
// dates its (checked) day and rhythm hold.
func (p *Posting) validateHolidays() error {
	if err := ValidateHolidays(p.Holidays); err != nil {
		return err
	}
	r, _ := p.rhythm()
	return r.Normalized().CheckHolidays(*p.DayOfWeek, ParseHolidays(p.Holidays))
}

// applySchedule copies the checked day or date, rhythm and end onto s.
func (p *Posting) applySchedule(s *Session) {
	s.EndTime, s.EndDate = 0, Date{}
	if p.EndTime != "" {
		s.EndTime, _ = ParseClock(p.EndTime)
	}
	if p.Type == Recurring {
		s.DayOfWeek, s.Date = *p.DayOfWeek, Date{}
		r, _ := p.rhythm()
		s.Rhythm = r.Normalized()
		return
	}
	s.Date, _ = ParseDate(p.Date)
	s.DayOfWeek, s.Rhythm = 0, Rhythm{}
	if d, err := ParseDate(p.EndDate); err == nil && s.Date.Before(d) {
		s.EndDate = d
	}
}
