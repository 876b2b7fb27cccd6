package calfeed

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// FuzzRead: any bytes are read or refused with one of Read's errors, never a panic, and what
// is read keeps the promises ImportEvent makes.
func FuzzRead(f *testing.F) {
	paths, _ := filepath.Glob("testdata/import/*.ics")
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b, int64(0))
	}
	f.Add(calendar("UID:a\nDTSTART;TZID=Asia/Jakarta:20261202T193000\nRRULE:FREQ=MONTHLY;BYDAY=-1FR;BYSETPOS=1\nEXDATE:20261225"), int64(86400*40))
	f.Add(calendar("UID:a\nDTSTART;VALUE=DATE:20261202\nRRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30"), int64(0))
	f.Add(calendar("UID:a\nRECURRENCE-ID:20261202T120000Z\nDTSTART:20261203T120000Z", "UID:a\nRECURRENCE-ID:20261202T120000Z\nDTSTART:20261204T120000Z"), int64(0))
	f.Add([]byte("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;TZID=\"(UTC+09:00) Osaka\":20261202T1930\r\n"), int64(-86400))
	f.Fuzz(func(t *testing.T, data []byte, shift int64) {
		now := importNow.Add(time.Duration(shift%(86400*3650)) * time.Second)
		imp, err := Read(data, ReadOptions{Now: now})
		if err != nil {
			if !errors.Is(err, ErrNotCalendar) && !errors.Is(err, ErrBadCalendar) {
				t.Fatalf("error of no kind: %v", err)
			}
			return
		}
		if len(imp.Events) > MaxImportEvents || !imp.Zone.Valid() {
			t.Fatalf("%d events, zone %q", len(imp.Events), imp.Zone)
		}
		seen := map[string]bool{}
		for _, e := range imp.Events {
			checkEvent(t, e)
			if seen[e.Key] {
				t.Fatalf("key %q twice", e.Key)
			}
			seen[e.Key] = true
		}
		for _, s := range imp.Skipped {
			if s.Reason == "" {
				t.Fatalf("skipped without a reason: %+v", s)
			}
		}
	})
}

func checkEvent(t *testing.T, e ImportEvent) {
	t.Helper()
	if !e.Zone.Valid() || e.Date.IsZero() || e.Time < 0 || e.Time >= 24*60 || e.EndTime < 0 || e.EndTime >= 24*60 {
		t.Fatalf("event out of range: %+v", e)
	}
	if e.AllDay && (e.Time != 0 || e.EndTime != 0) {
		t.Fatalf("all-day event with a time: %+v", e)
	}
	if !strings.HasPrefix(e.Key, e.UID) || e.Occurrence.IsZero() != (e.Key == e.UID) {
		t.Fatalf("key %q of uid %q, occurrence %s", e.Key, e.UID, e.Occurrence)
	}
	if e.URL != "" && !strings.HasPrefix(e.URL, "http://") && !strings.HasPrefix(e.URL, "https://") {
		t.Fatalf("url %q", e.URL)
	}
	if !e.Weekly {
		if e.Excluded != nil || e.DayOfWeek != 0 {
			t.Fatalf("one-off with weekly fields: %+v", e)
		}
		return
	}
	if e.DayOfWeek != e.Date.Weekday() || e.RRule == "" {
		t.Fatalf("weekly on %d from %s (%d)", e.DayOfWeek, e.Date, e.Date.Weekday())
	}
	if !slices.IsSortedFunc(e.Excluded, func(a, b kajian.Date) int { return strings.Compare(a.String(), b.String()) }) {
		t.Fatalf("excluded not ascending: %v", e.Excluded)
	}
	for _, d := range e.Excluded {
		if d.Weekday() != e.DayOfWeek || d.Before(e.Date) {
			t.Fatalf("excluded %s is no occurrence of %+v", d, e)
		}
	}
}
