package kajian

import (
	"encoding/json"
	"errors"
	"os"
	"testing"
)

func day(d int) *int { return &d }

// validOneOff is a posting that passes every rule; each case breaks it.
func validOneOff() Posting {
	return Posting{
		Type: Regular, Title: "Kajian Tafsir", Zone: "WIB", Date: "2026-11-24", Time: "19:30",
		Speakers: []Speaker{{Name: "Ust. Adi", IsMain: true}},
		Location: "Masjid Raya", Address: "Jl. Merdeka 1",
	}
}

func validWeekly() Posting {
	p := validOneOff()
	p.Type, p.Date, p.DayOfWeek = Recurring, "", day(4)
	return p
}

func messageOf(t *testing.T, err error) (field, msg string) {
	t.Helper()
	if err == nil {
		return "", ""
	}
	var e *Error
	if !errors.As(err, &e) || e.Kind != KindInvalid {
		t.Fatalf("not a validation error: %v", err)
	}
	return e.Field, e.Message
}

// TestValidateCreateOrder breaks a valid posting more and more, so each step
// shows which rule the spec's order puts first.
func TestValidateCreateOrder(t *testing.T) {
	// Every rule broken at once; fixing them one by one in the spec's order
	// must reveal the next rule's message each time.
	p := Posting{Type: Regular, IsOnline: false, LiveStreamURL: "bukan url", MapsURL: "javascript:alert(1)",
		Speakers: []Speaker{{Name: "  "}, {Name: "Ust. Adi"}}}
	steps := []struct {
		field, msg string
		fix        func(p *Posting)
	}{
		{"title", "Judul harus diisi", func(p *Posting) { p.Title = "Kajian" }},
		{"timezone_region", "Zona Waktu harus diisi", func(p *Posting) { p.Zone = "WITA" }},
		{"speakers", "Harus ada satu pemateri utama", func(p *Posting) { p.Speakers[1].IsMain = true }},
		{"location", "Lokasi harus diisi untuk kajian offline", func(p *Posting) { p.Location = "Masjid" }},
		{"address", "Alamat harus diisi untuk kajian offline", func(p *Posting) { p.Address = "Jl. A" }},
		{"date", "Tanggal dan waktu harus diisi untuk kajian insidental", func(p *Posting) { p.Date = "2026-11-24" }},
		{"time", "Tanggal dan waktu harus diisi untuk kajian insidental", func(p *Posting) { p.Time = "07:00" }},
		{"live_stream_url", "URL Live Stream tidak valid", func(p *Posting) { p.LiveStreamURL = "https://youtube.com/live/x" }},
		{"maps_url", "URL Google Maps tidak valid", func(p *Posting) { p.MapsURL = "https://maps.app.goo.gl/abc" }},
	}
	for i, st := range steps {
		q := p
		q.Speakers = append([]Speaker(nil), p.Speakers...)
		q.Clean()
		field, msg := messageOf(t, q.ValidateCreate())
		if field != st.field || msg != st.msg {
			t.Fatalf("step %d: got %s %q, want %s %q", i, field, msg, st.field, st.msg)
		}
		st.fix(&p)
	}
	p.Clean()
	if err := p.ValidateCreate(); err != nil {
		t.Fatalf("fixed posting: %v", err)
	}
}

func TestValidateCreateRules(t *testing.T) {
	cases := []struct {
		name, field, msg string
		edit             func(p *Posting)
	}{
		{"no speakers", "speakers", MsgNeedSpeaker, func(p *Posting) { p.Speakers = nil }},
		{"only blank speakers", "speakers", MsgNeedSpeaker, func(p *Posting) { p.Speakers = []Speaker{{Name: " ", IsMain: true}} }},
		{"main speaker without a name", "speakers", MsgNeedMainSpeaker, func(p *Posting) {
			p.Speakers = []Speaker{{Name: "", IsMain: true}, {Name: "Ust. B"}}
		}},
		{"online without a stream", "live_stream_url", MsgNeedStreamOnline, func(p *Posting) { p.IsOnline = true }},
		{"online needs no place", "", "", func(p *Posting) {
			p.IsOnline, p.LiveStreamURL, p.Location, p.Address = true, "https://zoom.us/j/1", "", ""
		}},
		{"weekly without time", "time", MsgNeedTimeWeekly, func(p *Posting) { *p = validWeekly(); p.Time = "" }},
		{"weekly needs no date", "", "", func(p *Posting) { *p = validWeekly() }},
		{"weekly day out of range", "day_of_week", "Hari tidak valid", func(p *Posting) { *p = validWeekly(); p.DayOfWeek = day(7) }},
		{"impossible date", "date", "Tanggal tidak valid", func(p *Posting) { p.Date = "2026-02-30" }},
		{"bad time", "time", "Waktu tidak valid", func(p *Posting) { p.Time = "25:00" }},
		{"unknown zone", "timezone_region", "Zona Waktu tidak valid", func(p *Posting) { p.Zone = "UTC" }},
		{"lowercase zone is read", "", "", func(p *Posting) { p.Zone = " wita " }},
		{"ftp stream", "live_stream_url", MsgBadStreamURL, func(p *Posting) { p.LiveStreamURL = "ftp://x.id/a" }},
		{"duplicate holiday", "holidays", "Tanggal libur 2026-12-03 tercantum dua kali", func(p *Posting) {
			*p = validWeekly()
			p.Holidays = []HolidayInput{{Date: "2026-12-03"}, {Date: "2026-12-03", Reason: "x"}}
		}},
		{"bad holiday", "holidays", "Tanggal libur tidak valid", func(p *Posting) {
			*p = validWeekly()
			p.Holidays = []HolidayInput{{Date: "03-12-2026"}}
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := validOneOff()
			c.edit(&p)
			p.Clean()
			field, msg := messageOf(t, p.ValidateCreate())
			if field != c.field || msg != c.msg {
				t.Fatalf("got %s %q, want %s %q", field, msg, c.field, c.msg)
			}
		})
	}
}

func TestValidateEditOrder(t *testing.T) {
	cases := []struct {
		name, field, msg string
		edit             func(p *Posting)
	}{
		{"title", "title", "Judul harus diisi", func(p *Posting) { p.Title = " " }},
		{"date", "date", "Tanggal harus diisi", func(p *Posting) { p.Date, p.Time = "", "" }},
		{"time", "time", "Waktu harus diisi", func(p *Posting) { p.Time, p.Zone = "", "" }},
		{"zone", "timezone_region", "Zona Waktu harus diisi", func(p *Posting) { p.Zone, p.Location = "", "" }},
		{"location before speakers", "location", MsgNeedLocation, func(p *Posting) { p.Location, p.Speakers = "", nil }},
		{"speakers", "speakers", MsgNeedSpeaker, func(p *Posting) { p.Speakers = nil }},
		// A one-off edit does not ask for the stream when online (content-side §5 Edit).
		{"one-off online without stream", "", "", func(p *Posting) { p.IsOnline = true }},
		{"weekly online without stream", "live_stream_url", MsgNeedStreamOnline, func(p *Posting) {
			*p = validWeekly()
			p.IsOnline = true
		}},
		{"weekly needs no date", "", "", func(p *Posting) { *p = validWeekly() }},
		{"maps url", "maps_url", MsgBadMapsURL, func(p *Posting) { p.MapsURL = "maps" }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := validOneOff()
			c.edit(&p)
			p.Clean()
			field, msg := messageOf(t, p.ValidateEdit())
			if field != c.field || msg != c.msg {
				t.Fatalf("got %s %q, want %s %q", field, msg, c.field, c.msg)
			}
		})
	}
}

func TestCleanSpeakers(t *testing.T) {
	p := Posting{Title: "  Kajian  ", Speakers: []Speaker{
		{Name: " "}, {Name: " Ust. A ", Order: 9}, {Name: "Ust. B", IsMain: true}, {Name: "Ust. C", IsMain: true},
	}}
	p.Clean()
	if p.Title != "Kajian" || len(p.Speakers) != 3 {
		t.Fatalf("%+v", p)
	}
	want := []Speaker{{"Ust. A", false, 1}, {"Ust. B", true, 2}, {"Ust. C", false, 3}}
	for i, sp := range p.Speakers {
		if sp != want[i] {
			t.Errorf("speaker %d = %+v, want %+v", i, sp, want[i])
		}
	}
	if p.MainSpeaker() != "Ust. B" {
		t.Errorf("main %q", p.MainSpeaker())
	}
}

func TestApply(t *testing.T) {
	p := validOneOff()
	p.Clean()
	s := &Session{Latitude: new(float64), Longitude: new(float64)}
	p.Apply(s)
	if s.Ustaz != "Ust. Adi" || s.Date.String() != "2026-11-24" || s.Time.String() != "19:30" || s.Zone != WIB {
		t.Fatalf("%+v", s)
	}
	if s.MapsURL != "https://www.google.com/maps/search/?api=1&query=Masjid+Raya%2C+Jl.+Merdeka+1" {
		t.Errorf("maps url %q", s.MapsURL)
	}
	p.MapsURL = "https://maps.app.goo.gl/x"
	p.Apply(s)
	if s.MapsURL != "https://maps.app.goo.gl/x" {
		t.Errorf("given maps url replaced: %q", s.MapsURL)
	}
	p.IsOnline, p.LiveStreamURL = true, "https://youtube.com/live/x"
	p.Apply(s)
	if s.Location != "" || s.Address != "" || s.MapsURL != "" || s.Latitude != nil || s.Longitude != nil {
		t.Errorf("online keeps place: %+v", s)
	}
	w := validWeekly()
	w.Clean()
	w.Apply(s)
	if s.Type != Recurring || s.DayOfWeek != 4 || !s.Date.IsZero() {
		t.Errorf("weekly: %+v", s)
	}
}

func TestStatusTransitions(t *testing.T) {
	if StatusOnCreate(Regular, true) != StatusApproved || StatusOnCreate(Recurring, true) != StatusActive ||
		StatusOnCreate(Regular, false) != StatusPending || StatusOnCreate(Recurring, false) != StatusPending {
		t.Error("status on create")
	}
	cases := []struct {
		t     Type
		cur   Status
		admin bool
		want  Status
	}{
		{Regular, StatusApproved, false, StatusPending},
		{Regular, StatusApproved, true, StatusApproved},
		{Recurring, StatusActive, false, StatusPending},
		{Recurring, StatusActive, true, StatusActive},
		{Regular, StatusRejected, false, StatusRejected},
		{Regular, StatusPending, false, StatusPending},
		{Recurring, StatusInactive, false, StatusInactive},
		{Recurring, StatusDraft, true, StatusDraft},
	}
	for _, c := range cases {
		if got := StatusAfterEdit(c.t, c.cur, c.admin); got != c.want {
			t.Errorf("edit %s %s admin=%v: %s, want %s", c.t, c.cur, c.admin, got, c.want)
		}
	}
}

func TestCanDelete(t *testing.T) {
	owner, other, admin := Viewer{UserID: "u1"}, Viewer{UserID: "u2"}, Viewer{UserID: "a", Role: RoleAdmin}
	for _, c := range []struct {
		t    Type
		st   Status
		v    Viewer
		want bool
	}{
		{Regular, StatusPending, owner, true},
		{Regular, StatusRejected, owner, true},
		{Regular, StatusApproved, owner, false},
		{Recurring, StatusActive, owner, false},
		{Recurring, StatusInactive, owner, true},
		{Regular, StatusPending, other, false},
		{Regular, StatusApproved, admin, true},
		{Recurring, StatusActive, admin, true},
		{Regular, StatusPending, Viewer{}, false},
	} {
		s := &Session{Type: c.t, Status: c.st, CreatedBy: "u1"}
		if got := c.v.CanDelete(s); got != c.want {
			t.Errorf("%s %s by %+v: %v", c.t, c.st, c.v, got)
		}
	}
}

func FuzzPostingValidate(f *testing.F) {
	f.Add("Kajian", "2026-11-24", "19:30", "WIB", "Ust. A", "https://x.id", "Masjid", "Jl. A", true)
	f.Add(" ", "", "", "", "", "javascript:1", "", "", false)
	f.Fuzz(func(t *testing.T, title, date, clock, zone, speaker, stream, loc, addr string, online bool) {
		for _, typ := range []Type{Regular, Recurring} {
			p := Posting{Type: typ, Title: title, Date: date, Time: clock, Zone: zone, DayOfWeek: day(2),
				Speakers: []Speaker{{Name: speaker, IsMain: true}}, LiveStreamURL: stream, Location: loc, Address: addr, IsOnline: online}
			p.Clean()
			for _, err := range []error{p.ValidateCreate(), p.ValidateEdit()} {
				if err != nil {
					continue
				}
				s := &Session{}
				p.Apply(s)
				if s.Title == "" || s.Ustaz == "" || !s.Zone.Valid() || (s.IsOnline && s.Location != "") {
					t.Fatalf("valid posting applied badly: %+v", s)
				}
				if s.LiveStreamURL != "" && !ValidURL(s.LiveStreamURL) {
					t.Fatalf("invalid stream url kept: %q", s.LiveStreamURL)
				}
			}
		}
	})
}

// sharedCases is testdata/posting_cases.json, which the web app's tests read too.
type sharedCases struct {
	Base  map[string]map[string]any `json:"base"`
	Cases []struct {
		Name, Mode, Type, Field, Message string
		Set                              map[string]any
	} `json:"cases"`
}

// postingJSON is a posting in the API's field names.
type postingJSON struct {
	Title          string `json:"title"`
	TimezoneRegion string `json:"timezone_region"`
	Date           string `json:"date"`
	Time           string `json:"time"`
	AfterPrayer    string `json:"after_prayer"`
	PrayerOffset   int    `json:"prayer_offset"`
	DayOfWeek      *int   `json:"day_of_week"`
	Speakers       []struct {
		Name   string `json:"name"`
		IsMain bool   `json:"is_main_speaker"`
	} `json:"speakers"`
	IsOnline      bool   `json:"is_online"`
	Location      string `json:"location"`
	Address       string `json:"address"`
	LiveStreamURL string `json:"live_stream_url"`
	MapsURL       string `json:"maps_url"`
	Holidays      []struct {
		Date   string `json:"date"`
		Reason string `json:"reason"`
	} `json:"holidays"`
}

// TestSharedValidationCases runs the cases the browser's form validation
// is tested on too, so both sides keep one order and one set of messages.
func TestSharedValidationCases(t *testing.T) {
	raw, err := os.ReadFile("testdata/posting_cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var shared sharedCases
	if err := json.Unmarshal(raw, &shared); err != nil {
		t.Fatal(err)
	}
	for _, c := range shared.Cases {
		t.Run(c.Name, func(t *testing.T) {
			fields := map[string]any{}
			for k, v := range shared.Base[c.Type] {
				fields[k] = v
			}
			for k, v := range c.Set {
				fields[k] = v
			}
			b, _ := json.Marshal(fields)
			var in postingJSON
			if err := json.Unmarshal(b, &in); err != nil {
				t.Fatal(err)
			}
			p := Posting{Type: Type(c.Type), Title: in.Title, Zone: in.TimezoneRegion, Date: in.Date, Time: in.Time,
				AfterPrayer: in.AfterPrayer, PrayerOffset: in.PrayerOffset, DayOfWeek: in.DayOfWeek, IsOnline: in.IsOnline, Location: in.Location, Address: in.Address,
				LiveStreamURL: in.LiveStreamURL, MapsURL: in.MapsURL}
			for _, sp := range in.Speakers {
				p.Speakers = append(p.Speakers, Speaker{Name: sp.Name, IsMain: sp.IsMain})
			}
			for _, h := range in.Holidays {
				p.Holidays = append(p.Holidays, HolidayInput{Date: h.Date, Reason: h.Reason})
			}
			p.Clean()
			validate := p.ValidateCreate
			if c.Mode == "edit" {
				validate = p.ValidateEdit
			}
			field, msg := messageOf(t, validate())
			if field != c.Field || msg != c.Message {
				t.Fatalf("got %s %q, want %s %q", field, msg, c.Field, c.Message)
			}
		})
	}
}
