package homelist

import (
	"slices"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	"github.com/kajiankita/kajian/internal/kajian"
)

// The list is assembled in memory from a listing: an index of every session
// it can show (approved one-off sessions from today on, active weekly ones),
// holding what the list filters and orders by, ordered and indexed the ways
// the list reads them. The sessions a page shows are kept in full for the
// next pages (bodies.go), at most maxBodies of them. A request whose
// sessions are kept then costs one statement, for the page's attendance,
// whatever the number of sessions.
//
// A listing is tied to the number in listing_version, which triggers on the
// session, speaker and holiday tables raise in every transaction that writes
// them. Each request reads that number in the statement that reads its
// attendance, and a page's sessions not kept are read with it in one read
// transaction; when it is not the listing's, the listing is brought up to
// date and the page assembled anew. So a change committed through any copy
// of the server shows on every copy's next request, and nothing but this
// cache is kept between requests (pages a caller keeps are judged against
// the same versions: fresh.go). The listing is read in listing_versions.go,
// caught up in listing_catchup.go, indexed in listing_index.go and grid.go.

// listed is one session of a listing: what the list filters and orders it
// by, and no more. A page reads its sessions in full when it shows them
// (bodies.go), so a copy's memory grows by this much, not by whole sessions,
// with the number of sessions. It holds no pointer, its text being in the
// listing's arena: the collector never looks through the listing, and
// merging changed sessions into it copies it as plain memory (make scale).
type listed struct {
	start    int64 // one-off: the start, in Unix seconds; a weekly one held not every week (gap): its first slot after the listing's from
	at       kajian.GeoPoint
	id       text
	search   text  // the search_text column: lowercased title, ustaz, speakers, place
	speakers text  // the speakers' names as follows and feeds match them (kajian.SpeakerKey), each between newlines
	holidays text  // weekly: the dates of its holidays from the listing's first day (packDates)
	weekMin  int32 // weekly: the minute of the UTC week it starts at
	zone     uint8 // in kajian.Zones
	gap      uint8 // weekly: 0 held every week, else the weeks from its start (slot) to the next (rhythm.go)
	audience kajian.Audience
	weekly   bool
	placed   bool
	online   bool
}

// text is a string in a listing's arena.
type text struct{ off, n uint32 }

func (e *listed) typ() kajian.Type {
	if e.weekly {
		return kajian.Recurring
	}
	return kajian.Regular
}

// read is a session as read for a listing, before its text is put in the
// listing's arena.
type read struct {
	listed
	id, search, speakers string
	holidays             []kajian.Date
}

// listing is a snapshot of the listable sessions at one version: the
// sessions as last read in full or compacted (base), less those changed
// since (gone), plus those changed since as read anew (recent). A posting at
// a million sessions so costs the few sessions it changed, not a copy of
// them all; recent is merged into base when it has grown (compactAt).
type listing struct {
	version int64
	// from and holidaysFrom bound what it holds: one-off sessions starting
	// at from or later, holidays on holidaysFrom or later. A request from an
	// earlier "today" needs a listing read for it (see covers).
	from         time.Time
	holidaysFrom kajian.Date
	// arena holds the text of the sessions (listed.id, …), shared with the
	// listings that follow.
	arena  []byte
	base   *sorted
	gone   part // base with the sessions changed since marked
	recent *sorted
	// steps are the last bringings up to date that led to version, oldest
	// first (none since the listing was read anew): see unchangedSince.
	steps []step
	// counted keeps the counts of filters that look at every session
	// (countKey to int), at most maxCounted of them.
	counted  sync.Map
	nCounted atomic.Int64
}

// step is what bringing a listing up to date from one version to another
// changed: the sessions that left it and those that entered it, as listed.
type step struct {
	from, to int64
	changed  []listed
}

// maxSteps bounds the steps a listing remembers.
const maxSteps = 64

// sorted is sessions in the list's order, indexed the ways it reads them;
// never changed once built.
type sorted struct {
	// all holds the one-off sessions (all[:nOneOff]) ordered by start and
	// id, then the weekly ones ordered by minute of the UTC week and id.
	all     []listed
	nOneOff int
	// onlineBefore[i] counts the online sessions among all[:i] of the same
	// type, so that counting by mode needs no scan.
	onlineBefore []int32
	// grid holds the sessions with a place by cell (see cellOf), each cell's
	// ascending (so its one-off sessions by start); cells lists the non-empty
	// cells.
	grid  map[cell][]int32
	cells []cell
	// offOn holds, by date, the weekly sessions with a holiday that day.
	offOn map[kajian.Date][]int32
	// rhythm holds the weekly sessions not held every week (gap > 0), ascending: the few whose
	// next slot may lie beyond a week (rhythm.go).
	rhythm []int32
	// byID holds each session's idHash (high 32 bits) and index, ascending:
	// finding a changed session needs no look at every id.
	byID []uint64
}

func (s *sorted) oneOff() []listed { return s.all[:s.nOneOff] }

func (s *sorted) weekly() []listed { return s.all[s.nOneOff:] }

// part is a sorted run of a listing and which of its sessions the listing
// no longer holds (none for recent).
type part struct {
	*sorted
	gone   []uint64 // a bit per index of all
	goneAt []int32  // the same indexes, ascending
}

// has reports whether the listing holds the part's session at i.
func (p part) has(i int) bool { return p.gone == nil || p.gone[i>>6]&(1<<(i&63)) == 0 }

// parts are what the listing holds: its base, less what changed since, and
// its recent sessions.
func (l *listing) parts() [2]part { return [2]part{l.gone, {sorted: l.recent}} }

// str returns the text t of the arena. The arena's bytes are never changed
// once written (a listing that follows appends after them), so the string
// may share them.
func (l *listing) str(t text) string {
	if t.n == 0 {
		return ""
	}
	return unsafe.String(&l.arena[t.off], int(t.n))
}

func (l *listing) id(e *listed) string { return l.str(e.id) }

func (l *listing) key(e *listed) bodyKey { return bodyKey{e.weekly, l.id(e)} }

// holidays returns e's holidays' dates.
func (l *listing) holidays(e *listed) []kajian.Date { return unpackDates(l.str(e.holidays)) }

// put appends s to the arena.
func (l *listing) put(s string) text {
	t := text{off: uint32(len(l.arena)), n: uint32(len(s))}
	l.arena = append(l.arena, s...)
	return t
}

// packDates writes dates four bytes each; unpackDates reads them back.
func packDates(dates []kajian.Date) string {
	b := make([]byte, 0, 4*len(dates))
	for _, d := range dates {
		b = append(b, byte(d.Year>>8), byte(d.Year), byte(d.Month), byte(d.Day))
	}
	return string(b)
}

func unpackDates(s string) []kajian.Date {
	var out []kajian.Date
	for i := 0; i+4 <= len(s); i += 4 {
		out = append(out, kajian.Date{Year: int(s[i])<<8 | int(s[i+1]), Month: time.Month(s[i+2]), Day: int(s[i+3])})
	}
	return out
}

// zoneOf returns the zone at index i of kajian.Zones; zoneIndex the index.
func zoneOf(i uint8) kajian.Zone { return kajian.Zones[i] }

func zoneIndex(z kajian.Zone) uint8 { return uint8(max(slices.Index(kajian.Zones, z), 0)) }
