package calfeed

import (
	"bytes"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/emersion/go-ical"

	"github.com/kajiankita/kajian/internal/kajian"
)

// The bounds of reading a calendar: a rule the app cannot keep as weekly becomes one-off
// occurrences within ImportHorizon, at most MaxOccurrences of one event; a calendar gives at
// most MaxImportEvents events.
const (
	ImportHorizon   = 90 * 24 * time.Hour
	MaxOccurrences  = 200
	MaxImportEvents = 1000
	// expandSteps bounds the occurrences all rules of one calendar may step through (those
	// before the horizon's start included), and sparseRules how many rules whose filters may
	// match nothing it may expand, so a hostile file cannot keep the reader busy.
	expandSteps = 200_000
	sparseRules = 12
)

// Errors of Read; their messages may be shown as is.
var (
	ErrNotCalendar = kajian.Errorf(kajian.KindInvalid, "not_a_calendar", "Alamat itu bukan kalender (iCal)")
	ErrBadCalendar = kajian.Errorf(kajian.KindInvalid, "calendar_unreadable", "Kalender tidak dapat dibaca: isinya rusak")
)

// ReadOptions are what reading depends on besides the bytes.
type ReadOptions struct {
	// Now: one-off events that ended before it are left out, and occurrences are taken from it.
	Now time.Time
	// Zone reads UTC and zone-less times when the calendar names no Indonesian zone of its own
	// (X-WR-TIMEZONE); "" is kajian.DefaultZone.
	Zone kajian.Zone
}

// ImportEvent is one event of a calendar in the app's nouns: a one-off at Date (and Time unless
// AllDay), or Weekly on DayOfWeek from Date. Times are on the wall of Zone.
type ImportEvent struct {
	// UID is the event's UID. Key tells returned events apart and stays the same from one
	// reading to the next: the UID, or for one occurrence of a series "<UID>/<YYYY-MM-DD>"
	// with the occurrence's original date.
	UID        string
	Key        string
	Occurrence kajian.Date // the original date of an occurrence or a changed instance; zero otherwise

	Title       string // SUMMARY
	Description string
	Location    string
	URL         string // http(s) only, else ""

	Zone    kajian.Zone
	Date    kajian.Date      // a one-off's date; a weekly event's first date on or after Now
	Time    kajian.ClockTime // zero when AllDay
	AllDay  bool             // a date without a time: the time is not known
	EndDate kajian.Date      // zero when the event gives no end (all-day: its last day)
	EndTime kajian.ClockTime

	Weekly    bool
	DayOfWeek int           // weekly: 0 Ahad … 6 Sabtu
	Excluded  []kajian.Date // weekly: dates from Now on it is not held (EXDATE, cancelled or changed instances), ascending
	// RRule is the rule as written of a weekly event or of one occurrence of a rule expanded;
	// "" for a single event and for a changed instance of a weekly event.
	RRule string

	Cancelled bool      // STATUS:CANCELLED
	Sequence  int       // SEQUENCE: rises with each change the organiser makes
	Modified  time.Time // LAST-MODIFIED in UTC, zero when not given
	Note      string    // a remark for the draft in Indonesian (a converted zone), usually ""
}

// Skipped is an event not read, with why in Indonesian.
type Skipped struct {
	UID, Title, Reason string
}

// Import is what a calendar holds for the app.
type Import struct {
	Name      string      // X-WR-CALNAME, "" without
	Zone      kajian.Zone // the zone UTC and zone-less times were read in
	Events    []ImportEvent
	Skipped   []Skipped
	Past      int  // events and occurrences left out because they ended before Now
	Truncated bool // more than MaxImportEvents: the rest are left out
}

var bom = []byte("\xef\xbb\xbf")

// Read reads an iCalendar object (RFC 5545) as Google Calendar, Outlook, Apple Calendar and
// Thunderbird write it. Anything that is not one (an HTML page, JSON, nothing) is
// ErrNotCalendar; a broken one ErrBadCalendar. An event that cannot be read is Skipped with a
// reason; the others are still read.
func Read(data []byte, opt ReadOptions) (imp Import, err error) {
	body := bytes.TrimLeft(bytes.TrimPrefix(data, bom), " \t\r\n")
	const begin = "BEGIN:VCALENDAR"
	if len(body) < len(begin) || !bytes.EqualFold(body[:len(begin)], []byte(begin)) {
		return Import{}, ErrNotCalendar
	}
	defer func() {
		// The decoder is a third party's and reads a stranger's bytes: its panic is a broken file.
		if p := recover(); p != nil {
			imp, err = Import{}, ErrBadCalendar.Wrap(fmt.Errorf("panic: %v", p))
		}
	}()
	cal, err := ical.NewDecoder(bytes.NewReader(body)).Decode()
	if err != nil {
		return Import{}, ErrBadCalendar.Wrap(err)
	}
	r := &reader{now: opt.Now, vzones: readZones(cal), tzCache: map[string]tz{}, steps: expandSteps, sparse: sparseRules, keys: map[string]bool{}}
	r.zone = opt.Zone
	if !r.zone.Valid() {
		r.zone = kajian.DefaultZone
	}
	if z, err := r.zoneNamed(propValue(cal.Props.Get("X-WR-TIMEZONE"))); err == nil && z.zone != "" {
		r.zone = z.zone
	}
	r.today = kajian.Today(r.now, r.zone)
	r.out = Import{Name: unescape(propValue(cal.Props.Get("X-WR-CALNAME"))), Zone: r.zone}
	r.events(cal)
	return r.out, nil
}

type reader struct {
	now     time.Time
	zone    kajian.Zone
	today   kajian.Date
	vzones  map[string]vtimezone
	tzCache map[string]tz
	steps   int
	sparse  int             // sparse rules it may still expand
	keys    map[string]bool // of the events emitted
	out     Import
}

// events reads the VEVENTs: each series with its changed instances (RECURRENCE-ID), then the
// instances whose series is not in the file, each on its own.
func (r *reader) events(cal *ical.Calendar) {
	var order []string
	masters := map[string]*ical.Component{}
	instances := map[string][]*ical.Component{}
	for i, c := range cal.Children {
		if c.Name != ical.CompEvent {
			continue
		}
		uid := unescape(propValue(c.Props.Get(ical.PropUID)))
		if uid == "" {
			uid = "tanpa-uid-" + strconv.Itoa(i) // a file without UIDs cannot be followed anyway
		}
		if _, seen := masters[uid]; !seen && len(instances[uid]) == 0 {
			order = append(order, uid)
		}
		switch {
		case c.Props.Get(ical.PropRecurrenceID) != nil:
			instances[uid] = append(instances[uid], c)
		case masters[uid] != nil:
			r.skip(uid, c, "Acara dengan UID yang sama sudah dibaca")
		default:
			masters[uid] = c
		}
	}
	for _, uid := range order {
		r.guard(uid, masters[uid], func() {
			if m := masters[uid]; m != nil {
				r.series(uid, m, instances[uid])
				return
			}
			for _, c := range instances[uid] {
				r.orphan(uid, c)
			}
		})
	}
}

// guard keeps a panic of the recurrence library on one event to that event.
func (r *reader) guard(uid string, c *ical.Component, f func()) {
	defer func() {
		if p := recover(); p != nil {
			r.skip(uid, c, "Acara tidak terbaca")
		}
	}()
	f()
}

func (r *reader) skip(uid string, c *ical.Component, reason string) {
	title := ""
	if c != nil {
		title = unescape(propValue(c.Props.Get(ical.PropSummary)))
	}
	r.out.Skipped = append(r.out.Skipped, Skipped{UID: uid, Title: title, Reason: reason})
}

// emit adds e to the import: once per key, at most MaxImportEvents.
func (r *reader) emit(e ImportEvent) {
	if r.keys[e.Key] {
		r.out.Skipped = append(r.out.Skipped, Skipped{UID: e.UID, Title: e.Title, Reason: "Acara ganda untuk UID dan tanggal yang sama"})
		return
	}
	r.keys[e.Key] = true
	if len(r.out.Events) >= MaxImportEvents {
		r.out.Truncated = true
		return
	}
	r.out.Events = append(r.out.Events, e)
}

// parsed is one VEVENT read: its fields, its start and how long it lasts.
type parsed struct {
	ev    ImportEvent
	start moment
	dur   time.Duration // timed: start to end
	days  int           // all-day: how many days
}

// reason is an error whose text is the Indonesian reason an event is skipped.
type reason string

func (e reason) Error() string { return string(e) }

// why is the reason to show for err, or fallback when it carries none.
func why(err error, fallback string) string {
	var r reason
	if errors.As(err, &r) {
		return string(r)
	}
	return fallback
}

// parse reads c's fields and times; the event sits at its start.
func (r *reader) parse(uid string, c *ical.Component) (parsed, error) {
	var p parsed
	text := func(name string) string { return unescape(propValue(c.Props.Get(name))) }
	p.ev = ImportEvent{
		UID: uid, Key: uid,
		Title: text(ical.PropSummary), Description: text(ical.PropDescription), Location: text(ical.PropLocation),
		Cancelled: strings.EqualFold(propValue(c.Props.Get(ical.PropStatus)), "CANCELLED"),
	}
	if u, err := url.Parse(text(ical.PropURL)); err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" {
		p.ev.URL = u.String()
	}
	if n, err := strconv.Atoi(propValue(c.Props.Get(ical.PropSequence))); err == nil && n >= 0 {
		p.ev.Sequence = n
	}
	if m := c.Props.Get(ical.PropLastModified); m != nil {
		if t, err := time.Parse(localLayout+"Z", strings.ToUpper(propValue(m))); err == nil {
			p.ev.Modified = t
		}
	}
	sp := c.Props.Get(ical.PropDateTimeStart)
	if sp == nil {
		return p, reason("Waktu mulai tidak ada")
	}
	start, err := r.when(sp, sp.Value)
	if err != nil {
		return p, reason(why(err, "Waktu mulai tidak terbaca"))
	}
	p.start = start
	if ep := c.Props.Get(ical.PropDateTimeEnd); ep != nil {
		end, err := r.when(ep, ep.Value)
		if err != nil {
			return p, reason(why(err, "Waktu selesai tidak terbaca"))
		}
		p.dur, p.days = span(start, end)
	} else if dp := c.Props.Get(ical.PropDuration); dp != nil {
		d, err := dp.Duration()
		if err != nil || d < 0 {
			return p, reason("Lama acara tidak terbaca")
		}
		p.dur, p.days = d, int(d/(24*time.Hour))
	} else if start.allDay {
		p.days = 1
	}
	r.place(&p, start)
	return p, nil
}

// span is how long an event from start to end lasts; an end before its start is no end.
func span(start, end moment) (time.Duration, int) {
	switch {
	case start.allDay && end.allDay:
		days := int(end.date.In(time.UTC).Sub(start.date.In(time.UTC)) / (24 * time.Hour))
		return 0, max(days, 1)
	case start.allDay || end.allDay:
		return 0, 1
	}
	return max(end.t.Sub(start.t), 0), 0
}

// place sets p's event at start, keeping its length.
func (r *reader) place(p *parsed, start moment) {
	e := &p.ev
	e.Zone, e.Date, e.Time, e.Note = r.local(start)
	e.AllDay = start.allDay
	e.EndDate, e.EndTime = kajian.Date{}, 0
	switch {
	case start.allDay:
		e.EndDate = e.Date.AddDays(max(p.days, 1) - 1)
	case p.dur > 0:
		end := start.t.Add(p.dur).In(e.Zone.Location())
		e.EndDate, e.EndTime = kajian.DateOf(end), kajian.ClockTime(end.Hour()*60+end.Minute())
	}
	p.start = start
}

// ended reports whether an event placed at start ended before now.
func (r *reader) ended(p parsed) bool {
	if p.start.allDay {
		return !p.start.date.AddDays(max(p.days, 1)).In(r.zone.Location()).After(r.now)
	}
	return !p.start.t.Add(p.dur).After(r.now)
}

// single emits a one-off event, or counts it as past.
func (r *reader) single(p parsed) {
	if r.ended(p) {
		r.out.Past++
		return
	}
	r.emit(p.ev)
}

// orphan reads a changed instance whose series is not in the file as a one-off.
func (r *reader) orphan(uid string, c *ical.Component) {
	p, err := r.parse(uid, c)
	if err != nil {
		r.skip(uid, c, err.Error())
		return
	}
	rid := c.Props.Get(ical.PropRecurrenceID)
	m, err := r.when(rid, rid.Value)
	if err != nil {
		r.skip(uid, c, why(err, "Tanggal pengulangan tidak terbaca"))
		return
	}
	_, d, _, _ := r.local(m)
	p.ev.Key, p.ev.Occurrence = uid+"/"+d.String(), d
	r.single(p)
}
