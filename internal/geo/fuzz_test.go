package geo

import (
	"context"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

func FuzzNormalize(f *testing.F) {
	for _, s := range []string{"", "Kab. Bandung-Barat ", "KOTA ADMINISTRASI Jakarta", "ÇİLEK", "\xff\xfe", "a\u00a0b", "ǅ", "ẞ", "Ⅻ", "١٢٣"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n := Normalize(s)
		if !utf8.ValidString(n) {
			t.Fatalf("Normalize(%q) = %q is not UTF-8", s, n)
		}
		if Normalize(n) != n {
			t.Fatalf("Normalize is not idempotent: %q → %q → %q", s, n, Normalize(n))
		}
		if strings.HasPrefix(n, " ") || strings.HasSuffix(n, " ") || strings.Contains(n, "  ") {
			t.Fatalf("Normalize(%q) = %q has stray spaces", s, n)
		}
		for _, r := range n {
			if r != ' ' && !unicode.IsLetter(r) && !unicode.IsDigit(r) {
				t.Fatalf("Normalize(%q) = %q keeps %q", s, n, r)
			}
		}
		if rest, _, ok := stripPrefix(n); ok && (rest == "" || len(rest) >= len(n)) {
			t.Fatalf("stripPrefix(%q) = %q", n, rest)
		}
	})
}

func FuzzSuggest(f *testing.F) {
	for _, s := range []string{"", "b", "ba", "band", "Bandnug", "Kota Bandung, Jawa Barat", "kab ", "prov x", "ÇİLEK", "\xff"} {
		f.Add(s, 0)
		f.Add(s, 3)
	}
	byDisplay := map[string]Place{}
	for _, p := range Places() {
		byDisplay[p.DisplayName] = p
	}
	f.Fuzz(func(t *testing.T, q string, limit int) {
		got := Suggest(q, limit)
		bound := limit
		if limit <= 0 {
			bound = max(DefaultSuggestLimit, PopularCount)
		}
		if len(got) > bound {
			t.Fatalf("Suggest(%q, %d) gave %d results", q, limit, len(got))
		}
		seen := map[string]bool{}
		for _, s := range got {
			p, ok := byDisplay[s.DisplayName]
			if !ok || p.Name != s.Name || p.City != s.City || p.Province != s.Province || p.Lat != s.Latitude || p.Lng != s.Longitude {
				t.Fatalf("Suggest(%q) gave %+v, not a real place", q, s)
			}
			if seen[s.DisplayName] {
				t.Fatalf("Suggest(%q) gave %s twice", q, s.DisplayName)
			}
			seen[s.DisplayName] = true
		}
		if runeCount(Normalize(q)) < SuggestMinChars && strings.TrimSpace(q) != "" && len(got) != 0 {
			t.Fatalf("Suggest(%q) gave results below the minimum length", q)
		}
	})
}

func FuzzBuiltinGeocode(f *testing.F) {
	for _, s := range []string{"", "Bandung", "Masjid Istiqlal, Jl. Taman Wijaya Kusuma, Jakarta Pusat", ",,,", "Jl. Bandung No. 5 Malang", "Banjar, Kalimantan Selatan"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, address string) {
		res, err := NewBuiltin().Geocode(context.Background(), address)
		if err != nil {
			wantGeoErr(t, err, ErrAddressNotFound)
			return
		}
		p, ok := Lookup(res.FormattedAddress)
		if !ok || p.Lat != res.Latitude || p.Lng != res.Longitude || p.City != res.City {
			t.Fatalf("Geocode(%q) = %+v, not a gazetteer place", address, res)
		}
	})
}
