package ai

import (
	"regexp"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

var zoneRe = regexp.MustCompile(`(?i)\b(WITA|WIT|WIB)\b`)

// cityZones names the larger places east of the WIB line. When a broadcast
// names no zone, its place tells: an event in Makassar is at Makassar time.
var cityZones = map[string]kajian.Zone{
	"makassar": kajian.WITA, "gowa": kajian.WITA, "maros": kajian.WITA, "parepare": kajian.WITA,
	"palu": kajian.WITA, "kendari": kajian.WITA, "manado": kajian.WITA, "gorontalo": kajian.WITA,
	"denpasar": kajian.WITA, "bali": kajian.WITA, "badung": kajian.WITA, "gianyar": kajian.WITA,
	"mataram": kajian.WITA, "lombok": kajian.WITA, "bima": kajian.WITA, "kupang": kajian.WITA,
	"balikpapan": kajian.WITA, "samarinda": kajian.WITA, "bontang": kajian.WITA,
	"banjarmasin": kajian.WITA, "banjarbaru": kajian.WITA, "tarakan": kajian.WITA,
	"mamuju": kajian.WITA, "palopo": kajian.WITA, "sumbawa": kajian.WITA, "bitung": kajian.WITA,
	"jayapura": kajian.WIT, "sorong": kajian.WIT, "manokwari": kajian.WIT, "merauke": kajian.WIT,
	"timika": kajian.WIT, "ambon": kajian.WIT, "ternate": kajian.WIT, "tidore": kajian.WIT,
	"biak": kajian.WIT, "nabire": kajian.WIT, "wamena": kajian.WIT, "fakfak": kajian.WIT,
	"tual": kajian.WIT, "papua": kajian.WIT, "maluku": kajian.WIT,
}

var (
	wordRe   = regexp.MustCompile(`[\p{L}]+`)
	streetRe = regexp.MustCompile(`(?i)\b(?:jl|jln|jalan)\b\.?\s*\p{L}+`)
)

// findZone returns the zone stated in text, else the zone of the first
// eastern place named in places, else WIB.
func findZone(text string, places ...string) kajian.Zone {
	if m := zoneRe.FindString(urlRe.ReplaceAllString(text, " ")); m != "" {
		return kajian.Zone(strings.ToUpper(m))
	}
	for _, t := range places {
		t = streetRe.ReplaceAllString(t, " ") // "Jl. Ambon" in Jakarta is not in Ambon
		for _, w := range wordRe.FindAllString(lower(t), -1) {
			if z, ok := cityZones[w]; ok {
				return z
			}
		}
	}
	return kajian.DefaultZone
}
