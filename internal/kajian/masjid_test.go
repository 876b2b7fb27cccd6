package kajian

import "testing"

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
