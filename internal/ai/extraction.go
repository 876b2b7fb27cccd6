package ai

import "github.com/kajiankita/kajian/internal/kajian"

// Extraction is what a poster or announcement says about a session, shaped
// like the posting form. It only comes out of Cleanup, so its fields always
// hold normalised values: Date is "" or YYYY-MM-DD, Time is "" or HH:MM,
// DayOfWeek is nil or 0-6, TimezoneRegion is WIB, WITA or WIT, Confidence is
// 0-100, and Speakers is never nil.
type Extraction struct {
	Title         string           `json:"title"`
	Ustaz         string           `json:"ustaz"`
	Speakers      []kajian.Speaker `json:"speakers"`
	Date          string           `json:"date"`
	Time          string           `json:"time"`
	AfterPrayer   string           `json:"after_prayer"`  // subuh … isya when the start is after that prayer, else ""
	PrayerOffset  int              `json:"prayer_offset"` // minutes after it
	Audience      []string         `json:"audience"`      // umum, ikhwan, akhwat, anak-anak, keluarga; at least one
	Kitab         string           `json:"kitab"`
	Bab           string           `json:"bab"`
	Location      string           `json:"location"`
	Address       string           `json:"address"`
	Description   string           `json:"description"`
	ContactPerson string           `json:"contact_person"`
	ContactPhone  string           `json:"contact_phone"`
	DayOfWeek     *int             `json:"day_of_week"`
	// A weekly session's rhythm, by kajian.Rhythm's rules: EveryWeeks 1 (or 0) every week, else
	// every EveryWeeks weeks from RhythmFrom (YYYY-MM-DD, "" when the text gives no first date);
	// MonthWeeks the weeks of each month. RhythmUnknown: the text says it repeats but not every
	// week and not how ('sebulan sekali'), for the user to say. Empty values are left out of
	// JSON so drafts stored before rhythms read and hash as they did.
	EveryWeeks     int         `json:"every_weeks,omitempty"`
	RhythmFrom     string      `json:"rhythm_from,omitempty"`
	MonthWeeks     []int       `json:"month_weeks,omitempty"`
	RhythmUnknown  bool        `json:"rhythm_unknown,omitempty"`
	LiveStreamURL  string      `json:"live_stream_url"`
	TimezoneRegion kajian.Zone `json:"timezone_region"`
	KajianType     kajian.Type `json:"kajian_type"`
	IsOnline       bool        `json:"is_online"`
	Confidence     int         `json:"confidence"`
}

// DefaultConfidence is the confidence an extraction gets when its source
// states none (content-side §9).
const DefaultConfidence = 75

// Missing lists the posting form's required fields e lacks, by the form's labels: what a draft
// shows as 'Belum terbaca'.
func (e Extraction) Missing() []string {
	var missing []string
	add := func(absent bool, label string) {
		if absent {
			missing = append(missing, label)
		}
	}
	add(e.Title == "", kajian.LabelTitle)
	add(e.Ustaz == "" && len(e.Speakers) == 0, "Pemateri")
	if e.KajianType == kajian.Recurring {
		add(e.DayOfWeek == nil, "Hari")
		add(e.RhythmUnknown, kajian.LabelRhythm)
		add(e.EveryWeeks > 1 && e.RhythmFrom == "", kajian.LabelRhythmFrom)
	} else {
		add(e.Date == "", kajian.LabelDate)
	}
	add(e.Time == "" && e.AfterPrayer == "", kajian.LabelTime)
	if e.IsOnline {
		add(e.LiveStreamURL == "", "Link Live Stream")
	} else {
		add(e.Location == "", "Lokasi")
		add(e.Address == "", "Alamat")
	}
	return missing
}
