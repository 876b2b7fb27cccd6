package kajian

import (
	"strings"
	"time"
)

// Masjid is a place that holds kajian, with a page its team (the DKM) keeps. Optional text
// fields are "" when absent.
type Masjid struct {
	ID         string
	Slug       string
	Name       string
	Address    string
	Point      GeoPoint
	Region     string // kota/kabupaten, as the gazetteer names it
	Zone       Zone
	PhotoKey   string // blob key of a poster-pipeline upload
	Facilities []Facility
	WhatsApp   string // as written; shown as a wa.me link (WhatsAppNumber)
	Website    string
	Instagram  string
	YouTube    string
	Infaq      Infaq
	Verified   bool // an admin has confirmed the masjid and its team
	CreatedBy  string
	CreatedAt  time.Time
	UpdatedAt  time.Time
}

// Infaq is where a masjid receives donations. Nothing is paid through the app: it only shows them.
type Infaq struct {
	Bank    string
	Account string // digits, spaces and dashes only (CheckInfaqAccount)
	Holder  string
	QRISKey string // blob key of the QRIS image, "" without one
}

// Facility is one of the fixed things a masjid may offer.
type Facility string

// The facilities a masjid may list, in the order pages show them.
const (
	FacilityAkhwatArea    Facility = "area-akhwat"
	FacilityCarPark       Facility = "parkir-mobil"
	FacilityMotorPark     Facility = "parkir-motor"
	FacilityWheelchair    Facility = "akses-kursi-roda"
	FacilityAkhwatWudhu   Facility = "wudhu-akhwat"
	FacilityChildcare     Facility = "penitipan-anak"
	FacilityAC            Facility = "ac"
	FacilityLiveStreaming Facility = "live-streaming"
)

// Facilities lists every facility with its Indonesian label, in page order.
var Facilities = []struct {
	Key   Facility
	Label string
}{
	{FacilityAkhwatArea, "Area akhwat"},
	{FacilityCarPark, "Parkir mobil"},
	{FacilityMotorPark, "Parkir motor"},
	{FacilityWheelchair, "Akses kursi roda"},
	{FacilityAkhwatWudhu, "Tempat wudhu akhwat"},
	{FacilityChildcare, "Penitipan anak"},
	{FacilityAC, "AC"},
	{FacilityLiveStreaming, "Live streaming"},
}

// Valid reports whether f is one of Facilities.
func (f Facility) Valid() bool {
	for _, x := range Facilities {
		if x.Key == f {
			return true
		}
	}
	return false
}

// Label is f's Indonesian label ("" for an unknown facility).
func (f Facility) Label() string {
	for _, x := range Facilities {
		if x.Key == f {
			return x.Label
		}
	}
	return ""
}

// Limits and page sizes of masjid pages.
const (
	MasjidPageSize         = 20 // the directory's page
	MaxMasjidNameLength    = 150
	MaxMasjidTextLength    = 500 // address, links, bank name, holder
	MaxInfaqAccountLength  = 30
	MaxMasjidClaimNote     = 1000
	MaxMasjidEditors       = 20
	MasjidEmbedDefaultSize = 5  // sessions the embed shows without ?jumlah
	MasjidEmbedMaxSize     = 20 // ?jumlah is capped here
	MasjidWeekDays         = 7  // 'Salin jadwal pekan ini' covers today and the next six days
)

// How existing sessions are attached to a masjid (migration and demo): the same normalised
// name within MasjidSameNameMeters, else the nearest masjid within MasjidNearestMeters.
const (
	MasjidSameNameMeters = 300
	MasjidNearestMeters  = 100
)

// Messages of masjid pages, as the spec words them.
var (
	ErrMasjidNotFound      = Errorf(KindNotFound, "not_found", "Masjid tidak ditemukan")
	ErrNotMasjidEditor     = Errorf(KindForbidden, "forbidden", "Anda bukan pengurus masjid ini")
	ErrMasjidName          = Invalid("name", "Nama masjid wajib diisi (maksimal 150 karakter)")
	ErrMasjidFacility      = Invalid("facilities", "Fasilitas tidak dikenal")
	ErrInfaqAccount        = Invalid("infaq_account", "Nomor rekening hanya boleh berisi angka, spasi dan tanda hubung (maksimal 30 karakter)")
	ErrMasjidClaimPending  = Errorf(KindConflict, "claim_pending", "Permintaan Anda untuk masjid ini sedang ditinjau admin")
	ErrMasjidEditorMissing = Invalid("email", "Pengguna dengan email tersebut tidak ditemukan")
	ErrPostingMasjid       = Invalid("masjid_id", "Masjid yang dipilih tidak ditemukan")
)

// MasjidNameKey is a masjid's name as sessions are attached by it: without case, punctuation or
// the words every masjid shares, so 'Masjid Al-Ikhlas', 'MASJID AL IKHLAS' and 'Mesjid Al Ikhlas'
// are one key ('al ikhlas').
func MasjidNameKey(name string) string {
	var words []string
	for _, w := range strings.FieldsFunc(strings.ToLower(name), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 0x7f)
	}) {
		if !masjidWords[w] {
			words = append(words, w)
		}
	}
	return strings.Join(words, " ")
}

// masjidWords name the kind of place, not the place.
var masjidWords = map[string]bool{
	"masjid": true, "mesjid": true, "masjidil": true, "musholla": true, "mushola": true, "musala": true,
	"mushalla": true, "langgar": true, "surau": true, "jami": true,
}

// CheckInfaqAccount reports whether an account number has only digits, spaces and dashes and
// fits MaxInfaqAccountLength.
func CheckInfaqAccount(account string) error {
	if len(account) > MaxInfaqAccountLength {
		return ErrInfaqAccount
	}
	for _, r := range account {
		if !(r >= '0' && r <= '9' || r == ' ' || r == '-') {
			return ErrInfaqAccount
		}
	}
	return nil
}

// MasjidSlug is a masjid's address on the site: its name and region ('masjid-al-ikhlas-bandung').
func MasjidSlug(name, region string) string {
	s := TitleSlug(strings.TrimSpace(name + " " + region))
	if s == "" {
		s = "masjid"
	}
	return s
}
