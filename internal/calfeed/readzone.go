package calfeed

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/emersion/go-ical"

	"github.com/kajiankita/kajian/internal/kajian"
)

// windowsZones are the Windows zone names Outlook and Exchange write as TZID whose offset is,
// all year round, that of an Indonesian zone: read as that zone. Others fall back on the
// file's VTIMEZONE.
var windowsZones = map[string]kajian.Zone{
	"SE Asia Standard Time":         kajian.WIB, // Bangkok, Hanoi, Jakarta
	"North Asia Standard Time":      kajian.WIB, // Krasnoyarsk
	"N. Central Asia Standard Time": kajian.WIB, // Novosibirsk
	"Altai Standard Time":           kajian.WIB,
	"Tomsk Standard Time":           kajian.WIB,
	"W. Mongolia Standard Time":     kajian.WIB,  // Hovd
	"Singapore Standard Time":       kajian.WITA, // Kuala Lumpur, Singapore
	"Malay Peninsula Standard Time": kajian.WITA, // Singapore's older Windows name
	"China Standard Time":           kajian.WITA, // Beijing, Hong Kong
	"Taipei Standard Time":          kajian.WITA,
	"W. Australia Standard Time":    kajian.WITA, // Perth
	"North Asia East Standard Time": kajian.WITA, // Irkutsk
	"Ulaanbaatar Standard Time":     kajian.WITA,
	"Tokyo Standard Time":           kajian.WIT,
	"Korea Standard Time":           kajian.WIT,
	"North Korea Standard Time":     kajian.WIT,
	"Yakutsk Standard Time":         kajian.WIT,
	"Transbaikal Standard Time":     kajian.WIT,
}

// tz is where an event's wall-clock values are read.
type tz struct {
	loc  *time.Location
	zone kajian.Zone // the Indonesian zone loc keeps to; "" for a zone of elsewhere
	name string      // the TZID as written, for the note of a converted time
	utc  bool        // a UTC time: shown in the calendar's zone, which is no conversion to note
}

// vtimezone is what a file's VTIMEZONE says about its TZID.
type vtimezone struct {
	offset int  // seconds east of UTC, of its latest STANDARD part
	dst    bool // it also has a DAYLIGHT part with another offset
}

// readZones collects the file's VTIMEZONE parts by TZID.
func readZones(cal *ical.Calendar) map[string]vtimezone {
	out := map[string]vtimezone{}
	for _, c := range cal.Children {
		if c.Name != ical.CompTimezone {
			continue
		}
		id := propValue(c.Props.Get(ical.PropTimezoneID))
		var vz vtimezone
		std := false
		var daylight []int
		for _, part := range c.Children {
			off, ok := parseOffset(propValue(part.Props.Get(ical.PropTimezoneOffsetTo)))
			if !ok {
				continue
			}
			switch part.Name {
			case ical.CompTimezoneStandard:
				vz.offset, std = off, true
			case ical.CompTimezoneDaylight:
				daylight = append(daylight, off)
			}
		}
		if !std {
			continue
		}
		for _, d := range daylight {
			vz.dst = vz.dst || d != vz.offset
		}
		out[id] = vz
	}
	return out
}

// parseOffset reads a UTC offset such as +0700 or -053000.
func parseOffset(s string) (int, bool) {
	if len(s) != 5 && len(s) != 7 || (s[0] != '+' && s[0] != '-') {
		return 0, false
	}
	n, err := strconv.Atoi(s[1:])
	if err != nil {
		return 0, false
	}
	if len(s) == 5 {
		n *= 100
	}
	h, m, sec := n/10000, n/100%100, n%100
	if h > 14 || m > 59 || sec > 59 {
		return 0, false
	}
	off := h*3600 + m*60 + sec
	if s[0] == '-' {
		off = -off
	}
	return off, true
}

// utcLabel reads the offset Outlook on the web puts in a TZID: "(UTC+07:00) Bangkok, Hanoi, Jakarta".
var utcLabel = regexp.MustCompile(`^\((?:UTC|GMT)([+-])(\d\d):(\d\d)\)`)

// zoneNamed resolves a TZID: a zone whose offset is an Indonesian one all year is that zone;
// a known zone of elsewhere is kept to be converted; a name nobody knows is an error whose
// text is the reason shown for the event.
func (r *reader) zoneNamed(name string) (tz, error) {
	if z, ok := r.tzCache[name]; ok {
		return z, nil
	}
	z, err := r.resolveZone(name)
	if err != nil {
		return tz{}, err
	}
	r.tzCache[name] = z
	return z, nil
}

func (r *reader) resolveZone(name string) (tz, error) {
	if z, ok := windowsZones[name]; ok {
		return tz{loc: z.Location(), zone: z, name: name}, nil
	}
	if loc := loadIANA(name); loc != nil {
		return located(loc, name), nil
	}
	if vz, ok := r.vzones[name]; ok {
		if vz.dst {
			return tz{}, reason(fmt.Sprintf("Zona waktu %q memakai waktu musim panas dan tidak dikenal", name))
		}
		return located(time.FixedZone(name, vz.offset), name), nil
	}
	if m := utcLabel.FindStringSubmatch(name); m != nil {
		h, _ := strconv.Atoi(m[2])
		min, _ := strconv.Atoi(m[3])
		off := h*3600 + min*60
		if m[1] == "-" {
			off = -off
		}
		return located(time.FixedZone(name, off), name), nil
	}
	return tz{}, reason(fmt.Sprintf("Zona waktu %q tidak dikenal", name))
}

// loadIANA loads an IANA zone name, also in the path-like form old Thunderbird and Lightning
// write ("/mozilla.org/20070129_1/Asia/Jakarta"); nil when it is none.
func loadIANA(name string) *time.Location {
	if name == "" || len(name) > 100 || strings.Contains(name, "..") || strings.ContainsAny(name, "\\ ") {
		return nil
	}
	parts := strings.Split(strings.Trim(name, "/"), "/")
	for i := range parts {
		candidate := strings.Join(parts[i:], "/")
		if candidate == "" || strings.EqualFold(candidate, "local") {
			continue
		}
		if loc, err := time.LoadLocation(candidate); err == nil {
			return loc
		}
	}
	return nil
}

// located is loc as an event's zone: the Indonesian zone of the same offset when loc keeps
// that offset all year, else loc itself, to be converted.
func located(loc *time.Location, name string) tz {
	off, fixed := fixedOffset(loc)
	if fixed {
		for _, z := range kajian.Zones {
			if zoff, _ := fixedOffset(z.Location()); zoff == off {
				return tz{loc: z.Location(), zone: z, name: name}
			}
		}
	}
	return tz{loc: loc, name: name, utc: fixed && off == 0} // UTC by any name is only a notation
}

// fixedOffset is loc's offset when it is the same through this year and the next.
func fixedOffset(loc *time.Location) (int, bool) {
	_, first := time.Date(2026, 1, 1, 12, 0, 0, 0, loc).Zone()
	for y := 2026; y <= 2027; y++ {
		for m := time.January; m <= time.December; m += 3 {
			if _, off := time.Date(y, m, 1, 12, 0, 0, 0, loc).Zone(); off != first {
				return 0, false
			}
		}
	}
	return first, true
}

// nearest is the Indonesian zone whose offset is nearest to off (seconds east of UTC).
func nearest(off int) kajian.Zone {
	switch {
	case off < 7*3600+1800:
		return kajian.WIB
	case off < 8*3600+1800:
		return kajian.WITA
	}
	return kajian.WIT
}

// dateLayout is the DATE form (RFC 5545 §3.3.4); localLayout is DATE-TIME's.
const dateLayout = "20060102"

// moment is one DATE or DATE-TIME value.
type moment struct {
	allDay bool
	date   kajian.Date // all-day: the date
	t      time.Time   // timed: the instant, in its zone's location
	tz     tz          // timed: its zone
}

// when reads a DATE or DATE-TIME value of p (one item when p holds a list), with its TZID;
// a value without one is in the calendar's zone (a "floating" time).
func (r *reader) when(p *ical.Prop, v string) (moment, error) {
	v = strings.TrimSpace(v)
	if len(v) == len(dateLayout) || strings.EqualFold(p.Params.Get(ical.ParamValue), "DATE") {
		t, err := time.Parse(dateLayout, v)
		if err != nil {
			return moment{}, err
		}
		return moment{allDay: true, date: kajian.DateOf(t)}, nil
	}
	z := tz{loc: r.zone.Location(), zone: r.zone}
	if strings.HasSuffix(v, "Z") || strings.HasSuffix(v, "z") {
		z, v = tz{loc: time.UTC, name: "UTC", utc: true}, v[:len(v)-1]
	} else if id := p.Params.Get(ical.PropTimezoneID); id != "" {
		var err error
		if z, err = r.zoneNamed(id); err != nil {
			return moment{}, err
		}
	}
	t, err := time.ParseInLocation(localLayout, v, z.loc)
	if err != nil {
		return moment{}, err
	}
	return moment{t: t, tz: z}, nil
}

// local is m on the wall of its Indonesian zone: its own, the calendar's for UTC, or the one
// nearest its offset for a zone of elsewhere, with a note saying so (the wall clock moved).
func (r *reader) local(m moment) (zone kajian.Zone, d kajian.Date, c kajian.ClockTime, note string) {
	if m.allDay {
		return r.zone, m.date, 0, ""
	}
	zone = m.tz.zone
	switch {
	case zone != "":
	case m.tz.utc:
		zone = r.zone
	default:
		_, off := m.t.Zone()
		zone = nearest(off)
		note = fmt.Sprintf("Waktu diubah dari zona %s ke %s", m.tz.name, zone)
	}
	w := m.t.In(zone.Location())
	return zone, kajian.DateOf(w), kajian.ClockTime(w.Hour()*60 + w.Minute()), note
}

func propValue(p *ical.Prop) string {
	if p == nil {
		return ""
	}
	return strings.TrimSpace(p.Value)
}

// unescape reads a TEXT value (RFC 5545 §3.3.11) whole: an unescaped comma, which some
// producers leave in a place's name, stays part of it.
func unescape(s string) string {
	if !strings.Contains(s, `\`) {
		return strings.TrimSpace(s)
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 == len(s) {
			b.WriteByte(s[i])
			continue
		}
		i++
		switch s[i] {
		case 'n', 'N':
			b.WriteByte('\n')
		default:
			b.WriteByte(s[i])
		}
	}
	return strings.TrimSpace(b.String())
}
