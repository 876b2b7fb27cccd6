package geo

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"sync"
)

// The place types of the gazetteer.
const (
	TypeKota      = "kota"
	TypeKabupaten = "kabupaten"
	TypeProvinsi  = "provinsi"
)

// Place is one region of the gazetteer: a provinsi, kota or kabupaten.
type Place struct {
	ID          string   `json:"id"`          // Kemendagri code: "32" (provinsi) or "32.73"
	Name        string   `json:"name"`        // "Kota Bandung", "Kabupaten Bandung", "Jawa Barat"
	City        string   `json:"city"`        // short name without prefix: "Bandung"
	Type        string   `json:"type"`        // TypeKota, TypeKabupaten or TypeProvinsi
	Province    string   `json:"province"`    // province display name
	DisplayName string   `json:"displayName"` // "Kota Bandung, Jawa Barat"
	Lat         float64  `json:"lat"`         // centroid of the region, not its town centre
	Lng         float64  `json:"lng"`
	Aliases     []string `json:"aliases"`
	Popular     bool     `json:"popular,omitempty"`
	PopularRank int      `json:"popularRank,omitempty"` // 1..20 when Popular
}

//go:embed id-places.json
var placesJSON []byte

// PlacesNotice is the MIT licence notice the gazetteer's source requires to be
// shipped with it; serve it on the app's licences page.
//
//go:embed ID-PLACES-NOTICE.md
var PlacesNotice string

var (
	loadOnce sync.Once
	loaded   *gazetteer
)

// gaz returns the parsed and indexed gazetteer. Parsing is deferred to first
// use so that commands which never geocode (migrate, version) pay nothing.
func gaz() *gazetteer {
	loadOnce.Do(func() {
		var places []Place
		if err := json.Unmarshal(placesJSON, &places); err != nil {
			// The file is embedded at build time and checked by tests, so a
			// failure here is a broken build, not a runtime condition.
			panic(fmt.Sprintf("geo: embedded id-places.json is invalid: %v", err))
		}
		loaded = newGazetteer(places)
	})
	return loaded
}

// Places returns a copy of every place in the gazetteer, in file order
// (by code, each province before its kota and kabupaten).
func Places() []Place {
	g := gaz()
	out := make([]Place, len(g.places))
	for i, p := range g.places {
		out[i] = p.clone()
	}
	return out
}

// PlaceByID returns the place with the given Kemendagri code.
func PlaceByID(id string) (Place, bool) {
	p, ok := gaz().byID[id]
	if !ok {
		return Place{}, false
	}
	return p.clone(), true
}

// clone copies a place so that callers cannot change the shared gazetteer
// through its Aliases slice.
func (p *Place) clone() Place {
	c := *p
	c.Aliases = append([]string(nil), p.Aliases...)
	return c
}
