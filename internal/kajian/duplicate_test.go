package kajian

import "testing"

func TestSameSession(t *testing.T) {
	at := func(c string) ClockTime { v, _ := ParseClock(c); return v }
	base := Session{Type: Regular, Date: Date{2026, 12, 6}, Title: "Kajian Tafsir Juz Amma", Ustaz: "Ustadz Abdullah Zaen, MA",
		Location: "Masjid Al-Ikhlas", Time: at("19:30"), Zone: WIB}
	for _, tc := range []struct {
		name string
		edit func(s *Session)
		same bool
	}{
		{"the same", func(*Session) {}, true},
		{"same place, 15 minutes later", func(s *Session) { s.Title, s.Time = "Kajian Lain", at("19:45") }, true},
		{"same place, 16 minutes later", func(s *Session) { s.Title, s.Time = "Kajian Lain", at("19:46") }, false},
		{"same place in other words", func(s *Session) { s.Title, s.Location = "Kajian Lain", "MASJID  AL-IKHLAS Condongcatur" }, true},
		{"same title and ustaz, spelt otherwise", func(s *Session) { s.Ustaz, s.Location, s.Time = "Ust. Abdullah Zaen", "Aula", at("08:00") }, true},
		{"another date", func(s *Session) { s.Date = Date{2026, 12, 7} }, false},
		{"another place and title", func(s *Session) { s.Title, s.Location = "Kajian Lain", "Masjid Raya" }, false},
		{"weekly against one-off", func(s *Session) { s.Type, s.DayOfWeek = Recurring, 0 }, false},
	} {
		a := base
		tc.edit(&a)
		if got := SameSession(&a, &base); got != tc.same {
			t.Errorf("%s: %v", tc.name, got)
		}
	}
	weekly := Session{Type: Recurring, DayOfWeek: 1, Title: "Tafsir", Location: "Masjid Jogokariyan", Zone: WIB, AfterPrayer: AfterPrayer{Prayer: Maghrib}}
	if !SameSession(&weekly, &weekly) {
		t.Error("a weekly session is not itself")
	}
	other := weekly
	other.DayOfWeek = 2
	if SameSession(&other, &weekly) {
		t.Error("another day is the same session")
	}
}
