package server

import (
	"context"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/media"
	"github.com/kajiankita/kajian/internal/sessions"
)

// kajianDTO is a session (a kajian) as lists and detail pages receive it: its own fields
// in the spec's names plus what is derived from the clock, so the browser
// never recomputes a rule the server owns (past, next occurrence, holidays).
type kajianDTO struct {
	ID              string        `json:"id"`
	Type            string        `json:"type"` // regular | recurring
	Slug            string        `json:"slug"`
	Path            string        `json:"path"` // /kajian/{slug} or /kajian-rutin/{slug}
	Title           string        `json:"title"`
	Ustaz           string        `json:"ustaz"`
	Speakers        []speakerDTO  `json:"speakers"` // never empty: derived from ustaz when none were given
	Date            *string       `json:"date"`     // YYYY-MM-DD, one-off only
	DayOfWeek       *int          `json:"day_of_week"`
	DayName         *string       `json:"day_name"`
	Time            string        `json:"time"`         // HH:MM, local to timezone_region: after a prayer, its time on date or next_occurrence
	AfterPrayer     *string       `json:"after_prayer"` // subuh | dzuhur | ashar | maghrib | isya, or null for a clock time
	PrayerOffset    int           `json:"prayer_offset"`
	TimezoneRegion  string        `json:"timezone_region"`
	IsOnline        bool          `json:"is_online"`
	LiveStreamURL   *string       `json:"live_stream_url"`
	Location        *string       `json:"location"`
	Address         *string       `json:"address"`
	MapsURL         *string       `json:"maps_url"`
	Latitude        *float64      `json:"latitude"`
	Longitude       *float64      `json:"longitude"`
	Description     *string       `json:"description"`
	Audience        []string      `json:"audience"`       // group keys: umum, ikhwan, akhwat, anak-anak, keluarga
	AudienceLabel   string        `json:"audience_label"` // "" for everyone, "Khusus Akhwat", "Ikhwan & Akhwat"
	Kitab           *string       `json:"kitab"`
	Bab             *string       `json:"bab"`
	Poster          *posterDTO    `json:"poster"`
	ContactPerson   *string       `json:"contact_person"`
	ContactPhone    *string       `json:"contact_phone"`
	Status          string        `json:"status"`
	RejectionReason *string       `json:"rejection_reason"` // only for the creator and admins
	CreatedBy       string        `json:"created_by"`
	CreatedAt       time.Time     `json:"created_at"`
	UpdatedAt       time.Time     `json:"updated_at"`
	Masjid          *masjidRefDTO `json:"masjid"`        // the masjid holding it, null when none is linked
	Series          *seriesRefDTO `json:"series"`        // the series it is part of, null when none
	MeetingLabel    string        `json:"meeting_label"` // its next meeting in its series: "Pertemuan ke-14"; "" outside one
	EndTime         *string       `json:"end_time"`      // HH:MM, null when not said (two hours after the start)
	EndDate         *string       `json:"end_date"`      // a one-off dauroh's last day, null for one day
	EveryWeeks      int           `json:"every_weeks"`   // weekly: 1 every week, 2–4 every N weeks from rhythm_from
	RhythmFrom      *string       `json:"rhythm_from"`
	MonthWeeks      []int         `json:"month_weeks"` // weekly: weeks of the month (1–4, -1 the last); [] none
	Schedule        string        `json:"schedule"`    // "Sabtu pekan ke-2 & ke-4", "Jumat–Ahad, 8–10 Januari 2027"

	// Derived at the request's moment.
	SortDate       time.Time    `json:"sort_date"`       // start, or next occurrence
	NextOccurrence *string      `json:"next_occurrence"` // YYYY-MM-DD of the next weekly occurrence
	IsPast         bool         `json:"is_past"`
	IsToday        bool         `json:"is_today"`
	IsHolidayToday bool         `json:"is_holiday_today"`
	HolidayToday   *holidayDTO  `json:"holiday_today"`
	Holidays       []holidayDTO `json:"holidays"` // upcoming, at most 5
	HolidaysMore   int          `json:"holidays_more"`
	RSVPCount      int          `json:"rsvp_count"` // 'hadir' answers (weekly: for the next occurrence)
	UserRSVP       *string      `json:"user_rsvp"`  // the viewer's own answer: hadir | tidak_hadir
	DistanceKm     *float64     `json:"distance_km"`
	DistanceLabel  *string      `json:"distance_label"`

	// The card's words (kajian.CardText), worked out here once for the server's first cards
	// (home_cards.go) and the app's KajianCard alike; "" when the card has no such line.
	// Nothing here may be made from rsvp_count: the home list's page cache rewrites the
	// count's digits inside kept pages as answers arrive (home_cache.go), which would leave
	// such a text stale. The attendance line is made from rsvp_count where the card is shown
	// (kajian.AttendeesText, attendeesLabel in the app), pinned alike by the cards fixture.
	Speaker           string `json:"speaker"`             // the one speaker a card names
	When              string `json:"when"`                // "Setiap Kamis · 19:30 WITA"
	Next              string `json:"next"`                // weekly: "Selanjutnya: 10 Des"
	Where             string `json:"where"`               // "Live Stream", the venue, the address or "-"
	HolidayTodayLabel string `json:"holiday_today_label"` // "Libur Hari Ini: Banjir"
	HolidaysLabel     string `json:"holidays_label"`      // "Libur mendatang: 3 Des, 17 Des +3 lainnya"
	KitabLabel        string `json:"kitab_label"`         // "Riyadhus Shalihin · Ikhlas dan Niat"
	// Cancelled: a one-off session, or the weekly slot it is listed at (sort_date), with the
	// badge 'Dibatalkan: Ustadz sakit' / 'Dibatalkan 28 Nov: Ustadz sakit' and the reason.
	IsCancelled    bool         `json:"is_cancelled"`
	CancelledLabel string       `json:"cancelled_label"`
	CancelReason   *string      `json:"cancel_reason"`
	Cancellations  []holidayDTO `json:"cancellations"` // weekly: its cancelled dates from sort_date on
}

// setSchedule sets the session's end and rhythm fields.
func (d *kajianDTO) setSchedule(s *kajian.Session) {
	d.EveryWeeks, d.MonthWeeks, d.Schedule = 1, []int{}, s.WhenText()
	if s.EndTime != 0 {
		d.EndTime = strPtr(s.EndTime.String())
	}
	if s.IsDauroh() {
		d.EndDate = strPtr(s.EndDate.String())
	}
	if r := s.Rhythm.Normalized(); r.EveryWeeks > 1 {
		d.EveryWeeks, d.RhythmFrom = r.EveryWeeks, strPtr(r.From.String())
	} else if len(r.MonthWeeks) > 0 {
		d.MonthWeeks = r.MonthWeeks
	}
}

// setCancelled sets the cancellation fields: s's own (one-off), or its slot's and its cancelled
// dates ahead (weekly).
func (d *kajianDTO) setCancelled(s *kajian.Session, t kajian.Timing, label string) {
	d.CancelledLabel, d.Cancellations = label, []holidayDTO{}
	switch {
	case s.IsCancelled():
		d.IsCancelled, d.CancelReason = true, strPtr(s.CancelReason)
	case t.Cancelled != nil:
		d.IsCancelled, d.CancelReason = true, strPtr(t.Cancelled.Reason)
	}
	if s.Type != kajian.Recurring {
		return
	}
	from := kajian.DateOf(t.SortTime.In(s.Zone.Location()))
	for _, h := range s.Holidays {
		if h.Cancelled && !h.Date.Before(from) {
			d.Cancellations = append(d.Cancellations, toHolidayDTO(h))
		}
	}
}

// speakerDTO is a speaker with the slug of their page (/ustadz/{slug}).
type speakerDTO struct {
	Name   string `json:"name"`
	IsMain bool   `json:"is_main_speaker"`
	Order  int    `json:"speaker_order"`
	Slug   string `json:"slug"`
}

// masjidRefDTO links a session's masjid page.
type masjidRefDTO struct {
	Slug string `json:"slug"`
	Name string `json:"name"`
}

func toSpeakerDTOs(list []kajian.Speaker) []speakerDTO {
	out := make([]speakerDTO, len(list))
	for i, sp := range list {
		out[i] = speakerDTO{Name: sp.Name, IsMain: sp.IsMain, Order: sp.Order, Slug: kajian.SpeakerSlug(sp.Name)}
	}
	return out
}

// posterDTO holds the URLs of a poster and its resized variants.
type posterDTO struct {
	Original string `json:"original"`
	Card     string `json:"card"`   // 640 px wide, for cards
	Detail   string `json:"detail"` // 1200 px wide, for detail pages
	OG       string `json:"og"`     // 1200x630, for link previews
}

type holidayDTO struct {
	ID     string  `json:"id"`
	Date   string  `json:"date"`
	Until  *string `json:"until"` // a range's last day; null for one date
	Reason *string `json:"reason"`
}

// mediaPath is where the server serves stored blobs.
const mediaPath = "/media/"

func posterURLs(key string) *posterDTO {
	if key == "" {
		return nil
	}
	return &posterDTO{
		Original: mediaPath + key,
		Card:     mediaPath + media.VariantKey(key, media.VariantCard),
		Detail:   mediaPath + media.VariantKey(key, media.VariantDetail),
		OG:       mediaPath + media.VariantKey(key, media.VariantOG),
	}
}

// sessionPath is a session's page path, used in links and share text.
func sessionPath(s *kajian.Session) string { return kajian.PagePath(s.Type, s.Slug) }

// holidaySavedDTO answers a holiday's addition or change.
type holidaySavedDTO struct {
	Holiday holidayDTO `json:"holiday"`
	Message string     `json:"message"`
}

func toHolidayDTO(h kajian.Holiday) holidayDTO {
	d := holidayDTO{ID: h.ID, Date: h.Date.String(), Reason: strPtr(h.Reason)}
	if h.IsRange() {
		d.Until = strPtr(h.Last().String())
	}
	return d
}

// sessionExtras are the per-viewer facts a store query adds to a session.
type sessionExtras struct {
	RSVPCount  int
	UserRSVP   kajian.RSVPStatus
	DistanceKm *float64
}

// toKajianDTO shapes s for the API with its timing t (s.TimingAt the
// request's moment), as seen by viewer.
func toKajianDTO(s *kajian.Session, t kajian.Timing, viewer kajian.Viewer, x sessionExtras) kajianDTO {
	d := kajianDTO{
		ID: s.ID, Type: string(s.Type), Slug: s.Slug, Path: sessionPath(s), Title: s.Title, Ustaz: s.Ustaz,
		Speakers: toSpeakerDTOs(s.SpeakersOrDerived()), Time: dtoTime(s, t.NextDate), TimezoneRegion: string(s.Zone), IsOnline: s.IsOnline,
		LiveStreamURL: strPtr(s.LiveStreamURL), Location: strPtr(s.Location), Address: strPtr(s.Address),
		MapsURL: strPtr(s.MapsURL), Latitude: s.Latitude, Longitude: s.Longitude, Description: strPtr(s.Description),
		Poster: posterURLs(s.PosterKey), ContactPerson: strPtr(s.ContactPerson), ContactPhone: strPtr(s.ContactPhone),
		Status: string(s.Status), CreatedBy: s.CreatedBy, CreatedAt: s.CreatedAt, UpdatedAt: s.UpdatedAt,
		SortDate: t.SortTime, IsPast: t.Past, IsToday: t.IsToday, HolidaysMore: t.HolidaysMore,
		RSVPCount: x.RSVPCount, Holidays: []holidayDTO{},
		AfterPrayer: strPtr(string(s.AfterPrayer.Prayer)), PrayerOffset: s.AfterPrayer.Offset,
		Audience: s.Audience.Keys(), AudienceLabel: s.Audience.Label(), Kitab: strPtr(s.Kitab), Bab: strPtr(s.Bab),
	}
	d.setSchedule(s)
	card := s.CardTextAt(t)
	d.Speaker, d.When, d.Next, d.Where = card.Speaker, card.When, card.Next, card.Where
	d.HolidayTodayLabel, d.HolidaysLabel, d.KitabLabel, d.MeetingLabel = card.HolidayToday, card.Holidays, card.Kitab, card.Meeting
	d.setCancelled(s, t, card.Cancelled)
	if s.Masjid != nil {
		d.Masjid = &masjidRefDTO{Slug: s.Masjid.Slug, Name: s.Masjid.Name}
	}
	if s.Series != nil {
		d.Series = &seriesRefDTO{Slug: s.Series.Slug, Title: s.Series.Title}
	}
	if viewer.CanEdit(s) {
		d.RejectionReason = strPtr(s.RejectionReason)
	}
	if s.Type == kajian.Recurring {
		day, name, next := s.DayOfWeek, kajian.DayName(s.DayOfWeek), t.NextDate.String()
		d.DayOfWeek, d.DayName, d.NextOccurrence = &day, &name, &next
		for _, h := range t.Upcoming {
			d.Holidays = append(d.Holidays, toHolidayDTO(h))
		}
		if t.HolidayToday != nil {
			h := toHolidayDTO(*t.HolidayToday)
			d.IsHolidayToday, d.HolidayToday = true, &h
		}
	} else {
		date := s.Date.String()
		d.Date = &date
	}
	if x.UserRSVP != "" {
		st := string(x.UserRSVP)
		d.UserRSVP = &st
	}
	if x.DistanceKm != nil {
		label := kajian.FormatDistance(*x.DistanceKm)
		d.DistanceKm, d.DistanceLabel = x.DistanceKm, &label
	}
	return d
}

// cardDTOs shapes sessions for the API at now with their 'hadir' counts
// (weekly ones for their next occurrence) and the viewer's own answers.
func cardDTOs(ctx context.Context, ss *sessions.Service, viewer kajian.Viewer, now time.Time, list []*kajian.Session) ([]kajianDTO, error) {
	cards, err := ss.Cards(ctx, viewer, now, list)
	if err != nil {
		return nil, err
	}
	out := make([]kajianDTO, len(cards))
	for i, c := range cards {
		out[i] = toKajianDTO(c.Session, c.Session.TimingAt(now), viewer, sessionExtras{RSVPCount: c.RSVPCount, UserRSVP: c.Mine})
	}
	return out, nil
}

// dtoTime is a session's time as the API sends it: its clock time, or after a prayer that
// prayer's adzan on d (the app shows "adzan ± 17.58 WIB"; the session starts
// kajian.AdzanToStart plus its offset later).
func dtoTime(s *kajian.Session, d kajian.Date) string {
	if c, ok := s.AdzanOn(d); ok {
		return c.String()
	}
	return s.TimeOn(d).String()
}
