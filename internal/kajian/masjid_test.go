package kajian

import (
	"testing"
)

func TestMasjidNameKeyIgnoresTheKindOfPlace(t *testing.T) {
	same := []string{"Masjid Al-Ikhlas", "MASJID AL IKHLAS", "Mesjid Al Ikhlas", "Masjid Jami' Al-Ikhlas", "musholla al-ikhlas"}
	for _, name := range same {
		if got := MasjidNameKey(name); got != "al ikhlas" {
			t.Errorf("MasjidNameKey(%q) = %q, want %q", name, got, "al ikhlas")
		}
	}
	if a, b := MasjidNameKey("Masjid Raya Bandung"), MasjidNameKey("Masjid Agung Bandung"); a == b {
		t.Errorf("two different masjid share the key %q", a)
	}
}

func TestCheckInfaqAccount(t *testing.T) {
	for _, ok := range []string{"", "123 456 7890", "0123-4567-89", "123456789012345678901234567890"} {
		if err := CheckInfaqAccount(ok); err != nil {
			t.Errorf("CheckInfaqAccount(%q) = %v, want nil", ok, err)
		}
	}
	for _, bad := range []string{"12a45", "123.456", "1234567890123456789012345678901", "１２３"} {
		if err := CheckInfaqAccount(bad); err != ErrInfaqAccount {
			t.Errorf("CheckInfaqAccount(%q) = %v, want ErrInfaqAccount", bad, err)
		}
	}
}

func TestFacilitiesAreTheFixedList(t *testing.T) {
	if len(Facilities) != 8 {
		t.Fatalf("%d facilities, the spec names 8", len(Facilities))
	}
	if !FacilityAC.Valid() || Facility("kolam-renang").Valid() {
		t.Error("Valid does not follow the fixed list")
	}
	if FacilityAkhwatWudhu.Label() != "Tempat wudhu akhwat" {
		t.Errorf("label %q", FacilityAkhwatWudhu.Label())
	}
}

func TestChooseMasjid(t *testing.T) {
	at := NewGeoPoint(-6.2, 106.8)
	east := func(m float64) GeoPoint { return NewGeoPoint(-6.2, 106.8+m/1000/111.32/0.99415) } // metres east
	nearby := []MasjidNearby{
		{ID: "same-far", NameKey: "al ikhlas", Point: east(290)},
		{ID: "other-near", NameKey: "nurul huda", Point: east(60)},
		{ID: "same-too-far", NameKey: "al ikhlas", Point: east(320)},
	}
	for _, c := range []struct {
		place, want, how string
		list             []MasjidNearby
	}{
		{"Masjid Al-Ikhlas", "same-far", AttachedByName, nearby}, // the name wins over the nearer masjid
		{"Gedung Serbaguna", "other-near", AttachedByNearness, nearby},
		{"Masjid Al-Ikhlas", "", "", nearby[2:]},                                           // same name, 320 m: too far
		{"Masjid", "other-near", AttachedByNearness, nearby},                               // no name of its own: nearness only
		{"Aula", "", "", []MasjidNearby{{ID: "x", NameKey: "al falah", Point: east(150)}}}, // another name, beyond 100 m
	} {
		if id, how := ChooseMasjid(c.place, at, c.list); id != c.want || how != c.how {
			t.Errorf("%q: %q by %q, want %q by %q", c.place, id, how, c.want, c.how)
		}
	}
	for place, want := range map[string]bool{"Masjid Al-Falah": true, "MUSHOLLA Nurul Huda": true, "Masjid": false, "Gedung Dakwah": false} {
		if NamesMasjid(place) != want {
			t.Errorf("NamesMasjid(%q) != %v", place, want)
		}
	}
}
