package kajian

import "testing"

func TestAudience(t *testing.T) {
	for _, tc := range []struct {
		keys   []string
		stored string
		label  string
	}{
		{nil, "umum", ""},
		{[]string{"umum"}, "umum", ""},
		{[]string{"akhwat"}, "akhwat", "Khusus Akhwat"},
		{[]string{" Akhwat ", "ikhwan"}, "ikhwan,akhwat", "Ikhwan & Akhwat"},
		{[]string{"umum", "ikhwan", "akhwat"}, "umum,ikhwan,akhwat", ""},
		{[]string{"anak-anak", "keluarga"}, "anak-anak,keluarga", "Anak-anak & Keluarga"},
		{[]string{"ikhwan", "akhwat", "keluarga"}, "ikhwan,akhwat,keluarga", "Ikhwan, Akhwat & Keluarga"},
	} {
		a, ok := ParseAudience(tc.keys)
		if !ok || a.String() != tc.stored || a.Label() != tc.label || ParseAudienceText(a.String()) != a {
			t.Errorf("%v: %q %q %v", tc.keys, a.String(), a.Label(), ok)
		}
	}
	if _, ok := ParseAudience([]string{"wanita"}); ok {
		t.Error("an unknown group is accepted")
	}
	if ParseAudienceText("") != AudienceUmum || ParseAudienceText("rusak") != AudienceUmum {
		t.Error("a missing or broken stored audience is not umum")
	}
	both, _ := ParseAudience([]string{"ikhwan", "akhwat"})
	open, _ := ParseAudience([]string{"umum", "akhwat"})
	if !both.For(AudienceAkhwat) || both.For(AudienceAnak) || open.For(AudienceAkhwat) || Audience(0).For(AudienceAkhwat) {
		t.Error("For: a session is for a group when it names it and is not open to everyone")
	}
}
