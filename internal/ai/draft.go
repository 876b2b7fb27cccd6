package ai

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"strconv"
	"strings"
)

// Draft is an extraction before Cleanup: what a model answered or the parser
// gathered, with every field possibly missing or malformed. Pointer fields
// distinguish "absent" from a zero value because Cleanup's fallbacks depend on
// it (is_online falls back to the stream URL, confidence to 75).
type Draft struct {
	Title          string
	Ustaz          string
	Speakers       []DraftSpeaker
	Date           string
	Time           string
	AfterPrayer    string   // the phrase of a start after a prayer ("ba'da Isya + 15 menit"), if any
	Audience       []string // who it is for, as keys or words ("akhwat", "Ikhwan & Akhwat")
	Kitab          string
	Bab            string
	Location       string
	Address        string
	Description    string
	ContactPerson  string
	ContactPhone   string
	DayOfWeek      *int
	EveryWeeks     *int   // N of every N weeks, 1 every week; nil when not said
	RhythmFrom     string // an every-N-weeks rhythm's first date as written
	MonthWeeks     []int  // the weeks of the month (1 to 4, -1 the last) as read
	RhythmUnknown  bool   // it repeats, not every week, and how is not said ('sebulan sekali')
	LiveStreamURL  string
	TimezoneRegion string
	KajianType     string
	IsOnline       *bool
	Confidence     *float64
}

// DraftSpeaker is one speaker as a source listed it.
type DraftSpeaker struct {
	Name   string
	IsMain bool
	Order  int
}

// UnmarshalJSON reads a model's answer leniently. Models put numbers in
// strings, day names in day_of_week, "85%" in confidence and plain strings in
// the speakers list; each such value is read for what it plainly means, and a
// value that means nothing is left absent rather than failing the whole answer.
// Only an answer that is not a JSON object is an error.
func (d *Draft) UnmarshalJSON(b []byte) error {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	if m == nil {
		return errors.New("ai: answer is null, not an object")
	}
	*d = Draft{
		Title:          looseString(m["title"]),
		Ustaz:          looseString(m["ustaz"]),
		Speakers:       looseSpeakers(m["speakers"]),
		Date:           looseString(m["date"]),
		Time:           looseString(m["time"]),
		AfterPrayer:    looseString(m["after_prayer"]),
		Audience:       looseStrings(m["audience"]),
		Kitab:          looseString(m["kitab"]),
		Bab:            looseString(m["bab"]),
		Location:       looseString(m["location"]),
		Address:        looseString(m["address"]),
		Description:    looseString(m["description"]),
		ContactPerson:  looseString(m["contact_person"]),
		ContactPhone:   looseString(m["contact_phone"]),
		DayOfWeek:      looseDay(m["day_of_week"]),
		RhythmFrom:     looseString(m["rhythm_from"]),
		LiveStreamURL:  looseString(m["live_stream_url"]),
		TimezoneRegion: looseString(m["timezone_region"]),
		KajianType:     looseString(m["kajian_type"]),
		IsOnline:       looseBool(m["is_online"]),
		Confidence:     looseNumber(m["confidence"]),
	}
	d.looseRhythm(m["every_weeks"], m["month_weeks"])
	return nil
}

// looseRhythm reads every_weeks as a number or the words of a rhythm ('2 pekan sekali',
// 'bulanan', 'setiap pekan'), and month_weeks as numbers, ordinals ('kedua', 'ke-4',
// 'terakhir') or one string of them ('2,4', 'pekan ke-2 dan ke-4'). A value that reads as
// nothing is left absent: the session is then every week, as before rhythms.
func (d *Draft) looseRhythm(every, weeks json.RawMessage) {
	if f := looseNumber(every); f != nil {
		if *f == math.Trunc(*f) && *f >= 1 && *f < 100 {
			n := int(*f)
			d.EveryWeeks = &n
		}
	} else if s := looseString(every); s != "" {
		r := readRhythm(s)
		switch {
		case r.unknown || len(r.weeks) > 0:
			d.RhythmUnknown = r.unknown
			d.MonthWeeks = r.weeks
		case r.every > 0:
			d.EveryWeeks = &r.every
		}
	}
	var items []json.RawMessage
	if json.Unmarshal(bytes.TrimSpace(weeks), &items) != nil {
		items = []json.RawMessage{weeks}
	}
	var numbers []int
	for _, it := range items {
		numbers = append(numbers, looseWeeks(looseString(it))...)
	}
	if len(numbers) > 0 {
		d.MonthWeeks = append(d.MonthWeeks, numbers...)
	}
}

// looseWeeks reads one month_weeks value: numbers ('2,4', '2 dan 4') or words ('kedua',
// 'ke-4', 'pekan ke-2 & terakhir').
func looseWeeks(s string) []int {
	var numbers []int
	for _, p := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == '&' || r == ' ' }) {
		if n, err := strconv.Atoi(p); err == nil {
			numbers = append(numbers, n)
		} else if p != "dan" {
			s = lower(strings.TrimSpace(s))
			s = strings.TrimPrefix(strings.TrimPrefix(s, "pekan "), "minggu ")
			return readRhythm("pekan " + s).weeks
		}
	}
	return numbers
}

// looseString reads a string, a number or a boolean as text; anything else
// (null, objects, arrays) reads as "".
func looseString(raw json.RawMessage) string {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return ""
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	switch raw[0] {
	case 't', 'f':
		return string(raw)
	case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
		return string(raw) // keep the digits exactly as written, e.g. a phone
	}
	return ""
}

// looseStrings reads an array of strings, or one string, as a list; anything else is nil.
func looseStrings(raw json.RawMessage) []string {
	var list []string
	if json.Unmarshal(bytes.TrimSpace(raw), &list) == nil {
		return list
	}
	if s := looseString(raw); s != "" {
		return []string{s}
	}
	return nil
}

// looseNumber reads a JSON number or a numeric string such as "85" or "85%".
func looseNumber(raw json.RawMessage) *float64 {
	s := strings.TrimSpace(looseString(raw))
	s = strings.TrimSpace(strings.TrimSuffix(s, "%"))
	if s == "" {
		return nil
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return nil
	}
	return &f
}

// looseDay reads day_of_week as a number, a numeric string or a day name
// ("Kamis", "setiap Kamis", "Thursday").
func looseDay(raw json.RawMessage) *int {
	if f := looseNumber(raw); f != nil {
		if *f != math.Trunc(*f) || *f < math.MinInt32 || *f > math.MaxInt32 {
			return nil
		}
		n := int(*f)
		return &n
	}
	if w, ok := findWeekday(looseString(raw)); ok {
		return &w.day
	}
	return nil
}

// looseBool reads true/false, "true"/"false", "ya"/"tidak" and 1/0.
func looseBool(raw json.RawMessage) *bool {
	s := strings.ToLower(strings.TrimSpace(looseString(raw)))
	var v bool
	switch s {
	case "true", "ya", "yes", "1", "online", "daring":
		v = true
	case "false", "tidak", "no", "0", "offline", "luring":
		v = false
	default:
		return nil
	}
	return &v
}

// looseSpeakers reads a list of speaker objects or of plain names, or a
// single string naming one or more speakers.
func looseSpeakers(raw json.RawMessage) []DraftSpeaker {
	var items []json.RawMessage
	if json.Unmarshal(raw, &items) != nil {
		if s := looseString(raw); s != "" {
			items = nil
			for _, name := range splitSpeakerNames(s) {
				items = append(items, mustJSON(name))
			}
		}
	}
	var out []DraftSpeaker
	for _, it := range items {
		var obj map[string]json.RawMessage
		if json.Unmarshal(it, &obj) == nil && obj != nil {
			sp := DraftSpeaker{Name: looseString(obj["name"])}
			if b := looseBool(obj["is_main_speaker"]); b != nil {
				sp.IsMain = *b
			}
			if f := looseNumber(obj["speaker_order"]); f != nil && *f >= 0 && *f < 1000 {
				sp.Order = int(*f)
			}
			out = append(out, sp)
			continue
		}
		if name := looseString(it); name != "" {
			out = append(out, DraftSpeaker{Name: name})
		}
	}
	return out
}

func mustJSON(s string) json.RawMessage {
	b, _ := json.Marshal(s) // a string always marshals
	return b
}
