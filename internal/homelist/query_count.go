package homelist

import (
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Counting: a page's total, the sessions its filter matches. Counts that look at every session
// are kept by the listing for the minute (listing.counted) and followed into the next one.

// count counts the upcoming sessions the filter matches without a radius.
// Weekly sessions with a holiday today are in the past group, not here.
// Counts with search words, an audience, a speaker or a waktu look at every
// session (a waktu's, at every weekly one), so the listing keeps them for the
// minute (listing.counted), and the next minute's follows from it, but for a
// waktu's.
func (q *query) count() int {
	if !q.looksAtEach() {
		return q.countNow()
	}
	k := countKey{minute: q.minute.Unix(), words: strings.Join(q.words, " "), typ: q.f.Type, audience: q.f.Audience, speaker: q.f.Speaker,
		waktu: q.f.Waktu, online: -1}
	if q.f.Online != nil {
		k.online = 0
		if *q.f.Online {
			k.online = 1
		}
	}
	if n, ok := q.l.counted.Load(k); ok {
		return n.(int)
	}
	// At the minute's turn, the count of the minute before less the sessions that started since:
	// no look at every session, as the pages of every search are made again at once. Not a
	// waktu's: a weekly session whose occurrence passed leaves its window too.
	prev := k
	prev.minute -= 60
	if was, ok := q.l.counted.Load(prev); ok && !q.windowed && q.sameDayAs(prev.minute) {
		n := was.(int) - q.startedSince(prev.minute)
		if _, loaded := q.l.counted.LoadOrStore(k, n); !loaded {
			q.l.counted.Delete(prev) // asked no more: k takes its room
		}
		return n
	}
	n := q.countNow()
	if q.l.nCounted.Add(1) <= maxCounted {
		q.l.counted.Store(k, n)
	}
	return n
}

// sameDayAs reports whether the moment (Unix seconds) is on q's day in every zone: the same
// weekly sessions have a holiday today.
func (q *query) sameDayAs(unix int64) bool {
	for _, z := range kajian.Zones {
		if kajian.Today(time.Unix(unix, 0), z) != q.today[z] {
			return false
		}
	}
	return true
}

// startedSince counts the one-off sessions the filter matches that started after the moment
// (Unix seconds) and by now: those a count at that moment has and one now has not.
func (q *query) startedSince(unix int64) int {
	if !q.wants(kajian.Regular) {
		return 0
	}
	n := 0
	for _, p := range q.l.parts() {
		oneOff := p.oneOff()
		for i := sort.Search(len(oneOff), func(i int) bool { return oneOff[i].start > unix }); i < len(oneOff) && oneOff[i].start <= q.nowUnix; i++ {
			if p.has(i) && q.matches(&oneOff[i]) {
				n++
			}
		}
	}
	return n
}

// query returns the query whose count k names, at the start of its minute (the same count as
// at any moment of the minute: starts are whole minutes).
func (k countKey) query() (*query, error) {
	f := Filter{Query: k.words, Type: k.typ, Audience: k.audience, Speaker: k.speaker, Waktu: k.waktu}
	if k.online >= 0 {
		online := k.online == 1
		f.Online = &online
	}
	return newQuery(time.Unix(k.minute, 0), f)
}

// counts reports whether the session e of q's listing is one q's count counts: upcoming (a
// weekly one without a holiday today) and matching.
func (q *query) counts(e *listed) bool {
	if !q.matches(e) {
		return false
	}
	if e.weekly {
		return !slices.Contains(q.l.holidays(e), q.today[zoneOf(e.zone)])
	}
	return e.start > q.nowUnix
}

// countKey names a count a listing keeps: the filter's parts that count reads, at one minute.
type countKey struct {
	minute   int64
	words    string
	typ      kajian.Type
	audience kajian.Audience
	speaker  string
	waktu    Waktu
	online   int8 // -1: either
}

// maxCounted bounds the counts one listing keeps.
const maxCounted = 4096

// countNow counts looking at the listing, nothing kept.
func (q *query) countNow() int {
	n := 0
	for _, p := range q.l.parts() {
		if q.wants(kajian.Regular) {
			i, j := q.firstUpcoming(p), p.nOneOff
			if q.windowed { // only those starting within some zone's window
				i = max(i, p.startingAt(q.win.lo))
				j = max(i, p.startingAt(q.win.hi))
			}
			n += q.countIn(p, i, j)
		}
		if q.wants(kajian.Recurring) {
			n += q.countIn(p, p.nOneOff, len(p.all))
		}
	}
	for e := range q.offToday {
		if q.wants(kajian.Recurring) && q.matches(e) {
			n--
		}
	}
	return n
}

// looksAtEach reports whether counting what the filter matches looks at each session: with
// search words, an audience, a speaker or a waktu.
func (q *query) looksAtEach() bool {
	return len(q.words) > 0 || q.f.Audience != 0 || q.f.Speaker != "" || q.windowed
}

// startingAt is the index of the part's first one-off session that starts at unix or later.
func (p part) startingAt(unix int64) int {
	oneOff := p.oneOff()
	return sort.Search(len(oneOff), func(i int) bool { return oneOff[i].start >= unix })
}

// countIn counts the sessions of the part's all[i:j] (of one type) the
// filter matches: by the online counts when it looks at no session
// (looksAtEach), less the gone ones; else one by one.
func (q *query) countIn(p part, i, j int) int {
	n := 0
	if q.looksAtEach() {
		for k := i; k < j; k++ {
			if p.has(k) && q.matches(&p.all[k]) {
				n++
			}
		}
		return n
	}
	switch online := p.onlineIn(i, j); {
	case q.f.Online == nil:
		n = j - i
	case *q.f.Online:
		n = online
	default:
		n = j - i - online
	}
	for _, k := range p.goneIn(i, j) {
		if q.f.Online == nil || p.all[k].online == *q.f.Online {
			n--
		}
	}
	return n
}

// countsCells reports whether countCell counts what the filter matches: the type only.
func (q *query) countsCells() bool { return !q.looksAtEach() && q.f.Online == nil }

// countCell counts the upcoming sessions of the filter's type among those at idx of part k (a
// cell's, c): of the one-off sessions, ordered by start, those after now; of the weekly ones, those
// without a holiday today. Only the gone ones are looked at one by one.
func (q *query) countCell(p part, k int, c cell, idx []int32) int {
	weekly := sort.Search(len(idx), func(j int) bool { return int(idx[j]) >= p.nOneOff })
	from := weekly
	if q.wants(kajian.Regular) {
		from = sort.Search(weekly, func(j int) bool { return p.all[idx[j]].start > q.nowUnix })
	}
	to := len(idx)
	if !q.wants(kajian.Recurring) {
		to = weekly
	}
	n := to - from
	if p.gone != nil {
		for _, i := range idx[from:to] {
			if !p.has(int(i)) {
				n--
			}
		}
	}
	if to > weekly {
		n -= q.offIn[k][c]
	}
	return n
}
