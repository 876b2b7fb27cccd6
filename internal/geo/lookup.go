package geo

// Lookup finds the place a name refers to exactly, the way a user would type
// it: "Bandung" → Kota Bandung, "Kabupaten Bandung" or "Kab. Bandung" →
// Kabupaten Bandung, "Jambi" → Kota Jambi, "Provinsi Jambi" → the province,
// "Jakarta" → DKI Jakarta, "Jogja" → Kota Yogyakarta. It matches the whole
// name only; use Suggest for partial input and a Geocoder for addresses.
func Lookup(name string) (Place, bool) {
	ps := gaz().lookupAll(Normalize(name))
	if len(ps) == 0 {
		return Place{}, false
	}
	return ps[0].clone(), true
}

// lookupAll returns every place a normalised name matches exactly, best
// first. The order of attempts follows the README: the name as typed against
// names, cities and aliases; then the display name a suggestion shows (so
// picking a suggestion and pressing Enter finds the same place); then the name
// with one leading prefix removed, preferring the type the prefix named.
func (g *gazetteer) lookupAll(n string) []*Place {
	if n == "" {
		return nil
	}
	if ps := g.byKey[n]; len(ps) > 0 {
		return ps
	}
	if p, ok := g.byDisplay[n]; ok {
		return []*Place{p}
	}
	if rest, typ, ok := stripPrefix(n); ok {
		if ps := g.byKey[rest]; len(ps) > 0 {
			return preferType(ps, typ)
		}
	}
	return nil
}
