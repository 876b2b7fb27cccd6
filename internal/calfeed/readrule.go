package calfeed

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/emersion/go-ical"
	"github.com/teambition/rrule-go"

	"github.com/kajiankita/kajian/internal/kajian"
)

// instance is a changed or cancelled occurrence of a series (a VEVENT with RECURRENCE-ID).
type instance struct {
	rid moment // the occurrence it replaces
	p   parsed
}

// series reads an event and its changed instances: without a rule a one-off; with the rule
// "every week on one day" a weekly event; with any other rule its occurrences within the
// horizon, each a one-off.
func (r *reader) series(uid string, c *ical.Component, changed []*ical.Component) {
	p, err := r.parse(uid, c)
	if err != nil {
		r.skip(uid, c, err.Error())
		return
	}
	rules := c.Props.Values(ical.PropRecurrenceRule)
	if len(rules) == 0 {
		r.single(p)
		for _, ch := range changed {
			r.orphan(uid, ch) // an instance of an event that does not repeat: read it as it says
		}
		return
	}
	if len(rules) > 1 {
		r.skip(uid, c, "Acara memakai lebih dari satu aturan pengulangan")
		return
	}
	text := strings.TrimSpace(rules[0].Value)
	loc := time.UTC // an all-day rule runs on dates
	if !p.start.allDay {
		loc = p.start.t.Location()
	}
	opt, err := rrule.StrToROptionInLocation(strings.ToUpper(text), loc)
	if err != nil {
		r.skip(uid, c, "Aturan pengulangan tidak terbaca")
		return
	}
	exdates, err := r.dates(c, ical.PropExceptionDates)
	if err != nil {
		r.skip(uid, c, "Tanggal pengecualian (EXDATE) tidak terbaca")
		return
	}
	rdates, err := r.dates(c, ical.PropRecurrenceDates)
	if err != nil {
		r.skip(uid, c, "Tanggal tambahan (RDATE) tidak terbaca")
		return
	}
	var insts []instance
	for _, ch := range changed {
		in, err := r.instance(uid, ch, p)
		if err != nil {
			r.skip(uid, ch, err.Error())
			continue
		}
		insts = append(insts, in)
	}
	p.ev.RRule = text
	if weekly(opt, p.start) && len(rdates) == 0 {
		r.weekly(p, exdates, insts)
		return
	}
	if err := r.expand(p, opt, exdates, rdates, insts); err != nil {
		r.skip(uid, c, err.Error())
	}
}

// instance reads a changed instance of p's series; one without a start keeps the occurrence's.
func (r *reader) instance(uid string, c *ical.Component, series parsed) (instance, error) {
	rp := c.Props.Get(ical.PropRecurrenceID)
	rid, err := r.when(rp, rp.Value)
	if err != nil {
		return instance{}, reason(why(err, "Tanggal pengulangan tidak terbaca"))
	}
	if c.Props.Get(ical.PropDateTimeStart) == nil {
		c.Props.Set(&ical.Prop{Name: ical.PropDateTimeStart, Params: rp.Params, Value: rp.Value})
	}
	p, err := r.parse(uid, c)
	if err != nil {
		return instance{}, err
	}
	if p.ev.Title == "" {
		p.ev.Title = series.ev.Title
	}
	p.ev.RRule = ""
	return instance{rid: rid, p: p}, nil
}

// dates reads every value of the props named name (each may hold a comma-separated list;
// a PERIOD counts from its start).
func (r *reader) dates(c *ical.Component, name string) ([]moment, error) {
	var out []moment
	for _, p := range c.Props.Values(name) {
		for _, v := range strings.Split(p.Value, ",") {
			v, _, _ = strings.Cut(v, "/")
			m, err := r.when(&p, v)
			if err != nil {
				return nil, err
			}
			out = append(out, m)
		}
	}
	return out, nil
}

// weekly reports whether opt is what the app keeps as a weekly session: every week (no
// interval, no end) on the start's own day, at a time whose zone keeps one offset.
func weekly(o *rrule.ROption, start moment) bool {
	others := len(o.Bysetpos) + len(o.Bymonth) + len(o.Bymonthday) + len(o.Byyearday) + len(o.Byweekno) +
		len(o.Byhour) + len(o.Byminute) + len(o.Bysecond) + len(o.Byeaster)
	if o.Freq != rrule.WEEKLY || o.Interval > 1 || o.Interval < 0 || o.Count != 0 || !o.Until.IsZero() || others > 0 {
		return false
	}
	day := start.date.Weekday()
	if !start.allDay {
		if start.tz.zone == "" && !start.tz.utc {
			return false // a zone with summer time moves the session against an Indonesian clock
		}
		day = int(start.t.Weekday())
	}
	switch len(o.Byweekday) {
	case 0:
		return true
	case 1:
		w := o.Byweekday[0]
		return w.N() == 0 && (w.Day()+1)%7 == day // rrule-go counts from Monday
	}
	return false
}

// key identifies an occurrence across the ways a file may write it.
func key(m moment) string {
	if m.allDay {
		return m.date.String()
	}
	return strconv.FormatInt(m.t.Unix(), 10)
}

// differs reports whether a changed instance says anything else than the series does at rid.
func differs(in instance, series parsed) bool {
	a, b := in.p.ev, series.ev
	return key(in.p.start) != key(in.rid) || in.p.dur != series.dur || in.p.days != series.days ||
		a.Title != b.Title || a.Location != b.Location || a.Description != b.Description || a.URL != b.URL ||
		a.Cancelled != b.Cancelled
}

// weekly emits p as a weekly event from its first date on or after today. Excluded dates and
// cancelled instances become its excluded dates; an instance changed otherwise is also
// excluded and emitted as the one-off it now is.
func (r *reader) weekly(p parsed, exdates []moment, insts []instance) {
	e := p.ev
	e.Weekly, e.DayOfWeek = true, e.Date.Weekday()
	first := e.Date
	if first.Before(r.today) {
		first = r.today.AddDays((e.DayOfWeek - r.today.Weekday() + 7) % 7)
	}
	if !e.EndDate.IsZero() {
		e.EndDate = first.AddDays(int(e.EndDate.In(time.UTC).Sub(e.Date.In(time.UTC)) / (24 * time.Hour)))
	}
	e.Date = first
	excluded := map[kajian.Date]bool{}
	exclude := func(d kajian.Date) {
		if d.Weekday() == e.DayOfWeek && !d.Before(first) {
			excluded[d] = true
		}
	}
	for _, m := range exdates {
		_, d, _, _ := r.local(m)
		exclude(d)
	}
	var moved []parsed
	for _, in := range insts {
		_, d, _, _ := r.local(in.rid)
		if d.Before(first) || !in.p.ev.Cancelled && !differs(in, p) {
			continue // in the past, or the same as every week (Google writes one per guest's answer)
		}
		exclude(d)
		if !in.p.ev.Cancelled {
			in.p.ev.Key, in.p.ev.Occurrence = e.UID+"/"+d.String(), d
			moved = append(moved, in.p)
		}
	}
	for d := range excluded {
		e.Excluded = append(e.Excluded, d)
	}
	slices.SortFunc(e.Excluded, func(a, b kajian.Date) int { return strings.Compare(a.String(), b.String()) })
	r.emit(e)
	for _, m := range moved {
		r.single(m)
	}
}

// expand emits p's occurrences from now to the horizon as one-offs: the rule's, the start
// itself (RFC 5545 counts it whether the rule gives it or not) and RDATEs, without EXDATEs,
// each changed instance in place of its occurrence.
func (r *reader) expand(p parsed, opt *rrule.ROption, exdates, rdates []moment, insts []instance) error {
	if opt.Freq > rrule.DAILY {
		return reason("Acara berulang lebih sering dari sekali sehari")
	}
	if sparse(opt) {
		if r.sparse == 0 {
			return reason("Kalender memuat terlalu banyak aturan pengulangan yang rumit")
		}
		r.sparse--
	}
	to := r.now.Add(ImportHorizon)
	starts, err := r.occurrences(*opt, p, to)
	if err != nil {
		return err
	}
	starts = append(append(starts, p.start), rdates...)
	slices.SortStableFunc(starts, func(a, b moment) int { return r.at(a).Compare(r.at(b)) })
	done := map[string]bool{}
	for _, m := range exdates {
		done[key(m)] = true
	}
	changed := map[string]instance{}
	for _, in := range insts {
		changed[key(in.rid)] = in
	}
	n := 0
	for _, m := range starts {
		k := key(m)
		if done[k] || r.at(m).After(to) {
			continue
		}
		done[k] = true
		occ := p
		if in, ok := changed[k]; ok {
			delete(changed, k)
			occ = in.p
		} else {
			r.place(&occ, m)
		}
		if r.ended(occ) {
			continue
		}
		if n == MaxOccurrences {
			r.out.Truncated = true
			break
		}
		r.occurrence(occ, p, m)
		n++
	}
	// Instances moved here from an occurrence outside the horizon.
	for _, in := range insts {
		if _, left := changed[key(in.rid)]; left && !done[key(in.rid)] && !r.at(in.p.start).After(to) && !r.ended(in.p) {
			r.occurrence(in.p, p, in.rid)
		}
	}
	return nil
}

// occurrence emits occ, one occurrence of series at original, with the occurrence's key.
func (r *reader) occurrence(occ, series parsed, original moment) {
	_, d, _, _ := r.local(original)
	occ.ev.Key, occ.ev.Occurrence, occ.ev.RRule = series.ev.UID+"/"+d.String(), d, series.ev.RRule
	r.emit(occ.ev)
}

// occurrences steps p's rule up to to and returns the occurrences that may not have ended
// by now. The rule ends at to at the latest, so a rule that never matches stops there.
func (r *reader) occurrences(opt rrule.ROption, p parsed, to time.Time) ([]moment, error) {
	limit := to
	if p.start.allDay {
		opt.Dtstart = p.start.date.In(time.UTC)
		limit = kajian.DateOf(to.In(r.zone.Location())).In(time.UTC)
	} else {
		opt.Dtstart = p.start.t
	}
	if opt.Until.IsZero() || opt.Until.After(limit) {
		opt.Until = limit
	}
	rule, err := rrule.NewRRule(opt)
	if err != nil {
		return nil, reason("Aturan pengulangan tidak terbaca")
	}
	from := r.now.Add(-p.dur - time.Duration(p.days+1)*24*time.Hour)
	var out []moment
	next := rule.Iterator()
	for t, ok := next(); ok; t, ok = next() {
		if r.steps--; r.steps < 0 {
			return nil, reason("Kalender memuat terlalu banyak pengulangan")
		}
		m := moment{t: t, tz: p.start.tz}
		if p.start.allDay {
			m = moment{allDay: true, date: kajian.DateOf(t)}
		}
		if !r.at(m).Before(from) {
			out = append(out, m)
		}
	}
	return out, nil
}

// at is when m starts: an all-day date at midnight in the calendar's zone.
func (r *reader) at(m moment) time.Time {
	if m.allDay {
		return m.date.In(r.zone.Location())
	}
	return m.t
}

// sparse reports whether o's filters may match no day at all (the 30th of February, the
// 300th of a set, the sixth Friday of a month). The recurrence library notices that only in
// the year 9999, a quarter of a second later, so a calendar gets few such rules.
func sparse(o *rrule.ROption) bool {
	if len(o.Bymonth)+len(o.Bymonthday)+len(o.Byyearday)+len(o.Byweekno)+len(o.Bysetpos) > 0 {
		return true
	}
	for _, w := range o.Byweekday {
		if w.N() > 4 || w.N() < -4 {
			return true
		}
	}
	return false
}
