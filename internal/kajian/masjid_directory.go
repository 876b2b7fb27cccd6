package kajian

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// MasjidFilter asks the masjid directory for one page: masjid whose words start with every word
// of Query (all when ""), nearest Near first (by name without a point).
type MasjidFilter struct {
	Query string
	Near  *GeoPoint
	Page  int // from 1
	Limit int // 1..MaxMasjidPageSize
}

// MasjidListed is one masjid of a directory page: its distance from the filter's point (nil
// without one) and how many public sessions it holds from now on.
type MasjidListed struct {
	Masjid        *Masjid
	DistanceKm    *float64
	UpcomingCount int
}

// MasjidPage is one page of the directory. Total counts the matches up to MaxMasjidTotal, so
// that a count never reads more of a large directory than a page could show.
type MasjidPage struct {
	Items   []MasjidListed
	Page    int
	Total   int
	HasMore bool
}

// Directory bounds.
const (
	MaxMasjidPageSize = 50
	MaxMasjidTotal    = 1000
	MaxMasjidQuery    = 100 // runes of a search
	maxMasjidWords    = 5   // of a search: more narrow nothing a user means
)

// Normalize bounds the filter's page and limit and trims its query.
func (f *MasjidFilter) Normalize() {
	f.Query = strings.TrimSpace(f.Query)
	if r := []rune(f.Query); len(r) > MaxMasjidQuery {
		f.Query = string(r[:MaxMasjidQuery])
	}
	if f.Limit <= 0 {
		f.Limit = MasjidPageSize
	}
	f.Limit = min(f.Limit, MaxMasjidPageSize)
	f.Page = max(f.Page, 1)
}

// MasjidSearchText is what the directory searches a masjid by: its name, address and region,
// lowercased.
func MasjidSearchText(m *Masjid) string {
	return strings.ToLower(strings.Join([]string{m.Name, m.Address, m.Region}, " \u00b7 "))
}

// SearchWords splits a text into its distinct lowercased words (letters and digits), sorted:
// the rows of the directory's word index, and the words a search must all find.
func SearchWords(s string) []string {
	seen := map[string]bool{}
	var out []string
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 0x7f)
	}) {
		if !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	sort.Strings(out)
	return out
}

// QueryWords are the words a directory search looks for, longest first (the narrowest prefix
// leads the index lookup), at most maxMasjidWords.
func QueryWords(q string) []string {
	words := SearchWords(q)
	sort.SliceStable(words, func(i, j int) bool { return len(words[i]) > len(words[j]) })
	if len(words) > maxMasjidWords {
		words = words[:maxMasjidWords]
	}
	return words
}

// PrefixEnd is the least string greater than every string starting with p, for a range scan
// (word >= p AND word < PrefixEnd(p)): p with its last character one code point on, which
// stays valid UTF-8 (PostgreSQL refuses anything else) and, byte by byte, is still the next
// string. "" when none exists.
func PrefixEnd(p string) string {
	r := []rune(p)
	for i := len(r) - 1; i >= 0; i-- {
		switch next := r[i] + 1; {
		case next > utf8.MaxRune:
			continue
		case next >= 0xd800 && next < 0xe000: // surrogates are not characters
			r[i] = 0xe000
		default:
			r[i] = next
		}
		return string(r[:i+1])
	}
	return ""
}
