package kajian

import (
	"slices"
	"strconv"
	"strings"
	"time"
)

// Series is a run of sessions on one kitab with one ustadz ('Syarah Kitab Tauhid bersama
// Ust. X'): one-off sessions and weekly ones that name it. Its meetings are counted from
// StartsOn ('Pertemuan ke-N').
type Series struct {
	ID        string
	Slug      string
	Title     string
	Ustaz     string
	Kitab     string // "" when not said
	StartsOn  Date
	CreatedBy string
	CreatedAt time.Time
	UpdatedAt time.Time
}

// SeriesRef names a session's series as its page links it, with the numbers of the session's
// meetings on the days its read looked at (Series.Numbers; none when not read).
type SeriesRef struct {
	Slug     string
	Title    string
	Meetings []MeetingNo
}

// NumberedDays bounds the days from today on which a weekly session's meetings are numbered for
// its card: a rhythm's longest gap (five weeks, a month's last week to the next's) and the two
// days the home list's listing is read for.
const NumberedDays = 2 + 5*7

// MeetingNo is a session's meeting number on one date.
type MeetingNo struct {
	Date Date
	N    int
}

// MeetingLabel names the session's meeting on d ("Pertemuan ke-14"); "" when it has no number
// there (not a meeting, or not read).
func (r *SeriesRef) MeetingLabel(d Date) string {
	if r == nil {
		return ""
	}
	for _, m := range r.Meetings {
		if m.Date == d {
			return meetingLabel(m.N)
		}
	}
	return ""
}

// SeriesInput is a new series as the posting form sends it.
type SeriesInput struct {
	Title    string
	Ustaz    string
	Kitab    string
	StartsOn string // YYYY-MM-DD
}

// Limits and messages of series.
const (
	MaxSeriesTitle = 200 // and its ustadz and kitab
	// MaxSeriesDays bounds how far meetings are counted from a series' start: a series runs
	// months, a few years at most, and counting walks its weekly dates.
	MaxSeriesDays = 5 * 366
	// MaxSeriesOfAuthor bounds the series one author's form lists.
	MaxSeriesOfAuthor = 100

	MsgSeriesNotFound = "Seri kajian tidak ditemukan"
	MsgSeriesNotYours = "Seri kajian ini bukan milik Anda"
	MsgSeriesTitle    = "Judul seri harus diisi"
	MsgSeriesUstaz    = "Nama ustadz harus diisi"
	MsgSeriesStart    = "Tanggal mulai seri tidak valid"
	MsgSeriesTooLong  = "Maksimal 200 karakter"
)

// Errors of series.
var (
	ErrSeriesNotFound        = Errorf(KindNotFound, "not_found", MsgSeriesNotFound)
	ErrPostingSeriesUnknown  = Invalid("series_id", MsgSeriesNotFound)
	ErrPostingSeriesNotYours = Invalid("series_id", MsgSeriesNotYours)
)

// Validate cleans in and returns the series it describes, or the first field in error.
func (in SeriesInput) Validate() (Series, error) {
	sr := Series{Title: oneLine(CleanText(in.Title)), Ustaz: oneLine(CleanText(in.Ustaz)), Kitab: oneLine(CleanText(in.Kitab))}
	problems := map[string]string{}
	for field, v := range map[string]string{"title": sr.Title, "ustaz": sr.Ustaz, "kitab": sr.Kitab} {
		if len([]rune(v)) > MaxSeriesTitle {
			problems[field] = MsgSeriesTooLong
		}
	}
	if sr.Title == "" {
		problems["title"] = MsgSeriesTitle
	}
	if sr.Ustaz == "" {
		problems["ustaz"] = MsgSeriesUstaz
	}
	d, err := ParseDate(strings.TrimSpace(in.StartsOn))
	if err != nil {
		problems["starts_on"] = MsgSeriesStart
	}
	if len(problems) > 0 {
		return Series{}, InvalidFields(problems)
	}
	sr.StartsOn = d
	return sr, nil
}

// SeriesSlug is the address of a series' page (/seri/{slug}) from its title; "seri" when the
// title has no letters or digits.
func SeriesSlug(title string) string {
	if s := TitleSlug(title); s != "" {
		return s
	}
	return "seri"
}

// SeriesPath is the path of a series' page.
func SeriesPath(slug string) string { return "/seri/" + slug }

// Meeting is one meeting of a series: a date a session of it is held on, and its number
// counted from 1 at the series' start.
type Meeting struct {
	N       int
	Date    Date
	Session *Session
}

// Label is how a meeting is named: "Pertemuan ke-14".
func (m Meeting) Label() string { return meetingLabel(m.N) }

func meetingLabel(n int) string { return "Pertemuan ke-" + strconv.Itoa(n) }

// Meetings are the series' meetings from its start to to (inclusive, at most MaxSeriesDays
// after the start), in date order and numbered from 1: each one-off session on its date, each
// weekly session on every date it is held (HeldOn: its rhythm, without its holidays and
// cancellations); a cancelled one-off session is no meeting. Sessions of one date are ordered
// by start time, then id.
func (sr *Series) Meetings(sessions []*Session, to Date) []Meeting {
	if last := sr.StartsOn.AddDays(MaxSeriesDays); last.Before(to) {
		to = last
	}
	var out []Meeting
	for _, s := range sessions {
		if s.Type != Recurring {
			if !s.IsCancelled() && !s.Date.Before(sr.StartsOn) && !to.Before(s.Date) {
				out = append(out, Meeting{Date: s.Date, Session: s})
			}
			continue
		}
		for d := s.HeldFrom(sr.StartsOn); !to.Before(d); d = s.HeldFrom(d.AddDays(1)) {
			out = append(out, Meeting{Date: d, Session: s})
		}
	}
	slices.SortStableFunc(out, func(a, b Meeting) int {
		if c := strings.Compare(a.Date.String(), b.Date.String()); c != 0 {
			return c
		}
		if a.Session.TimeOn(a.Date) != b.Session.TimeOn(b.Date) {
			return int(a.Session.TimeOn(a.Date) - b.Session.TimeOn(b.Date))
		}
		return strings.Compare(a.Session.ID, b.Session.ID)
	})
	for i := range out {
		out[i].N = i + 1
	}
	return out
}

// Numbers are the series' meetings from from to to, by the id of the session holding them, in
// date order: what SeriesRef.Meetings holds.
func (sr *Series) Numbers(sessions []*Session, from, to Date) map[string][]MeetingNo {
	out := map[string][]MeetingNo{}
	for _, m := range sr.Meetings(sessions, to) {
		if !m.Date.Before(from) {
			out[m.Session.ID] = append(out[m.Session.ID], MeetingNo{m.Date, m.N})
		}
	}
	return out
}

// SeriesTimeline is a series' meetings around today: the coming ones (today first) and the
// past ones, most recent first, each list at most its bound.
type SeriesTimeline struct {
	Coming []Meeting
	Past   []Meeting
}

// Bounds of a series page's lists, and how far ahead coming meetings are looked for.
const (
	SeriesComingMax     = 10
	SeriesPastMax       = 30
	seriesLookAheadDays = 366
)

// Timeline splits the series' meetings at today.
func (sr *Series) Timeline(sessions []*Session, today Date) SeriesTimeline {
	var t SeriesTimeline
	all := sr.Meetings(sessions, today.AddDays(seriesLookAheadDays))
	for _, m := range all {
		if m.Date.Before(today) {
			t.Past = append(t.Past, m)
		} else if len(t.Coming) < SeriesComingMax {
			t.Coming = append(t.Coming, m)
		}
	}
	slices.Reverse(t.Past)
	t.Past = t.Past[:min(len(t.Past), SeriesPastMax)]
	return t
}
