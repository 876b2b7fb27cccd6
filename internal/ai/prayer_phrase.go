package ai

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Kajian are announced after a prayer as often as at a clock time: "Ba'da Maghrib", "bakda
// Isya", "setelah sholat Ashar", "selepas Subuh", "30 menit setelah Isya", "ba'da Isya + 15
// menit", "ba'dal Jum'at" (Friday's Dzuhur).

// prayerWords names each prayer as announcements spell it.
var prayerWords = map[kajian.Prayer]string{
	kajian.Subuh:   `s(?:h)?ubuh|fajar|fajr`,
	kajian.Dzuhur:  `dz?uhur|zh?uhur|dhuhu?r|juma?['’]?at`,
	kajian.Ashar:   `ashar|asar|ashr|'?asr`,
	kajian.Maghrib: `magh?rib|mahgrib|maghreb`,
	kajian.Isya:    `['’]?isya['’]?k?|isha`,
}

// prayerStartRe finds a start after a prayer, with an offset written before ("30 menit
// setelah", "setengah jam sesudah", "1 jam setelah") or after ("+ 15 menit", "(+15 mnt)").
var prayerStartRe = func() *regexp.Regexp {
	var names []string
	for _, p := range kajian.Prayers {
		names = append(names, `(?P<`+string(p)+`>`+prayerWords[p]+`)`)
	}
	return regexp.MustCompile(`(?i)(?:(?P<before>\d{1,3}|setengah)\s*(?P<unit>menit|mnt|jam)\s+)?` +
		`\b(?:ba['’]?da(?:l|h)?|ba['’]?dha|bakda|setelah|sesudah|selepas|usai|habis|after)\s+` +
		`(?:(?:sholat|shalat|salat|solat)\s+)?` +
		`(?:` + strings.Join(names, `|`) + `)\b` +
		`(?:\s*\(?\s*\+\s*(?P<after>\d{1,3})\s*(?:menit|mnt|min)\b\)?)?`)
}()

// findPrayerStart reads a start after a prayer from s, with its offset in minutes (refused past
// kajian.MaxPrayerOffset).
func findPrayerStart(s string) (kajian.AfterPrayer, bool) {
	m := prayerStartRe.FindStringSubmatch(s)
	if m == nil {
		return kajian.AfterPrayer{}, false
	}
	var a kajian.AfterPrayer
	for i, name := range prayerStartRe.SubexpNames() {
		if m[i] == "" {
			continue
		}
		if p, ok := kajian.ParsePrayer(name); ok {
			a.Prayer = p
		}
		switch name {
		case "before":
			n := 30 // "setengah jam"
			if v, err := strconv.Atoi(m[i]); err == nil {
				n = v
				if strings.EqualFold(m[prayerStartRe.SubexpIndex("unit")], "jam") {
					n *= 60
				}
			}
			a.Offset = n
		case "after":
			a.Offset, _ = strconv.Atoi(m[i])
		}
	}
	if a.Prayer == "" || a.Offset > kajian.MaxPrayerOffset {
		return kajian.AfterPrayer{}, false
	}
	return a, true
}

// prayerPhrase is a start after a prayer as the Extraction carries it: the prayer's key, or "".
func prayerPhrase(texts ...string) (string, int) {
	for _, t := range texts {
		if a, ok := findPrayerStart(t); ok {
			return string(a.Prayer), a.Offset
		}
	}
	return "", 0
}
