package geo

import (
	"cmp"
	"context"
	"errors"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
)

// DefaultGoogleBaseURL is where Google's Geocoding API lives.
const DefaultGoogleBaseURL = "https://maps.googleapis.com"

// Google geocodes with the Google Geocoding API. The key stays on the server:
// it is sent only in the request and blanked out of every error.
type Google struct {
	key  string
	base string
	f    fetcher
}

// NewGoogle returns a geocoder using key. baseURL "" means
// DefaultGoogleBaseURL; tests point it at a local fake. client nil means a
// client with DefaultTimeout.
func NewGoogle(key, baseURL string, client *http.Client) *Google {
	return &Google{
		key:  key,
		base: strings.TrimRight(cmp.Or(baseURL, DefaultGoogleBaseURL), "/"),
		f:    fetcher{client: httpClient(client), name: "google", secret: key},
	}
}

// googleResponse is the Geocoding API's JSON answer.
type googleResponse struct {
	Status       string         `json:"status"`
	ErrorMessage string         `json:"error_message"`
	Results      []googleResult `json:"results"`
}

type googleResult struct {
	FormattedAddress  string            `json:"formatted_address"`
	AddressComponents []googleComponent `json:"address_components"`
	Geometry          struct {
		Location struct {
			Lat float64 `json:"lat"`
			Lng float64 `json:"lng"`
		} `json:"location"`
		LocationType string `json:"location_type"`
	} `json:"geometry"`
}

type googleComponent struct {
	LongName  string   `json:"long_name"`
	ShortName string   `json:"short_name"`
	Types     []string `json:"types"`
}

// Geocode looks the address up with region and country restricted to
// Indonesia and answers in Indonesian.
func (g *Google) Geocode(ctx context.Context, address string) (Result, error) {
	address, err := cleanAddress(address)
	if err != nil {
		return Result{}, err
	}
	q := url.Values{
		"address":    {address},
		"region":     {"id"},
		"components": {"country:ID"},
		"language":   {"id"},
		"key":        {g.key},
	}
	resp, err := g.get(ctx, q)
	if err != nil {
		return Result{}, err
	}
	r := resp.Results[0]
	lat, lng := r.Geometry.Location.Lat, r.Geometry.Location.Lng
	if err := googleInIndonesia(r, lat, lng); err != nil {
		return Result{}, err
	}
	acc := googleAccuracy(r.Geometry.LocationType)
	city, _ := googleCity(resp.Results, lat, lng)
	return Result{
		Latitude:         lat,
		Longitude:        lng,
		FormattedAddress: r.FormattedAddress,
		Accuracy:         acc,
		Confidence:       Confidence(acc),
		City:             city,
		Source:           "google",
	}, nil
}

// Reverse names the city at a point, reading locality or else
// administrative_area_level_2 as the specification says.
func (g *Google) Reverse(ctx context.Context, lat, lng float64) (ReverseResult, error) {
	if err := checkPoint(lat, lng); err != nil {
		return ReverseResult{}, err
	}
	q := url.Values{
		"latlng":   {strconv.FormatFloat(lat, 'f', 6, 64) + "," + strconv.FormatFloat(lng, 'f', 6, 64)},
		"language": {"id"},
		"key":      {g.key},
	}
	resp, err := g.get(ctx, q)
	if err != nil {
		return ReverseResult{}, err
	}
	if err := googleInIndonesia(resp.Results[0], lat, lng); err != nil {
		return ReverseResult{}, err
	}
	city, province := googleCity(resp.Results, lat, lng)
	return ReverseResult{
		City:        city,
		DisplayName: resp.Results[0].FormattedAddress,
		Province:    province,
		Latitude:    lat,
		Longitude:   lng,
	}, nil
}

// get calls the API and maps its status to the specification's errors; on
// success there is at least one result.
func (g *Google) get(ctx context.Context, q url.Values) (googleResponse, error) {
	var resp googleResponse
	if err := g.f.getJSON(ctx, g.base+"/maps/api/geocode/json?"+q.Encode(), &resp); err != nil {
		return resp, err
	}
	cause := func() error {
		return g.f.cause(errors.New(strings.TrimSpace(resp.Status + " " + resp.ErrorMessage)))
	}
	switch resp.Status {
	case "OK":
		if len(resp.Results) == 0 {
			return resp, ErrAddressNotFound
		}
		return resp, nil
	case "ZERO_RESULTS":
		return resp, ErrAddressNotFound
	case "INVALID_REQUEST":
		// The address (or latlng) is missing or unusable; we send what the
		// user typed, so it is the user's address that cannot be placed.
		return resp, ErrAddressNotFound.Wrap(cause())
	case "OVER_QUERY_LIMIT", "OVER_DAILY_LIMIT":
		return resp, ErrQuotaExceeded.Wrap(cause())
	default: // REQUEST_DENIED, UNKNOWN_ERROR and anything new
		return resp, ErrAPI.Wrap(cause())
	}
}

// googleInIndonesia refuses a result outside the specification's bounds or,
// where the answer names one, in another country.
func googleInIndonesia(r googleResult, lat, lng float64) error {
	for _, c := range r.AddressComponents {
		if slices.Contains(c.Types, "country") && !strings.EqualFold(c.ShortName, "ID") {
			return ErrOutsideIndonesia
		}
	}
	return checkPoint(lat, lng)
}

// googleAccuracy maps location_type: a rooftop is exact, an interpolated
// house number or the centre of a street or area is medium, an approximate
// point (a city, a region) is low.
func googleAccuracy(locationType string) string {
	switch locationType {
	case "ROOFTOP":
		return AccuracyHigh
	case "RANGE_INTERPOLATED", "GEOMETRIC_CENTER":
		return AccuracyMedium
	default:
		return AccuracyLow
	}
}

// googleCity reads the city (locality, else administrative_area_level_2) and
// the province (administrative_area_level_1) from the results in order,
// falling back to the gazetteer's nearest place for whatever is missing.
func googleCity(results []googleResult, lat, lng float64) (city, province string) {
	find := func(typ string) string {
		for _, r := range results {
			for _, c := range r.AddressComponents {
				if slices.Contains(c.Types, typ) && strings.TrimSpace(c.LongName) != "" {
					return strings.TrimSpace(c.LongName)
				}
			}
		}
		return ""
	}
	city = cmp.Or(find("locality"), find("administrative_area_level_2"))
	province = find("administrative_area_level_1")
	if city == "" || province == "" {
		near := gaz().nearest(lat, lng)
		city = cmp.Or(city, near.City)
		province = cmp.Or(province, near.Province)
	}
	return city, province
}
