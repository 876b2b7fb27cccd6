package ai

import (
	"regexp"
	"strings"
)

var weekdayRe = regexp.MustCompile(`(?i)\b(malam\s+)?(ahad|akhad|minggu|senin|selasa|rabu|kamis|jum['’` + "`" + `]?at|jumu['’]?ah|sabtu|sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b`)

var weekdayIndex = map[string]int{
	"ahad": 0, "akhad": 0, "minggu": 0, "sunday": 0,
	"senin": 1, "monday": 1,
	"selasa": 2, "tuesday": 2,
	"rabu": 3, "wednesday": 3,
	"kamis": 4, "thursday": 4,
	"jumat": 5, "jumuah": 5, "friday": 5,
	"sabtu": 6, "saturday": 6,
}

// weekWords follow "minggu" when it means "week" rather than Sunday:
// "minggu ini", "minggu ke-2", "minggu depan".
var weekWords = map[string]bool{
	"ini": true, "depan": true, "lalu": true, "ke": true, "pertama": true, "kedua": true,
	"ketiga": true, "keempat": true, "kelima": true, "terakhir": true, "sekali": true, "kemarin": true,
}

// weekdayHit is a weekday named in text, as an index 0 (Ahad) to 6 (Sabtu).
type weekdayHit struct {
	day        int
	start, end int
}

// findWeekday returns the first weekday named in s. "Malam Jumat" is the
// evening before Friday, so it reads as Thursday (4): Islamic days begin at
// sunset and Indonesians name the evening after the coming day. "Jumat malam"
// stays Friday.
func findWeekday(s string) (weekdayHit, bool) {
	for _, m := range weekdayRe.FindAllStringSubmatchIndex(s, -1) {
		name := strings.NewReplacer("'", "", "’", "", "`", "").Replace(lower(s[m[4]:m[5]]))
		if name == "minggu" && meansWeek(s, m[0], m[1]) {
			continue
		}
		day := weekdayIndex[name]
		if m[2] >= 0 {
			day = (day + 6) % 7
		}
		return weekdayHit{day: day, start: m[0], end: m[1]}, true
	}
	return weekdayHit{}, false
}

// meansWeek decides whether the "minggu" at s[start:end] is "week".
func meansWeek(s string, start, end int) bool {
	before := strings.Fields(lower(s[:start]))
	if len(before) > 0 {
		switch strings.Trim(before[len(before)-1], ",.") {
		case "hari":
			return false // "hari Minggu" is always Sunday
		case "per", "setiap", "tiap", "sekali", "dalam":
			after := strings.TrimSpace(s[end:])
			if after == "" || strings.ContainsAny(after[:1], ".!,;") {
				return true // "setiap minggu." = every week
			}
		}
	}
	after := strings.Fields(lower(s[end:]))
	if len(after) == 0 {
		return false
	}
	w := strings.Trim(after[0], ",.!")
	return weekWords[w] || strings.HasPrefix(w, "ke-")
}
