package kajian

import (
	"encoding/json"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"
)

// TestWhatsAppNumberSharedCases runs the table the web app's tests also read
// (kept in web/ because Vite reads nothing outside it).
func TestWhatsAppNumberSharedCases(t *testing.T) {
	raw, err := os.ReadFile("../../web/src/features/share/testdata/whatsapp-numbers.json")
	if err != nil {
		t.Fatal(err)
	}
	var fixture struct {
		Cases []struct{ In, Out string }
	}
	if err := json.Unmarshal(raw, &fixture); err != nil {
		t.Fatal(err)
	}
	if len(fixture.Cases) < 10 {
		t.Fatalf("only %d cases", len(fixture.Cases))
	}
	for _, c := range fixture.Cases {
		if got := WhatsAppNumber(c.In); got != c.Out {
			t.Errorf("WhatsAppNumber(%q) = %q, want %q", c.In, got, c.Out)
		}
	}
}

func shareSession() *Session {
	lat, lng := -6.17, 106.83
	return &Session{
		Type: Regular, Title: "  Tafsir Al-Kahfi ", Ustaz: "Ustadz Hakim", Date: Date{2026, time.November, 24}, Time: 19*60 + 30,
		Zone: WITA, Location: "Masjid Raya", Address: "Jl. Merdeka 1", Latitude: &lat, Longitude: &lng,
		LiveStreamURL: "https://youtu.be/x", ContactPerson: "Rizky", ContactPhone: "0812-1",
		Speakers: []Speaker{{Name: "Ustadz Hakim", IsMain: true, Order: 1}, {Name: "Ustadz Fikri", Order: 2}},
	}
}

func TestShareText(t *testing.T) {
	s := shareSession()
	got := ShareText(s, Timing{}, "https://kajiankita.id/kajian/2026-11-24-tafsir-alkahfi")
	want := "*Tafsir Al-Kahfi*\n\n" +
		"👤 Ustadz Hakim, Ustadz Fikri\n" +
		"📅 Selasa, 24 November 2026\n" +
		"🕐 19.30 WITA\n" +
		"📍 Masjid Raya, Jl. Merdeka 1\n" +
		"🔴 Live streaming: https://youtu.be/x\n" +
		"📞 Narahubung: Rizky (0812-1)\n" +
		"\nInfo lengkap dan konfirmasi kehadiran:\nhttps://kajiankita.id/kajian/2026-11-24-tafsir-alkahfi"
	if got != want {
		t.Errorf("one-off share text:\n%s\n--- want ---\n%s", got, want)
	}

	w := &Session{Type: Recurring, Title: "Tahsin", Ustaz: "Ustadz Hanif", DayOfWeek: 4, Time: 20 * 60, IsOnline: true,
		ContactPerson: "Nurul"}
	got = ShareText(w, Timing{NextDate: Date{2026, time.November, 26}}, "https://kajiankita.id/kajian-rutin/kamis-tahsin")
	for _, line := range []string{"*Tahsin*\nKajian Rutin\n", "👤 Ustadz Hanif\n", "📅 Setiap Kamis\n", "🗓️ Selanjutnya: Kamis, 26 November 2026\n",
		"🕐 20.00 WIB\n", "💻 Kajian Online - Live Stream\n", "\nhttps://kajiankita.id/kajian-rutin/kamis-tahsin"} {
		if !strings.Contains(got, line) {
			t.Errorf("weekly share text lacks %q:\n%s", line, got)
		}
	}
	if strings.Contains(got, "Narahubung") {
		t.Error("a contact without a phone must not be shown")
	}
}

func TestEventDetailsAndPlace(t *testing.T) {
	s := shareSession()
	s.Description = "Empat fitnah."
	got := EventDetails(s, "https://k.id/kajian/x")
	want := "Hari: Selasa\n\nUstadz: Ustadz Hakim, Ustadz Fikri\n\nEmpat fitnah.\n\nLive streaming: https://youtu.be/x\n\n" +
		"Narahubung: Rizky (0812-1)\n\nInfo lengkap: https://k.id/kajian/x"
	if got != want {
		t.Errorf("details:\n%q\nwant\n%q", got, want)
	}
	for _, tc := range []struct {
		loc, addr string
		online    bool
		want      string
	}{
		{"Masjid Raya", "Jl. Merdeka 1", false, "Masjid Raya, Jl. Merdeka 1"},
		{"Masjid Raya, Jl. Merdeka 1", "Jl. Merdeka 1", false, "Masjid Raya, Jl. Merdeka 1"},
		{"", "Jl. Merdeka 1", false, "Jl. Merdeka 1"},
		{"", "", true, OnlinePlatform},
		{"Studio", "", true, "Studio"},
		{"", "", false, ""},
	} {
		s := &Session{Location: tc.loc, Address: tc.addr, IsOnline: tc.online}
		if got := s.PlaceText(); got != tc.want {
			t.Errorf("PlaceText(%q, %q, %v) = %q, want %q", tc.loc, tc.addr, tc.online, got, tc.want)
		}
	}
	if got := (&Session{Time: 5*60 + 30}).TimeText(); got != "05.30 WIB" {
		t.Errorf("default zone: %q", got)
	}
}

func TestGoogleCalendarURL(t *testing.T) {
	oneOff := shareSession() // Selasa 24 November 2026, 19:30 WITA
	weekly := &Session{Type: Recurring, Title: " Tahsin ", Ustaz: "Ustadz Hanif", DayOfWeek: 4, Time: 23 * 60, Zone: WIB,
		Location: "Masjid Al-Ikhlas", Address: "Jl. Melati 2"}
	online := shareSession()
	online.IsOnline, online.Location, online.Address = true, "", ""
	for _, tc := range []struct {
		name string
		s    *Session
		next Date
		want map[string]string // query parameters; "" means absent
	}{
		{"one-off: two hours in its own zone", oneOff, Date{}, map[string]string{
			"action": "TEMPLATE", "text": "Tafsir Al-Kahfi", "dates": "20261124T193000/20261124T213000", "ctz": "Asia/Makassar",
			"location": "Masjid Raya, Jl. Merdeka 1", "details": EventDetails(oneOff, "https://k.id/x"), "recur": ""}},
		{"weekly: from its next occurrence, every week on its day, over midnight", weekly, Date{2026, time.November, 26}, map[string]string{
			"text": "Tahsin", "dates": "20261126T230000/20261127T010000", "ctz": "Asia/Jakarta", "recur": "RRULE:FREQ=WEEKLY;BYDAY=TH",
			"location": "Masjid Al-Ikhlas, Jl. Melati 2"}},
		{"online: the platform is its place", online, Date{}, map[string]string{"location": OnlinePlatform}},
	} {
		raw := GoogleCalendarURL(tc.s, tc.next, "https://k.id/x")
		u, err := url.Parse(raw)
		if err != nil || u.Scheme != "https" || u.Host != "calendar.google.com" || u.Path != "/calendar/render" {
			t.Fatalf("%s: %q", tc.name, raw)
		}
		q := u.Query()
		for k, want := range tc.want {
			if got := q.Get(k); got != want || (want == "" && q.Has(k)) {
				t.Errorf("%s: %s = %q, want %q", tc.name, k, got, want)
			}
		}
	}
	// Year and month ends roll over.
	w := &Session{Type: Recurring, Title: "Malam", DayOfWeek: 4, Time: 23*60 + 30, Zone: WIT}
	u, _ := url.Parse(GoogleCalendarURL(w, Date{2026, time.December, 31}, ""))
	if got := u.Query().Get("dates"); got != "20261231T233000/20270101T013000" {
		t.Errorf("year end: %q", got)
	}
	// A weekly session without a next occurrence has no link.
	if got := GoogleCalendarURL(weekly, Date{}, "https://k.id/x"); got != "" {
		t.Errorf("without a next occurrence: %q", got)
	}
}

// TestShareAndCalendarLinkFollowRhythmAndEnd: a rhythm and a dauroh read right in the share
// text, their times show their end, and the Google Calendar link repeats by the rhythm and ends
// as the session says.
func TestShareAndCalendarLinkFollowRhythmAndEnd(t *testing.T) {
	w := &Session{Type: Recurring, Title: "Tahsin", Ustaz: "Ustadz Hanif", DayOfWeek: 6, Time: 8 * 60, EndTime: 11*60 + 30,
		Zone: WIB, Rhythm: Rhythm{MonthWeeks: []int{2, 4}}, Location: "Masjid Al-Ikhlas"}
	next := Date{2027, time.January, 9}
	got := ShareText(w, Timing{NextDate: next}, "https://k.id/x")
	for _, line := range []string{"📅 Sabtu pekan ke-2 & ke-4\n", "🗓️ Selanjutnya: Sabtu, 9 Januari 2027\n", "🕐 08.00–11.30 WIB\n"} {
		if !strings.Contains(got, line) {
			t.Errorf("rhythm share text lacks %q:\n%s", line, got)
		}
	}
	u, _ := url.Parse(GoogleCalendarURL(w, next, ""))
	if q := u.Query(); q.Get("recur") != "RRULE:FREQ=MONTHLY;BYDAY=2SA,4SA" || q.Get("dates") != "20270109T080000/20270109T113000" {
		t.Errorf("rhythm calendar link: recur %q, dates %q", q.Get("recur"), q.Get("dates"))
	}
	w.Rhythm = Rhythm{EveryWeeks: 2, From: Date{2027, time.January, 2}}
	if u, _ := url.Parse(GoogleCalendarURL(w, next.AddDays(7), "")); u.Query().Get("recur") != "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=SA" {
		t.Errorf("every 2 weeks: recur %q", u.Query().Get("recur"))
	}

	d := &Session{Type: Regular, Title: "Dauroh Tauhid", Ustaz: "Ustadz Hakim", Date: Date{2027, time.January, 8},
		EndDate: Date{2027, time.January, 10}, Time: 13 * 60, EndTime: 16 * 60, Zone: WITA}
	got = ShareText(d, Timing{}, "https://k.id/d")
	for _, line := range []string{"📅 Jumat–Ahad, 8–10 Januari 2027\n", "🕐 13.00–16.00 WITA\n"} {
		if !strings.Contains(got, line) {
			t.Errorf("dauroh share text lacks %q:\n%s", line, got)
		}
	}
	if !strings.HasPrefix(EventDetails(d, ""), "Hari: Jumat–Ahad, 8–10 Januari 2027") {
		t.Errorf("dauroh details: %q", EventDetails(d, ""))
	}
	if u, _ := url.Parse(GoogleCalendarURL(d, Date{}, "")); u.Query().Get("dates") != "20270108T130000/20270110T160000" || u.Query().Has("recur") {
		t.Errorf("dauroh calendar link: %q", u.RawQuery)
	}
	d.EndTime = 11 * 60 // ends on its last day before the hour it starts
	if got := d.TimeText(); got != "13.00 WITA" {
		t.Errorf("dauroh ending earlier in the day: %q", got)
	}

	p := &Session{Type: Recurring, DayOfWeek: 6, Zone: WIB, AfterPrayer: AfterPrayer{Prayer: "maghrib"}, EndTime: 20 * 60}
	if got := p.TimeText(); got != "Ba'da Maghrib – 20.00 WIB" {
		t.Errorf("after a prayer with an end: %q", got)
	}
	if got := p.TimeTextOn(next); !strings.HasPrefix(got, "Ba'da Maghrib – 20.00 WIB · adzan ± 18.") || !strings.HasSuffix(got, " WIB") {
		t.Errorf("after a prayer with an end, on a date: %q", got)
	}
}

// TestShareTextSaysACancellation: a cancelled one-off session's message opens with the badge's
// 'Dibatalkan: {reason}'; a weekly session whose coming date is cancelled says that date and
// reason, then the next date it is held; neither line shows when nothing is cancelled.
func TestShareTextSaysACancellation(t *testing.T) {
	s := shareSession()
	cancelledAt := time.Date(2026, 11, 20, 3, 0, 0, 0, time.UTC)
	s.CancelledAt, s.CancelReason = &cancelledAt, "Ustadz sakit"
	got := ShareText(s, s.TimingAt(cancelledAt), "https://k.id/x")
	if !strings.HasPrefix(got, "*Tafsir Al-Kahfi*\n\n❌ Dibatalkan: Ustadz sakit\n👤 Ustadz Hakim") {
		t.Errorf("cancelled one-off:\n%s", got)
	}

	// Sabtu pekan ke-2 & ke-4 at 08.00 WIB; its date 28 November is cancelled, 12 December comes next.
	w := &Session{Type: Recurring, Title: "Tahsin", Ustaz: "Ustadz Hanif", DayOfWeek: 6, Time: 8 * 60, Zone: WIB,
		Rhythm: Rhythm{MonthWeeks: []int{2, 4}}, Status: StatusActive,
		Holidays: []Holiday{{Date: Date{2026, time.November, 28}, Reason: "Ustadz safar", Cancelled: true}}}
	now := time.Date(2026, 11, 22, 5, 0, 0, 0, time.UTC)
	got = ShareText(w, w.TimingAt(now), "https://k.id/w")
	for _, line := range []string{"*Tahsin*\nKajian Rutin\n\n❌ Dibatalkan 28 Nov: Ustadz safar\n👤", "🗓️ Selanjutnya: Sabtu, 12 Desember 2026\n"} {
		if !strings.Contains(got, line) {
			t.Errorf("weekly with its next date cancelled lacks %q:\n%s", line, got)
		}
	}
	w.Holidays = nil
	if got = ShareText(w, w.TimingAt(now), "https://k.id/w"); strings.Contains(got, "Dibatalkan") ||
		!strings.Contains(got, "Selanjutnya: Sabtu, 28 November 2026") {
		t.Errorf("weekly without a cancellation:\n%s", got)
	}
}
