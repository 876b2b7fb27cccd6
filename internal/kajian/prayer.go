package kajian

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"sync"
	"time"

	prayer "github.com/hablullah/go-prayer"
)

// Kajian are often announced after a prayer ('Ba'da Maghrib') rather than at a clock time. A
// session may start at one of the five prayers plus an offset; its clock time then follows the
// prayer time of each date at its place, computed as Indonesia's Ministry of Religious Affairs
// (Kemenag) publishes them: Fajr at the Sun 20° below the horizon, Isha at 18°, Asr by the
// Shafi'i shadow rule, each time rounded up to the minute and given the usual 2 minutes of
// ihtiyat (precaution).

// Prayer is one of the five daily prayers a session can start after.
type Prayer string

const (
	Subuh   Prayer = "subuh"
	Dzuhur  Prayer = "dzuhur"
	Ashar   Prayer = "ashar"
	Maghrib Prayer = "maghrib"
	Isya    Prayer = "isya"
)

// Prayers are the five prayers in the day's order.
var Prayers = [5]Prayer{Subuh, Dzuhur, Ashar, Maghrib, Isya}

// MaxPrayerOffset is the most minutes after its prayer a session may start: three hours keeps
// even a late start after Isya on the same evening.
const MaxPrayerOffset = 180

// AdzanToStart is how many minutes after the adzan a session 'Ba'da {prayer}' is taken to
// start, before its own offset: the prayer itself (iqamah and the congregational prayer) takes
// about a quarter of an hour. Calendar events, reminders and the lists' order start it then; pages
// show the adzan itself ("Ba'da Maghrib · adzan ± 18.04 WIB"), as a mosque's adzan is what people
// know. docs/reminders.md states it for users' calendars.
const AdzanToStart = 15

// ihtiyat is Kemenag's margin added to every computed prayer time.
const ihtiyat = 2

// ParsePrayer reads a prayer's key ("maghrib").
func ParsePrayer(s string) (Prayer, bool) {
	for _, p := range Prayers {
		if string(p) == s {
			return p, true
		}
	}
	return "", false
}

// Name is the prayer's name as announcements write it: "Maghrib".
func (p Prayer) Name() string {
	switch p {
	case Subuh:
		return "Subuh"
	case Dzuhur:
		return "Dzuhur"
	case Ashar:
		return "Ashar"
	case Maghrib:
		return "Maghrib"
	case Isya:
		return "Isya"
	}
	return ""
}

// index is p's place in Prayers, or -1.
func (p Prayer) index() int {
	for i, q := range Prayers {
		if q == p {
			return i
		}
	}
	return -1
}

// AfterPrayer is a start 'Ba'da {prayer}', Offset minutes after it (0 to MaxPrayerOffset).
type AfterPrayer struct {
	Prayer Prayer
	Offset int
}

// Label is how the start is announced: "Ba'da Maghrib", "Ba'da Isya +15 menit".
func (a AfterPrayer) Label() string {
	l := "Ba'da " + a.Prayer.Name()
	if a.Offset > 0 {
		l += " +" + strconv.Itoa(a.Offset) + " menit"
	}
	return l
}

// ReferencePlace is where a session without a place of its own (online, or without a map pin)
// takes its prayer times: the main city of its zone.
func ReferencePlace(z Zone) GeoPoint {
	switch z {
	case WITA:
		return GeoPoint{Lat: -5.1333, Lng: 119.4167} // Makassar
	case WIT:
		return GeoPoint{Lat: -2.5333, Lng: 140.7167} // Jayapura
	}
	return GeoPoint{Lat: -6.1754, Lng: 106.8272} // Jakarta (Monas)
}

// ErrNoPrayerTime is returned for a date or place without a computable prayer time.
var ErrNoPrayerTime = errors.New("no prayer time for this date and place")

// PrayerTime is the clock time, in zone z, of prayer p on date d at place at, with Kemenag's
// ihtiyat. Results are computed a year at a time per cell of 0.1° (about 11 km, a few seconds
// of difference) and kept, so a lookup after the first costs a map read.
func PrayerTime(d Date, at GeoPoint, z Zone, p Prayer) (ClockTime, error) {
	i := p.index()
	if i < 0 {
		return 0, fmt.Errorf("prayer %q: %w", p, ErrNoPrayerTime)
	}
	if math.IsNaN(at.Lat) || math.IsNaN(at.Lng) || math.Abs(at.Lat) > 90 || math.Abs(at.Lng) > 180 {
		return 0, fmt.Errorf("place %v: %w", at, ErrNoPrayerTime)
	}
	key := prayerKey{lat: int32(math.Round(at.Lat * 10)), lng: int32(math.Round(at.Lng * 10)), year: d.Year}
	table, err := prayerYearOf(key)
	if err != nil {
		return 0, err
	}
	day := d.In(time.UTC).YearDay() - 1
	if day >= len(table) || table[day][i] < 0 {
		return 0, fmt.Errorf("%s on %s at %v: %w", p, d, at, ErrNoPrayerTime)
	}
	// The table is in WIB; a zone without daylight saving is a whole number of hours from it.
	m := int(table[day][i]) + z.hoursFromWIB()*60
	if m < 0 || m >= 24*60 {
		return 0, fmt.Errorf("%s on %s at %v in %s: %w", p, d, at, z, ErrNoPrayerTime)
	}
	return ClockTime(m), nil
}

// hoursFromWIB is how many hours z is ahead of WIB.
func (z Zone) hoursFromWIB() int {
	_, zone := time.Date(2026, 1, 1, 0, 0, 0, 0, z.Location()).Zone()
	return zone/3600 - 7
}

// prayerKey names one computed year: a cell and a year.
type prayerKey struct {
	lat, lng int32 // tenths of a degree
	year     int
}

// prayerYear holds a year's five prayer times per day, in minutes after midnight WIB (-1:
// none): one table serves every zone, so a place reads the same instant in any of them.
type prayerYear [][5]int16

// maxPrayerYears bounds the cache: 4,096 years of about 3.7 KB each.
const maxPrayerYears = 4096

var prayerYears = struct {
	sync.Mutex
	m map[prayerKey]prayerYear
}{m: map[prayerKey]prayerYear{}}

func prayerYearOf(k prayerKey) (prayerYear, error) {
	prayerYears.Lock()
	table, ok := prayerYears.m[k]
	prayerYears.Unlock()
	if ok {
		return table, nil
	}
	table, err := computePrayerYear(k)
	if err != nil {
		return nil, err
	}
	prayerYears.Lock()
	if len(prayerYears.m) >= maxPrayerYears {
		clear(prayerYears.m) // rare: starting again costs a few milliseconds per year used
	}
	prayerYears.m[k] = table
	prayerYears.Unlock()
	return table, nil
}

func computePrayerYear(k prayerKey) (prayerYear, error) {
	if k.year < 1900 || k.year > 2200 {
		return nil, fmt.Errorf("year %d: %w", k.year, ErrNoPrayerTime)
	}
	loc := WIB.Location()
	days, err := prayer.Calculate(prayer.Config{
		Latitude:           float64(k.lat) / 10,
		Longitude:          float64(k.lng) / 10,
		Timezone:           loc,
		TwilightConvention: prayer.Kemenag(),
		AsrConvention:      prayer.Shafii,
		PreciseToSeconds:   true,
	}, k.year)
	if err != nil {
		return nil, fmt.Errorf("prayer times %d: %w", k.year, err)
	}
	table := make(prayerYear, len(days))
	for i, s := range days {
		for j, t := range [5]time.Time{s.Fajr, s.Zuhr, s.Asr, s.Maghrib, s.Isha} {
			table[i][j] = minuteWithIhtiyat(t, loc)
		}
	}
	return table, nil
}

// minuteWithIhtiyat is t's minute of its day in loc, rounded up, plus the ihtiyat; -1 for no
// time (the zero time) or one that would pass midnight.
func minuteWithIhtiyat(t time.Time, loc *time.Location) int16 {
	if t.IsZero() {
		return -1
	}
	t = t.In(loc)
	m := t.Hour()*60 + t.Minute()
	if t.Second() > 0 || t.Nanosecond() > 0 {
		m++
	}
	m += ihtiyat
	if m >= 24*60 {
		return -1
	}
	return int16(m)
}
