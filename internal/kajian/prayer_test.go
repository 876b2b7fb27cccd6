package kajian

import (
	"errors"
	"fmt"
	"math"
	"testing"
	"time"
)

// reference computes a prayer time independently of go-prayer, with the classic low-precision
// solar formulas (the U.S. Naval Observatory's approximate sun position, as PrayTimes.org uses
// them), the same conventions (Fajr 20°, Isha 18°, Shafi'i Asr, sunset at 0.833°) and the same
// rounding (seconds up, then 2 minutes of ihtiyat).
func reference(d Date, lat, lng float64, utcOffsetHours float64, p Prayer) ClockTime {
	rad, deg := math.Pi/180, 180/math.Pi
	fix := func(a, b float64) float64 { a -= b * math.Floor(a/b); return a }
	// Julian day at 0h UT of d.
	y, m := d.Year, int(d.Month)
	if m <= 2 {
		y--
		m += 12
	}
	a := math.Floor(float64(y) / 100)
	jd0 := math.Floor(365.25*float64(y+4716)) + math.Floor(30.6001*float64(m+1)) + float64(d.Day) + 2 - a + math.Floor(a/4) - 1524.5
	sun := func(jd float64) (decl, eqt float64) {
		D := jd - 2451545.0
		g := fix(357.529+0.98560028*D, 360)
		q := fix(280.459+0.98564736*D, 360)
		L := fix(q+1.915*math.Sin(g*rad)+0.020*math.Sin(2*g*rad), 360)
		e := 23.439 - 0.00000036*D
		ra := math.Atan2(math.Cos(e*rad)*math.Sin(L*rad), math.Cos(L*rad)) * deg / 15
		return math.Asin(math.Sin(e*rad)*math.Sin(L*rad)) * deg, q/15 - fix(ra, 24)
	}
	// hourAt is the local solar hour of the event, refined twice from a first guess.
	hourAt := func(guess float64, angleOf func(decl float64) float64, morning bool) float64 {
		t := guess
		for range 3 {
			decl, eqt := sun(jd0 + (t-lng/15)/24)
			noon := fix(12-eqt, 24)
			if angleOf == nil {
				t = noon
				continue
			}
			angle := angleOf(decl)
			cos := (-math.Sin(angle*rad) - math.Sin(decl*rad)*math.Sin(lat*rad)) / (math.Cos(decl*rad) * math.Cos(lat*rad))
			tt := math.Acos(cos) * deg / 15
			if morning {
				t = noon - tt
			} else {
				t = noon + tt
			}
		}
		return t
	}
	var solar float64
	switch p {
	case Subuh:
		solar = hourAt(5, func(float64) float64 { return 20 }, true)
	case Dzuhur:
		solar = hourAt(12, nil, false)
	case Ashar:
		solar = hourAt(15, func(decl float64) float64 {
			return -math.Atan(1/(1+math.Tan(math.Abs(lat-decl)*rad))) * deg
		}, false)
	case Maghrib:
		solar = hourAt(18, func(float64) float64 { return 0.833 }, false)
	case Isya:
		solar = hourAt(18, func(float64) float64 { return 18 }, false)
	}
	clock := solar + utcOffsetHours - lng/15
	return ClockTime(int(math.Ceil(clock*60)) + ihtiyat)
}

// The resolver agrees with an independent computation within 2 minutes (the bound; in
// practice they differ by at most 1) for Indonesia's three zones, across the year.
func TestPrayerTimeAgreesWithAnIndependentComputation(t *testing.T) {
	places := []struct {
		name   string
		at     GeoPoint
		zone   Zone
		offset float64
	}{
		{"Jakarta", GeoPoint{Lat: -6.1754, Lng: 106.8272}, WIB, 7},
		{"Banda Aceh", GeoPoint{Lat: 5.5483, Lng: 95.3238}, WIB, 7},
		{"Makassar", GeoPoint{Lat: -5.1333, Lng: 119.4167}, WITA, 8},
		{"Kupang", GeoPoint{Lat: -10.1772, Lng: 123.6070}, WITA, 8},
		{"Jayapura", GeoPoint{Lat: -2.5333, Lng: 140.7167}, WIT, 9},
	}
	dates := []Date{{2026, 1, 15}, {2026, 3, 20}, {2026, 6, 21}, {2026, 9, 23}, {2026, 12, 21}, {2028, 2, 29}}
	worst := 0
	for _, pl := range places {
		for _, d := range dates {
			for _, p := range Prayers {
				got, err := PrayerTime(d, pl.at, pl.zone, p)
				if err != nil {
					t.Fatalf("%s %s %s: %v", pl.name, d, p, err)
				}
				want := reference(d, pl.at.Lat, pl.at.Lng, pl.offset, p)
				diff := int(got) - int(want)
				worst = max(worst, diff, -diff)
				if diff > 2 || diff < -2 {
					t.Errorf("%s %s %s: %s, the independent computation says %s", pl.name, d, p.Name(), got, want)
				}
			}
		}
	}
	t.Logf("largest difference: %d minutes", worst)
}

// Indonesian zones have no daylight saving: the same place reads exactly one hour later in
// WITA than in WIB, two in WIT, every day, and no day's time jumps from the day before (Asr
// moves fastest, up to 2 minutes a day near the equator at the equinoxes).
func TestPrayerTimesHaveNoDaylightSaving(t *testing.T) {
	at := GeoPoint{Lat: -0.9, Lng: 119.87} // Palu
	prev := map[Prayer]ClockTime{}
	for d := (Date{2026, 1, 1}); d.Year < 2028; d = d.AddDays(1) {
		for _, p := range Prayers {
			wib, err1 := PrayerTime(d, at, WIB, p)
			wita, err2 := PrayerTime(d, at, WITA, p)
			wit, err3 := PrayerTime(d, at, WIT, p)
			if err := errors.Join(err1, err2, err3); err != nil {
				t.Fatal(err)
			}
			if wita-wib != 60 || wit-wib != 120 {
				t.Fatalf("%s %s: WIB %s, WITA %s, WIT %s", d, p, wib, wita, wit)
			}
			if last, ok := prev[p]; ok && (wib-last > 2 || last-wib > 2) {
				t.Fatalf("%s %s jumps from %s to %s", d, p, last, wib)
			}
			prev[p] = wib
		}
	}
}

func TestPrayerTimeRefusesWhatCannotBeComputed(t *testing.T) {
	for _, tc := range []struct {
		d  Date
		at GeoPoint
		p  Prayer
	}{
		{Date{2026, 1, 1}, GeoPoint{Lat: 91, Lng: 0}, Maghrib},
		{Date{2026, 1, 1}, GeoPoint{Lat: math.NaN(), Lng: 0}, Maghrib},
		{Date{1800, 1, 1}, ReferencePlace(WIB), Maghrib},
		{Date{2026, 1, 1}, ReferencePlace(WIB), Prayer("tahajud")},
	} {
		if _, err := PrayerTime(tc.d, tc.at, WIB, tc.p); !errors.Is(err, ErrNoPrayerTime) {
			t.Errorf("%v: %v", tc, err)
		}
	}
}

func TestAfterPrayerLabel(t *testing.T) {
	if got := (AfterPrayer{Prayer: Maghrib}).Label(); got != "Ba'da Maghrib" {
		t.Errorf("%q", got)
	}
	if got := (AfterPrayer{Prayer: Isya, Offset: 15}).Label(); got != "Ba'da Isya +15 menit" {
		t.Errorf("%q", got)
	}
}

func BenchmarkPrayerTimeCached(b *testing.B) {
	at := ReferencePlace(WIB)
	d := Date{2026, 11, 26}
	if _, err := PrayerTime(d, at, WIB, Maghrib); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		_, _ = PrayerTime(d, at, WIB, Maghrib)
	}
}

// A session after a prayer starts at that prayer's time of each date at its place: a one-off on
// its date, a weekly one on each occurrence (holidays skipped), an online one at its zone's
// main city; its stored time is the prayer's time on its date or next occurrence.
func TestSessionsAfterAPrayer(t *testing.T) {
	lat, lng := -7.7956, 110.3695 // Yogyakarta
	maghribOn := func(d Date, at GeoPoint, z Zone) ClockTime {
		t.Helper()
		c, err := PrayerTime(d, at, z, Maghrib)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	yogya := GeoPoint{Lat: lat, Lng: lng}
	// Thursday 26 November 2026, 12:00 WIB.
	now := time.Date(2026, 11, 26, 5, 0, 0, 0, time.UTC)

	oneOff := &Session{Type: Regular, Date: Date{2027, 6, 21}, Zone: WIB, Latitude: &lat, Longitude: &lng,
		AfterPrayer: AfterPrayer{Prayer: Maghrib, Offset: 10}, Status: StatusApproved}
	if err := oneOff.ResolveTime(now); err != nil {
		t.Fatal(err)
	}
	// It starts AdzanToStart and its offset after the adzan; its text names the adzan.
	adzan := maghribOn(oneOff.Date, yogya, WIB)
	want := adzan + AdzanToStart + 10
	if oneOff.Time != want || !oneOff.Start().Equal(At(oneOff.Date, want, WIB)) {
		t.Errorf("one-off: time %s, start %v; want %s", oneOff.Time, oneOff.Start(), want)
	}
	if got := oneOff.TimeTextOn(oneOff.Date); got != fmt.Sprintf("Ba'da Maghrib +10 menit · adzan ± %02d.%02d WIB", int(adzan)/60, int(adzan)%60) {
		t.Errorf("one-off text %q", got)
	}

	// Weekly on Thursday: today's Maghrib is still ahead at noon.
	weekly := &Session{Type: Recurring, DayOfWeek: 4, Zone: WIB, Latitude: &lat, Longitude: &lng,
		AfterPrayer: AfterPrayer{Prayer: Maghrib}, Status: StatusActive}
	today := Date{2026, 11, 26}
	tm := weekly.TimingAt(now)
	if tm.NextDate != today || !tm.Next.Equal(At(today, maghribOn(today, yogya, WIB)+AdzanToStart, WIB)) {
		t.Errorf("weekly: next %v on %s", tm.Next, tm.NextDate)
	}
	// After today's start (Maghrib's adzan and AdzanToStart), the next is a week later at that
	// day's; at the adzan itself today's is still ahead.
	if tm := weekly.TimingAt(At(today, maghribOn(today, yogya, WIB), WIB)); tm.NextDate != today {
		t.Errorf("weekly at the adzan: next %v on %s", tm.Next, tm.NextDate)
	}
	evening := At(today, maghribOn(today, yogya, WIB)+AdzanToStart, WIB)
	if tm := weekly.TimingAt(evening); tm.NextDate != today.AddDays(7) || !tm.Next.Equal(At(today.AddDays(7), maghribOn(today.AddDays(7), yogya, WIB)+AdzanToStart, WIB)) {
		t.Errorf("weekly after Maghrib: next %v on %s", tm.Next, tm.NextDate)
	}
	// A holiday today: the next occurrence held is next week, at its own Maghrib.
	weekly.Holidays = []Holiday{{Date: today}}
	if tm := weekly.TimingAt(now); tm.NextDate != today.AddDays(7) || !tm.Next.Equal(At(today.AddDays(7), maghribOn(today.AddDays(7), yogya, WIB)+AdzanToStart, WIB)) {
		t.Errorf("weekly with a holiday: next %v on %s", tm.Next, tm.NextDate)
	}

	// Online, without a place: the zone's main city (Makassar for WITA).
	online := &Session{Type: Regular, Date: Date{2026, 12, 1}, Zone: WITA, IsOnline: true, AfterPrayer: AfterPrayer{Prayer: Isya}}
	if err := online.ResolveTime(now); err != nil {
		t.Fatal(err)
	}
	isya, _ := PrayerTime(online.Date, ReferencePlace(WITA), WITA, Isya)
	if online.Time != isya+AdzanToStart {
		t.Errorf("online: %s, want Makassar's Isya %s", online.Time, isya)
	}

	// A date without a computable time is refused with the message.
	far := &Session{Type: Regular, Date: Date{2500, 1, 1}, Zone: WIB, AfterPrayer: AfterPrayer{Prayer: Subuh}}
	if err := far.ResolveTime(now); ErrorKind(err) != KindInvalid {
		t.Errorf("year 2500: %v", err)
	}
}
