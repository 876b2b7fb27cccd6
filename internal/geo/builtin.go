package geo

import (
	"context"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Builtin geocodes with the embedded gazetteer alone: no network, no quota,
// and never better than a kota or kabupaten centroid. It is the default
// geocoder and the first step of a Chain.
type Builtin struct{}

// NewBuiltin returns the gazetteer geocoder.
func NewBuiltin() *Builtin { return &Builtin{} }

// Geocode places the most specific kota, kabupaten or province the address
// names, at the region's centroid: accuracy medium for a kota or kabupaten,
// low for a province. It tries the whole text as a place name, then each
// comma-separated part from the last, then runs of words, and prefers places
// in a province the text names.
func (b *Builtin) Geocode(_ context.Context, address string) (Result, error) {
	r, _, err := b.geocode(address)
	return r, err
}

// geocode is Geocode that also says whether the text was only place names,
// so that Chain knows whether to ask its provider.
func (b *Builtin) geocode(address string) (Result, bool, error) {
	address, err := cleanAddress(address)
	if err != nil {
		return Result{}, false, err
	}
	p, trusted, ok := gaz().locate(address)
	if !ok {
		return Result{}, false, ErrAddressNotFound
	}
	return placeResult(p), trusted, nil
}

// placeResult turns a gazetteer place into a geocode result.
func placeResult(p *Place) Result {
	acc := AccuracyMedium
	if p.Type == TypeProvinsi {
		acc = AccuracyLow
	}
	return Result{
		Latitude:         p.Lat,
		Longitude:        p.Lng,
		FormattedAddress: p.DisplayName,
		Accuracy:         acc,
		Confidence:       Confidence(acc),
		City:             p.City,
		Source:           "gazetteer",
	}
}

// Reverse names the kota or kabupaten with the nearest centroid. Near a
// border this can be the neighbour; a provider in a Chain does better.
func (b *Builtin) Reverse(_ context.Context, lat, lng float64) (ReverseResult, error) {
	if err := checkPoint(lat, lng); err != nil {
		return ReverseResult{}, err
	}
	p := gaz().nearest(lat, lng)
	return ReverseResult{
		City:        p.City,
		DisplayName: p.DisplayName,
		Province:    p.Province,
		Latitude:    lat,
		Longitude:   lng,
	}, nil
}

// distanceKm is the domain's haversine distance.
var distanceKm = kajian.DistanceKm
