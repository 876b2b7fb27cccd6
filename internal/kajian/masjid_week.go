package kajian

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"time"
)

// MaxMasjidUpcoming bounds the one-off sessions a masjid page lists.
const MaxMasjidUpcoming = 30

// ScheduleDay is one weekday of a masjid's weekly schedule with its sessions, earliest first.
type ScheduleDay struct {
	Day      int // 0 Ahad … 6 Sabtu
	Sessions []*Session
}

// WeeklySchedule groups weekly sessions by weekday, Ahad to Sabtu, only the days that have
// one; within a day by their start on their next occurrence at now (a session after a prayer
// starts at that prayer's time then), then title.
func WeeklySchedule(weekly []*Session, now time.Time) []ScheduleDay {
	var byDay [7][]*Session
	for _, s := range weekly {
		if s.Type == Recurring && s.DayOfWeek >= 0 && s.DayOfWeek < 7 {
			byDay[s.DayOfWeek] = append(byDay[s.DayOfWeek], s)
		}
	}
	var out []ScheduleDay
	for day, list := range byDay {
		if len(list) == 0 {
			continue
		}
		start := func(s *Session) ClockTime { return s.TimeOn(s.TimingAt(now).NextDate) }
		slices.SortStableFunc(list, func(a, b *Session) int {
			return cmp.Or(cmp.Compare(start(a), start(b)), cmp.Compare(a.Title, b.Title), cmp.Compare(a.ID, b.ID))
		})
		out = append(out, ScheduleDay{Day: day, Sessions: list})
	}
	return out
}

// WeekItems are the sessions held on the MasjidWeekDays days from today: each one-off on its
// date, each weekly session on every date it is held (HeldOn: its weekday, its rhythm, not a
// holiday); by date, then start on that date.
func WeekItems(sessions []*Session, today Date) []RekapItem {
	last := today.AddDays(MasjidWeekDays - 1)
	var items []RekapItem
	for _, s := range sessions {
		if s.Type != Recurring {
			if !s.Date.Before(today) && !last.Before(s.Date) {
				items = append(items, RekapItem{Session: s, Date: s.Date})
			}
			continue
		}
		for d := today; !last.Before(d); d = d.AddDays(1) {
			if s.HeldOn(d) {
				items = append(items, RekapItem{Session: s, Date: d})
			}
		}
	}
	slices.SortStableFunc(items, func(a, b RekapItem) int {
		return cmp.Or(cmp.Compare(a.Date.String(), b.Date.String()), cmp.Compare(a.Session.TimeOn(a.Date), b.Session.TimeOn(b.Date)),
			cmp.Compare(a.Session.Title, b.Session.Title))
	})
	return items
}

// MasjidWeekText is 'Salin jadwal pekan ini': a masjid's sessions of the coming week (items, from
// WeekItems) as its DKM posts them to a WhatsApp group, in the 'Salin rekap' style (bold day
// headings, one labelled block per session), headed by the masjid and the dates, ending with its
// page. Links are made on baseURL.
func MasjidWeekText(m *Masjid, items []RekapItem, today Date, baseURL string) string {
	base := strings.TrimRight(baseURL, "/")
	var b strings.Builder
	b.WriteString("*Jadwal Kajian Pekan Ini — " + oneLine(m.Name) + "*\n")
	b.WriteString(today.LongIndonesian() + " s.d. " + today.AddDays(MasjidWeekDays-1).LongIndonesian() + "\n")
	if len(items) == 0 {
		b.WriteString("\nBelum ada jadwal kajian pekan ini.\n")
	}
	var day Date
	for i, it := range items {
		if i == 0 || it.Date != day {
			day = it.Date
			b.WriteString("\n*" + it.Date.LongIndonesian() + "*\n")
		}
		b.WriteString("\n" + rekapBlock(it.Session, base))
	}
	b.WriteString("\nJadwal lengkap " + oneLine(m.Name) + ": " + base + MasjidPath(m.Slug) + "\n")
	return b.String()
}

// PageLink is a page the sitemap lists: its slug and last change.
type PageLink struct {
	Slug      string
	UpdatedAt time.Time
}

// MasjidPath is a masjid's page path.
func MasjidPath(slug string) string { return "/masjid/" + slug }

// UstadzPath is a speaker's page path (SpeakerSlug).
func UstadzPath(slug string) string { return "/ustadz/" + slug }

// DayPrayerTimes are the five prayer times of one date at one place, in its zone; a time that
// cannot be computed (far north or south) is -1.
type DayPrayerTimes struct {
	Date  Date
	Zone  Zone
	Times [5]ClockTime // in Prayers order
}

// PrayerTimesOn computes the five prayer times of date d at place at in zone z, as Kemenag does
// (PrayerTime).
func PrayerTimesOn(d Date, at GeoPoint, z Zone) DayPrayerTimes {
	out := DayPrayerTimes{Date: d, Zone: z}
	for i, p := range Prayers {
		c, err := PrayerTime(d, at, z, p)
		if err != nil {
			c = -1
		}
		out.Times[i] = c
	}
	return out
}

// DottedTime is a clock time as Indonesian schedules print it: "04.05"; "" for -1.
func DottedTime(c ClockTime) string {
	if c < 0 {
		return ""
	}
	return fmt.Sprintf("%02d.%02d", int(c)/60, int(c)%60)
}
