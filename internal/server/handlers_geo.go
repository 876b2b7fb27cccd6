package server

import (
	"encoding/json"
	"math"
	"net/http"
	"strconv"
	"strings"

	"github.com/kajiankita/kajian/internal/geo"
	"github.com/kajiankita/kajian/internal/kajian"
)

// placeDTO is a place offered as the user types a location.
type placeDTO struct {
	Name        string  `json:"name"`
	City        string  `json:"city"`
	Province    string  `json:"province"`
	DisplayName string  `json:"display_name"`
	Latitude    float64 `json:"latitude"`
	Longitude   float64 `json:"longitude"`
}

type placeSuggestionsDTO struct {
	Items []placeDTO `json:"items"`
	// Popular is true when the query was empty and the items are the
	// popular cities.
	Popular bool `json:"popular"`
}

// geocodeDTO is a geocoded address with the confidence the confirmation
// dialog shows.
type geocodeDTO struct {
	Latitude         float64 `json:"latitude"`
	Longitude        float64 `json:"longitude"`
	FormattedAddress string  `json:"formatted_address"`
	City             string  `json:"city"`
	Accuracy         string  `json:"accuracy"`
	Confidence       float64 `json:"confidence"`
}

// reverseDTO names the city at the device's coordinates.
type reverseDTO struct {
	City        string  `json:"city"`
	DisplayName string  `json:"display_name"`
	Province    string  `json:"province"`
	Latitude    float64 `json:"latitude"`
	Longitude   float64 `json:"longitude"`
}

// maxSuggestLimit bounds the suggestions one request may ask for.
const maxSuggestLimit = 20

// handlePlaceSuggest offers gazetteer places for what the user has typed:
// none under 2 characters, at most 8 by default, the 15 popular cities for an
// empty query, ranked exact name, exact display name, prefix, contains, fuzzy.
func handlePlaceSuggest() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		q := r.URL.Query().Get("q")
		if len(q) > geo.MaxAddressLength {
			return kajian.Invalid("q", "Nama lokasi terlalu panjang")
		}
		limit := 0
		if raw := r.URL.Query().Get("limit"); raw != "" {
			n, err := strconv.Atoi(raw)
			if err != nil || n < 1 || n > maxSuggestLimit {
				return kajian.Invalid("limit", "Jumlah saran harus 1 sampai 20")
			}
			limit = n
		}
		body := placeSuggestionsDTO{Items: []placeDTO{}, Popular: strings.TrimSpace(q) == ""}
		for _, p := range geo.Suggest(q, limit) {
			body.Items = append(body.Items, placeDTO{Name: p.Name, City: p.City, Province: p.Province,
				DisplayName: p.DisplayName, Latitude: p.Latitude, Longitude: p.Longitude})
		}
		w.Header().Set("Cache-Control", "public, max-age=86400")
		return encodeCached(w, body)
	})
}

// handleGeocode places a typed address or place name: the gazetteer first,
// then the configured provider, whose key stays on the server.
func handleGeocode(geocoder geo.Geocoder, limits clientLimits) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		if err := limits.allow(r, limitGeocode, ""); err != nil {
			return err
		}
		res, err := geocoder.Geocode(r.Context(), r.URL.Query().Get("address"))
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, geocodeDTO{Latitude: res.Latitude, Longitude: res.Longitude,
			FormattedAddress: res.FormattedAddress, City: res.City, Accuracy: res.Accuracy, Confidence: res.Confidence})
	})
}

// handleReverseGeocode names the city at the device's coordinates: the
// provider's answer, or the nearest gazetteer place.
func handleReverseGeocode(geocoder geo.Geocoder, limits clientLimits) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		if err := limits.allow(r, limitGeocode, ""); err != nil {
			return err
		}
		lat, err1 := strconv.ParseFloat(r.URL.Query().Get("lat"), 64)
		lng, err2 := strconv.ParseFloat(r.URL.Query().Get("lng"), 64)
		if err1 != nil || err2 != nil || math.IsNaN(lat) || math.IsNaN(lng) {
			return kajian.Invalid("lat", "Koordinat lokasi tidak valid")
		}
		res, err := geocoder.Reverse(r.Context(), lat, lng)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, reverseDTO{City: res.City, DisplayName: res.DisplayName, Province: res.Province,
			Latitude: res.Latitude, Longitude: res.Longitude})
	})
}

// encodeCached writes v as JSON with status 200 and leaves the caller's
// Cache-Control header alone (encode forbids caching).
func encodeCached(w http.ResponseWriter, v any) error {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(http.StatusOK)
	return json.NewEncoder(w).Encode(v)
}
