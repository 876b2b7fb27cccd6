package geo

import "testing"

func TestNormalize(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"   ", ""},
		{"Bandung", "bandung"},
		{"  Kab. Bandung-Barat ", "kab bandung barat"},
		{"KOTA   ADMINISTRASI\tJakarta\nPusat", "kota administrasi jakarta pusat"},
		{"Toli-Toli", "toli toli"},
		{"Bau-Bau / Baubau", "bau bau baubau"},
		{"D.I. Yogyakarta", "d i yogyakarta"},
		{"Jl. Sudirman No.5, RT 01/RW 02", "jl sudirman no 5 rt 01 rw 02"},
		{"!!!", ""},
		{"ÇİLEK", "çilek"},              // Turkish dotted İ lowers to i
		{"Café\u00a0Ubud", "café ubud"}, // a no-break space separates words
		{"\xff\xfeBali", "bali"},        // invalid UTF-8 is a separator
	}
	for _, tt := range tests {
		if got := Normalize(tt.in); got != tt.want {
			t.Errorf("Normalize(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestStripPrefix(t *testing.T) {
	tests := []struct {
		in, rest, typ string
		ok            bool
	}{
		{"kota bandung", "bandung", TypeKota, true},
		{"kabupaten bandung", "bandung", TypeKabupaten, true},
		{"kab sleman", "sleman", TypeKabupaten, true},
		{"provinsi jambi", "jambi", TypeProvinsi, true},
		{"prov jawa barat", "jawa barat", TypeProvinsi, true},
		{"kota administrasi jakarta pusat", "jakarta pusat", TypeKota, true},
		{"kabupaten administrasi kepulauan seribu", "kepulauan seribu", TypeKabupaten, true},
		{"kotabaru", "kotabaru", "", false},                   // a kabupaten's name, not a prefix
		{"kabila", "kabila", "", false},                       // whole words only
		{"kota", "kota", "", false},                           // never strips to nothing
		{"bandung kota", "bandung kota", "", false},           // leading only
		{"kota kota bandung", "kota bandung", TypeKota, true}, // one prefix only
	}
	for _, tt := range tests {
		rest, typ, ok := stripPrefix(tt.in)
		if rest != tt.rest || typ != tt.typ || ok != tt.ok {
			t.Errorf("stripPrefix(%q) = %q, %q, %v; want %q, %q, %v", tt.in, rest, typ, ok, tt.rest, tt.typ, tt.ok)
		}
	}
}
