package geo

import (
	"cmp"
	"slices"
	"strings"
)

// Limits of location suggestions, from the specification (§5, §9).
const (
	SuggestMinChars     = 2    // fewer normalised characters give no suggestions
	DefaultSuggestLimit = 8    // suggestions shown when the caller does not say
	PopularCount        = 15   // places offered for an empty input
	FuzzyMinChars       = 4    // shorter queries are too ambiguous for typo matching
	FuzzyThreshold      = 0.85 // Jaro similarity a fuzzy match must exceed
)

// Suggestion is one place offered as the user types a location. The app shows
// DisplayName and stores City, DisplayName, Latitude and Longitude as the
// manual location.
type Suggestion struct {
	Name        string  `json:"name"`
	City        string  `json:"city"`
	Province    string  `json:"province"`
	DisplayName string  `json:"displayName"`
	Latitude    float64 `json:"latitude"`
	Longitude   float64 `json:"longitude"`
}

func suggestionOf(p *Place) Suggestion {
	return Suggestion{
		Name:        p.Name,
		City:        p.City,
		Province:    p.Province,
		DisplayName: p.DisplayName,
		Latitude:    p.Lat,
		Longitude:   p.Lng,
	}
}

// Popular returns the first n popular places in the gazetteer's editorial
// order (DKI Jakarta, Surabaya, Bandung, …); there are 20 in all.
func Popular(n int) []Suggestion {
	g := gaz()
	n = min(max(n, 0), len(g.popular))
	out := make([]Suggestion, n)
	for i, p := range g.popular[:n] {
		out[i] = suggestionOf(p)
	}
	return out
}

// Suggest returns up to limit places matching what the user has typed so far,
// best first and each place once. Ranking follows the specification: exact
// name (a name, city or alias equal to the query), exact display name, prefix
// of a key, substring of a key, and last fuzzy matches (queries of
// FuzzyMinChars or more, Jaro similarity above FuzzyThreshold). Within a
// tier, places of the type a typed prefix names come first ("kab band"); then
// exact matches follow Lookup's tie-break, and the others put popular places
// first by rank (a misspelt "Tanggerang" is far likelier Kota Tangerang than
// Tenggarong), then the closest spelling for fuzzy matches, kota before
// kabupaten before provinsi, and the shortest matching key.
//
// An empty or blank query returns the popular places; a query of fewer than
// SuggestMinChars characters after normalising returns none. A limit of zero
// or less means the specification's defaults: DefaultSuggestLimit suggestions,
// or PopularCount popular places for an empty query.
func Suggest(query string, limit int) []Suggestion {
	if strings.TrimSpace(query) == "" {
		if limit <= 0 {
			limit = PopularCount
		}
		return Popular(min(limit, PopularCount))
	}
	n := Normalize(query)
	if runeCount(n) < SuggestMinChars {
		return []Suggestion{}
	}
	if limit <= 0 {
		limit = DefaultSuggestLimit
	}
	ranked := gaz().rank(n)
	out := make([]Suggestion, 0, min(limit, len(ranked)))
	for _, c := range ranked[:min(limit, len(ranked))] {
		out = append(out, suggestionOf(c.place))
	}
	return out
}

// tier is how a place matched a query; lower is better.
type tier int

const (
	tierExact tier = iota
	tierDisplay
	tierPrefix
	tierContains
	tierFuzzy
)

// match is the best way one place matched the query.
type match struct {
	place  *Place
	tier   tier
	keyLen int     // length of the matching key (shorter is closer)
	sim    float64 // similarity, for fuzzy matches
	hinted bool    // the place has the type the query's prefix named
}

// better reports whether m beats o for the same place.
func (m match) better(o match) bool {
	if m.tier != o.tier {
		return m.tier < o.tier
	}
	if m.tier == tierFuzzy && m.sim != o.sim {
		return m.sim > o.sim
	}
	return m.keyLen < o.keyLen
}

// rank matches a normalised query against every key and returns one match
// per place, best first.
func (g *gazetteer) rank(n string) []match {
	queries := []string{n}
	hint := ""
	if rest, typ, ok := stripPrefix(n); ok && runeCount(rest) >= SuggestMinChars {
		queries = append(queries, rest)
		hint = typ
	}

	best := make(map[*Place]match)
	offer := func(m match) {
		m.hinted = hint != "" && m.place.Type == hint
		if cur, ok := best[m.place]; !ok || m.better(cur) {
			best[m.place] = m
		}
	}
	if p, ok := g.byDisplay[n]; ok {
		offer(match{place: p, tier: tierDisplay, keyLen: len(n)})
	}
	for _, e := range g.entries {
		for _, q := range queries {
			switch {
			case e.key == q:
				offer(match{place: e.place, tier: tierExact, keyLen: len(e.key)})
			case strings.HasPrefix(e.key, q):
				offer(match{place: e.place, tier: tierPrefix, keyLen: len(e.key)})
			case strings.Contains(e.key, q):
				offer(match{place: e.place, tier: tierContains, keyLen: len(e.key)})
			}
		}
	}
	// Fuzzy matching compares names without their "kota"/"kabupaten"
	// prefixes, which would otherwise make every "Kabupaten …" look alike. It
	// is the expensive part, so it only looks at places nothing better matched.
	if fq := []rune(fuzzyQuery(queries[len(queries)-1])); len(fq) >= FuzzyMinChars {
		fh := histOf(fq)
		for i := range g.entries {
			e := &g.entries[i]
			if m, ok := best[e.place]; ok && m.tier < tierFuzzy {
				continue
			}
			if jaroBound(len(fq), len(e.bare), fh.common(&e.hist)) <= FuzzyThreshold {
				continue
			}
			if s := jaro(fq, e.bare); s > FuzzyThreshold {
				offer(match{place: e.place, tier: tierFuzzy, keyLen: len(e.key), sim: s})
			}
		}
	}

	out := make([]match, 0, len(best))
	for _, m := range best {
		out = append(out, m)
	}
	slices.SortFunc(out, compareMatches)
	return out
}

// fuzzyQuery drops a misspelt "kabupaten" or "provinsi" from the front of a
// query ("kabupatn sleman"), since fuzzy matching compares bare names.
func fuzzyQuery(q string) string {
	first, rest, ok := strings.Cut(q, " ")
	if !ok || rest == "" {
		return q
	}
	for _, p := range []string{"kabupaten", "provinsi"} {
		if similarity(first, p) > FuzzyThreshold {
			return rest
		}
	}
	return q
}

// compareMatches orders matches of different places; see Suggest.
func compareMatches(a, b match) int {
	if c := cmp.Compare(a.tier, b.tier); c != 0 {
		return c
	}
	if a.hinted != b.hinted {
		if a.hinted {
			return -1
		}
		return 1
	}
	if a.tier == tierExact {
		// Agree with Lookup, so the first suggestion for a full name is the
		// place that pressing Enter would find.
		return comparePlaces(a.place, b.place)
	}
	if c := comparePopularity(a.place, b.place); c != 0 {
		return c
	}
	if c := cmp.Compare(b.sim, a.sim); c != 0 { // zero outside the fuzzy tier
		return c
	}
	if c := cmp.Compare(typeRank(a.place.Type), typeRank(b.place.Type)); c != 0 {
		return c
	}
	if c := cmp.Compare(a.keyLen, b.keyLen); c != 0 {
		return c
	}
	if c := cmp.Compare(a.place.Name, b.place.Name); c != 0 {
		return c
	}
	return cmp.Compare(a.place.ID, b.place.ID)
}
