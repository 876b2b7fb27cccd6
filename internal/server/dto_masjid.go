package server

import (
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/masjids"
)

// masjidSummaryDTO is a masjid as the directory lists it.
type masjidSummaryDTO struct {
	ID            string   `json:"id"`
	Slug          string   `json:"slug"`
	Name          string   `json:"name"`
	Address       string   `json:"address"`
	Region        string   `json:"region"`
	Zone          string   `json:"zone"`
	Latitude      float64  `json:"latitude"`
	Longitude     float64  `json:"longitude"`
	Verified      bool     `json:"verified"`
	Facilities    []string `json:"facilities"`
	DistanceKm    *float64 `json:"distance_km"`
	UpcomingCount int      `json:"upcoming_count"`
}

func toMasjidSummary(it kajian.MasjidListed) masjidSummaryDTO {
	m := it.Masjid
	d := masjidSummaryDTO{ID: m.ID, Slug: m.Slug, Name: m.Name, Address: m.Address, Region: m.Region, Zone: string(m.Zone),
		Latitude: m.Point.Lat, Longitude: m.Point.Lng, Verified: m.Verified, Facilities: []string{},
		DistanceKm: it.DistanceKm, UpcomingCount: it.UpcomingCount}
	for _, f := range m.Facilities {
		d.Facilities = append(d.Facilities, string(f))
	}
	return d
}

// masjidPageDTO is one page of the directory.
type masjidPageDTO struct {
	Items   []masjidSummaryDTO `json:"items"`
	Page    int                `json:"page"`
	Total   int                `json:"total"` // up to kajian.MaxMasjidTotal
	HasMore bool               `json:"has_more"`
}

func toMasjidPageDTO(p kajian.MasjidPage) masjidPageDTO {
	d := masjidPageDTO{Items: []masjidSummaryDTO{}, Page: p.Page, Total: p.Total, HasMore: p.HasMore}
	for _, it := range p.Items {
		d.Items = append(d.Items, toMasjidSummary(it))
	}
	return d
}

type facilityLabelDTO struct {
	Key   string `json:"key"`
	Label string `json:"label"`
}

type infaqDTO struct {
	Bank    string  `json:"bank"`
	Account string  `json:"account"`
	Holder  string  `json:"holder"`
	QRISURL *string `json:"qris_url"`
}

// masjidDetailDTO is a masjid as its page shows it.
type masjidDetailDTO struct {
	masjidSummaryDTO
	PhotoURL       *string            `json:"photo_url"`
	FacilityLabels []facilityLabelDTO `json:"facility_labels"`
	WhatsApp       string             `json:"whatsapp"`
	WhatsAppURL    *string            `json:"whatsapp_url"`
	Website        string             `json:"website"`
	Instagram      string             `json:"instagram"`
	YouTube        string             `json:"youtube"`
	Infaq          *infaqDTO          `json:"infaq"`
	FeedURL        string             `json:"feed_url"`
	PageURL        string             `json:"page_url"`
	EditorCount    int                `json:"editor_count"`
}

func toMasjidDetail(p masjids.Page, l links) masjidDetailDTO {
	m := p.Masjid
	d := masjidDetailDTO{masjidSummaryDTO: toMasjidSummary(kajian.MasjidListed{Masjid: m, UpcomingCount: p.UpcomingCount}),
		FacilityLabels: []facilityLabelDTO{}, WhatsApp: m.WhatsApp, Website: m.Website, Instagram: m.Instagram, YouTube: m.YouTube,
		FeedURL: masjidFeedPath(m.Slug), PageURL: l.base + kajian.MasjidPath(m.Slug), EditorCount: p.EditorCount}
	if m.PhotoKey != "" {
		u := mediaPath + m.PhotoKey
		d.PhotoURL = &u
	}
	for _, f := range m.Facilities {
		d.FacilityLabels = append(d.FacilityLabels, facilityLabelDTO{Key: string(f), Label: f.Label()})
	}
	if n := kajian.WhatsAppNumber(m.WhatsApp); n != "" {
		u := "https://wa.me/" + n
		d.WhatsAppURL = &u
	}
	if in := m.Infaq; in.Bank != "" || in.Account != "" || in.QRISKey != "" {
		d.Infaq = &infaqDTO{Bank: in.Bank, Account: in.Account, Holder: in.Holder}
		if in.QRISKey != "" {
			u := mediaPath + in.QRISKey
			d.Infaq.QRISURL = &u
		}
	}
	return d
}

// masjidFeedPath is the calendar feed of a masjid's sessions.
func masjidFeedPath(slug string) string { return "/feeds/masjid/" + slug + ".ics" }

type scheduleDayDTO struct {
	Day      int         `json:"day"`
	DayName  string      `json:"day_name"`
	Sessions []kajianDTO `json:"sessions"`
}

type prayerTimesDTO struct {
	Date    string `json:"date"`
	Zone    string `json:"zone"`
	Subuh   string `json:"subuh"`
	Dzuhur  string `json:"dzuhur"`
	Ashar   string `json:"ashar"`
	Maghrib string `json:"maghrib"`
	Isya    string `json:"isya"`
}

func toPrayerTimesDTO(p kajian.DayPrayerTimes) prayerTimesDTO {
	t := p.Times
	return prayerTimesDTO{Date: p.Date.String(), Zone: string(p.Zone), Subuh: kajian.DottedTime(t[0]), Dzuhur: kajian.DottedTime(t[1]),
		Ashar: kajian.DottedTime(t[2]), Maghrib: kajian.DottedTime(t[3]), Isya: kajian.DottedTime(t[4])}
}

// masjidPageBodyDTO answers GET /api/v1/masjid/{slug}.
type masjidPageBodyDTO struct {
	Masjid      masjidDetailDTO  `json:"masjid"`
	Upcoming    []kajianDTO      `json:"upcoming"`
	Weekly      []scheduleDayDTO `json:"weekly"`
	PrayerTimes prayerTimesDTO   `json:"prayer_times"`
	WeekText    string           `json:"week_text"`
	CanEdit     bool             `json:"can_edit"`
}

// ustadzPageDTO answers GET /api/v1/ustadz/{slug}.
type ustadzPageDTO struct {
	Name     string             `json:"name"`
	Slug     string             `json:"slug"`
	Upcoming []kajianDTO        `json:"upcoming"`
	Masjid   []masjidSummaryDTO `json:"masjid"`
	FeedURL  string             `json:"feed_url"`
}
