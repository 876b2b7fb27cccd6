package geo

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

const googleKey = "AIzaTEST-s3cr3t-key"

// Answers in the shape of the Geocoding API's JSON output.
const (
	googleIstiqlal = `{"results":[{"address_components":[
		{"long_name":"Jalan Taman Wijaya Kusuma","short_name":"Jl. Taman Wijaya Kusuma","types":["route"]},
		{"long_name":"Pasar Baru","short_name":"Ps. Baru","types":["administrative_area_level_4","political"]},
		{"long_name":"Kecamatan Sawah Besar","short_name":"Kecamatan Sawah Besar","types":["administrative_area_level_3","political"]},
		{"long_name":"Kota Jakarta Pusat","short_name":"Kota Jakarta Pusat","types":["administrative_area_level_2","political"]},
		{"long_name":"Daerah Khusus Ibukota Jakarta","short_name":"Daerah Khusus Ibukota Jakarta","types":["administrative_area_level_1","political"]},
		{"long_name":"Indonesia","short_name":"ID","types":["country","political"]},
		{"long_name":"10710","short_name":"10710","types":["postal_code"]}],
		"formatted_address":"Jl. Taman Wijaya Kusuma, Ps. Baru, Kecamatan Sawah Besar, Kota Jakarta Pusat, Daerah Khusus Ibukota Jakarta 10710, Indonesia",
		"geometry":{"location":{"lat":-6.1702229,"lng":106.831487},"location_type":"ROOFTOP",
		"viewport":{"northeast":{"lat":-6.1688,"lng":106.8328},"southwest":{"lat":-6.1715,"lng":106.8301}}},
		"place_id":"ChIJ7cG_3A_1aS4RV2tgdnzvC7E","types":["establishment","place_of_worship","point_of_interest"]}],"status":"OK"}`
	googleBandungCity = `{"results":[{"address_components":[
		{"long_name":"Bandung","short_name":"Bandung","types":["locality","political"]},
		{"long_name":"Kota Bandung","short_name":"Kota Bandung","types":["administrative_area_level_2","political"]},
		{"long_name":"Jawa Barat","short_name":"Jawa Barat","types":["administrative_area_level_1","political"]},
		{"long_name":"Indonesia","short_name":"ID","types":["country","political"]}],
		"formatted_address":"Bandung, Kota Bandung, Jawa Barat, Indonesia",
		"geometry":{"location":{"lat":-6.9174639,"lng":107.6191228},"location_type":"APPROXIMATE"},
		"place_id":"ChIJf0dSgjnmaC4RshWo2d8Fe5s","types":["locality","political"]}],"status":"OK"}`
	googleStreet = `{"results":[{"address_components":[
		{"long_name":"Jalan Malioboro","short_name":"Jl. Malioboro","types":["route"]},
		{"long_name":"Kabupaten Sleman","short_name":"Kabupaten Sleman","types":["administrative_area_level_2","political"]},
		{"long_name":"Daerah Istimewa Yogyakarta","short_name":"DIY","types":["administrative_area_level_1","political"]},
		{"long_name":"Indonesia","short_name":"ID","types":["country","political"]}],
		"formatted_address":"Jl. Malioboro, Sleman, DIY, Indonesia",
		"geometry":{"location":{"lat":-7.79,"lng":110.366},"location_type":"GEOMETRIC_CENTER"},
		"place_id":"x","types":["route"]}],"status":"OK"}`
	googleInterpolated = `{"results":[{"address_components":[
		{"long_name":"Indonesia","short_name":"ID","types":["country","political"]}],
		"formatted_address":"Jl. Sudirman No.5, Indonesia",
		"geometry":{"location":{"lat":-6.2,"lng":106.82},"location_type":"RANGE_INTERPOLATED"},
		"place_id":"y","types":["street_address"]}],"status":"OK"}`
	googleSingapore = `{"results":[{"address_components":[
		{"long_name":"Singapore","short_name":"Singapore","types":["locality","political"]},
		{"long_name":"Singapore","short_name":"SG","types":["country","political"]}],
		"formatted_address":"Singapore","geometry":{"location":{"lat":1.352083,"lng":103.819836},"location_type":"APPROXIMATE"},
		"place_id":"z","types":["country","political"]}],"status":"OK"}`
	googleReverseBandung = `{"plus_code":{"compound_code":"3JJ9+XG Bandung","global_code":"6P5G3JJ9+XG"},"results":[
		{"address_components":[
			{"long_name":"8","short_name":"8","types":["street_number"]},
			{"long_name":"Jalan Diponegoro","short_name":"Jl. Diponegoro","types":["route"]},
			{"long_name":"Citarum","short_name":"Citarum","types":["administrative_area_level_4","political"]},
			{"long_name":"Kecamatan Bandung Wetan","short_name":"Kecamatan Bandung Wetan","types":["administrative_area_level_3","political"]},
			{"long_name":"Kota Bandung","short_name":"Kota Bandung","types":["administrative_area_level_2","political"]},
			{"long_name":"Jawa Barat","short_name":"Jawa Barat","types":["administrative_area_level_1","political"]},
			{"long_name":"Indonesia","short_name":"ID","types":["country","political"]}],
		 "formatted_address":"Jl. Diponegoro No.22, Citarum, Kec. Bandung Wetan, Kota Bandung, Jawa Barat 40115, Indonesia",
		 "geometry":{"location":{"lat":-6.9025,"lng":107.6188},"location_type":"ROOFTOP"},"place_id":"a","types":["street_address"]},
		{"address_components":[
			{"long_name":"Bandung","short_name":"Bandung","types":["locality","political"]},
			{"long_name":"Jawa Barat","short_name":"Jawa Barat","types":["administrative_area_level_1","political"]},
			{"long_name":"Indonesia","short_name":"ID","types":["country","political"]}],
		 "formatted_address":"Bandung, Kota Bandung, Jawa Barat, Indonesia",
		 "geometry":{"location":{"lat":-6.91,"lng":107.61},"location_type":"APPROXIMATE"},"place_id":"b","types":["locality","political"]}],
		"status":"OK"}`
	googleReverseNoLocality = `{"results":[{"address_components":[
		{"long_name":"Kabupaten Sleman","short_name":"Kabupaten Sleman","types":["administrative_area_level_2","political"]},
		{"long_name":"Daerah Istimewa Yogyakarta","short_name":"DIY","types":["administrative_area_level_1","political"]},
		{"long_name":"Indonesia","short_name":"ID","types":["country","political"]}],
		"formatted_address":"Kabupaten Sleman, Daerah Istimewa Yogyakarta, Indonesia",
		"geometry":{"location":{"lat":-7.7,"lng":110.35},"location_type":"APPROXIMATE"},"place_id":"c","types":["administrative_area_level_2","political"]}],"status":"OK"}`
)

func googleStatus(status, message string) string {
	return `{"error_message":"` + message + `","results":[],"status":"` + status + `"}`
}

func TestGoogleGeocodeSendsTheDocumentedRequest(t *testing.T) {
	srv, hits := fakeServer(t, func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/maps/api/geocode/json" {
			t.Errorf("path = %s", r.URL.Path)
		}
		wantQuery(t, r, map[string]string{
			"address": "Masjid Istiqlal, Jakarta", "region": "id", "components": "country:ID",
			"key": googleKey, "language": "id",
		})
		reply(200, googleIstiqlal)(w, r)
	})
	res, err := NewGoogle(googleKey, srv.URL, nil).Geocode(context.Background(), "Masjid Istiqlal, Jakarta")
	if err != nil {
		t.Fatal(err)
	}
	want := Result{
		Latitude: -6.1702229, Longitude: 106.831487,
		FormattedAddress: "Jl. Taman Wijaya Kusuma, Ps. Baru, Kecamatan Sawah Besar, Kota Jakarta Pusat, Daerah Khusus Ibukota Jakarta 10710, Indonesia",
		Accuracy:         AccuracyHigh, Confidence: 0.9, City: "Kota Jakarta Pusat", Source: "google",
	}
	if res != want {
		t.Errorf("Geocode = %+v\nwant %+v", res, want)
	}
	if hits.Load() != 1 {
		t.Errorf("%d requests, want 1", hits.Load())
	}
}

func TestGoogleGeocodeAccuracyAndCity(t *testing.T) {
	tests := []struct {
		name, body, wantAccuracy, wantCity string
	}{
		{"rooftop", googleIstiqlal, AccuracyHigh, "Kota Jakarta Pusat"},
		{"interpolated, city from the gazetteer", googleInterpolated, AccuracyMedium, "Jakarta Pusat"},
		{"geometric centre, administrative_area_level_2", googleStreet, AccuracyMedium, "Kabupaten Sleman"},
		{"approximate, locality", googleBandungCity, AccuracyLow, "Bandung"},
	}
	for _, tt := range tests {
		srv, _ := fakeServer(t, reply(200, tt.body))
		res, err := NewGoogle(googleKey, srv.URL, nil).Geocode(context.Background(), "anything")
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if res.Accuracy != tt.wantAccuracy || res.Confidence != Confidence(tt.wantAccuracy) || res.City != tt.wantCity {
			t.Errorf("%s: accuracy %s, confidence %v, city %q; want %s, %q", tt.name, res.Accuracy, res.Confidence, res.City, tt.wantAccuracy, tt.wantCity)
		}
	}
}

func TestGoogleStatuses(t *testing.T) {
	tests := []struct {
		status string
		http   int
		want   *kajian.Error
	}{
		{"ZERO_RESULTS", 200, ErrAddressNotFound},
		{"OVER_QUERY_LIMIT", 200, ErrQuotaExceeded},
		{"OVER_DAILY_LIMIT", 200, ErrQuotaExceeded},
		{"REQUEST_DENIED", 200, ErrAPI},
		{"INVALID_REQUEST", 200, ErrAddressNotFound},
		{"UNKNOWN_ERROR", 200, ErrAPI},
		{"SOMETHING_NEW", 200, ErrAPI},
		{"OVER_QUERY_LIMIT", 429, ErrQuotaExceeded},
		{"UNKNOWN_ERROR", 500, ErrAPI},
	}
	for _, tt := range tests {
		t.Run(tt.status, func(t *testing.T) {
			// The message repeats the key, as a careless proxy might; it must
			// not reach our errors.
			srv, _ := fakeServer(t, reply(tt.http, googleStatus(tt.status, "The provided API key "+googleKey+" is invalid.")))
			g := NewGoogle(googleKey, srv.URL, nil)
			_, err := g.Geocode(context.Background(), "Jl. Sudirman")
			wantGeoErr(t, err, tt.want)
			if strings.Contains(err.Error(), googleKey) {
				t.Errorf("geocode error shows the key: %v", err)
			}
			_, err = g.Reverse(context.Background(), -6.9, 107.6)
			wantGeoErr(t, err, tt.want)
			if strings.Contains(err.Error(), googleKey) {
				t.Errorf("reverse error shows the key: %v", err)
			}
		})
	}
}

func TestGoogleOKWithoutResultsIsNotFound(t *testing.T) {
	srv, _ := fakeServer(t, reply(200, `{"results":[],"status":"OK"}`))
	_, err := NewGoogle(googleKey, srv.URL, nil).Geocode(context.Background(), "Jl. Sudirman")
	wantGeoErr(t, err, ErrAddressNotFound)
}

func TestGoogleOutsideIndonesia(t *testing.T) {
	srv, _ := fakeServer(t, reply(200, googleSingapore)) // inside the bounds, but another country
	_, err := NewGoogle(googleKey, srv.URL, nil).Geocode(context.Background(), "Marina Bay")
	wantGeoErr(t, err, ErrOutsideIndonesia)

	far, _ := fakeServer(t, reply(200, strings.Replace(googleBandungCity, `"lat":-6.9174639`, `"lat":35.6`, 1)))
	_, err = NewGoogle(googleKey, far.URL, nil).Geocode(context.Background(), "Bandung")
	wantGeoErr(t, err, ErrOutsideIndonesia)
}

func TestGoogleNetworkFailureHidesTheKey(t *testing.T) {
	g := NewGoogle(googleKey, closedServerURL(t), nil)
	_, err := g.Geocode(context.Background(), "Bandung")
	wantGeoErr(t, err, ErrNetwork)
	if strings.Contains(err.Error(), googleKey) || strings.Contains(err.Error(), "key=") {
		t.Errorf("error shows the key: %v", err)
	}
	// Nor may anything the error wraps, should a log unwrap it.
	for e := err; e != nil; e = errors.Unwrap(e) {
		if strings.Contains(e.Error(), googleKey) {
			t.Errorf("wrapped error %T shows the key: %v", e, e)
		}
	}
	_, err = g.Reverse(context.Background(), -6.9, 107.6)
	wantGeoErr(t, err, ErrNetwork)
	if strings.Contains(err.Error(), googleKey) {
		t.Errorf("error shows the key: %v", err)
	}
}

func TestGoogleReverse(t *testing.T) {
	tests := []struct {
		name, body string
		want       ReverseResult
	}{
		{"locality from a later result", googleReverseBandung, ReverseResult{
			City:        "Bandung",
			DisplayName: "Jl. Diponegoro No.22, Citarum, Kec. Bandung Wetan, Kota Bandung, Jawa Barat 40115, Indonesia",
			Province:    "Jawa Barat",
		}},
		{"administrative_area_level_2 without a locality", googleReverseNoLocality, ReverseResult{
			City:        "Kabupaten Sleman",
			DisplayName: "Kabupaten Sleman, Daerah Istimewa Yogyakarta, Indonesia",
			Province:    "Daerah Istimewa Yogyakarta",
		}},
	}
	for _, tt := range tests {
		srv, _ := fakeServer(t, func(w http.ResponseWriter, r *http.Request) {
			wantQuery(t, r, map[string]string{"latlng": "-6.902500,107.618800", "language": "id", "key": googleKey})
			if r.URL.Query().Has("address") {
				t.Error("reverse request carries an address")
			}
			reply(200, tt.body)(w, r)
		})
		got, err := NewGoogle(googleKey, srv.URL, nil).Reverse(context.Background(), -6.9025, 107.6188)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		tt.want.Latitude, tt.want.Longitude = -6.9025, 107.6188
		if got != tt.want {
			t.Errorf("%s: Reverse = %+v, want %+v", tt.name, got, tt.want)
		}
	}
}

func TestGoogleReverseRefusesPointsOutsideWithoutAsking(t *testing.T) {
	srv, hits := fakeServer(t, reply(200, googleReverseBandung))
	_, err := NewGoogle(googleKey, srv.URL, nil).Reverse(context.Background(), 51.5, -0.12)
	wantGeoErr(t, err, ErrOutsideIndonesia)
	if hits.Load() != 0 {
		t.Errorf("%d requests for a point in London", hits.Load())
	}
}
