package kajian

import "strings"

// DuplicateWindow is how close two starts at one place must be for the sessions to be the same.
const DuplicateWindow = 15 // minutes

// SameSession reports whether a new posting a is a session the database has already (b): both
// weekly on the same day with rhythms meeting on some date ('pekan ke-1' and 'pekan ke-3' are
// two sessions taking turns), or both one-off on the same date, and either at the same place
// with starts at most DuplicateWindow minutes apart, or with the same title and ustaz. Names
// are compared without case, spacing or speakers' titles.
func SameSession(a, b *Session) bool {
	if a.Type != b.Type || (a.Type == Recurring && (a.DayOfWeek != b.DayOfWeek || !rhythmsMeet(a, b))) ||
		(a.Type != Recurring && a.Date != b.Date) {
		return false
	}
	if plainName(a.Title) == plainName(b.Title) && plainName(a.Ustaz) == plainName(b.Ustaz) {
		return true
	}
	placeA, placeB := plainName(a.Location), plainName(b.Location)
	if placeA == "" || placeB == "" || (!strings.Contains(placeA, placeB) && !strings.Contains(placeB, placeA)) {
		return false
	}
	d := b.Date
	if a.Type == Recurring {
		d = b.WeeklyDateFrom(Date{2026, 1, 1}) // a date of theirs: a prayer's time moves little
	}
	diff := int(a.TimeOn(d)) - int(b.TimeOn(d))
	return diff <= DuplicateWindow && diff >= -DuplicateWindow
}

// honorifics are the titles announcements put before and after names.
var honorifics = map[string]bool{
	"ustadz": true, "ustaz": true, "ust": true, "ustadzah": true, "ustazah": true, "syaikh": true, "syekh": true,
	"kh": true, "dr": true, "lc": true, "ma": true, "m.a": true, "s.ag": true, "habib": true, "buya": true,
	"syeikh": true, "syech": true, "syaikhuna": true, "prof": true, "kyai": true, "kiai": true, "gus": true, "al": true,
	"mhi": true, "mpd": true, "mpdi": true, "ag": true, "sag": true, "spdi": true, "spd": true, "msi": true, "phd": true,
	"hafizhahullah": true, "hafidzahullah": true,
}

// plainName is a name without case, punctuation, extra spaces or honorifics.
func plainName(s string) string {
	var words []string
	// Dots only abbreviate: 'M.A.' is 'ma', 'K.H.' is 'kh'.
	for _, w := range strings.FieldsFunc(strings.ToLower(strings.ReplaceAll(s, ".", "")), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 0x7f)
	}) {
		if !honorifics[w] {
			words = append(words, w)
		}
	}
	return strings.Join(words, " ")
}

// rhythmsMeet reports whether two weekly sessions on one day share a date of their rhythms in
// the year from the later start of the two (or from 2026): two rhythms that meet at all meet
// within it (every 2 to 4 weeks repeat within 12 weeks together, months within a year).
func rhythmsMeet(a, b *Session) bool {
	from := Date{2026, 1, 1}
	for _, f := range []Date{a.Rhythm.From, b.Rhythm.From} {
		if from.Before(f) {
			from = f
		}
	}
	end := from.AddDays(366)
	for d := a.WeeklyDateFrom(from); d.Before(end); d = a.WeeklyDateFrom(d.AddDays(1)) {
		if b.WeeklyDateFrom(d) == d {
			return true
		}
	}
	return false
}
