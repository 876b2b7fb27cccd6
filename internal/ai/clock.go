package ai

import (
	"fmt"
	"regexp"
	"strings"
)

var (
	// 19.30, 9:05: the form the cleanup rule names
	hourMinuteRe = regexp.MustCompile(`(\d{1,2})[.:](\d{2})`)
	// "pukul 8", "jam 7": an hour without minutes, anchored by a word that
	// makes it a time
	bareAfterWordRe = regexp.MustCompile(`(?i)\b(?:pukul|pkl|jam)\.?\s*(\d{1,2})\b`)
	// "7 malam", "8 WIB", "3 PM"
	bareBeforeWordRe = regexp.MustCompile(`(?i)\b(\d{1,2})\s*(pagi|siang|sore|petang|malam|wib|wita|wit|am|pm)\b`)
	periodWordRe     = regexp.MustCompile(`(?i)^[\s,()\-–]*(?:(?:wib|wita|wit)\b[\s,()]*)?(pagi|siang|sore|petang|malam|am|pm|a\.m\.|p\.m\.)(?:\b|$)`)
	periodBeforeRe   = regexp.MustCompile(`(?i)\b(pagi|siang|sore|petang|malam)[\s,]*(?:(?:pukul|pkl|jam)\.?\s*)?$`)
)

// clockHit is a time of day found in text.
type clockHit struct {
	hour, minute int
	start, end   int
}

func (c clockHit) String() string { return fmt.Sprintf("%02d:%02d", c.hour, c.minute) }

// findClock returns the earliest time of day in s.
//
// The cleanup rule reads H:MM or H.MM. Two extensions, because posters are
// written for people: an hour alone counts when a word makes it a time
// ("pukul 8", "jam 7", "7 malam", "3 PM"), and a period word on a 12-hour
// clock moves it to the afternoon: "7.30 malam" is 19:30, "4 sore" 16:00,
// "1 siang" 13:00, "3 PM" 15:00. "Malam" only shifts hours 5-11, since
// "jam 2 malam" means 02:00; hours already past noon never move. A time that
// is only a prayer ("ba'da Maghrib") has no clock and yields nothing.
func findClock(s string) (clockHit, bool) {
	var best clockHit
	found := false
	consider := func(h clockHit) {
		if h.hour > 23 || h.minute > 59 {
			return
		}
		if !found || h.start < best.start {
			best, found = h, true
		}
	}
	for _, m := range hourMinuteRe.FindAllStringSubmatchIndex(s, -1) {
		if numberBefore(s, m[0]) || digitAfterSep(s, m[1]) && !rangeDash(s, m[1]) {
			continue // part of a date, a price or a phone number
		}
		consider(clockHit{hour: atoi(s[m[2]:m[3]]), minute: atoi(s[m[4]:m[5]]), start: m[0], end: m[1]})
	}
	for _, m := range bareAfterWordRe.FindAllStringSubmatchIndex(s, -1) {
		if clockAfter(s, m[1]) || digitAfterSep(s, m[1]) && !rangeDash(s, m[1]) {
			continue // "pukul 19.30" is read whole by the first pattern
		}
		consider(clockHit{hour: atoi(s[m[2]:m[3]]), start: m[2], end: m[1]})
	}
	for _, m := range bareBeforeWordRe.FindAllStringSubmatchIndex(s, -1) {
		if numberBefore(s, m[0]) {
			continue // the "30" of "19.30 WIB"
		}
		consider(clockHit{hour: atoi(s[m[2]:m[3]]), start: m[0], end: m[3]})
	}
	if !found {
		return clockHit{}, false
	}
	if p := periodWordRe.FindStringSubmatch(s[best.end:]); p != nil {
		best.hour = shiftPeriod(best.hour, p[1])
	} else if p := periodBeforeRe.FindStringSubmatch(s[:best.start]); p != nil {
		best.hour = shiftPeriod(best.hour, p[1])
	}
	return best, true
}

// rangeDash reports whether s continues at i with "-" and a digit, as in the
// "09.00-11.00" of a time range, which is not a date.
func rangeDash(s string, i int) bool { return i < len(s) && s[i] == '-' }

// shiftPeriod turns a 12-hour reading into 24 hours by the period word.
func shiftPeriod(hour int, period string) int {
	switch strings.ToLower(strings.ReplaceAll(period, ".", "")) {
	case "pm":
		if hour >= 1 && hour <= 11 {
			return hour + 12
		}
	case "am":
		if hour == 12 {
			return 0
		}
	case "siang":
		if hour >= 1 && hour <= 4 {
			return hour + 12
		}
	case "sore", "petang":
		if hour >= 1 && hour <= 7 {
			return hour + 12
		}
	case "malam":
		if hour >= 5 && hour <= 11 {
			return hour + 12
		}
	}
	return hour
}

// NormalizeTime returns the first time of day in s as HH:MM, or "" when s
// holds none. Zone and period words are dropped ("09.00 WIB" is 09:00) and
// read as findClock describes; of a range the start counts ("09.00 - 11.30"
// is 09:00).
func NormalizeTime(s string) string {
	h, ok := findClock(s)
	if !ok {
		return ""
	}
	return h.String()
}
