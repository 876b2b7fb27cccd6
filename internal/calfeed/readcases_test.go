package calfeed

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// calendar wraps VEVENT bodies (their lines joined by "\n") in a Jakarta calendar.
func calendar(events ...string) []byte {
	var b strings.Builder
	b.WriteString("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nX-WR-TIMEZONE:Asia/Jakarta\r\n")
	for _, e := range events {
		b.WriteString("BEGIN:VEVENT\r\n" + strings.ReplaceAll(strings.TrimSpace(e), "\n", "\r\n") + "\r\nEND:VEVENT\r\n")
	}
	b.WriteString("END:VCALENDAR\r\n")
	return []byte(b.String())
}

func read(t *testing.T, events ...string) Import {
	t.Helper()
	imp, err := Read(calendar(events...), ReadOptions{Now: importNow})
	if err != nil {
		t.Fatal(err)
	}
	return imp
}

func keys(imp Import) []string {
	var out []string
	for _, e := range imp.Events {
		s := e.Key
		if e.Cancelled {
			s += " cancelled"
		}
		out = append(out, s)
	}
	return out
}

func TestReadInstancesOfAnExpandedSeries(t *testing.T) {
	imp := read(t, `
UID:s
SUMMARY:Kajian Dua Pekanan
DTSTART;TZID=Asia/Jakarta:20261202T193000
DTEND;TZID=Asia/Jakarta:20261202T210000
RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=4
EXDATE;TZID=Asia/Jakarta:20261230T193000`, `
UID:s
RECURRENCE-ID;TZID=Asia/Jakarta:20261216T193000
SUMMARY:Kajian Dua Pekanan
STATUS:CANCELLED
DTSTART;TZID=Asia/Jakarta:20261216T193000`, `
UID:s
RECURRENCE-ID:20261202T123000Z
SUMMARY:Kajian Dua Pekanan (pindah ke Kamis)
DTSTART;TZID=Asia/Jakarta:20261203T200000
DTEND;TZID=Asia/Jakarta:20261203T213000`)
	// 2 Dec moved to 3 Dec (its RECURRENCE-ID written in UTC), 16 Dec cancelled, 30 Dec
	// excluded, 13 Jan the fourth and last.
	want := []string{"s/2026-12-02", "s/2026-12-16 cancelled", "s/2027-01-13"}
	if got := keys(imp); !reflect.DeepEqual(got, want) {
		t.Fatalf("keys %v, want %v", got, want)
	}
	moved := imp.Events[0]
	if moved.Date != day("2026-12-03") || moved.Time != clock("20:00") || moved.Occurrence != day("2026-12-02") ||
		moved.Title != "Kajian Dua Pekanan (pindah ke Kamis)" || moved.RRule == "" {
		t.Errorf("moved instance %+v", moved)
	}
}

func TestReadWeeklySeriesFromThePast(t *testing.T) {
	imp := read(t, `
UID:w
SUMMARY:Kajian Jumat
DTSTART;TZID=Asia/Jakarta:20190104T163000
DTEND;TZID=Asia/Jakarta:20190104T173000
RRULE:FREQ=WEEKLY;BYDAY=FR
EXDATE;TZID=Asia/Jakarta:20261204T163000,20261211T163000
EXDATE;TZID=Asia/Jakarta:20261101T163000
EXDATE;VALUE=DATE:20261218`, `
UID:w
RECURRENCE-ID;TZID=Asia/Jakarta:20190111T163000
STATUS:CANCELLED
DTSTART;TZID=Asia/Jakarta:20190111T163000`, `
UID:w
RECURRENCE-ID;TZID=Asia/Jakarta:20270108T163000
SUMMARY:Kajian Jumat
DTSTART;TZID=Asia/Jakarta:20270108T163000
DTEND;TZID=Asia/Jakarta:20270108T173000
DESCRIPTION:Tema khusus: persiapan Ramadhan`)
	if len(imp.Events) != 2 {
		t.Fatalf("keys %v", keys(imp))
	}
	e := imp.Events[0]
	// Its next Friday from today; old instances and the EXDATE on no Friday change nothing; a
	// DATE EXDATE still names its day; 8 Jan differs only in its description, and that is a change.
	wantEx := []kajian.Date{day("2026-12-04"), day("2026-12-11"), day("2026-12-18"), day("2027-01-08")}
	if !e.Weekly || e.DayOfWeek != 5 || e.Date != day("2026-12-04") || e.EndDate != day("2026-12-04") || !reflect.DeepEqual(e.Excluded, wantEx) {
		t.Errorf("weekly %+v", e)
	}
	if one := imp.Events[1]; one.Key != "w/2027-01-08" || one.Weekly || one.Description != "Tema khusus: persiapan Ramadhan" {
		t.Errorf("instance %+v", one)
	}
}

func TestReadWhichRulesStayWeekly(t *testing.T) {
	for _, tc := range []struct {
		rule   string
		weekly bool
	}{
		{"FREQ=WEEKLY", true},
		{"FREQ=WEEKLY;BYDAY=WE", true},
		{"FREQ=WEEKLY;INTERVAL=1;BYDAY=WE;WKST=MO", true},
		{"freq=weekly;byday=we", true},
		{"FREQ=WEEKLY;BYDAY=TH", false}, // not the start's day
		{"FREQ=WEEKLY;BYDAY=WE,FR", false},
		{"FREQ=WEEKLY;INTERVAL=2", false},
		{"FREQ=WEEKLY;COUNT=3", false},
		{"FREQ=WEEKLY;UNTIL=20270101T000000Z", false},
		{"FREQ=WEEKLY;BYMONTH=12", false},
		{"FREQ=MONTHLY;BYDAY=1WE", false},
		{"FREQ=DAILY", false},
		{"FREQ=YEARLY", false},
	} {
		imp := read(t, "UID:r\nSUMMARY:x\nDTSTART;TZID=Asia/Jakarta:20261202T193000\nRRULE:"+tc.rule)
		if len(imp.Events) == 0 {
			t.Errorf("%s: no events, skipped %v", tc.rule, imp.Skipped)
			continue
		}
		if got := imp.Events[0].Weekly; got != tc.weekly || tc.weekly && len(imp.Events) != 1 {
			t.Errorf("%s: weekly %v with %d events, want %v", tc.rule, got, len(imp.Events), tc.weekly)
		}
	}
}

func TestReadBoundsWhatARuleGives(t *testing.T) {
	imp := read(t, "UID:d\nSUMMARY:Harian\nDTSTART;TZID=Asia/Jakarta:20261128T200000\nRRULE:FREQ=DAILY")
	if len(imp.Events) != 90 || imp.Truncated {
		t.Errorf("a daily rule gives %d events (truncated %v), want the 90 days", len(imp.Events), imp.Truncated)
	}

	var many []string
	for i := range 6 {
		many = append(many, fmt.Sprintf("UID:d%d\nSUMMARY:Harian\nDTSTART;TZID=Asia/Jakarta:20261128T200000\nRRULE:FREQ=DAILY", i))
	}
	for i := range 500 {
		many = append(many, fmt.Sprintf("UID:o%d\nSUMMARY:Sekali\nDTSTART;TZID=Asia/Jakarta:20261210T200000", i))
	}
	imp = read(t, many...)
	if len(imp.Events) != MaxImportEvents || !imp.Truncated {
		t.Errorf("%d events (truncated %v), want %d", len(imp.Events), imp.Truncated, MaxImportEvents)
	}

	// A rule from long ago steps through its past; all of them together are bounded.
	var old []string
	for i := range 12 {
		old = append(old, fmt.Sprintf("UID:old%d\nSUMMARY:Lama\nDTSTART;TZID=Asia/Jakarta:19700101T050000\nRRULE:FREQ=DAILY", i))
	}
	imp = read(t, old...)
	if len(imp.Skipped) == 0 || imp.Skipped[len(imp.Skipped)-1].Reason != "Kalender memuat terlalu banyak pengulangan" {
		t.Errorf("skipped %v", imp.Skipped)
	}
}

func TestReadOddEvents(t *testing.T) {
	imp := read(t, `
UID:dup
SUMMARY:Pertama
DTSTART;TZID=Asia/Jakarta:20261210T200000`, `
UID:dup
SUMMARY:Kedua
DTSTART;TZID=Asia/Jakarta:20261211T200000`, `
UID:orphan
RECURRENCE-ID;TZID=Asia/Jakarta:20261217T200000
SUMMARY:Pertemuan yang dipindah
DTSTART;TZID=Asia/Jakarta:20261218T200000`, `
SUMMARY:Tanpa UID
DTSTART;TZID=Asia/Makassar:20261219T080000
DURATION:PT1H30M`, `
UID:bad-rule
SUMMARY:Aturan rusak
DTSTART;TZID=Asia/Jakarta:20261210T200000
RRULE:FREQ=SOMETIMES`, `
UID:bad-time
SUMMARY:Waktu rusak
DTSTART:2026-12-10 20:00`, `
UID:rdate
SUMMARY:Tambahan
DTSTART;TZID=Asia/Jakarta:20261201T200000
RRULE:FREQ=WEEKLY
RDATE;TZID=Asia/Jakarta:20261203T200000`)
	want := []string{"dup", "orphan/2026-12-17", "tanpa-uid-3", "rdate/2026-12-01", "rdate/2026-12-03", "rdate/2026-12-08"}
	if got := keys(imp); len(got) < len(want) || !reflect.DeepEqual(got[:len(want)], want) {
		t.Errorf("keys %v, want %v first", got, want)
	}
	if e := imp.Events[2]; e.Zone != kajian.WITA || e.EndTime != clock("09:30") {
		t.Errorf("DURATION: %+v", e)
	}
	wantSkip := []Skipped{
		{UID: "dup", Title: "Kedua", Reason: "Acara dengan UID yang sama sudah dibaca"},
		{UID: "bad-rule", Title: "Aturan rusak", Reason: "Aturan pengulangan tidak terbaca"},
		{UID: "bad-time", Title: "Waktu rusak", Reason: "Waktu mulai tidak terbaca"},
	}
	if !reflect.DeepEqual(imp.Skipped, wantSkip) {
		t.Errorf("skipped %+v", imp.Skipped)
	}
}

func TestReadZoneNames(t *testing.T) {
	for _, tc := range []struct {
		tzid      string
		zone      kajian.Zone
		at        string
		converted bool // the wall clock moved, and the event's note says so
	}{
		{"Asia/Jakarta", kajian.WIB, "20:00", false},
		{"Asia/Pontianak", kajian.WIB, "20:00", false},
		{"Asia/Makassar", kajian.WITA, "20:00", false},
		{"Asia/Jayapura", kajian.WIT, "20:00", false},
		{"SE Asia Standard Time", kajian.WIB, "20:00", false},
		{"Singapore Standard Time", kajian.WITA, "20:00", false},
		{"China Standard Time", kajian.WITA, "20:00", false},
		{"Tokyo Standard Time", kajian.WIT, "20:00", false},
		{"Asia/Kuala_Lumpur", kajian.WITA, "20:00", false},
		{"Asia/Bangkok", kajian.WIB, "20:00", false},
		{"/mozilla.org/20070129_1/Asia/Makassar", kajian.WITA, "20:00", false},
		{`"(UTC+07:00) Bangkok, Hanoi, Jakarta"`, kajian.WIB, "20:00", false},
		{"Asia/Kolkata", kajian.WIB, "21:30", true},  // +05:30 → nearest WIB
		{"Europe/London", kajian.WIB, "03:00", true}, // UTC in winter, summer time in June → WIB, the next day
		{"Australia/Sydney", kajian.WIT, "18:00", true},
		{"UTC", kajian.WIB, "03:00", false},
		{"Etc/UTC", kajian.WIB, "03:00", false},
		{"Africa/Abidjan", kajian.WIB, "03:00", false}, // UTC all year, under another name
	} {
		imp := read(t, "UID:z\nSUMMARY:x\nDTSTART;TZID="+tc.tzid+":20261210T200000")
		if len(imp.Events) != 1 {
			t.Errorf("%s: skipped %v", tc.tzid, imp.Skipped)
			continue
		}
		if e := imp.Events[0]; e.Zone != tc.zone || e.Time.String() != tc.at || (e.Note != "") != tc.converted {
			t.Errorf("%s: %s %s note %q, want %s %s", tc.tzid, e.Zone, e.Time, e.Note, tc.zone, tc.at)
		}
	}
}

func TestUnescapeAndOffsets(t *testing.T) {
	for in, want := range map[string]string{
		`Masjid Al-Ikhlas\, Tebet`: "Masjid Al-Ikhlas, Tebet",
		`a\;b\\c\nd\Ne`:            "a;b\\c\nd\ne",
		`Masjid, Jl. Melati`:       "Masjid, Jl. Melati",
		`trailing\`:                `trailing\`,
		"  padded  ":               "padded",
	} {
		if got := unescape(in); got != want {
			t.Errorf("unescape(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]int{"+0700": 25200, "+0800": 28800, "-0500": -18000, "+053000": 19800, "+0545": 20700} {
		if got, ok := parseOffset(in); !ok || got != want {
			t.Errorf("parseOffset(%q) = %d, %v", in, got, ok)
		}
	}
	for _, in := range []string{"", "0700", "+07", "+2500", "+07:00", "+07a0"} {
		if _, ok := parseOffset(in); ok {
			t.Errorf("parseOffset(%q) read", in)
		}
	}
}
