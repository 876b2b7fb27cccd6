package geo

import "testing"

// BenchmarkSuggest measures one keystroke's suggestions. Fuzzy queries are the
// slow path: every unmatched key is compared.
func BenchmarkSuggest(b *testing.B) {
	gaz() // parse the gazetteer outside the timing
	for _, q := range []string{"", "ba", "band", "Bandung", "Kota Bandung, Jawa Barat", "Bandnug", "xyzw qqqq"} {
		b.Run(q, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Suggest(q, 0)
			}
		})
	}
}

// BenchmarkLookup measures exact place-name geocoding.
func BenchmarkLookup(b *testing.B) {
	gaz()
	b.ReportAllocs()
	for b.Loop() {
		Lookup("Kab. Sleman")
	}
}

// BenchmarkBuiltinGeocode measures free-text placing by the gazetteer.
func BenchmarkBuiltinGeocode(b *testing.B) {
	gaz()
	g := NewBuiltin()
	b.ReportAllocs()
	for b.Loop() {
		g.geocode("Masjid Istiqlal, Jl. Taman Wijaya Kusuma, Jakarta Pusat")
	}
}
