package geo

import (
	"cmp"
	"slices"
	"strings"
)

// candidate is a place named somewhere in a free-text address.
type candidate struct {
	place *Place
	order int // position in the order of preference the text gives (lower first)
}

// locate finds the most specific place a free-text address names, the way an
// Indonesian address reads: "Masjid Istiqlal, Jl. Taman Wijaya Kusuma,
// Jakarta Pusat". It tries, in turn:
//
//  1. the whole text as a place name (Lookup);
//  2. each comma-separated part, from the last, since addresses end with
//     the city and province;
//  3. every run of words that is a key, later runs first and, among runs
//     ending at the same word, the longest ("Jakarta Selatan" before
//     "Jakarta"). Later beats longer because street names often borrow city
//     names ("Jl. Bandung No. 5, Malang") while the city comes last.
//
// Among the candidates a kota or kabupaten beats a province, and if the text
// names a province, places in it come first ("Banjar, Kalimantan Selatan" is
// the kabupaten, not the kota in Jawa Barat).
//
// trusted is true when the text is nothing but place names: the whole text, or
// every comma part (or "Indonesia"). Anything else — a street, a mosque — is an
// address the gazetteer can only place roughly, which Chain hands on to a
// provider.
func (g *gazetteer) locate(text string) (place *Place, trusted, found bool) {
	if ps := g.lookupAll(Normalize(text)); len(ps) > 0 {
		return ps[0], true, true
	}

	var cands []candidate
	order := 0
	add := func(ps []*Place) {
		for _, p := range ps {
			cands = append(cands, candidate{p, order})
			order++
		}
	}

	parts := strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ';' || r == '\n' })
	onlyPlaces := true
	for i := len(parts) - 1; i >= 0; i-- {
		n := Normalize(parts[i])
		if n == "" || n == "indonesia" {
			continue
		}
		ps := g.lookupAll(n)
		if len(ps) == 0 {
			onlyPlaces = false
		}
		add(ps)
	}
	fromParts := len(cands)

	words := strings.Fields(Normalize(text))
	for end := len(words); end > 0; end-- {
		for start := max(0, end-g.maxWords); start < end; start++ {
			add(g.byKey[strings.Join(words[start:end], " ")])
		}
	}
	if len(cands) == 0 {
		return nil, false, false
	}

	named := map[string]bool{}
	for _, c := range cands {
		if c.place.Type == TypeProvinsi {
			named[c.place.Province] = true
		}
	}
	rank := func(c candidate) [3]int {
		broad, elsewhere := 0, 0
		if c.place.Type == TypeProvinsi {
			broad = 1
		} else if len(named) > 0 && !named[c.place.Province] {
			elsewhere = 1
		}
		return [3]int{broad, elsewhere, c.order}
	}
	best := slices.MinFunc(cands, func(a, b candidate) int {
		ra, rb := rank(a), rank(b)
		return cmp.Or(cmp.Compare(ra[0], rb[0]), cmp.Compare(ra[1], rb[1]), cmp.Compare(ra[2], rb[2]))
	})
	trusted = onlyPlaces && fromParts > 0 && best.order < fromParts
	return best.place, trusted, true
}

// nearest returns the kota or kabupaten whose centroid is closest to a point.
// Provinces are skipped: a point always lies in some kota or kabupaten, and
// its name is what the user recognises.
func (g *gazetteer) nearest(lat, lng float64) *Place {
	var best *Place
	bestKm := 0.0
	for _, p := range g.places {
		if p.Type == TypeProvinsi {
			continue
		}
		if d := distanceKm(lat, lng, p.Lat, p.Lng); best == nil || d < bestKm {
			best, bestKm = p, d
		}
	}
	return best
}
