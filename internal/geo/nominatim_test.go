package geo

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Answers in the shape nominatim.openstreetmap.org gives for format=jsonv2
// with addressdetails=1.
const (
	nominatimIstiqlal    = `[{"place_id":231455067,"licence":"Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright","osm_type":"way","osm_id":25326166,"lat":"-6.1701651","lon":"106.8311389","category":"amenity","type":"place_of_worship","place_rank":30,"importance":0.5213,"addresstype":"amenity","name":"Masjid Istiqlal","display_name":"Masjid Istiqlal, Jalan Taman Wijaya Kusuma, Pasar Baru, Sawah Besar, Jakarta Pusat, Daerah Khusus ibukota Jakarta, Jawa, 10710, Indonesia","address":{"amenity":"Masjid Istiqlal","road":"Jalan Taman Wijaya Kusuma","village":"Pasar Baru","city_district":"Sawah Besar","city":"Jakarta Pusat","state":"Daerah Khusus ibukota Jakarta","ISO3166-2-lvl4":"ID-JK","region":"Jawa","postcode":"10710","country":"Indonesia","country_code":"id"},"boundingbox":["-6.1712591","-6.1690713","106.8299563","106.8323215"]}]`
	nominatimStreet      = `[{"place_id":1,"licence":"Data © OpenStreetMap contributors","osm_type":"way","osm_id":2,"lat":"-7.7829","lon":"110.3671","category":"highway","type":"primary","place_rank":26,"importance":0.2,"addresstype":"road","name":"Jalan Malioboro","display_name":"Jalan Malioboro, Sosromenduran, Gedong Tengen, Yogyakarta, Daerah Istimewa Yogyakarta, Jawa, 55271, Indonesia","address":{"road":"Jalan Malioboro","suburb":"Sosromenduran","city_district":"Gedong Tengen","city":"Yogyakarta","state":"Daerah Istimewa Yogyakarta","country":"Indonesia","country_code":"id"},"boundingbox":["-7.79","-7.78","110.36","110.37"]}]`
	nominatimProvince    = `[{"place_id":3,"licence":"Data © OpenStreetMap contributors","osm_type":"relation","osm_id":2388361,"lat":"-6.8891","lon":"107.6404","category":"boundary","type":"administrative","place_rank":8,"importance":0.7,"addresstype":"state","name":"Jawa Barat","display_name":"Jawa Barat, Jawa, Indonesia","address":{"state":"Jawa Barat","ISO3166-2-lvl4":"ID-JB","region":"Jawa","country":"Indonesia","country_code":"id"},"boundingbox":["-7.8","-5.9","106.0","108.8"]}]`
	nominatimVillage     = `[{"place_id":4,"licence":"Data © OpenStreetMap contributors","osm_type":"node","osm_id":5,"lat":"-7.6","lon":"110.45","category":"place","type":"village","place_rank":19,"importance":0.1,"addresstype":"village","name":"Kepuharjo","display_name":"Kepuharjo, Cangkringan, Jawa Tengah, Indonesia","address":{"village":"Kepuharjo","municipality":"Cangkringan","country":"Indonesia","country_code":"id"},"boundingbox":["-7.61","-7.59","110.44","110.46"]}]`
	nominatimKualaLumpur = `[{"place_id":6,"licence":"Data © OpenStreetMap contributors","osm_type":"relation","osm_id":2939672,"lat":"3.1516964","lon":"101.6942371","category":"boundary","type":"administrative","place_rank":12,"importance":0.7,"addresstype":"city","name":"Kuala Lumpur","display_name":"Kuala Lumpur, Malaysia","address":{"city":"Kuala Lumpur","ISO3166-2-lvl4":"MY-14","country":"Malaysia","country_code":"my"},"boundingbox":["3.03","3.24","101.61","101.76"]}]`
	nominatimTokyoBare   = `[{"place_id":7,"lat":"35.6768601","lon":"139.7638947","place_rank":16,"display_name":"Tokyo, Japan"}]`
	nominatimBadLat      = `[{"place_id":8,"lat":"north","lon":"106.8","place_rank":16,"display_name":"?"}]`

	nominatimReverseBandung = `{"place_id":9,"licence":"Data © OpenStreetMap contributors","osm_type":"relation","osm_id":13290062,"lat":"-6.9344694","lon":"107.6049539","category":"boundary","type":"administrative","place_rank":12,"importance":0.6,"addresstype":"city","name":"Bandung","display_name":"Bandung, Jawa Barat, Jawa, Indonesia","address":{"city":"Bandung","state":"Jawa Barat","ISO3166-2-lvl4":"ID-JB","region":"Jawa","country":"Indonesia","country_code":"id"},"boundingbox":["-6.97","-6.84","107.54","107.74"]}`
	nominatimReverseSleman  = `{"place_id":10,"lat":"-7.7","lon":"110.35","place_rank":12,"addresstype":"county","name":"Sleman","display_name":"Sleman, Daerah Istimewa Yogyakarta, Jawa, Indonesia","address":{"county":"Sleman","state":"Daerah Istimewa Yogyakarta","country":"Indonesia","country_code":"id"}}`
	nominatimReverseSea     = `{"place_id":11,"lat":"-6.0","lon":"107.0","place_rank":4,"display_name":"Indonesia","address":{"country":"Indonesia","country_code":"id"}}`
	nominatimReverseJohor   = `{"place_id":12,"lat":"1.48","lon":"103.76","place_rank":12,"display_name":"Johor Bahru, Johor, Malaysia","address":{"city":"Johor Bahru","state":"Johor","country":"Malaysia","country_code":"my"}}`
	nominatimUnable         = `{"error":"Unable to geocode"}`
)

func newTestNominatim(t *testing.T, url string) *Nominatim {
	t.Helper()
	n, err := NewNominatim(url, nil)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func TestNominatimGeocodeSendsTheDocumentedRequest(t *testing.T) {
	srv, hits := fakeServer(t, func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/osm/search" {
			t.Errorf("path = %s, want /osm/search", r.URL.Path)
		}
		wantQuery(t, r, map[string]string{
			"format": "jsonv2", "q": "Masjid Istiqlal, Jakarta Pusat", "countrycodes": "id",
			"limit": "1", "accept-language": "id", "addressdetails": "1",
		})
		if ua := r.Header.Get("User-Agent"); ua != UserAgent || !strings.Contains(ua, "KajianKita") {
			t.Errorf("User-Agent = %q", ua)
		}
		reply(200, nominatimIstiqlal)(w, r)
	})
	res, err := newTestNominatim(t, srv.URL+"/osm/").Geocode(context.Background(), "  Masjid Istiqlal, Jakarta Pusat ")
	if err != nil {
		t.Fatal(err)
	}
	want := Result{
		Latitude: -6.1701651, Longitude: 106.8311389,
		FormattedAddress: "Masjid Istiqlal, Jalan Taman Wijaya Kusuma, Pasar Baru, Sawah Besar, Jakarta Pusat, Daerah Khusus ibukota Jakarta, Jawa, 10710, Indonesia",
		Accuracy:         AccuracyHigh, Confidence: 0.9, City: "Jakarta Pusat", Source: "nominatim",
	}
	if res != want {
		t.Errorf("Geocode = %+v\nwant %+v", res, want)
	}
	if hits.Load() != 1 {
		t.Errorf("%d requests, want 1", hits.Load())
	}
}

func TestNominatimGeocodeAccuracyAndCity(t *testing.T) {
	tests := []struct {
		name, body, wantAccuracy, wantCity string
	}{
		{"building", nominatimIstiqlal, AccuracyHigh, "Jakarta Pusat"},
		{"street", nominatimStreet, AccuracyMedium, "Yogyakarta"},
		{"village with a municipality", nominatimVillage, AccuracyMedium, "Cangkringan"},
		{"province, city from the gazetteer", nominatimProvince, AccuracyLow, "Bandung"},
	}
	for _, tt := range tests {
		srv, _ := fakeServer(t, reply(200, tt.body))
		res, err := newTestNominatim(t, srv.URL).Geocode(context.Background(), "anything")
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if res.Accuracy != tt.wantAccuracy || res.Confidence != Confidence(tt.wantAccuracy) || res.City != tt.wantCity {
			t.Errorf("%s: accuracy %s, confidence %v, city %q; want %s, %q", tt.name, res.Accuracy, res.Confidence, res.City, tt.wantAccuracy, tt.wantCity)
		}
	}
}

func TestNominatimAccuracyByRank(t *testing.T) {
	for rank, want := range map[int]string{30: AccuracyHigh, 28: AccuracyHigh, 27: AccuracyMedium, 16: AccuracyMedium, 10: AccuracyMedium, 8: AccuracyLow, 4: AccuracyLow, 0: AccuracyLow} {
		if got := nominatimAccuracy(rank); got != want {
			t.Errorf("nominatimAccuracy(%d) = %s, want %s", rank, got, want)
		}
	}
}

func TestNominatimGeocodeErrors(t *testing.T) {
	tests := []struct {
		name   string
		status int
		body   string
		want   *kajian.Error
	}{
		{"no result", 200, `[]`, ErrAddressNotFound},
		{"in Malaysia", 200, nominatimKualaLumpur, ErrOutsideIndonesia},
		{"outside the bounds", 200, nominatimTokyoBare, ErrOutsideIndonesia},
		{"rate limited", 429, `<html>Too Many Requests</html>`, ErrQuotaExceeded},
		{"server error", 503, `<html>Service Unavailable</html>`, ErrAPI},
		{"blocked", 403, `<html>Access blocked</html>`, ErrAPI},
		{"not JSON", 200, `<html>maintenance</html>`, ErrAPI},
		{"bad coordinates", 200, nominatimBadLat, ErrAPI},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv, _ := fakeServer(t, reply(tt.status, tt.body))
			_, err := newTestNominatim(t, srv.URL).Geocode(context.Background(), "Jl. Somewhere")
			wantGeoErr(t, err, tt.want)
		})
	}
}

func TestNominatimNetworkFailure(t *testing.T) {
	n := newTestNominatim(t, closedServerURL(t))
	_, err := n.Geocode(context.Background(), "Jl. Sudirman, Bandung")
	wantGeoErr(t, err, ErrNetwork)
	if strings.Contains(err.Error(), "Sudirman") {
		t.Errorf("error repeats the address from the URL: %v", err)
	}
	_, err = n.Reverse(context.Background(), -6.9, 107.6)
	wantGeoErr(t, err, ErrNetwork)
}

func TestNominatimTimeoutKeepsTheCause(t *testing.T) {
	release := make(chan struct{})
	srv, _ := fakeServer(t, func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-release:
		case <-r.Context().Done():
		}
	})
	defer close(release)
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	_, err := newTestNominatim(t, srv.URL).Geocode(ctx, "Bandung")
	wantGeoErr(t, err, ErrNetwork)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("errors.Is(%v, DeadlineExceeded) = false", err)
	}
}

func TestNominatimReverse(t *testing.T) {
	tests := []struct {
		name, body string
		want       ReverseResult
	}{
		{"kota", nominatimReverseBandung, ReverseResult{City: "Bandung", DisplayName: "Bandung, Jawa Barat, Jawa, Indonesia", Province: "Jawa Barat"}},
		{"kabupaten as county", nominatimReverseSleman, ReverseResult{City: "Sleman", DisplayName: "Sleman, Daerah Istimewa Yogyakarta, Jawa, Indonesia", Province: "Daerah Istimewa Yogyakarta"}},
		// No city or province in the answer: the gazetteer names the nearest.
		{"no city", nominatimReverseSea, ReverseResult{City: "Bandung", DisplayName: "Indonesia", Province: "Jawa Barat"}},
	}
	for _, tt := range tests {
		srv, _ := fakeServer(t, func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path != "/reverse" {
				t.Errorf("path = %s, want /reverse", r.URL.Path)
			}
			wantQuery(t, r, map[string]string{
				"format": "jsonv2", "lat": "-6.902500", "lon": "107.618800", "zoom": "10",
				"accept-language": "id", "addressdetails": "1",
			})
			reply(200, tt.body)(w, r)
		})
		got, err := newTestNominatim(t, srv.URL).Reverse(context.Background(), -6.9025, 107.6188)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		tt.want.Latitude, tt.want.Longitude = -6.9025, 107.6188
		if got != tt.want {
			t.Errorf("%s: Reverse = %+v, want %+v", tt.name, got, tt.want)
		}
	}
}

func TestNominatimReverseErrors(t *testing.T) {
	srv, hits := fakeServer(t, reply(200, nominatimUnable))
	n := newTestNominatim(t, srv.URL)
	_, err := n.Reverse(context.Background(), -6.9, 107.6)
	wantGeoErr(t, err, ErrAddressNotFound)

	_, err = n.Reverse(context.Background(), 35.68, 139.69) // Tokyo: refused without asking
	wantGeoErr(t, err, ErrOutsideIndonesia)
	if hits.Load() != 1 {
		t.Errorf("%d requests, want 1 (a point outside Indonesia is not sent)", hits.Load())
	}

	johor, _ := fakeServer(t, reply(200, nominatimReverseJohor))
	_, err = newTestNominatim(t, johor.URL).Reverse(context.Background(), 1.48, 103.76)
	wantGeoErr(t, err, ErrOutsideIndonesia)

	limited, _ := fakeServer(t, reply(429, ""))
	_, err = newTestNominatim(t, limited.URL).Reverse(context.Background(), -6.9, 107.6)
	wantGeoErr(t, err, ErrQuotaExceeded)
}

func TestNominatimEmptyAddressIsNotSent(t *testing.T) {
	srv, hits := fakeServer(t, reply(200, nominatimIstiqlal))
	_, err := newTestNominatim(t, srv.URL).Geocode(context.Background(), " , ")
	wantGeoErr(t, err, ErrAddressNotFound)
	if hits.Load() != 0 {
		t.Errorf("%d requests for an empty address", hits.Load())
	}
}

func TestNewNominatimRejectsBadURLs(t *testing.T) {
	for _, u := range []string{"", "nominatim.openstreetmap.org", "ftp://example.org", "http://", "://x"} {
		if _, err := NewNominatim(u, nil); err == nil {
			t.Errorf("NewNominatim(%q) succeeded", u)
		}
	}
}

func TestNominatimHidesURLPassword(t *testing.T) {
	u := strings.Replace(closedServerURL(t), "http://", "http://user:hunter2@", 1)
	_, err := newTestNominatim(t, u).Geocode(context.Background(), "Bandung")
	wantGeoErr(t, err, ErrNetwork)
	if strings.Contains(err.Error(), "hunter2") {
		t.Errorf("error shows the password: %v", err)
	}
}
