package kajian

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// January 2027's Saturdays: 2, 9 (the 2nd), 16, 23 (the 4th), 30 (the last).

func saturdays(r Rhythm) *Session {
	return &Session{ID: "s", Type: Recurring, Slug: "sabtu-tahsin", Title: "Tahsin", DayOfWeek: 6, Time: 8 * 60,
		Zone: WIB, Location: "Masjid Al-Ikhlas", Rhythm: r}
}

// TestWeekItemsFollowTheRhythm: 'Salin jadwal pekan ini' lists a weekly session only in a week
// its rhythm holds it.
func TestWeekItemsFollowTheRhythm(t *testing.T) {
	monthly := saturdays(Rhythm{MonthWeeks: []int{2, 4}})
	every2 := saturdays(Rhythm{EveryWeeks: 2, From: Date{2027, time.January, 2}})
	every2.ID = "e"
	for _, tc := range []struct {
		today Date
		want  string
	}{
		{Date{2027, time.January, 4}, "s 2027-01-09"},
		{Date{2027, time.January, 11}, "e 2027-01-16"},
		{Date{2027, time.January, 18}, "s 2027-01-23"},
		{Date{2027, time.January, 25}, "e 2027-01-30"},
	} {
		var got []string
		for _, it := range WeekItems([]*Session{monthly, every2}, tc.today) {
			got = append(got, it.Session.ID+" "+it.Date.String())
		}
		if strings.Join(got, ", ") != tc.want {
			t.Errorf("week from %s: %v, want %s", tc.today, got, tc.want)
		}
	}
}

// TestRekapAndNoticeSayTheRhythm: the rekap's 'Jadwal' line, its time with an end, and the
// change notice's 'mulai' sentence say the rhythm as cards do.
func TestRekapAndNoticeSayTheRhythm(t *testing.T) {
	for _, tc := range []struct {
		r            Rhythm
		jadwal       string
		whenWhere    string
		endTime      ClockTime
		afterMaghrib bool
		waktu        string
	}{
		{Rhythm{}, "🔁 Jadwal: Kajian rutin setiap Sabtu\n", "setiap Sabtu, mulai Sabtu, 2 Januari 2027 pukul 08.00 WIB", 0, false, "🕐 Waktu: 08.00 WIB\n"},
		{Rhythm{MonthWeeks: []int{2, 4}}, "🔁 Jadwal: Kajian rutin Sabtu pekan ke-2 & ke-4\n",
			"Sabtu pekan ke-2 & ke-4, mulai Sabtu, 9 Januari 2027 pukul 08.00–11.30 WIB", 11*60 + 30, false, "🕐 Waktu: 08.00–11.30 WIB\n"},
		{Rhythm{MonthWeeks: []int{LastWeek}}, "🔁 Jadwal: Kajian rutin setiap Sabtu pekan terakhir\n",
			"setiap Sabtu pekan terakhir, mulai Sabtu, 30 Januari 2027", 0, true, "🕐 Waktu: Ba'da Maghrib WIB\n"},
		{Rhythm{EveryWeeks: 2, From: Date{2027, time.January, 16}}, "🔁 Jadwal: Kajian rutin dua pekan sekali, Sabtu\n",
			"dua pekan sekali, Sabtu, mulai Sabtu, 16 Januari 2027", 20 * 60, true, "🕐 Waktu: Ba'da Maghrib – 20.00 WIB\n"},
	} {
		s := saturdays(tc.r)
		s.EndTime = tc.endTime
		if tc.afterMaghrib {
			s.AfterPrayer = AfterPrayer{Prayer: Maghrib}
		}
		rekap := RekapText([]RekapItem{{Session: s, Date: s.WeeklyDateFrom(Date{2027, time.January, 1})}}, "https://k.id")
		if !strings.Contains(rekap, tc.jadwal) || !strings.Contains(rekap, tc.waktu) {
			t.Errorf("%+v: rekap lacks %q or %q:\n%s", tc.r, tc.jadwal, tc.waktu, rekap)
		}
		if got := s.WhenWhere(time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)); !strings.HasPrefix(got, tc.whenWhere) {
			t.Errorf("%+v: WhenWhere = %q, want it to start %q", tc.r, got, tc.whenWhere)
		}
	}
}

// TestSameSessionAsksTheRhythm: two weekly postings on one day at one place and hour are the
// same session only when their rhythms meet on some date.
func TestSameSessionAsksTheRhythm(t *testing.T) {
	from := func(d int) Date { return Date{2027, time.January, d} }
	for _, tc := range []struct {
		name string
		a, b Rhythm
		same bool
	}{
		{"every week and 2nd & 4th", Rhythm{}, Rhythm{MonthWeeks: []int{2, 4}}, true},
		{"1st and 3rd take turns", Rhythm{MonthWeeks: []int{1}}, Rhythm{MonthWeeks: []int{3}}, false},
		{"4th and last meet in four-Saturday months", Rhythm{MonthWeeks: []int{4}}, Rhythm{MonthWeeks: []int{LastWeek}}, true},
		{"every 2 weeks, in turn", Rhythm{EveryWeeks: 2, From: from(2)}, Rhythm{EveryWeeks: 2, From: from(9)}, false},
		{"every 2 and every 4 weeks in step", Rhythm{EveryWeeks: 2, From: from(2)}, Rhythm{EveryWeeks: 4, From: from(30)}, true},
		{"every 2 and every 3 weeks meet", Rhythm{EveryWeeks: 2, From: from(2)}, Rhythm{EveryWeeks: 3, From: from(9)}, true},
		{"every 2 weeks and the 1st", Rhythm{EveryWeeks: 2, From: from(2)}, Rhythm{MonthWeeks: []int{1}}, true},
	} {
		a, b := saturdays(tc.a), saturdays(tc.b)
		a.Title = "Kajian Lain"
		if got := SameSession(a, b); got != tc.same {
			t.Errorf("%s: SameSession = %v", tc.name, got)
		}
		if got := SameSession(b, a); got != tc.same {
			t.Errorf("%s, the other way: SameSession = %v", tc.name, got)
		}
	}
}

// TestScheduleChangedByRhythmOrLastDay: attendees hear of a new rhythm or a dauroh's new last
// day, not of the same rhythm written otherwise or a new end time.
func TestScheduleChangedByRhythmOrLastDay(t *testing.T) {
	before := saturdays(Rhythm{MonthWeeks: []int{4, 2}})
	for _, tc := range []struct {
		name  string
		edit  func(s *Session)
		moved bool
	}{
		{"the same rhythm in order", func(s *Session) { s.Rhythm.MonthWeeks = []int{2, 4} }, false},
		{"an end time", func(s *Session) { s.EndTime = 11 * 60 }, false},
		{"another week", func(s *Session) { s.Rhythm.MonthWeeks = []int{1, 3} }, true},
		{"every 2 weeks", func(s *Session) { s.Rhythm = Rhythm{EveryWeeks: 2, From: Date{2027, 1, 2}} }, true},
		{"a dauroh's last day", func(s *Session) { s.EndDate = Date{2027, 1, 10} }, true},
	} {
		after := *before
		after.Rhythm.MonthWeeks = append([]int(nil), before.Rhythm.MonthWeeks...)
		tc.edit(&after)
		if got := ScheduleChanged(before, &after); got != tc.moved {
			t.Errorf("%s: ScheduleChanged = %v", tc.name, got)
		}
	}
}

// TestSnapshotKeepsRhythmAndEnd: a cancelled session's kept event keeps its rhythm and end, so a
// feed withdraws what it published; a plain session's snapshot reads as before.
func TestSnapshotKeepsRhythmAndEnd(t *testing.T) {
	s := saturdays(Rhythm{EveryWeeks: 3, From: Date{2027, time.January, 2}})
	s.EndTime = 11 * 60
	raw, _ := json.Marshal(SnapshotOf(s))
	var snap SessionSnapshot
	if err := json.Unmarshal(raw, &snap); err != nil {
		t.Fatal(err)
	}
	back := snap.Session()
	if !sameRhythm(back.Rhythm, s.Rhythm) || back.EndTime != s.EndTime {
		t.Errorf("kept: %+v end %v", back.Rhythm, back.EndTime)
	}
	d := &Session{ID: "d", Type: Regular, Date: Date{2027, 1, 8}, EndDate: Date{2027, 1, 10}}
	raw, _ = json.Marshal(SnapshotOf(d))
	if err := json.Unmarshal(raw, &snap); err != nil || snap.Session().EndDate != d.EndDate {
		t.Errorf("a dauroh's last day is not kept: %s", raw)
	}
	raw, _ = json.Marshal(SnapshotOf(saturdays(Rhythm{})))
	for _, key := range []string{"every_weeks", "rhythm_from", "month_weeks", "end_date", "end_time"} {
		if strings.Contains(string(raw), key) {
			t.Errorf("a plain weekly session's snapshot has %s: %s", key, raw)
		}
	}
}
