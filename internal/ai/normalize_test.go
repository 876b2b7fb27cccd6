package ai

import (
	"encoding/json"
	"reflect"
	"testing"
)

func TestNormalizeDate(t *testing.T) {
	tests := []struct{ in, want string }{
		{"2026-11-24", "2026-11-24"},
		{"2026-11-24T09:00:00+07:00", "2026-11-24"},
		{"2026/11/24", "2026-11-24"},
		{"24/11/2026", "2026-11-24"},
		{"24-11-2026", "2026-11-24"},
		{"24.11.2026", "2026-11-24"},
		{"24-11-26", "2026-11-24"},
		{"4/1/2027", "2027-01-04"},
		{"11/24/2026", "2026-11-24"}, // US order, only when the day cannot be a month
		{"Ahad, 24 November 2026", "2026-11-24"},
		{"24 Nov 2026", "2026-11-24"},
		{"24 Nopember 2026", "2026-11-24"},
		{"7 Des 2026", "2026-12-07"},
		{"1 Agustus 2027", "2027-08-01"},
		{"17 Agt 2027", "2027-08-17"},
		{"3 Mei 2027", "2027-05-03"},
		{"3 May 2027", "2027-05-03"},
		{"SABTU, 26 DESEMBER 2026", "2026-12-26"},
		{"November 24, 2026", "2026-11-24"},
		{"26-27 Desember 2026", "2026-12-26"},
		{"29 Februari 2028", "2028-02-29"},
		{"29 Februari 2027", ""},
		{"31/04/2026", ""},
		{"7 Des", ""},
		{"Sabtu", ""},
		{"0812-3456-7890", ""},
		{"", ""},
	}
	for _, tt := range tests {
		if got := NormalizeDate(tt.in); got != tt.want {
			t.Errorf("NormalizeDate(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestNormalizeTime(t *testing.T) {
	tests := []struct{ in, want string }{
		{"09.00", "09:00"},
		{"9:05", "09:05"},
		{"19.30 WIB", "19:30"},
		{"08.00 WIB - selesai", "08:00"},
		{"05.30 WITA", "05:30"},
		{"16.00 WIT", "16:00"},
		{"Pukul 19:30", "19:30"},
		{"Pkl. 13.00-15.00 WIB", "13:00"},
		{"ba'da Isya (19.30)", "19:30"},
		{"09.00 pagi", "09:00"},
		{"1.30 siang", "13:30"},
		{"11.00 siang", "11:00"},
		{"4.00 sore", "16:00"},
		{"7 malam", "19:00"},
		{"jam 7 malam", "19:00"},
		{"malam pukul 8", "20:00"},
		{"jam 2 malam", "02:00"},
		{"3 PM", "15:00"},
		{"12 AM", "00:00"},
		{"pukul 8", "08:00"},
		{"8 WIB", "08:00"},
		{"00:00", "00:00"},
		{"23:59", "23:59"},
		{"24:00", ""},
		{"12:60", ""},
		{"Ba'da Maghrib", ""},
		{"selesai", ""},
		{"24.11.2026", ""},
		{"Rp 10.000", ""},
		{"0812.3456.7890", ""},
		{"7", ""},
		{"", ""},
	}
	for _, tt := range tests {
		if got := NormalizeTime(tt.in); got != tt.want {
			t.Errorf("NormalizeTime(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestNormalizePhone(t *testing.T) {
	tests := []struct{ in, want string }{
		{"0812-3456-7890", "081234567890"},
		{"0812 3456 7890", "081234567890"},
		{"+62 812-3456-7890", "+6281234567890"},
		{"62.812.3456.7890", "6281234567890"},
		{"WA: 0812345678", "0812345678"},
		{"081234567", ""},
		{"08+12345678901", "0812345678901"},
		{"0812-1111-2222 / 0813-3333-4444", "081211112222"},
		{"123 / 0813-3333-4444", "081333334444"},
		{"0812 atau 0813-3333-4444", "081333334444"},
		{"tidak ada", ""},
		{"", ""},
	}
	for _, tt := range tests {
		if got := NormalizePhone(tt.in); got != tt.want {
			t.Errorf("NormalizePhone(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestFindWeekday(t *testing.T) {
	tests := []struct {
		in   string
		want int // -1 for none
	}{
		{"Ahad, 24 November", 0},
		{"Setiap Kamis", 4},
		{"tiap malam Jumat", 4},
		{"Jum'at malam", 5},
		{"Jumat", 5},
		{"malam Ahad", 6},
		{"malam Senin", 0},
		{"Minggu, 6 Desember", 0},
		{"hari Minggu", 0},
		{"Setiap Minggu pagi", 0},
		{"minggu ini", -1},
		{"minggu ke-2", -1},
		{"setiap minggu.", -1},
		{"SABTU", 6},
		{"Wednesday", 3},
		{"tidak ada hari", -1},
	}
	for _, tt := range tests {
		w, ok := findWeekday(tt.in)
		got := -1
		if ok {
			got = w.day
		}
		if got != tt.want {
			t.Errorf("findWeekday(%q) = %d, want %d", tt.in, got, tt.want)
		}
	}
}

// TestDraftJSON checks that a model's loosely typed answer reads for what it
// plainly means.
func TestDraftJSON(t *testing.T) {
	in := `{
		"title": "Kajian Tauhid",
		"ustaz": null,
		"speakers": ["Ustadz A", {"name": "Ustadz B", "is_main_speaker": "true", "speaker_order": "2"}],
		"date": "2026-11-24",
		"time": "19.30",
		"contact_phone": 6281234567890,
		"day_of_week": "Kamis",
		"is_online": "ya",
		"confidence": "85%",
		"unknown_field": {"x": 1}
	}`
	var d Draft
	if err := json.Unmarshal([]byte(in), &d); err != nil {
		t.Fatal(err)
	}
	want := Draft{
		Title: "Kajian Tauhid",
		Speakers: []DraftSpeaker{
			{Name: "Ustadz A"},
			{Name: "Ustadz B", IsMain: true, Order: 2},
		},
		Date: "2026-11-24", Time: "19.30", ContactPhone: "6281234567890",
		DayOfWeek: intp(4), IsOnline: boolp(true), Confidence: floatp(85),
	}
	if !reflect.DeepEqual(d, want) {
		t.Errorf("got  %+v\nwant %+v", d, want)
	}

	for _, tt := range []struct {
		in      string
		day     *int
		online  *bool
		conf    *float64
		speaker []DraftSpeaker
	}{
		{`{"day_of_week": 3}`, intp(3), nil, nil, nil},
		{`{"day_of_week": 2.5}`, nil, nil, nil, nil},
		{`{"day_of_week": null, "is_online": false}`, nil, boolp(false), nil, nil},
		{`{"is_online": "maybe", "confidence": "high"}`, nil, nil, nil, nil},
		{`{"confidence": 0.9}`, nil, nil, floatp(0.9), nil},
		{`{"speakers": "Ustadz A & Ustadz B"}`, nil, nil, nil, []DraftSpeaker{{Name: "Ustadz A"}, {Name: "Ustadz B"}}},
	} {
		var d Draft
		if err := json.Unmarshal([]byte(tt.in), &d); err != nil {
			t.Fatalf("%s: %v", tt.in, err)
		}
		if !reflect.DeepEqual(d.DayOfWeek, tt.day) || !reflect.DeepEqual(d.IsOnline, tt.online) ||
			!reflect.DeepEqual(d.Confidence, tt.conf) || !reflect.DeepEqual(d.Speakers, tt.speaker) {
			t.Errorf("%s: got day %s online %s confidence %s speakers %+v", tt.in, show(d.DayOfWeek), show(d.IsOnline), show(d.Confidence), d.Speakers)
		}
	}

	for _, bad := range []string{`[1,2]`, `"text"`, `null`, `{"title": `} {
		var d Draft
		if err := json.Unmarshal([]byte(bad), &d); err == nil {
			t.Errorf("%s: want an error", bad)
		}
	}
}
