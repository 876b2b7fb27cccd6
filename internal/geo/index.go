package geo

import (
	"cmp"
	"slices"
	"strings"
)

// gazetteer holds the places and the indexes every lookup shares. It is built
// once and only read afterwards, so it needs no lock.
type gazetteer struct {
	places    []*Place
	byID      map[string]*Place
	byKey     map[string][]*Place // normalised name, city or alias → places, best first
	byDisplay map[string]*Place   // normalised displayName → place
	entries   []entry             // every (key, place) pair, for suggestion scans
	popular   []*Place            // popular places by rank
	maxWords  int                 // the most words in any key, bounding free-text scans
}

// entry is one matching key of one place.
type entry struct {
	key   string   // normalised name, city or alias
	bare  []rune   // key without its administrative prefix, for fuzzy matching
	hist  runeHist // of bare, to skip hopeless fuzzy comparisons cheaply
	place *Place
}

func newGazetteer(places []Place) *gazetteer {
	g := &gazetteer{
		byID:      make(map[string]*Place, len(places)),
		byKey:     make(map[string][]*Place, 3*len(places)),
		byDisplay: make(map[string]*Place, len(places)),
	}
	for i := range places {
		p := &places[i]
		g.places = append(g.places, p)
		g.byID[p.ID] = p
		g.byDisplay[Normalize(p.DisplayName)] = p
		if p.Popular {
			g.popular = append(g.popular, p)
		}
		seen := map[string]bool{}
		for _, k := range append([]string{p.Name, p.City}, p.Aliases...) {
			k = Normalize(k)
			if k == "" || seen[k] {
				continue
			}
			seen[k] = true
			g.byKey[k] = append(g.byKey[k], p)
			bare, _, _ := stripPrefix(k)
			rs := []rune(bare)
			g.entries = append(g.entries, entry{key: k, bare: rs, hist: histOf(rs), place: p})
			g.maxWords = max(g.maxWords, strings.Count(k, " ")+1)
		}
	}
	for _, ps := range g.byKey {
		slices.SortFunc(ps, comparePlaces)
	}
	slices.SortFunc(g.popular, func(a, b *Place) int { return cmp.Compare(a.PopularRank, b.PopularRank) })
	return g
}

// typeRank orders place types for the README's tie-break: a bare name most
// often means the city, so kota comes before kabupaten before provinsi.
func typeRank(t string) int {
	switch t {
	case TypeKota:
		return 0
	case TypeKabupaten:
		return 1
	default:
		return 2
	}
}

// comparePlaces is the README's tie-break for one key matching several
// places: kota, then kabupaten, then provinsi; then popular places by rank;
// then by code so that the order never depends on map iteration.
func comparePlaces(a, b *Place) int {
	if c := cmp.Compare(typeRank(a.Type), typeRank(b.Type)); c != 0 {
		return c
	}
	if c := comparePopularity(a, b); c != 0 {
		return c
	}
	return cmp.Compare(a.ID, b.ID)
}

// comparePopularity puts popular places first, in rank order.
func comparePopularity(a, b *Place) int {
	return cmp.Compare(popularity(a), popularity(b))
}

func popularity(p *Place) int {
	if p.Popular {
		return p.PopularRank
	}
	return 1 << 20 // after every ranked place
}

// preferType moves the places of type typ to the front, keeping the
// tie-break order within each group. "Provinsi Jambi" names the province even
// though the bare "Jambi" means the kota.
func preferType(ps []*Place, typ string) []*Place {
	out := make([]*Place, 0, len(ps))
	for _, p := range ps {
		if p.Type == typ {
			out = append(out, p)
		}
	}
	for _, p := range ps {
		if p.Type != typ {
			out = append(out, p)
		}
	}
	return out
}
