package kajian

import (
	"testing"
	"time"
)

func TestSpeakerKeyIgnoresTitles(t *testing.T) {
	for _, name := range []string{"Ustadz Abdul Somad, Lc., M.A.", "Ust. Abdul Somad", "ustadz ABDUL   somad", "Dr. Abdul Somad Lc", "Al-Ustadz Abdul Somad hafizhahullah"} {
		if got := SpeakerKey(name); got != "abdul somad" {
			t.Errorf("SpeakerKey(%q) = %q", name, got)
		}
	}
	if SpeakerKey("Ustadz") != "" || SpeakerKey("Abdul Shomad") == SpeakerKey("Abdul Somad") {
		t.Error("a title alone is no one; another spelling is another name")
	}
}

func TestSamePlaceIsWithin200Metres(t *testing.T) {
	mosque := NewGeoPoint(-6.1866, 106.8335)
	if !SamePlace(mosque, NewGeoPoint(-6.1866+0.0017, 106.8335)) { // about 190 m north
		t.Error("190 m away is the same place")
	}
	if SamePlace(mosque, NewGeoPoint(-6.1866+0.0019, 106.8335)) { // about 210 m
		t.Error("210 m away is another place")
	}
}

func TestReminderDueInTheSessionsZone(t *testing.T) {
	for _, z := range []Zone{WIB, WITA, WIT} {
		start := At(Date{2026, 12, 1}, 19*60+30, z)
		evening := ReminderDue(NoticeEvening, start, z)
		if got := evening.In(z.Location()).Format("2006-01-02 15:04"); got != "2026-11-30 20:00" {
			t.Errorf("%s: evening reminder at %s", z, got)
		}
		if hour := ReminderDue(NoticeHour, start, z); !hour.Equal(start.Add(-time.Hour)) {
			t.Errorf("%s: hour reminder at %s", z, hour)
		}
	}
}

func TestScheduleChanged(t *testing.T) {
	base := Session{Type: Regular, Date: Date{2026, 12, 1}, Time: 19 * 60, Zone: WIB, Location: "Masjid A", Title: "Kajian"}
	same := base
	same.Title, same.Description = "Kajian Tafsir", "diperbaiki"
	if ScheduleChanged(&base, &same) {
		t.Error("a corrected title or description is no change of schedule")
	}
	for name, change := range map[string]func(*Session){
		"date": func(s *Session) { s.Date = Date{2026, 12, 2} }, "time": func(s *Session) { s.Time = 20 * 60 },
		"place": func(s *Session) { s.Location = "Masjid B" }, "online": func(s *Session) { s.IsOnline = true },
		"prayer": func(s *Session) { s.AfterPrayer = AfterPrayer{Prayer: Maghrib} },
	} {
		moved := base
		change(&moved)
		if !ScheduleChanged(&base, &moved) {
			t.Errorf("%s: not seen as a change", name)
		}
	}
}
