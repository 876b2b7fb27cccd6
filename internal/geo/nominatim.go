package geo

import (
	"cmp"
	"context"
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// Nominatim geocodes with a Nominatim server (OpenStreetMap's geocoder, or a
// compatible one such as a self-hosted instance). The public server allows one
// request a second with a descriptive User-Agent; the Cached wrapper that New
// adds keeps repeated questions off it.
type Nominatim struct {
	base string // server URL without a trailing slash
	f    fetcher
}

// NewNominatim returns a geocoder for the Nominatim server at baseURL, such as
// https://nominatim.openstreetmap.org. client nil means a client with
// DefaultTimeout.
func NewNominatim(baseURL string, client *http.Client) (*Nominatim, error) {
	u, err := url.Parse(strings.TrimSpace(baseURL))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, errors.New("nominatim needs an http(s) server URL: nominatim:https://nominatim.openstreetmap.org")
	}
	secret, _ := u.User.Password()
	u.RawQuery, u.Fragment = "", ""
	return &Nominatim{
		base: strings.TrimRight(u.String(), "/"),
		f:    fetcher{client: httpClient(client), name: "nominatim", secret: secret},
	}, nil
}

// nominatimPlace is one place in a jsonv2 answer with addressdetails=1.
type nominatimPlace struct {
	Lat         string            `json:"lat"` // jsonv2 sends coordinates as strings
	Lon         string            `json:"lon"`
	DisplayName string            `json:"display_name"`
	PlaceRank   int               `json:"place_rank"`
	Address     map[string]string `json:"address"`
	Error       string            `json:"error"` // reverse: "Unable to geocode"
}

// Geocode asks the server's /search for the best match in Indonesia.
func (n *Nominatim) Geocode(ctx context.Context, address string) (Result, error) {
	address, err := cleanAddress(address)
	if err != nil {
		return Result{}, err
	}
	q := url.Values{
		"format":          {"jsonv2"},
		"q":               {address},
		"countrycodes":    {"id"},
		"limit":           {"1"},
		"accept-language": {"id"},
		"addressdetails":  {"1"},
	}
	var places []nominatimPlace
	if err := n.f.getJSON(ctx, n.base+"/search?"+q.Encode(), &places); err != nil {
		return Result{}, err
	}
	if len(places) == 0 {
		return Result{}, ErrAddressNotFound
	}
	p := places[0]
	lat, lng, err := p.point()
	if err != nil {
		return Result{}, err
	}
	acc := nominatimAccuracy(p.PlaceRank)
	city, _ := p.city(lat, lng)
	return Result{
		Latitude:         lat,
		Longitude:        lng,
		FormattedAddress: p.DisplayName,
		Accuracy:         acc,
		Confidence:       Confidence(acc),
		City:             city,
		Source:           "nominatim",
	}, nil
}

// Reverse asks the server's /reverse at zoom 10, the kota/kabupaten level.
func (n *Nominatim) Reverse(ctx context.Context, lat, lng float64) (ReverseResult, error) {
	if err := checkPoint(lat, lng); err != nil {
		return ReverseResult{}, err
	}
	q := url.Values{
		"format":          {"jsonv2"},
		"lat":             {strconv.FormatFloat(lat, 'f', 6, 64)},
		"lon":             {strconv.FormatFloat(lng, 'f', 6, 64)},
		"zoom":            {"10"},
		"accept-language": {"id"},
		"addressdetails":  {"1"},
	}
	var p nominatimPlace
	if err := n.f.getJSON(ctx, n.base+"/reverse?"+q.Encode(), &p); err != nil {
		return ReverseResult{}, err
	}
	if p.Error != "" {
		return ReverseResult{}, ErrAddressNotFound
	}
	if cc := p.Address["country_code"]; cc != "" && !strings.EqualFold(cc, "id") {
		return ReverseResult{}, ErrOutsideIndonesia
	}
	city, province := p.city(lat, lng)
	return ReverseResult{City: city, DisplayName: p.DisplayName, Province: province, Latitude: lat, Longitude: lng}, nil
}

// point parses the place's coordinates and refuses those outside Indonesia,
// by the specification's bounds and, where the answer says, by country (the
// bounds also hold Singapore and parts of Malaysia and Timor-Leste).
func (p nominatimPlace) point() (lat, lng float64, err error) {
	lat, errLat := strconv.ParseFloat(p.Lat, 64)
	lng, errLng := strconv.ParseFloat(p.Lon, 64)
	if errLat != nil || errLng != nil {
		return 0, 0, ErrAPI.Wrap(errors.New("nominatim: bad coordinates in answer"))
	}
	if cc := p.Address["country_code"]; cc != "" && !strings.EqualFold(cc, "id") {
		return 0, 0, ErrOutsideIndonesia
	}
	if err := checkPoint(lat, lng); err != nil {
		return 0, 0, err
	}
	return lat, lng, nil
}

// nominatimCityKeys are the address parts that name a kota or kabupaten in
// OpenStreetMap's Indonesian data, most specific first.
var nominatimCityKeys = []string{"city", "town", "municipality", "county", "regency", "state_district"}

// city reads the kota or kabupaten and the province from the address, falling
// back to the gazetteer's nearest place for whatever the answer lacks.
func (p nominatimPlace) city(lat, lng float64) (city, province string) {
	for _, k := range nominatimCityKeys {
		if v := strings.TrimSpace(p.Address[k]); v != "" {
			city = v
			break
		}
	}
	province = strings.TrimSpace(p.Address["state"])
	if city == "" || province == "" {
		near := gaz().nearest(lat, lng)
		city = cmp.Or(city, near.City)
		province = cmp.Or(province, near.Province)
	}
	return city, province
}

// nominatimAccuracy maps Nominatim's place_rank to an accuracy: 28–30 is a
// house, building or point of interest (high); 10–27 runs from a kabupaten or
// kota down to a street (medium, like a gazetteer match); below 10 is a
// province or wider (low).
func nominatimAccuracy(rank int) string {
	switch {
	case rank >= 28:
		return AccuracyHigh
	case rank >= 10:
		return AccuracyMedium
	default:
		return AccuracyLow
	}
}
