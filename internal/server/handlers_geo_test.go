package server

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/geo"
)

func TestPlaceSuggest(t *testing.T) {
	c := newEnv(t, "sqlite").newClient()
	get := func(query string) (int, placeSuggestionsDTO) {
		t.Helper()
		res := c.do("GET", "/api/v1/places/suggest?"+query, nil)
		var b placeSuggestionsDTO
		if res.status == 200 {
			if err := jsonUnmarshal(res.body, &b); err != nil {
				t.Fatal(err)
			}
		}
		return res.status, b
	}
	// Empty: the 15 popular cities, first DKI Jakarta.
	if st, b := get("q="); st != 200 || !b.Popular || len(b.Items) != 15 || b.Items[0].City != "Jakarta" {
		t.Fatalf("popular: %d %+v", st, b)
	}
	// 'band' offers Bandung first, with its display name and coordinates.
	_, b := get("q=band")
	if len(b.Items) == 0 || b.Items[0].DisplayName != "Kota Bandung, Jawa Barat" || b.Items[0].City != "Bandung" ||
		b.Items[0].Latitude > -6 || b.Popular || len(b.Items) > geo.DefaultSuggestLimit {
		t.Fatalf("band: %+v", b)
	}
	// One character is too few; a typo of 4+ characters still finds the city.
	if _, b := get("q=b"); len(b.Items) != 0 {
		t.Fatalf("one character: %+v", b)
	}
	if _, b := get("q=" + url.QueryEscape("Yogyakrta")); len(b.Items) == 0 || b.Items[0].City != "Yogyakarta" {
		t.Fatalf("fuzzy: %+v", b)
	}
	if _, b := get("q=kota&limit=3"); len(b.Items) != 3 {
		t.Fatalf("limit 3: %d", len(b.Items))
	}
	if _, b := get("q=zzqx"); len(b.Items) != 0 || b.Items == nil {
		t.Fatalf("no match must be an empty list: %+v", b)
	}
	if st, _ := get("q=ban&limit=99"); st != 400 {
		t.Fatalf("limit 99: %d", st)
	}
}

// fakeProvider is a local stand-in for a geocoding provider: it answers
// each request with the function's status and body and counts the requests.
type fakeProvider struct {
	*httptest.Server
	hits int
}

func newFakeProvider(t *testing.T, answer func(r *http.Request) (int, string)) *fakeProvider {
	t.Helper()
	f := &fakeProvider{}
	f.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f.hits++
		status, body := answer(r)
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_, _ = w.Write([]byte(body))
	}))
	t.Cleanup(f.Close)
	return f
}

func withGeocoder(g geo.Geocoder) func(*envDeps) { return func(d *envDeps) { d.Geocoder = g } }

func geocodeError(t *testing.T, res response) (code, message string) {
	t.Helper()
	e, _ := res.json(t)["error"].(map[string]any)
	code, _ = e["code"].(string)
	message, _ = e["message"].(string)
	return code, message
}

func TestGeocodeWithTheGazetteer(t *testing.T) {
	c := newEnv(t, "sqlite").newClient()
	res := c.do("GET", "/api/v1/geocode?address="+url.QueryEscape("Kab. Sleman"), nil)
	var g geocodeDTO
	if res.status != 200 || jsonUnmarshal(res.body, &g) != nil || g.City != "Sleman" || g.Confidence != 0.7 || g.Accuracy != "medium" {
		t.Fatalf("Sleman: %d %s", res.status, res.body)
	}
	res = c.do("GET", "/api/v1/geocode?address="+url.QueryEscape("Jawa Barat"), nil)
	if jsonUnmarshal(res.body, &g) != nil || g.Confidence != 0.5 || g.Accuracy != "low" {
		t.Fatalf("a province is low confidence: %s", res.body)
	}
	for _, address := range []string{"", "Jalan Entah Berantah Nomor Sembilan"} {
		res = c.do("GET", "/api/v1/geocode?address="+url.QueryEscape(address), nil)
		if code, msg := geocodeError(t, res); res.status != 400 || code != "invalid_address" ||
			msg != "Alamat tidak ditemukan. Pastikan alamat lengkap dan benar." {
			t.Errorf("%q: %d %s", address, res.status, res.body)
		}
	}
	// Reverse: the nearest gazetteer place names the device's city.
	res = c.do("GET", "/api/v1/geocode/reverse?lat=-6.9147&lng=107.6098", nil)
	var rv reverseDTO
	if res.status != 200 || jsonUnmarshal(res.body, &rv) != nil || rv.City != "Bandung" || rv.Latitude != -6.9147 {
		t.Fatalf("reverse Bandung: %d %s", res.status, res.body)
	}
	res = c.do("GET", "/api/v1/geocode/reverse?lat=48.8566&lng=2.3522", nil)
	if code, msg := geocodeError(t, res); res.status != 400 || code != "invalid_address" || msg != "Alamat berada di luar Indonesia" {
		t.Fatalf("reverse Paris: %d %s", res.status, res.body)
	}
	if res = c.do("GET", "/api/v1/geocode/reverse?lat=utara&lng=2", nil); res.status != 400 {
		t.Fatalf("bad coordinates: %d", res.status)
	}
}

func TestGeocodeWithNominatim(t *testing.T) {
	nominatim := newFakeProvider(t, func(r *http.Request) (int, string) {
		q := r.URL.Query().Get("q")
		switch {
		case r.URL.Path == "/reverse":
			return 200, `{"lat":"-7.7","lon":"110.35","place_rank":12,"display_name":"Sleman, Daerah Istimewa Yogyakarta, Indonesia","address":{"county":"Sleman","state":"Daerah Istimewa Yogyakarta","country":"Indonesia","country_code":"id"}}`
		case strings.Contains(q, "Salman"):
			return 200, `[{"lat":"-6.8937","lon":"107.6106","place_rank":30,"display_name":"Masjid Salman ITB, Jalan Ganesa, Coblong, Bandung, Jawa Barat, Indonesia","address":{"amenity":"Masjid Salman ITB","city":"Bandung","state":"Jawa Barat","country":"Indonesia","country_code":"id"}}]`
		case strings.Contains(q, "Orchard"):
			return 200, `[{"lat":"1.3048","lon":"103.8318","place_rank":26,"display_name":"Orchard Road, Singapore","address":{"road":"Orchard Road","country":"Singapore","country_code":"sg"}}]`
		case strings.Contains(q, "Kuota"):
			return http.StatusTooManyRequests, `{"error":"rate limited"}`
		default:
			return http.StatusInternalServerError, `oops`
		}
	})
	g, err := geo.New("nominatim:"+nominatim.URL, nil)
	if err != nil {
		t.Fatal(err)
	}
	c := newEnv(t, "sqlite", withGeocoder(g)).newClient()

	res := c.do("GET", "/api/v1/geocode?address="+url.QueryEscape("Masjid Salman ITB, Jl. Ganesa No.7"), nil)
	var r geocodeDTO
	if res.status != 200 || jsonUnmarshal(res.body, &r) != nil || r.Confidence != 0.9 || r.Accuracy != "high" || r.City != "Bandung" ||
		!strings.HasPrefix(r.FormattedAddress, "Masjid Salman ITB") {
		t.Fatalf("street-level answer: %d %s", res.status, res.body)
	}
	// A plain city name is the gazetteer's: the provider is not asked.
	hits := nominatim.hits
	if res = c.do("GET", "/api/v1/geocode?address=Makassar", nil); res.status != 200 || nominatim.hits != hits {
		t.Fatalf("city name went to the provider: %d, %d hits", res.status, nominatim.hits-hits)
	}
	for _, tt := range []struct{ address, code, message string }{
		{"Orchard Road No. 1", "invalid_address", "Alamat berada di luar Indonesia"},
		{"Jalan Kuota Habis 1", "quota_exceeded", "Kuota geocoding habis. Silakan coba lagi nanti."},
		{"Jalan Rusak Sekali 2", "api_error", "Gagal mencari lokasi. Silakan coba lagi."},
	} {
		res := c.do("GET", "/api/v1/geocode?address="+url.QueryEscape(tt.address), nil)
		if code, msg := geocodeError(t, res); code != tt.code || msg != tt.message {
			t.Errorf("%s: %d %s", tt.address, res.status, res.body)
		}
	}
	res = c.do("GET", "/api/v1/geocode/reverse?lat=-7.7&lng=110.35", nil)
	var rv reverseDTO
	if res.status != 200 || jsonUnmarshal(res.body, &rv) != nil || rv.City != "Sleman" {
		t.Fatalf("reverse: %d %s", res.status, res.body)
	}
}

func TestGeocodeWithGoogleKeepsTheKeyOnTheServer(t *testing.T) {
	const key = "AIzaRahasiaSekali123"
	google := newFakeProvider(t, func(r *http.Request) (int, string) {
		if r.URL.Query().Get("key") != key {
			return 200, `{"status":"REQUEST_DENIED","error_message":"The provided API key is invalid."}`
		}
		if strings.Contains(r.URL.Query().Get("address"), "Habis") {
			return 200, `{"status":"OVER_QUERY_LIMIT","error_message":"You have exceeded your daily request quota for this API. key=` + key + `"}`
		}
		return 200, `{"status":"OK","results":[{"formatted_address":"Jl. Ganesa No.7, Lb. Siliwangi, Kecamatan Coblong, Kota Bandung, Jawa Barat 40132, Indonesia",
			"address_components":[{"long_name":"Kota Bandung","short_name":"Kota Bandung","types":["administrative_area_level_2","political"]},
			{"long_name":"Indonesia","short_name":"ID","types":["country","political"]}],
			"geometry":{"location":{"lat":-6.8937,"lng":107.6106},"location_type":"ROOFTOP"}}]}`
	})
	e := newEnv(t, "sqlite", withGeocoder(geo.NewChain(geo.NewCached(geo.NewGoogle(key, google.URL, nil), 10, 10))))
	c := e.newClient()
	res := c.do("GET", "/api/v1/geocode?address="+url.QueryEscape("Jl. Ganesa No.7, Coblong"), nil)
	var r geocodeDTO
	if res.status != 200 || jsonUnmarshal(res.body, &r) != nil || r.Confidence != 0.9 || r.Latitude != -6.8937 {
		t.Fatalf("rooftop answer: %d %s", res.status, res.body)
	}
	res = c.do("GET", "/api/v1/geocode?address="+url.QueryEscape("Jalan Kuota Habis 3"), nil)
	if code, _ := geocodeError(t, res); res.status != 503 || code != "quota_exceeded" || strings.Contains(string(res.body), key) {
		t.Fatalf("quota: %d %s", res.status, res.body)
	}
	// A provider that cannot be reached is a network error.
	down := httptest.NewServer(http.NotFoundHandler())
	down.Close()
	c = newEnv(t, "sqlite", withGeocoder(geo.NewChain(geo.NewGoogle(key, down.URL, nil)))).newClient()
	res = c.do("GET", "/api/v1/geocode?address="+url.QueryEscape("Jalan Tak Terjangkau 9"), nil)
	if code, msg := geocodeError(t, res); res.status != 503 || code != "network_error" ||
		msg != "Gagal menghubungi layanan geocoding. Periksa koneksi internet Anda." || strings.Contains(string(res.body), key) {
		t.Fatalf("network: %d %s", res.status, res.body)
	}
}

func jsonUnmarshal(b []byte, v any) error { return json.Unmarshal(b, v) }
