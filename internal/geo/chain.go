package geo

import "context"

// Chain puts the gazetteer in front of a provider. The gazetteer answers text
// that is only place names ("Bandung", "Kab. Sleman", "Bandung, Jawa Barat")
// at once and without spending quota, and its kota centroid is as good as a
// provider's answer for such text. Anything more — a street, a mosque, a
// kelurahan — goes to the provider, whose answer is preferred because it can
// be street-level. If the provider fails or cannot place the address, the
// gazetteer's rough answer (the kota or kabupaten the text mentions) is
// returned rather than an error; if the provider says the address is outside
// Indonesia, that refusal stands.
type Chain struct {
	gazetteer *Builtin
	provider  Geocoder
}

// NewChain returns the gazetteer chained in front of provider.
func NewChain(provider Geocoder) *Chain {
	return &Chain{gazetteer: NewBuiltin(), provider: provider}
}

// Geocode places an address; see Chain.
func (c *Chain) Geocode(ctx context.Context, address string) (Result, error) {
	if _, err := cleanAddress(address); err != nil {
		return Result{}, err
	}
	local, trusted, localErr := c.gazetteer.geocode(address)
	if localErr == nil && trusted {
		return local, nil
	}
	res, err := c.provider.Geocode(ctx, address)
	switch {
	case err == nil:
		return res, nil
	case localErr != nil || isOutside(err):
		return Result{}, err
	default:
		return local, nil
	}
}

// Reverse asks the provider, whose city names follow real boundaries, and
// falls back to the nearest gazetteer centroid when it cannot answer.
func (c *Chain) Reverse(ctx context.Context, lat, lng float64) (ReverseResult, error) {
	if err := checkPoint(lat, lng); err != nil {
		return ReverseResult{}, err
	}
	res, err := c.provider.Reverse(ctx, lat, lng)
	if err == nil || isOutside(err) {
		return res, err
	}
	return c.gazetteer.Reverse(ctx, lat, lng)
}
