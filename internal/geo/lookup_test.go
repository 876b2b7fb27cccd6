package geo

import "testing"

// ambiguousPairs are the 26 short names a kota and a kabupaten share
// (data README).
var ambiguousPairs = []string{
	"Bandung", "Banjar", "Bekasi", "Bima", "Blitar", "Bogor", "Cirebon", "Gorontalo",
	"Jayapura", "Kediri", "Kupang", "Madiun", "Magelang", "Malang", "Mojokerto",
	"Pasuruan", "Pekalongan", "Probolinggo", "Semarang", "Serang", "Solok", "Sorong",
	"Sukabumi", "Tangerang", "Tasikmalaya", "Tegal",
}

func TestLookupREADMEExamples(t *testing.T) {
	tests := []struct{ in, wantID, wantName string }{
		{"Bandung", "32.73", "Kota Bandung"},
		{"Kabupaten Bandung", "32.04", "Kabupaten Bandung"},
		{"Jambi", "15.71", "Kota Jambi"},
		{"Jakarta", "31", "DKI Jakarta"},
		{"  jakarta ", "31", "DKI Jakarta"},
		{"Kab. Sleman", "34.04", "Kabupaten Sleman"},
		{"Kota Medan", "12.71", "Kota Medan"},
		{"Kota Administrasi Jakarta Selatan", "31.74", "Jakarta Selatan"},
		{"Kabupaten Administrasi Kepulauan Seribu", "31.01", "Kepulauan Seribu"},
		{"Jaksel", "31.74", "Jakarta Selatan"},
		{"Jogja", "34.71", "Kota Yogyakarta"},
		{"Solo", "33.72", "Kota Surakarta"},
		{"Tangsel", "36.74", "Kota Tangerang Selatan"},
		{"Cibinong", "32.01", "Kabupaten Bogor"},
		{"Kotabaru", "63.02", "Kabupaten Kotabaru"}, // "kota" is not stripped from inside a word
		{"Jawa Barat", "32", "Jawa Barat"},
		{"Prov. Jawa Barat", "32", "Jawa Barat"},
		// The three names a kota shares with its province: the kota, unless the
		// province is asked for.
		{"Bengkulu", "17.71", "Kota Bengkulu"},
		{"Provinsi Bengkulu", "17", "Bengkulu"},
		{"Gorontalo", "75.71", "Kota Gorontalo"},
		{"Provinsi Gorontalo", "75", "Gorontalo"},
		{"Prov Jambi", "15", "Jambi"},
		// Banjar: the kota is in Jawa Barat, the kabupaten in Kalimantan Selatan.
		{"Banjar", "32.79", "Kota Banjar"},
		{"Kab. Banjar", "63.03", "Kabupaten Banjar"},
		// A suggestion's display name finds its place again.
		{"Kabupaten Bandung, Jawa Barat", "32.04", "Kabupaten Bandung"},
		{"Jakarta Pusat, DKI Jakarta", "31.71", "Jakarta Pusat"},
	}
	for _, tt := range tests {
		p, ok := Lookup(tt.in)
		if !ok || p.ID != tt.wantID || p.Name != tt.wantName {
			t.Errorf("Lookup(%q) = %s %q, %v; want %s %q", tt.in, p.ID, p.Name, ok, tt.wantID, tt.wantName)
		}
	}
}

func TestLookupAmbiguousPairs(t *testing.T) {
	if len(ambiguousPairs) != 26 {
		t.Fatalf("%d pairs listed, want 26", len(ambiguousPairs))
	}
	for _, name := range ambiguousPairs {
		kota, ok := Lookup("Kota " + name)
		if !ok || kota.Type != TypeKota || kota.City != name {
			t.Fatalf("Lookup(Kota %s) = %+v, %v", name, kota, ok)
		}
		kab, ok := Lookup("Kabupaten " + name)
		if !ok || kab.Type != TypeKabupaten || kab.City != name {
			t.Fatalf("Lookup(Kabupaten %s) = %+v, %v", name, kab, ok)
		}
		cases := []struct{ in, wantID string }{
			{name, kota.ID},               // a bare name is the kota
			{name + " Kota", kota.ID},     // generated alias
			{"kota  " + name, kota.ID},    // any spacing and case
			{"Kab " + name, kab.ID},       // generated alias
			{"Kab. " + name, kab.ID},      // generated alias
			{name + " Kabupaten", kab.ID}, // generated alias
			{"KABUPATEN " + name, kab.ID}, // case
			{"Kabupaten-" + name, kab.ID}, // punctuation
		}
		for _, c := range cases {
			if p, ok := Lookup(c.in); !ok || p.ID != c.wantID {
				t.Errorf("Lookup(%q) = %s %s, %v; want %s", c.in, p.ID, p.Name, ok, c.wantID)
			}
		}
	}
}

func TestLookupFindsEveryPlace(t *testing.T) {
	for _, p := range Places() {
		names := []string{p.DisplayName, p.Name}
		if p.Type == TypeProvinsi {
			names = []string{"Provinsi " + p.Name}
			// Bengkulu, Gorontalo and Jambi the province share their bare
			// name with a kota, which wins; the prefix names the province.
			if p.Name != "Bengkulu" && p.Name != "Gorontalo" && p.Name != "Jambi" {
				names = append(names, p.Name)
			}
		}
		for _, n := range names {
			if got, ok := Lookup(n); !ok || got.ID != p.ID {
				t.Errorf("Lookup(%q) = %s %q, %v; want %s", n, got.ID, got.Name, ok, p.ID)
			}
		}
	}
}

func TestLookupNotFound(t *testing.T) {
	for _, in := range []string{"", "  ", "!!", "kota", "kabupaten", "Bandungg", "Kuala Lumpur", "Jl. Sudirman"} {
		if p, ok := Lookup(in); ok {
			t.Errorf("Lookup(%q) = %s, want no match", in, p.Name)
		}
	}
}
