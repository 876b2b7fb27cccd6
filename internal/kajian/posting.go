package kajian

import (
	"net/url"
	"strings"
	"unicode/utf8"
)

// Posting is what the posting and edit forms send: every field as typed,
// before trimming and checking. Clean and then ValidateCreate or ValidateEdit
// turn it into a session with Apply.
type Posting struct {
	Type          Type
	Title         string
	Speakers      []Speaker
	Date          string // YYYY-MM-DD, one-off only
	Time          string // HH:MM; ignored after a prayer
	AfterPrayer   string // a prayer's key ("maghrib") when the session starts after it, else ""
	PrayerOffset  int    // minutes after the prayer, 0 to MaxPrayerOffset
	DayOfWeek     *int   // weekly only, 0 Ahad … 6 Sabtu
	EveryWeeks    int    // weekly only: 0 or 1 every week, 2–4 every N weeks from RhythmFrom
	RhythmFrom    string // YYYY-MM-DD, the first date of an every-N-weeks rhythm
	MonthWeeks    []int  // weekly only: the weeks of the month (1–4, LastWeek); none: not monthly
	EndTime       string // HH:MM, "" when not said
	EndDate       string // YYYY-MM-DD, one-off only: a dauroh's last day, "" for one day
	Zone          string // WIB, WITA or WIT
	IsOnline      bool
	LiveStreamURL string
	Location      string
	Address       string
	MapsURL       string
	Description   string
	Audience      []string // group keys; none is everyone (umum)
	Kitab         string
	Bab           string
	PosterKey     string
	ContactPerson string
	ContactPhone  string
	Holidays      []HolidayInput // weekly only
	MasjidID      *string        // the masjid it is held at ("" for none; must exist); nil keeps an edited session's
	SeriesID      *string        // the series it is part of ("" for none; the author's own); nil keeps an edited session's
}

// HolidayInput is a holiday as a form sends it: an existing one has an id; Until, when given, is
// a range's last day.
type HolidayInput struct {
	ID     string
	Date   string
	Until  string
	Reason string
}

// Messages of the posting and edit rules (content-side §5), shown as is.
const (
	MsgLoginFirst         = "Anda harus login terlebih dahulu"
	MsgNeedSpeaker        = "Minimal harus ada satu pemateri"
	MsgNeedMainSpeaker    = "Harus ada satu pemateri utama"
	MsgNeedStreamOnline   = "URL Live Stream harus diisi untuk kajian online"
	MsgNeedLocation       = "Lokasi harus diisi untuk kajian offline"
	MsgNeedAddress        = "Alamat harus diisi untuk kajian offline"
	MsgNeedDateTimeOneOff = "Tanggal dan waktu harus diisi untuk kajian insidental"
	MsgNeedTimeWeekly     = "Waktu harus diisi untuk kajian rutin"
	MsgBadStreamURL       = "URL Live Stream tidak valid"
	MsgBadMapsURL         = "URL Google Maps tidak valid"
	MsgIncomplete         = "Data tidak lengkap"
	MsgBadPrayer          = "Pilih waktu sholat: Subuh, Dzuhur, Ashar, Maghrib atau Isya"
	MsgBadPrayerOffset    = "Selisih waktu setelah sholat harus 0 sampai 180 menit"
	MsgKitabLong          = "Nama kitab maksimal 200 karakter"
	MsgBabLong            = "Bab/pembahasan maksimal 200 karakter"
)

// Field labels of the '{field} harus diisi' messages.
const (
	LabelTitle = "Judul"
	LabelDate  = "Tanggal"
	LabelTime  = "Waktu"
	LabelZone  = "Zona Waktu"
)

// Limits beyond the specification, so one posting cannot fill the database.
const (
	MaxTitleRunes       = 200
	MaxTextRunes        = 500 // location, address, names, contact, URLs, reasons
	MaxDescriptionRunes = 5000
	MaxSpeakers         = 20
	MaxHolidays         = 100
)

// Required returns the '{field} harus diisi' message.
func Required(label string) string { return label + " harus diisi" }

// Clean trims every text value and strips controls and bidi overrides from it
// (CleanText), drops speakers without a name, keeps exactly
// one main speaker among the rest (the first flagged one) when any is
// flagged, and numbers them from 1 in their order. Empty optional values stay
// "" and are stored as NULL.
func (p *Posting) Clean() {
	for _, f := range []*string{&p.Title, &p.Date, &p.Time, &p.EndTime, &p.EndDate, &p.RhythmFrom, &p.Zone, &p.LiveStreamURL, &p.Location, &p.Address,
		&p.MapsURL, &p.Description, &p.PosterKey, &p.ContactPerson, &p.ContactPhone, &p.Kitab, &p.Bab} {
		*f = CleanText(*f)
	}
	p.Zone = strings.ToUpper(p.Zone)
	if p.MasjidID != nil {
		id := strings.TrimSpace(*p.MasjidID)
		p.MasjidID = &id
	}
	var named []Speaker
	mainSeen := false
	for _, sp := range p.Speakers {
		sp.Name = CleanText(sp.Name)
		if sp.Name == "" {
			continue
		}
		sp.IsMain = sp.IsMain && !mainSeen
		mainSeen = mainSeen || sp.IsMain
		sp.Order = len(named) + 1
		named = append(named, sp)
	}
	p.Speakers = named
	for i := range p.Holidays {
		p.Holidays[i].ID = strings.TrimSpace(p.Holidays[i].ID)
		p.Holidays[i].Date = strings.TrimSpace(p.Holidays[i].Date)
		p.Holidays[i].Until = strings.TrimSpace(p.Holidays[i].Until)
		p.Holidays[i].Reason = CleanText(p.Holidays[i].Reason)
	}
}

// MainSpeaker returns the main speaker's name, "" when none is flagged.
func (p *Posting) MainSpeaker() string {
	for _, sp := range p.Speakers {
		if sp.IsMain {
			return sp.Name
		}
	}
	return ""
}

// ValidateCreate checks a cleaned posting in the order of content-side §5
// "Posting submit", returning the first problem with the spec's message, then
// the checks the specification leaves implicit (well-formed dates and times,
// a known zone, lengths).
func (p *Posting) ValidateCreate() error {
	switch {
	case p.Title == "":
		return Invalid("title", Required(LabelTitle))
	case p.Zone == "":
		return Invalid("timezone_region", Required(LabelZone))
	case len(p.Speakers) == 0:
		return Invalid("speakers", MsgNeedSpeaker)
	case p.MainSpeaker() == "":
		return Invalid("speakers", MsgNeedMainSpeaker)
	case p.IsOnline && p.LiveStreamURL == "":
		return Invalid("live_stream_url", MsgNeedStreamOnline)
	case !p.IsOnline && p.Location == "":
		return Invalid("location", MsgNeedLocation)
	case !p.IsOnline && p.Address == "":
		return Invalid("address", MsgNeedAddress)
	case p.Type != Recurring && p.Date == "":
		return Invalid("date", MsgNeedDateTimeOneOff)
	case p.Type != Recurring && p.Time == "" && p.AfterPrayer == "":
		return Invalid("time", MsgNeedDateTimeOneOff)
	case p.Type == Recurring && p.Time == "" && p.AfterPrayer == "":
		return Invalid("time", MsgNeedTimeWeekly)
	}
	return p.validateShape()
}

// ValidateEdit checks a cleaned posting as content-side §5 "Edit" lists the
// rules: the required fields of the type, location and address offline (and
// for weekly sessions the stream online), speakers, then the URLs.
func (p *Posting) ValidateEdit() error {
	switch {
	case p.Title == "":
		return Invalid("title", Required(LabelTitle))
	case p.Type != Recurring && p.Date == "":
		return Invalid("date", Required(LabelDate))
	case p.Time == "" && p.AfterPrayer == "":
		return Invalid("time", Required(LabelTime))
	case p.Zone == "":
		return Invalid("timezone_region", Required(LabelZone))
	case p.Type == Recurring && p.IsOnline && p.LiveStreamURL == "":
		return Invalid("live_stream_url", MsgNeedStreamOnline)
	case !p.IsOnline && p.Location == "":
		return Invalid("location", MsgNeedLocation)
	case !p.IsOnline && p.Address == "":
		return Invalid("address", MsgNeedAddress)
	case len(p.Speakers) == 0:
		return Invalid("speakers", MsgNeedSpeaker)
	case p.MainSpeaker() == "":
		return Invalid("speakers", MsgNeedMainSpeaker)
	}
	return p.validateShape()
}

// validateShape holds the rules both forms share after the required fields:
// URLs (the spec's last two rules), then values that must parse and lengths.
func (p *Posting) validateShape() error {
	if p.LiveStreamURL != "" && !ValidURL(p.LiveStreamURL) {
		return Invalid("live_stream_url", MsgBadStreamURL)
	}
	if p.MapsURL != "" && !ValidMapsURL(p.MapsURL) {
		return Invalid("maps_url", MsgBadMapsURL)
	}
	if !Zone(p.Zone).Valid() {
		return Invalid("timezone_region", "Zona Waktu tidak valid")
	}
	if p.AfterPrayer != "" {
		if _, ok := ParsePrayer(p.AfterPrayer); !ok {
			return Invalid("after_prayer", MsgBadPrayer)
		}
		if p.PrayerOffset < 0 || p.PrayerOffset > MaxPrayerOffset {
			return Invalid("prayer_offset", MsgBadPrayerOffset)
		}
	} else if _, err := ParseClock(p.Time); err != nil {
		return Invalid("time", "Waktu tidak valid")
	}
	if p.Type == Recurring {
		if p.DayOfWeek == nil || *p.DayOfWeek < 0 || *p.DayOfWeek > 6 {
			return Invalid("day_of_week", "Hari tidak valid")
		}
	} else if _, err := ParseDate(p.Date); err != nil {
		return Invalid("date", "Tanggal tidak valid")
	}
	if _, ok := ParseAudience(p.Audience); !ok {
		return Invalid("audience", MsgBadAudience)
	}
	if utf8.RuneCountInString(p.Kitab) > MaxTitleRunes {
		return Invalid("kitab", MsgKitabLong)
	}
	if utf8.RuneCountInString(p.Bab) > MaxTitleRunes {
		return Invalid("bab", MsgBabLong)
	}
	if utf8.RuneCountInString(p.Title) > MaxTitleRunes {
		return Invalid("title", "Judul maksimal 200 karakter")
	}
	if utf8.RuneCountInString(p.Description) > MaxDescriptionRunes {
		return Invalid("description", "Deskripsi maksimal 5000 karakter")
	}
	long := map[string]string{"live_stream_url": p.LiveStreamURL, "location": p.Location, "address": p.Address,
		"maps_url": p.MapsURL, "contact_person": p.ContactPerson, "contact_phone": p.ContactPhone, "poster_key": p.PosterKey}
	for _, field := range []string{"location", "address", "contact_person", "contact_phone", "live_stream_url", "maps_url", "poster_key"} {
		if utf8.RuneCountInString(long[field]) > MaxTextRunes {
			return Invalid(field, "Isian terlalu panjang (maksimal 500 karakter)")
		}
	}
	if len(p.Speakers) > MaxSpeakers {
		return Invalid("speakers", "Maksimal 20 pemateri")
	}
	for _, sp := range p.Speakers {
		if utf8.RuneCountInString(sp.Name) > MaxTextRunes {
			return Invalid("speakers", "Nama pemateri terlalu panjang")
		}
	}
	if err := p.validateSchedule(); err != nil {
		return err
	}
	if p.Type == Recurring {
		return p.validateHolidays()
	}
	return nil
}

// ValidURL reports whether s is an absolute http or https URL with a host.
// The spec asks only that it parse; other schemes (javascript:, data:) are
// refused too because the link is shown to everyone.
func ValidURL(s string) bool {
	u, err := url.Parse(s)
	if err != nil || u.Host == "" {
		return false
	}
	return u.Scheme == "http" || u.Scheme == "https"
}

// MapsSearchURL is the Google Maps search link built from a place and its
// address for offline sessions posted without a map link.
func MapsSearchURL(location, address string) string {
	q := strings.TrimSpace(strings.Trim(strings.TrimSpace(location)+", "+strings.TrimSpace(address), ", "))
	return "https://www.google.com/maps/search/?api=1&query=" + url.QueryEscape(q)
}

// Apply copies a validated posting onto s: the schedule of its type, the
// texts, the speakers (the main one also as ustaz). Online sessions lose
// location, address, map link and coordinates; an offline one without a map
// link gets the search link of its place.
func (p *Posting) Apply(s *Session) {
	s.Type = p.Type
	s.Title = p.Title
	s.Speakers = append([]Speaker(nil), p.Speakers...)
	s.Ustaz = p.MainSpeaker()
	s.Time, _ = ParseClock(p.Time)
	s.AfterPrayer = AfterPrayer{}
	if prayer, ok := ParsePrayer(p.AfterPrayer); ok {
		// Its time follows the prayer: ResolveTime sets it once the place is known.
		s.AfterPrayer = AfterPrayer{Prayer: prayer, Offset: p.PrayerOffset}
	}
	s.Zone = Zone(p.Zone)
	p.applySchedule(s)
	s.IsOnline = p.IsOnline
	s.LiveStreamURL = p.LiveStreamURL
	s.Description, s.PosterKey = p.Description, p.PosterKey
	s.Audience, _ = ParseAudience(p.Audience)
	s.Kitab, s.Bab = p.Kitab, p.Bab
	s.ContactPerson, s.ContactPhone = p.ContactPerson, p.ContactPhone
	if p.MasjidID != nil && *p.MasjidID != s.MasjidID {
		s.MasjidID, s.Masjid = *p.MasjidID, nil
	}
	if p.IsOnline {
		s.Location, s.Address, s.MapsURL = "", "", ""
		s.Latitude, s.Longitude = nil, nil
		return
	}
	s.Location, s.Address, s.MapsURL = p.Location, p.Address, p.MapsURL
	if s.MapsURL == "" {
		s.MapsURL = MapsSearchURL(p.Location, p.Address)
	}
}

// StatusOnCreate is a new session's status: public at once when an admin
// posts it, otherwise waiting for approval.
func StatusOnCreate(t Type, admin bool) Status {
	if admin {
		return PublicStatus(t)
	}
	return StatusPending
}

// StatusAfterEdit is a session's status after an edit: a public session
// edited by anyone whose edit does not keep it public (EditKeepsPublic: an
// admin, an editor of its masjid) waits for approval again; every other
// status stays as it was.
func StatusAfterEdit(t Type, current Status, keepsPublic bool) Status {
	if !keepsPublic && current == PublicStatus(t) {
		return StatusPending
	}
	return current
}

// CanDelete reports whether v may delete s: an admin always, its creator only
// while it is not public (approved one-off, active weekly).
func (v Viewer) CanDelete(s *Session) bool {
	if v.IsAdmin() {
		return true
	}
	return v.SignedIn() && v.UserID == s.CreatedBy && !s.IsPublic()
}

// TypeLabel is how messages name a session of type t: 'Kajian' or 'Kajian rutin'.
func TypeLabel(t Type) string {
	if t == Recurring {
		return "Kajian rutin"
	}
	return "Kajian"
}

// The dates a posting may carry, around today: a session (or a holiday)
// from a year ago, for a late correction, to two years ahead.
const (
	DaysBack  = 365
	DaysAhead = 730
)

// MsgDateOutOfRange refuses a date outside them.
const MsgDateOutOfRange = "Tanggal harus antara satu tahun yang lalu dan dua tahun ke depan"

// CheckDates refuses a one-off date or a holiday outside DaysBack..DaysAhead
// of today; Clean and the shape checks come first.
func (p *Posting) CheckDates(today Date) error {
	first, last := today.AddDays(-DaysBack), today.AddDays(DaysAhead)
	out := func(s string) bool {
		d, err := ParseDate(s)
		return err == nil && (d.Before(first) || last.Before(d))
	}
	if p.Type != Recurring && out(p.Date) {
		return Invalid("date", MsgDateOutOfRange)
	}
	if p.Type == Recurring && out(p.RhythmFrom) {
		return Invalid("rhythm_from", MsgDateOutOfRange)
	}
	for _, h := range p.Holidays {
		if out(h.Date) || (h.Until != "" && out(h.Until)) {
			return Invalid("holidays", MsgDateOutOfRange)
		}
	}
	return nil
}

// mapHosts are the map services a 'Link Google Maps' may point to (and their
// subdomains): the button is labelled as a map, so it must open one, not any
// page the poster chose.
var mapHosts = []string{"google.com", "google.co.id", "goo.gl", "g.co", "g.page", "openstreetmap.org", "osm.org",
	"maps.apple.com", "waze.com", "bing.com", "here.com"}

// ValidMapsURL reports whether s is a ValidURL on one of the map services.
func ValidMapsURL(s string) bool {
	if !ValidURL(s) {
		return false
	}
	u, err := url.Parse(s)
	if err != nil {
		return false
	}
	host := strings.ToLower(u.Hostname())
	for _, h := range mapHosts {
		if host == h || strings.HasSuffix(host, "."+h) {
			return true
		}
	}
	return false
}
