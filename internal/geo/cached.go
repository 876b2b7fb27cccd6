package geo

import (
	"context"
	"math"
)

// Cache sizes: the specification's geocode cache holds 500 entries; reverse
// lookups get as many.
const (
	GeocodeCacheSize = 500
	ReverseCacheSize = 500
)

// reversePrecision rounds coordinates for the reverse cache to 0.001° (about
// 110 m): closer points are in the same city, and a phone's GPS wanders more
// than that between readings.
const reversePrecision = 1000

// Cached answers repeated questions from in-memory LRU caches instead of
// asking the geocoder it wraps. It keeps successes and "address not found"
// answers, which would not change if asked again, but not quota, API or
// network failures, which may pass. Entries live until evicted: places do not
// move, and each copy of the server keeps its own cache.
type Cached struct {
	next     Geocoder
	geocodes *lru[string, geocodeAnswer]
	reverses *lru[[2]int64, reverseAnswer]
}

type geocodeAnswer struct {
	res Result
	err error
}

type reverseAnswer struct {
	res ReverseResult
	err error
}

// NewCached wraps next with caches of the given sizes.
func NewCached(next Geocoder, geocodeSize, reverseSize int) *Cached {
	return &Cached{
		next:     next,
		geocodes: newLRU[string, geocodeAnswer](geocodeSize),
		reverses: newLRU[[2]int64, reverseAnswer](reverseSize),
	}
}

// Geocode answers from the cache, keyed on the normalised address, or asks
// the wrapped geocoder.
func (c *Cached) Geocode(ctx context.Context, address string) (Result, error) {
	key := Normalize(address)
	if a, ok := c.geocodes.get(key); ok {
		return a.res, a.err
	}
	res, err := c.next.Geocode(ctx, address)
	if err == nil || isInvalidAddress(err) {
		c.geocodes.put(key, geocodeAnswer{res, err})
	}
	return res, err
}

// Reverse answers from the cache, keyed on the rounded point, or asks the
// wrapped geocoder. The answer carries the point asked about, not the one
// that filled the cache.
func (c *Cached) Reverse(ctx context.Context, lat, lng float64) (ReverseResult, error) {
	if err := checkPoint(lat, lng); err != nil {
		return ReverseResult{}, err
	}
	key := [2]int64{int64(math.Round(lat * reversePrecision)), int64(math.Round(lng * reversePrecision))}
	a, ok := c.reverses.get(key)
	if !ok {
		a.res, a.err = c.next.Reverse(ctx, lat, lng)
		if a.err == nil || isInvalidAddress(a.err) {
			c.reverses.put(key, a)
		}
	}
	if a.err != nil {
		return ReverseResult{}, a.err
	}
	a.res.Latitude, a.res.Longitude = lat, lng
	return a.res, nil
}
