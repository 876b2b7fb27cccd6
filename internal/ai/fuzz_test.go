package ai

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// FuzzParseAnnouncement: the parser never panics and its output always keeps
// Cleanup's promises.
func FuzzParseAnnouncement(f *testing.F) {
	paths, _ := filepath.Glob("testdata/announcements/*.txt")
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(b), int64(0))
	}
	f.Add("📅 29 Februari\n⏰ 7 malam WITA\nmalam Minggu", int64(86400*400))
	f.Add("*_~```\n1. \n: \n(", int64(-1))
	f.Fuzz(func(t *testing.T, text string, shift int64) {
		now := fixtureNow.Add(time.Duration(shift%(86400*3650)) * time.Second)
		e := ParseAnnouncement(text, now)
		checkInvariants(t, e)
		if e.Confidence > 90 || e.Confidence%18 != 0 {
			t.Errorf("confidence %d is not a multiple of 18 up to 90", e.Confidence)
		}
		if again := Cleanup(draftOf(e)); !reflect.DeepEqual(again, e) {
			t.Errorf("parser output changes under Cleanup:\n%s\n%s", show(e), show(again))
		}
	})
}

// FuzzNormalizeTime: a time is "" or a valid HH:MM, and normalising it again
// changes nothing.
func FuzzNormalizeTime(f *testing.F) {
	for _, s := range []string{"09.00 WIB", "7 malam", "19:30", "24.11.2026", "pukul 8", "3 PM", "ba'da maghrib", "99:99"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := NormalizeTime(s)
		if got == "" {
			return
		}
		if _, err := kajian.ParseClock(got); err != nil || len(got) != 5 {
			t.Fatalf("NormalizeTime(%q) = %q, not HH:MM", s, got)
		}
		if again := NormalizeTime(got); again != got {
			t.Fatalf("NormalizeTime(%q) = %q, not stable", got, again)
		}
	})
}

// FuzzNormalizeDate: a date is "" or a valid YYYY-MM-DD, and stable.
func FuzzNormalizeDate(f *testing.F) {
	for _, s := range []string{"Ahad, 24 November 2026", "24/11/26", "2026-02-30", "November 24, 2026", "7 Des", "31.12.2099"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := NormalizeDate(s)
		if got == "" {
			return
		}
		if _, err := kajian.ParseDate(got); err != nil {
			t.Fatalf("NormalizeDate(%q) = %q: %v", s, got, err)
		}
		if again := NormalizeDate(got); again != got {
			t.Fatalf("NormalizeDate(%q) = %q, not stable", got, again)
		}
	})
}

// FuzzNormalizePhone: a phone is "" or at least ten digits with at most a
// leading plus, and stable.
func FuzzNormalizePhone(f *testing.F) {
	for _, s := range []string{"0812-3456-7890", "+62 812", "a+1+2+3+4+5+6+7+8+9+0", "0812 / 0813-1111-2222"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := NormalizePhone(s)
		if got == "" {
			return
		}
		if len(got) < MinPhoneLength || strings.Trim(got, "0123456789+") != "" || strings.LastIndex(got, "+") > 0 {
			t.Fatalf("NormalizePhone(%q) = %q", s, got)
		}
		if again := NormalizePhone(got); again != got {
			t.Fatalf("NormalizePhone(%q) = %q, not stable", got, again)
		}
	})
}

// FuzzCleanupJSON: whatever JSON a model returns, a decoded answer cleans up
// into an extraction that keeps every invariant, and cleaning is idempotent.
func FuzzCleanupJSON(f *testing.F) {
	f.Add(`{"title":"Kajian","ustaz":"Ustadz A","date":"24/11/2026","time":"7 malam","day_of_week":"Kamis","confidence":"85%","speakers":[{"name":"B","is_main_speaker":true,"speaker_order":3}]}`)
	f.Add(`{"day_of_week":1e300,"confidence":-1e308,"speakers":"Ustadz A dan Ustadz B","is_online":"ya"}`)
	f.Add(`{"speakers":[null,1,{"name":null},{"name":"  "}],"timezone_region":"wita"}`)
	f.Add(`{"kajian_type":"recurring","day_of_week":6,"month_weeks":[4,"kedua",-1],"every_weeks":"1"}`)
	f.Add(`{"kajian_type":"recurring","every_weeks":"tiap 3 minggu","rhythm_from":"9 Desember 2026"}`)
	f.Add(`{"kajian_type":"recurring","day_of_week":"Rabu","every_weeks":2,"month_weeks":"bulanan"}`)
	f.Fuzz(func(t *testing.T, raw string) {
		var d Draft
		if json.Unmarshal([]byte(raw), &d) != nil {
			return
		}
		e := Cleanup(d)
		checkInvariants(t, e)
		if again := Cleanup(draftOf(e)); !reflect.DeepEqual(again, e) {
			t.Errorf("not idempotent:\n%s\n%s", show(e), show(again))
		}
	})
}
