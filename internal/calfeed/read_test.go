package calfeed

import (
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// importNow is a Saturday, 10:00 WIB.
var importNow = time.Date(2026, 11, 28, 3, 0, 0, 0, time.UTC)

func day(s string) kajian.Date {
	d, err := kajian.ParseDate(s)
	if err != nil {
		panic(err)
	}
	return d
}

func clock(s string) kajian.ClockTime {
	c, err := kajian.ParseClock(s)
	if err != nil {
		panic(err)
	}
	return c
}

func utc(s string) time.Time {
	t, err := time.Parse("2006-01-02 15:04", s)
	if err != nil {
		panic(err)
	}
	return t
}

func readFile(t *testing.T, name string) Import {
	t.Helper()
	b, err := os.ReadFile("testdata/import/" + name)
	if err != nil {
		t.Fatal(err)
	}
	imp, err := Read(b, ReadOptions{Now: importNow})
	if err != nil {
		t.Fatalf("Read(%s): %v", name, err)
	}
	return imp
}

// checkEvents compares the events field by field, naming each difference.
func checkEvents(t *testing.T, got, want []ImportEvent) {
	t.Helper()
	if len(got) != len(want) {
		var keys []string
		for _, e := range got {
			keys = append(keys, e.Key)
		}
		t.Fatalf("%d events, want %d: %v", len(got), len(want), keys)
	}
	for i := range want {
		g, w := reflect.ValueOf(got[i]), reflect.ValueOf(want[i])
		for f := 0; f < g.NumField(); f++ {
			if !reflect.DeepEqual(g.Field(f).Interface(), w.Field(f).Interface()) {
				t.Errorf("event %d (%s) %s = %#v, want %#v", i, want[i].Key, g.Type().Field(f).Name, g.Field(f).Interface(), w.Field(f).Interface())
			}
		}
	}
}

const (
	googleWeekly = "4k2h6v0m1q3j8s9t5r7p2n4b6c@google.com"
	googlePlace  = "Masjid Al-Ikhlas, Jl. Melati No. 12, Tebet, Jakarta Selatan, DKI Jakarta 12810, Indonesia"
	googleText   = "Kajian Kitab Riyadhus Shalihin bersama Ustadz Abdullah Hadi, Lc.\nTerbuka untuk umum (ikhwan & akhwat).\nInfo: 0812-3456-7890"
)

func TestReadGoogleCalendarExport(t *testing.T) {
	imp := readFile(t, "google.ics")
	if imp.Name != "Kajian Masjid Al-Ikhlas Tebet" || imp.Zone != kajian.WIB || imp.Past != 1 || imp.Truncated || len(imp.Skipped) != 0 {
		t.Errorf("calendar: name %q zone %s past %d truncated %v skipped %v", imp.Name, imp.Zone, imp.Past, imp.Truncated, imp.Skipped)
	}
	checkEvents(t, imp.Events, []ImportEvent{{
		// Weekly on Monday: the September EXDATE is history; 7 Dec excluded, 14 Dec cancelled,
		// 21 Dec moved; 28 Dec's instance only repeats the series (a guest's answer) and changes nothing.
		UID: googleWeekly, Key: googleWeekly,
		Title: "Kajian Rutin Riyadhus Shalihin", Description: googleText, Location: googlePlace,
		Zone: kajian.WIB, Date: day("2026-11-30"), Time: clock("18:30"), EndDate: day("2026-11-30"), EndTime: clock("20:00"),
		Weekly: true, DayOfWeek: 1, Excluded: []kajian.Date{day("2026-12-07"), day("2026-12-14"), day("2026-12-21")},
		RRule: "FREQ=WEEKLY;BYDAY=MO", Sequence: 2, Modified: utc("2026-11-20 10:15"),
	}, {
		UID: googleWeekly, Key: googleWeekly + "/2026-12-21", Occurrence: day("2026-12-21"),
		Title: "Kajian Rutin Riyadhus Shalihin", Description: "Diundur ba'da Isya karena rapat DKM.", Location: googlePlace,
		Zone: kajian.WIB, Date: day("2026-12-21"), Time: clock("19:45"), EndDate: day("2026-12-21"), EndTime: clock("21:00"),
		Sequence: 3, Modified: time.Date(2026, 11, 26, 9, 10, 0, 0, time.UTC),
	}, {
		UID: "0a1b2c3d4e5f6g7h8i9j0k1l2m@google.com", Key: "0a1b2c3d4e5f6g7h8i9j0k1l2m@google.com",
		Title: "Daurah Ilmiyah Sehari: Adab Penuntut Ilmu", Description: "Daurah sehari bersama asatidzah. Jadwal per sesi menyusul.",
		Location: "Masjid Al-Ikhlas, Jl. Melati No. 12, Tebet, Jakarta Selatan",
		Zone:     kajian.WIB, Date: day("2026-12-13"), AllDay: true, EndDate: day("2026-12-13"),
		Modified: utc("2026-11-02 04:40"),
	}, {
		// Google writes one-off events in UTC: 01:30Z is 08:30 WIB.
		UID: "7q8w9e0r1t2y3u4i5o6p7a8s9d@google.com", Key: "7q8w9e0r1t2y3u4i5o6p7a8s9d@google.com",
		Title:       "Tabligh Akbar: Meraih Keberkahan Waktu",
		Description: "<b>Tabligh Akbar</b><br>Pemateri: Ustadz Dr. Firanda Andirja, MA<br>Live: https://youtube.com/@masjidalikhlas",
		Location:    "Masjid Al-Ikhlas, Jl. Melati No. 12, Tebet, Jakarta Selatan",
		Zone:        kajian.WIB, Date: day("2026-12-05"), Time: clock("08:30"), EndDate: day("2026-12-05"), EndTime: clock("11:00"),
		Sequence: 1, Modified: utc("2026-11-18 07:00"),
	}})
}

const outlookPrefix = "040000008200E00074C5B7101A82E00800000000"

func TestReadOutlookExport(t *testing.T) {
	imp := readFile(t, "outlook.ics")
	weekly := outlookPrefix + "B0E1D3C2A15ADB01000000000000000010000000F1A2B3C4D5E6F708192A3B4C5D6E7F80"
	online := outlookPrefix + "C1F2E4D3B26BEC01000000000000000010000000A1B2C3D4E5F60718293A4B5C6D7E8F90"
	papua := outlookPrefix + "D2A3F5E4C37CFD01000000000000000010000000B2C3D4E5F6071829304A5B6C7D8E9F01"
	daurah := outlookPrefix + "E3B4A6F5D48D0E02000000000000000010000000C3D4E5F60718293A405B6C7D8E9FA012"
	seattle := outlookPrefix + "F4C5B7A6E59E1F03000000000000000010000000D4E5F60718293A4B506C7D8E9FA0B123"
	want := []ImportEvent{{
		// "SE Asia Standard Time" is WIB; one EXDATE line lists two dates; a folded 300-byte
		// description keeps its escaped commas and semicolons.
		UID: weekly, Key: weekly,
		Title: "Kajian Tafsir Ibnu Katsir; Surat Al-Kahfi",
		Description: "Kajian rutin pekanan Tafsir Ibnu Katsir, membahas Surat Al-Kahfi ayat demi ayat; dibawakan oleh " +
			"Ustadz Muhammad Nuzul Dzikri, Lc. Peserta dimohon membawa mushaf masing-masing.\n\nCatatan: parkir motor di halaman belakang masjid.",
		Location: "Aula Lt. 2, Masjid Nurul Huda; Jl. Kenanga Raya No. 5, Bekasi Barat",
		Zone:     kajian.WIB, Date: day("2026-12-03"), Time: clock("19:00"), EndDate: day("2026-12-03"), EndTime: clock("20:30"),
		Weekly: true, DayOfWeek: 4, Excluded: []kajian.Date{day("2026-12-17"), day("2026-12-24")},
		RRule: "FREQ=WEEKLY;INTERVAL=1;BYDAY=TH;WKST=SU",
	}, {
		// Singapore keeps UTC+8 all year: the same wall clock in WITA, nothing converted.
		UID: online, Key: online, Title: "Kajian Daring: Sirah Nabawiyah",
		Description: "Kajian daring bersama Ustadz Abu Haidar dari Singapura, melalui Zoom.", Location: "Zoom Meeting",
		Zone: kajian.WITA, Date: day("2026-12-09"), Time: clock("20:00"), EndDate: day("2026-12-09"), EndTime: clock("21:30"),
		Sequence: 1, Modified: utc("2026-11-21 05:00"),
	}, {
		// "Customized Time Zone" is known only by its VTIMEZONE: +0900 is WIT.
		UID: papua, Key: papua, Title: "Kajian Akhwat di Masjid Raya Jayapura", Location: "Masjid Raya Baiturrahim, Jayapura",
		Zone: kajian.WIT, Date: day("2026-12-06"), Time: clock("16:00"), EndDate: day("2026-12-06"), EndTime: clock("17:30"),
	}}
	for _, d := range []string{"2026-12-26", "2026-12-27", "2026-12-28", "2026-12-29", "2026-12-30"} {
		want = append(want, ImportEvent{
			UID: daurah, Key: daurah + "/" + d, Occurrence: day(d), Title: "Daurah Intensif Bahasa Arab", Location: "Masjid Nurul Huda",
			Zone: kajian.WIB, Date: day(d), Time: clock("08:00"), EndDate: day(d), EndTime: clock("11:30"), RRule: "FREQ=DAILY;COUNT=5",
		})
	}
	checkEvents(t, imp.Events, want)
	wantSkip := []Skipped{{UID: seattle, Title: "Kajian Muslim Indonesia di Seattle",
		Reason: `Zona waktu "Pacific Standard Time" memakai waktu musim panas dan tidak dikenal`}}
	if !reflect.DeepEqual(imp.Skipped, wantSkip) || imp.Name != "Kalender DKM Nurul Huda" || imp.Zone != kajian.WIB {
		t.Errorf("skipped %+v, name %q, zone %s", imp.Skipped, imp.Name, imp.Zone)
	}
}

func TestReadAppleCalendarExport(t *testing.T) {
	imp := readFile(t, "apple.ics") // LF line ends, as Apple's share sheet writes
	uid := "6F1C8B2E-3D4A-4B5C-9E8F-7A6B5C4D3E2F"
	checkEvents(t, imp.Events, []ImportEvent{{
		// A weekly rule without BYDAY repeats on its start's day: Ahad in WITA.
		UID: uid, Key: uid, Title: "Kajian Ahad Pagi: Fiqih Thaharah",
		Location: "Masjid Raya Al-Markaz Al-Islami\nJl. Masjid Raya No.1, Makassar", URL: "https://almarkaz.or.id/kajian-ahad",
		Zone: kajian.WITA, Date: day("2026-11-29"), Time: clock("06:30"), EndDate: day("2026-11-29"), EndTime: clock("08:30"),
		Weekly: true, DayOfWeek: 0, RRule: "FREQ=WEEKLY;INTERVAL=1", Sequence: 1, Modified: utc("2026-11-01 00:15"),
	}, {
		// Three whole days; a javascript: URL is no link.
		UID: "9A8B7C6D-5E4F-4A3B-2C1D-0E9F8A7B6C5D", Key: "9A8B7C6D-5E4F-4A3B-2C1D-0E9F8A7B6C5D", Title: "Kajian Akbar Tiga Hari",
		Zone: kajian.WIB, Date: day("2026-12-01"), AllDay: true, EndDate: day("2026-12-03"),
	}})
}

func TestReadThunderbirdExport(t *testing.T) {
	imp := readFile(t, "thunderbird.ics")
	uid := "b5a0e1c2-7d3f-4e8a-9b1c-2d3e4f5a6b7c"
	var want []ImportEvent
	// A weekly rule with UNTIL is no open-ended weekly session: its Sundays up to 31 January,
	// in WIT from the path-like Mozilla TZID.
	for d := day("2026-11-29"); !day("2027-01-31").Before(d); d = d.AddDays(7) {
		want = append(want, ImportEvent{
			UID: uid, Key: uid + "/" + d.String(), Occurrence: d, Title: "Kajian Remaja Masjid",
			Description: "Untuk remaja usia 13-20 tahun.", Location: "Masjid Al-Aqsha Sentani",
			Zone: kajian.WIT, Date: d, Time: clock("16:00"), EndDate: d, EndTime: clock("17:30"),
			RRule: "FREQ=WEEKLY;UNTIL=20270131T070000Z;BYDAY=SU", Sequence: 4, Modified: time.Date(2026, 11, 12, 8, 30, 15, 0, time.UTC),
		})
	}
	// A time without a zone is the calendar's (none named: the caller's, WIB).
	want = append(want, ImportEvent{
		UID: "c6b1f2d3-8e4a-4f9b-0c2d-3e4f5a6b7c8d", Key: "c6b1f2d3-8e4a-4f9b-0c2d-3e4f5a6b7c8d", Title: "Kajian Tanpa Zona",
		Zone: kajian.WIB, Date: day("2026-12-03"), Time: clock("19:30"), EndDate: day("2026-12-03"), EndTime: clock("21:00"),
	})
	checkEvents(t, imp.Events, want)
}

func TestReadRulesTheAppCannotKeepAsWeekly(t *testing.T) {
	imp := readFile(t, "rules.ics")
	var want []ImportEvent
	// Second and fourth Saturday: today's (09:00-11:00, under way at 10:00) counts; 26 Dec is
	// excluded; 27 Feb is past the 90 days.
	for _, d := range []string{"2026-11-28", "2026-12-12", "2027-01-09", "2027-01-23", "2027-02-13"} {
		want = append(want, ImportEvent{
			UID: "monthly-2sa-4sa@google.com", Key: "monthly-2sa-4sa@google.com/" + d, Occurrence: day(d),
			Title: "Kajian Sabtu Pekan 2 dan 4: Kitab Tauhid", Location: "Masjid Baitul Makmur",
			Zone: kajian.WIB, Date: day(d), Time: clock("09:00"), EndDate: day(d), EndTime: clock("11:00"), RRule: "FREQ=MONTHLY;BYDAY=2SA,4SA",
		})
	}
	for _, d := range []string{"2026-12-02", "2026-12-16", "2026-12-30", "2027-01-13", "2027-01-27", "2027-02-10", "2027-02-24"} {
		want = append(want, ImportEvent{
			UID: "biweekly-we@google.com", Key: "biweekly-we@google.com/" + d, Occurrence: day(d),
			Title: "Kajian Dua Pekanan: Bulughul Maram", Location: "Masjid Baitul Makmur",
			Zone: kajian.WIB, Date: day(d), Time: clock("19:30"), EndDate: day(d), EndTime: clock("21:00"), RRule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE",
		})
	}
	want = append(want, ImportEvent{
		UID: "weekly-cancelled@google.com", Key: "weekly-cancelled@google.com", Title: "Kajian Kamis (dihentikan)",
		Zone: kajian.WIB, Date: day("2026-12-03"), Time: clock("20:00"), EndDate: day("2026-12-03"), EndTime: clock("21:00"),
		Weekly: true, DayOfWeek: 4, RRule: "FREQ=WEEKLY;BYDAY=TH", Cancelled: true, Sequence: 5,
	})
	checkEvents(t, imp.Events, want)
	wantSkip := []Skipped{{UID: "hourly@google.com", Title: "Pengingat Murajaah", Reason: "Acara berulang lebih sering dari sekali sehari"}}
	if !reflect.DeepEqual(imp.Skipped, wantSkip) {
		t.Errorf("skipped %+v", imp.Skipped)
	}
}

func TestReadZones(t *testing.T) {
	imp := readFile(t, "zones.ics")
	checkEvents(t, imp.Events, []ImportEvent{{
		UID: "utc-single@jadwal.example", Key: "utc-single@jadwal.example", Title: "Kajian Online Nasional",
		URL:  "https://jadwal.example/kajian/online-nasional",
		Zone: kajian.WIB, Date: day("2026-12-02"), Time: clock("19:00"), EndDate: day("2026-12-02"), EndTime: clock("20:30"),
	}, {
		// Tuesday 23:00 UTC is Wednesday 06:00 WIB: the weekly day is the local one.
		UID: "utc-weekly@jadwal.example", Key: "utc-weekly@jadwal.example", Title: "Kajian Ba'da Subuh",
		Zone: kajian.WIB, Date: day("2026-12-02"), Time: clock("06:00"), EndDate: day("2026-12-02"), EndTime: clock("07:00"),
		Weekly: true, DayOfWeek: 3, RRule: "FREQ=WEEKLY;BYDAY=TU",
	}, {
		UID: "wita-weekly@jadwal.example", Key: "wita-weekly@jadwal.example", Title: "Kajian Jumat Sore Balikpapan",
		Location: "Masjid At-Taqwa Balikpapan",
		Zone:     kajian.WITA, Date: day("2026-12-04"), Time: clock("16:30"), EndDate: day("2026-12-04"), EndTime: clock("17:30"),
		Weekly: true, DayOfWeek: 5, Excluded: []kajian.Date{day("2026-12-25")}, RRule: "FREQ=WEEKLY;BYDAY=FR",
	}, {
		// Saturday 20:00 in New York (UTC-5 in December) is Sunday 08:00 WIB, and the draft says so.
		UID: "newyork@jadwal.example", Key: "newyork@jadwal.example", Title: "Kajian IMSA New York",
		Zone: kajian.WIB, Date: day("2026-12-06"), Time: clock("08:00"), EndDate: day("2026-12-06"), EndTime: clock("09:30"),
		Note: "Waktu diubah dari zona America/New_York ke WIB",
	}})
	wantSkip := []Skipped{
		{UID: "unknown-zone@jadwal.example", Title: "Kajian Zona Aneh", Reason: `Zona waktu "Waktu Masjid" tidak dikenal`},
		{UID: "no-start@jadwal.example", Title: "Kajian Tanpa Waktu", Reason: "Waktu mulai tidak ada"},
	}
	if !reflect.DeepEqual(imp.Skipped, wantSkip) {
		t.Errorf("skipped %+v", imp.Skipped)
	}
}

func TestReadUsesTheCallersZoneWhenTheCalendarNamesNone(t *testing.T) {
	b, err := os.ReadFile("testdata/import/zones.ics")
	if err != nil {
		t.Fatal(err)
	}
	imp, err := Read(b, ReadOptions{Now: importNow, Zone: kajian.WITA})
	if err != nil {
		t.Fatal(err)
	}
	if e := imp.Events[0]; imp.Zone != kajian.WITA || e.Zone != kajian.WITA || e.Time != clock("20:00") {
		t.Errorf("zone %s, first event %s %s", imp.Zone, e.Zone, e.Time)
	}
}

func TestReadRefusesWhatIsNoCalendar(t *testing.T) {
	for name, body := range map[string]string{
		"empty":      "",
		"blank":      " \r\n\t",
		"html":       "<!DOCTYPE html>\n<html><head><title>Kalender</title></head><body>BEGIN:VCALENDAR</body></html>",
		"json":       `{"items":[{"summary":"Kajian"}]}`,
		"vcard":      "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Masjid\r\nEND:VCARD\r\n",
		"plain text": "Kajian Ahad pagi jam 06.30 di Masjid Al-Ikhlas",
	} {
		if _, err := Read([]byte(body), ReadOptions{Now: importNow}); !errors.Is(err, ErrNotCalendar) {
			t.Errorf("%s: err = %v, want ErrNotCalendar", name, err)
		}
	}
	if !strings.Contains(ErrNotCalendar.Error(), "Alamat itu bukan kalender (iCal)") {
		t.Errorf("message %q", ErrNotCalendar.Error())
	}
	for name, body := range map[string]string{
		"unterminated": "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nSUMMARY:x\r\n",
		"mismatched":   "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VTODO\r\nEND:VCALENDAR\r\n",
		"no colon":     "BEGIN:VCALENDAR\r\nthis is not a content line\r\nEND:VCALENDAR\r\n",
	} {
		if _, err := Read([]byte(body), ReadOptions{Now: importNow}); !errors.Is(err, ErrBadCalendar) {
			t.Errorf("%s: err = %v, want ErrBadCalendar", name, err)
		}
	}
	// A byte-order mark and blank lines before the calendar are no reason to refuse it.
	imp, err := Read([]byte("\xef\xbb\xbf\r\nBEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n"), ReadOptions{Now: importNow})
	if err != nil || len(imp.Events) != 0 {
		t.Errorf("empty calendar: %+v, %v", imp, err)
	}
}
