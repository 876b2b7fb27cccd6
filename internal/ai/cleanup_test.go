package ai

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

func intp(n int) *int           { return &n }
func boolp(b bool) *bool        { return &b }
func floatp(f float64) *float64 { return &f }

// TestCleanupRules checks each rule of content-side §5 "AI output cleanup"
// on its own: one draft in, the fields the rule decides out.
func TestCleanupRules(t *testing.T) {
	tests := []struct {
		rule  string
		in    Draft
		check func(t *testing.T, e Extraction)
	}{
		{"date from Indonesian words", Draft{Date: "Ahad, 24 November 2026"}, wantDate("2026-11-24")},
		{"date already ISO", Draft{Date: "2026-11-24"}, wantDate("2026-11-24")},
		{"date day-first with slashes", Draft{Date: "24/11/2026"}, wantDate("2026-11-24")},
		{"date two-digit year", Draft{Date: "24-11-26"}, wantDate("2026-11-24")},
		{"date impossible", Draft{Date: "31/02/2026"}, wantDate("")},
		{"date without year", Draft{Date: "Sabtu 7 Des"}, wantDate("")},
		{"date nonsense", Draft{Date: "besok"}, wantDate("")},

		{"time with zone", Draft{Time: "09.00 WIB"}, wantTime("09:00")},
		{"time with colon and WITA", Draft{Time: "19:30 WITA"}, wantTime("19:30")},
		{"time range keeps start", Draft{Time: "09.00 - 11.30 WIB"}, wantTime("09:00")},
		{"time single-digit hour", Draft{Time: "7.30 pagi"}, wantTime("07:30")},
		{"time malam moves to evening", Draft{Time: "7.30 malam"}, wantTime("19:30")},
		{"time 24h malam stays", Draft{Time: "19.30 malam"}, wantTime("19:30")},
		{"time sore", Draft{Time: "pukul 4 sore"}, wantTime("16:00")},
		{"time bare hour needs a word", Draft{Time: "7"}, wantTime("")},
		{"time hour out of range", Draft{Time: "25.00"}, wantTime("")},
		{"time minute out of range", Draft{Time: "10:75"}, wantTime("")},
		{"time prayer only", Draft{Time: "Ba'da Maghrib"}, wantTime("")},

		{"phone stripped", Draft{ContactPhone: "0812-3456-7890"}, wantPhone("081234567890")},
		{"phone keeps plus", Draft{ContactPhone: "+62 812 3456 7890"}, wantPhone("+6281234567890")},
		{"phone too short", Draft{ContactPhone: "0812-345"}, wantPhone("")},
		{"phone exactly ten", Draft{ContactPhone: "(021) 555-1234"}, wantPhone("0215551234")},
		{"phone first of two", Draft{ContactPhone: "0812-1111-2222 / 0813-3333-4444"}, wantPhone("081211112222")},

		{"day kept in range", Draft{DayOfWeek: intp(6)}, wantDay(intp(6))},
		{"day zero kept", Draft{DayOfWeek: intp(0)}, wantDay(intp(0))},
		{"day seven dropped", Draft{DayOfWeek: intp(7)}, wantDay(nil)},
		{"day negative dropped", Draft{DayOfWeek: intp(-1)}, wantDay(nil)},

		{"stream https kept", Draft{LiveStreamURL: "https://youtube.com/live/x"}, wantStream("https://youtube.com/live/x")},
		{"stream http kept", Draft{LiveStreamURL: " http://zoom.us/j/1 "}, wantStream("http://zoom.us/j/1")},
		{"stream without scheme dropped", Draft{LiveStreamURL: "youtube.com/live/x"}, wantStream("")},
		{"stream other scheme dropped", Draft{LiveStreamURL: "javascript:alert(1)"}, wantStream("")},

		{"zone WITA kept", Draft{TimezoneRegion: "WITA"}, wantZone(kajian.WITA)},
		{"zone lower case read", Draft{TimezoneRegion: " wit "}, wantZone(kajian.WIT)},
		{"zone unknown is WIB", Draft{TimezoneRegion: "GMT+7"}, wantZone(kajian.WIB)},
		{"zone empty is WIB", Draft{}, wantZone(kajian.WIB)},

		{"first speaker main when none flagged",
			Draft{Speakers: []DraftSpeaker{{Name: "Ustadz A"}, {Name: "Ustadz B"}}},
			wantSpeakers("Ustadz A", kajian.Speaker{Name: "Ustadz A", IsMain: true, Order: 1}, kajian.Speaker{Name: "Ustadz B", Order: 2})},
		{"flagged speaker stays main",
			Draft{Speakers: []DraftSpeaker{{Name: "Ustadz A"}, {Name: "Ustadz B", IsMain: true}}},
			wantSpeakers("Ustadz B", kajian.Speaker{Name: "Ustadz A", Order: 1}, kajian.Speaker{Name: "Ustadz B", IsMain: true, Order: 2})},
		{"only one main of two flagged",
			Draft{Speakers: []DraftSpeaker{{Name: "Ustadz A", IsMain: true}, {Name: "Ustadz B", IsMain: true}}},
			wantSpeakers("Ustadz A", kajian.Speaker{Name: "Ustadz A", IsMain: true, Order: 1}, kajian.Speaker{Name: "Ustadz B", Order: 2})},
		{"stated order wins and renumbers",
			Draft{Speakers: []DraftSpeaker{{Name: "Ustadz B", Order: 5}, {Name: "Ustadz A", Order: 2}}},
			wantSpeakers("Ustadz A", kajian.Speaker{Name: "Ustadz A", IsMain: true, Order: 1}, kajian.Speaker{Name: "Ustadz B", Order: 2})},
		{"blank and duplicate speakers dropped",
			Draft{Speakers: []DraftSpeaker{{Name: "  "}, {Name: "Ustadz A"}, {Name: "ustadz a"}}},
			wantSpeakers("Ustadz A", kajian.Speaker{Name: "Ustadz A", IsMain: true, Order: 1})},
		{"speakers derived from ustaz", Draft{Ustaz: " Ustadz Ahmad "},
			wantSpeakers("Ustadz Ahmad", kajian.Speaker{Name: "Ustadz Ahmad", IsMain: true, Order: 1})},
		{"ustaz kept when given", Draft{Ustaz: "Ustadz Ahmad", Speakers: []DraftSpeaker{{Name: "Ustadz Ahmad"}, {Name: "Ustadz Budi"}}},
			wantSpeakers("Ustadz Ahmad", kajian.Speaker{Name: "Ustadz Ahmad", IsMain: true, Order: 1}, kajian.Speaker{Name: "Ustadz Budi", Order: 2})},
		{"no speakers at all", Draft{}, wantSpeakers("")},

		{"online falls back to stream present", Draft{LiveStreamURL: "https://youtu.be/x"}, wantOnline(true)},
		{"online falls back to no stream", Draft{}, wantOnline(false)},
		{"online falls back on a dropped stream", Draft{LiveStreamURL: "youtu.be/x"}, wantOnline(false)},
		{"online stated false wins", Draft{LiveStreamURL: "https://youtu.be/x", IsOnline: boolp(false)}, wantOnline(false)},
		{"online stated true wins", Draft{IsOnline: boolp(true)}, wantOnline(true)},

		{"type recurring stated", Draft{KajianType: "recurring"}, wantType(kajian.Recurring)},
		{"type recurring any case", Draft{KajianType: " Recurring "}, wantType(kajian.Recurring)},
		{"type recurring from day", Draft{KajianType: "regular", DayOfWeek: intp(4)}, wantType(kajian.Recurring)},
		{"type regular by default", Draft{KajianType: "weekly-ish"}, wantType(kajian.Regular)},
		{"type regular with out-of-range day", Draft{DayOfWeek: intp(9)}, wantType(kajian.Regular)},
		{"recurring takes the date's weekday", Draft{KajianType: "recurring", Date: "2026-11-26"},
			func(t *testing.T, e Extraction) { wantDay(intp(4))(t, e) }},

		{"confidence default", Draft{}, wantConfidence(75)},
		{"confidence kept", Draft{Confidence: floatp(88)}, wantConfidence(88)},
		{"confidence zero kept", Draft{Confidence: floatp(0)}, wantConfidence(0)},
		{"confidence clamped high", Draft{Confidence: floatp(150)}, wantConfidence(100)},
		{"confidence clamped low", Draft{Confidence: floatp(-5)}, wantConfidence(0)},
		{"confidence fraction", Draft{Confidence: floatp(0.85)}, wantConfidence(85)},

		{"text trimmed, null words emptied", Draft{Title: "  Kajian   Tauhid ", Location: "null", Address: "-", ContactPerson: "tidak ada"},
			func(t *testing.T, e Extraction) {
				if e.Title != "Kajian Tauhid" || e.Location != "" || e.Address != "" || e.ContactPerson != "" {
					t.Errorf("got title %q location %q address %q person %q", e.Title, e.Location, e.Address, e.ContactPerson)
				}
			}},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			e := Cleanup(tt.in)
			tt.check(t, e)
			checkInvariants(t, e)
			if again := Cleanup(draftOf(e)); !reflect.DeepEqual(again, e) {
				t.Errorf("cleanup is not idempotent:\n once %s\ntwice %s", show(e), show(again))
			}
		})
	}
}

// draftOf turns a clean extraction back into a draft that states every field.
func draftOf(e Extraction) Draft {
	d := Draft{
		Title: e.Title, Ustaz: e.Ustaz, Date: e.Date, Time: e.Time, Location: e.Location,
		Address: e.Address, Description: e.Description, ContactPerson: e.ContactPerson,
		ContactPhone: e.ContactPhone, DayOfWeek: e.DayOfWeek, LiveStreamURL: e.LiveStreamURL,
		TimezoneRegion: string(e.TimezoneRegion), KajianType: string(e.KajianType),
		IsOnline: boolp(e.IsOnline), Confidence: floatp(float64(e.Confidence)),
	}
	for _, s := range e.Speakers {
		d.Speakers = append(d.Speakers, DraftSpeaker{Name: s.Name, IsMain: s.IsMain, Order: s.Order})
	}
	if e.AfterPrayer != "" {
		d.AfterPrayer = fmt.Sprintf("ba'da %s + %d menit", e.AfterPrayer, e.PrayerOffset)
	}
	d.Audience, d.Kitab, d.Bab = e.Audience, e.Kitab, e.Bab
	if e.EveryWeeks != 0 {
		every := e.EveryWeeks
		d.EveryWeeks = &every
	}
	d.RhythmFrom, d.MonthWeeks, d.RhythmUnknown = e.RhythmFrom, e.MonthWeeks, e.RhythmUnknown
	return d
}

func wantDate(want string) func(*testing.T, Extraction) {
	return func(t *testing.T, e Extraction) {
		if e.Date != want {
			t.Errorf("date = %q, want %q", e.Date, want)
		}
	}
}

func wantTime(want string) func(*testing.T, Extraction) {
	return func(t *testing.T, e Extraction) {
		if e.Time != want {
			t.Errorf("time = %q, want %q", e.Time, want)
		}
	}
}

func wantPhone(want string) func(*testing.T, Extraction) {
	return func(t *testing.T, e Extraction) {
		if e.ContactPhone != want {
			t.Errorf("phone = %q, want %q", e.ContactPhone, want)
		}
	}
}

func wantDay(want *int) func(*testing.T, Extraction) {
	return func(t *testing.T, e Extraction) {
		if !reflect.DeepEqual(e.DayOfWeek, want) {
			t.Errorf("day_of_week = %s, want %s", show(e.DayOfWeek), show(want))
		}
	}
}

func wantStream(want string) func(*testing.T, Extraction) {
	return func(t *testing.T, e Extraction) {
		if e.LiveStreamURL != want {
			t.Errorf("live_stream_url = %q, want %q", e.LiveStreamURL, want)
		}
	}
}

func wantZone(want kajian.Zone) func(*testing.T, Extraction) {
	return func(t *testing.T, e Extraction) {
		if e.TimezoneRegion != want {
			t.Errorf("zone = %q, want %q", e.TimezoneRegion, want)
		}
	}
}

func wantSpeakers(ustaz string, want ...kajian.Speaker) func(*testing.T, Extraction) {
	return func(t *testing.T, e Extraction) {
		if want == nil {
			want = []kajian.Speaker{}
		}
		if e.Ustaz != ustaz || !reflect.DeepEqual(e.Speakers, want) {
			t.Errorf("ustaz %q speakers %s, want %q %s", e.Ustaz, show(e.Speakers), ustaz, show(want))
		}
	}
}

func wantOnline(want bool) func(*testing.T, Extraction) {
	return func(t *testing.T, e Extraction) {
		if e.IsOnline != want {
			t.Errorf("is_online = %v, want %v", e.IsOnline, want)
		}
	}
}

func wantType(want kajian.Type) func(*testing.T, Extraction) {
	return func(t *testing.T, e Extraction) {
		if e.KajianType != want {
			t.Errorf("kajian_type = %q, want %q", e.KajianType, want)
		}
	}
}

func wantConfidence(want int) func(*testing.T, Extraction) {
	return func(t *testing.T, e Extraction) {
		if e.Confidence != want {
			t.Errorf("confidence = %d, want %d", e.Confidence, want)
		}
	}
}
