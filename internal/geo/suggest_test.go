package geo

import (
	"slices"
	"strings"
	"testing"
)

func displayNames(ss []Suggestion) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = s.DisplayName
	}
	return out
}

func TestSuggestEmptyGivesFifteenPopularInRankOrder(t *testing.T) {
	want := []string{
		"DKI Jakarta", "Kota Surabaya", "Kota Bandung", "Kota Medan", "Kota Semarang",
		"Kota Makassar", "Kota Yogyakarta", "Kota Bekasi", "Kota Depok", "Kota Tangerang",
		"Kota Bogor", "Kota Palembang", "Kota Malang", "Kota Surakarta", "Kota Denpasar",
	}
	for _, q := range []string{"", "   ", "\t\n"} {
		got := Suggest(q, 0)
		names := make([]string, len(got))
		for i, s := range got {
			names[i] = s.Name
		}
		if !slices.Equal(names, want) {
			t.Errorf("Suggest(%q, 0) = %v, want %v", q, names, want)
		}
	}
	if got := Suggest("", 5); len(got) != 5 || got[4].Name != "Kota Semarang" {
		t.Errorf("Suggest(\"\", 5) = %v, want the first 5 popular", displayNames(got))
	}
	if got := Suggest("", 100); len(got) != PopularCount {
		t.Errorf("Suggest(\"\", 100) gave %d, want %d", len(got), PopularCount)
	}
	if got := Popular(100); len(got) != 20 || got[19].Name != "Kota Padang" {
		t.Errorf("Popular(100) = %v, want all 20 ending with Kota Padang", displayNames(got))
	}
	if got := Popular(-1); len(got) != 0 {
		t.Errorf("Popular(-1) = %v, want none", got)
	}
}

func TestSuggestMinimumTwoCharacters(t *testing.T) {
	for _, q := range []string{"b", " b ", "!!", "b.", "-"} {
		if got := Suggest(q, 0); len(got) != 0 {
			t.Errorf("Suggest(%q) = %v, want none", q, displayNames(got))
		}
	}
	if got := Suggest("ba", 0); len(got) == 0 {
		t.Error("Suggest(\"ba\") gave nothing")
	}
}

func TestSuggestLimit(t *testing.T) {
	if got := Suggest("ba", 0); len(got) != DefaultSuggestLimit {
		t.Errorf("Suggest(ba, 0) gave %d, want %d", len(got), DefaultSuggestLimit)
	}
	if got := Suggest("ba", 3); len(got) != 3 {
		t.Errorf("Suggest(ba, 3) gave %d, want 3", len(got))
	}
	if got := Suggest("ba", 100); len(got) <= DefaultSuggestLimit {
		t.Errorf("Suggest(ba, 100) gave %d, want more than %d", len(got), DefaultSuggestLimit)
	}
}

func TestSuggestRanking(t *testing.T) {
	tests := []struct {
		name, query string
		wantFirst   []string // display names, in order, at the top
		wantTier    tier     // tier of the first result
	}{
		{"exact name, kota first", "Bandung", []string{"Kota Bandung, Jawa Barat", "Kabupaten Bandung, Jawa Barat"}, tierExact},
		{"exact alias", "Jogja", []string{"Kota Yogyakarta, DI Yogyakarta"}, tierExact},
		{"exact prefixed name", "Kabupaten Bandung", []string{"Kabupaten Bandung, Jawa Barat", "Kota Bandung, Jawa Barat"}, tierExact},
		{"province prefix names the province", "Provinsi Jambi", []string{"Jambi", "Kota Jambi, Jambi"}, tierExact},
		{"exact display name", "Kota Bandung, Jawa Barat", []string{"Kota Bandung, Jawa Barat"}, tierDisplay},
		{"prefix, popular kota first", "band", []string{"Kota Bandung, Jawa Barat", "Kota Bandar Lampung, Lampung"}, tierPrefix},
		{"prefix, popular order", "sura", []string{"Kota Surabaya, Jawa Timur", "Kota Surakarta, Jawa Tengah"}, tierPrefix},
		{"prefix, popular province first", "jak", []string{"DKI Jakarta"}, tierPrefix},
		{"prefix with a type prefix", "kab band", []string{"Kabupaten Bandung, Jawa Barat"}, tierPrefix},
		{"contains", "akarta", []string{"DKI Jakarta", "Kota Yogyakarta, DI Yogyakarta", "Kota Surakarta, Jawa Tengah"}, tierContains},
		{"fuzzy swapped letters", "Bandnug", []string{"Kota Bandung, Jawa Barat", "Kabupaten Bandung, Jawa Barat"}, tierFuzzy},
		{"fuzzy dropped letter", "Surabya", []string{"Kota Surabaya, Jawa Timur"}, tierFuzzy},
		{"fuzzy single s", "Makasar", []string{"Kota Makassar, Sulawesi Selatan"}, tierFuzzy},
		{"fuzzy, popular first", "Tanggerang", []string{"Kota Tangerang, Banten"}, tierFuzzy},
		{"fuzzy typo in the prefix word", "Kabupatn Sleman", []string{"Kabupaten Sleman, DI Yogyakarta"}, tierFuzzy},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := displayNames(Suggest(tt.query, 0))
			if len(got) < len(tt.wantFirst) || !slices.Equal(got[:len(tt.wantFirst)], tt.wantFirst) {
				t.Fatalf("Suggest(%q) = %v, want it to start with %v", tt.query, got, tt.wantFirst)
			}
			if r := gaz().rank(Normalize(tt.query)); r[0].tier != tt.wantTier {
				t.Errorf("first match of %q has tier %d, want %d", tt.query, r[0].tier, tt.wantTier)
			}
		})
	}
}

func TestSuggestTiersNeverInterleave(t *testing.T) {
	for _, q := range []string{"band", "ba", "sura", "selatan", "karta", "rang", "kota ba", "jaya", "Bandnug", "Kota Bandung, Jawa Barat"} {
		ms := gaz().rank(Normalize(q))
		for i := 1; i < len(ms); i++ {
			if ms[i].tier < ms[i-1].tier {
				t.Errorf("rank(%q): %s (tier %d) after %s (tier %d)", q, ms[i].place.Name, ms[i].tier, ms[i-1].place.Name, ms[i-1].tier)
			}
		}
	}
}

func TestSuggestPrefixBeforeContains(t *testing.T) {
	// "rang" starts a key (Rangkasbitung, Kabupaten Lebak) and occurs inside
	// many (Tangerang, Semarang); every prefix match must come first.
	startsWith := func(s Suggestion, q string) bool {
		p, _ := Lookup(s.DisplayName)
		for _, e := range gaz().entries {
			if e.place.ID == p.ID && strings.HasPrefix(e.key, q) {
				return true
			}
		}
		return false
	}
	got := Suggest("rang", 100)
	if len(got) < 3 || !startsWith(got[0], "rang") || startsWith(got[len(got)-1], "rang") {
		t.Fatalf("Suggest(rang) = %v, want a prefix match first and contains matches after", displayNames(got))
	}
	for i := 1; i < len(got); i++ {
		if startsWith(got[i], "rang") && !startsWith(got[i-1], "rang") {
			t.Errorf("prefix match %s comes after contains match %s", got[i].DisplayName, got[i-1].DisplayName)
		}
	}
}

func TestSuggestFuzzyNeedsFourCharacters(t *testing.T) {
	// "ach" is close enough to "aceh" to pass the threshold, but three
	// characters are too few to guess at.
	if s := similarity("ach", "aceh"); s <= FuzzyThreshold {
		t.Fatalf("test premise: similarity(ach, aceh) = %.3f", s)
	}
	if got := Suggest("ach", 0); len(got) != 0 {
		t.Errorf("Suggest(ach) = %v, want none", displayNames(got))
	}
	if got := Suggest("acehh", 0); len(got) == 0 || got[0].Name != "Aceh" {
		t.Errorf("Suggest(acehh) = %v, want Aceh first", displayNames(got))
	}
	if got := Suggest("bogr", 0); len(got) == 0 || got[0].Name != "Kota Bogor" {
		t.Errorf("Suggest(bogr) = %v, want Kota Bogor first", displayNames(got))
	}
}

func TestSuggestNothingMatches(t *testing.T) {
	for _, q := range []string{"xyzw", "qqqq qqqq", "Kuala Lumpur", "Tokyo", "Perth"} {
		if got := Suggest(q, 0); len(got) != 0 {
			t.Errorf("Suggest(%q) = %v, want none", q, displayNames(got))
		}
	}
}

func TestSuggestEachPlaceOnceWithItsFields(t *testing.T) {
	for _, q := range []string{"ba", "bandung", "kota", "jakarta", "an"} {
		got := Suggest(q, 1000)
		seen := map[string]bool{}
		for _, s := range got {
			if seen[s.DisplayName] {
				t.Errorf("Suggest(%q) lists %s twice", q, s.DisplayName)
			}
			seen[s.DisplayName] = true
			p, ok := Lookup(s.DisplayName)
			if !ok || p.Name != s.Name || p.City != s.City || p.Province != s.Province || p.Lat != s.Latitude || p.Lng != s.Longitude {
				t.Errorf("Suggest(%q) gave %+v, which does not match place %+v", q, s, p)
			}
		}
	}
}

func TestCompareMatchesTierOrder(t *testing.T) {
	plain, _ := PlaceByID("11.01") // a kabupaten nobody ranks as popular
	popular, _ := PlaceByID("32.73")
	ms := []match{
		{place: &popular, tier: tierFuzzy, sim: 0.99},
		{place: &plain, tier: tierContains},
		{place: &popular, tier: tierPrefix},
		{place: &plain, tier: tierDisplay},
		{place: &plain, tier: tierExact},
	}
	slices.SortFunc(ms, compareMatches)
	for i, m := range ms {
		if m.tier != tier(i) {
			t.Errorf("position %d has tier %d, want %d", i, m.tier, i)
		}
	}
}
