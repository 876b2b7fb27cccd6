package geo

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Geocoder turns an address into coordinates and coordinates into a city.
// Implementations are safe for concurrent use. Their errors are *kajian.Error
// values: ErrAddressNotFound, ErrOutsideIndonesia, ErrQuotaExceeded, ErrAPI or
// ErrNetwork, the latter three carrying the cause for logs (never a key).
type Geocoder interface {
	// Geocode places a free-text address or place name inside Indonesia.
	Geocode(ctx context.Context, address string) (Result, error)
	// Reverse names the city at a point inside Indonesia.
	Reverse(ctx context.Context, lat, lng float64) (ReverseResult, error)
}

// The accuracies a geocode result can have, from a building down to a
// province.
const (
	AccuracyHigh   = "high"
	AccuracyMedium = "medium"
	AccuracyLow    = "low"
)

// Result is a geocoded address: the specification's geocode result plus the
// confidence the confirmation dialog shows and the city to store with it.
type Result struct {
	Latitude         float64 `json:"latitude"`
	Longitude        float64 `json:"longitude"`
	FormattedAddress string  `json:"formatted_address"`
	Accuracy         string  `json:"accuracy"`   // AccuracyHigh, AccuracyMedium or AccuracyLow
	Confidence       float64 `json:"confidence"` // Confidence(Accuracy)
	City             string  `json:"city"`
	Source           string  `json:"-"` // "gazetteer", "nominatim" or "google", for logs and tests
}

// ReverseResult names the place at a point: the city to store as the manual
// location and a display name to show. Latitude and Longitude are the point
// asked about, not the place's centre.
type ReverseResult struct {
	City        string  `json:"city"`
	DisplayName string  `json:"displayName"`
	Province    string  `json:"province"`
	Latitude    float64 `json:"latitude"`
	Longitude   float64 `json:"longitude"`
}

// Confidence maps an accuracy to the specification's confidence: high 0.9,
// medium 0.7, anything else 0.5.
func Confidence(accuracy string) float64 {
	switch accuracy {
	case AccuracyHigh:
		return 0.9
	case AccuracyMedium:
		return 0.7
	default:
		return 0.5
	}
}

// MaxAddressLength bounds the text sent to a provider; longer input is not an
// address a person typed.
const MaxAddressLength = 500

// DefaultTimeout limits one provider request when New is given no client.
const DefaultTimeout = 10 * time.Second

// cleanAddress trims an address and refuses ones no geocoder could place.
func cleanAddress(address string) (string, error) {
	address = strings.TrimSpace(address)
	if Normalize(address) == "" || len(address) > MaxAddressLength {
		return "", ErrAddressNotFound
	}
	return address, nil
}

// checkPoint refuses points outside the specification's bounds of Indonesia
// (and NaN, which no comparison admits).
func checkPoint(lat, lng float64) error {
	if !kajian.InIndonesia(lat, lng) {
		return ErrOutsideIndonesia
	}
	return nil
}

// schemeName matches a geocoder name worth repeating in an error. Anything
// else may be a mistyped secret, so it is not echoed.
var schemeName = regexp.MustCompile(`^[a-z]{1,16}$`)

// New builds the geocoder a KAJIAN_GEOCODER value names:
//
//	builtin (or empty)   the gazetteer alone
//	nominatim:<url>      the gazetteer, then a Nominatim server at url
//	google:<key>         the gazetteer, then Google Geocoding with key
//
// The gazetteer answers plain place names without asking the provider (see
// Chain), and the provider's answers are kept in LRU caches (see Cached).
// client makes the provider requests; nil means a client with DefaultTimeout.
// The errors name KAJIAN_GEOCODER and never repeat a key.
func New(spec string, client *http.Client) (Geocoder, error) {
	spec = strings.TrimSpace(spec)
	if spec == "" || strings.EqualFold(spec, "builtin") {
		return NewBuiltin(), nil
	}
	scheme, rest, _ := strings.Cut(spec, ":")
	var provider Geocoder
	switch strings.ToLower(scheme) {
	case "nominatim":
		n, err := NewNominatim(rest, client)
		if err != nil {
			return nil, fmt.Errorf("KAJIAN_GEOCODER: %w", err)
		}
		provider = n
	case "google":
		if strings.TrimSpace(rest) == "" {
			return nil, errors.New("KAJIAN_GEOCODER: google needs an API key: google:<key>")
		}
		provider = NewGoogle(strings.TrimSpace(rest), "", client)
	default:
		if schemeName.MatchString(scheme) {
			return nil, fmt.Errorf("KAJIAN_GEOCODER: unknown geocoder %q; use builtin, nominatim:<url> or google:<key>", scheme)
		}
		return nil, errors.New("KAJIAN_GEOCODER: unknown geocoder; use builtin, nominatim:<url> or google:<key>")
	}
	// The cache sits between the chain and the provider: the gazetteer needs
	// none, and a fallback answer given while the provider was failing must
	// not outlive the failure.
	return NewChain(NewCached(provider, GeocodeCacheSize, ReverseCacheSize)), nil
}

// httpClient returns client, or a default one with a timeout, because
// http.DefaultClient would wait on a stuck provider for ever.
func httpClient(client *http.Client) *http.Client {
	if client != nil {
		return client
	}
	return &http.Client{Timeout: DefaultTimeout}
}
