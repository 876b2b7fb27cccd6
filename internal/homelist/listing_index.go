package homelist

import (
	"cmp"
	"hash/maphash"
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

// The indexes of a sorted run: its order, the online counts before each session, the grid and
// holidays (indexOne), and the ids' hashes to find a changed session by.

// idSeed seeds idHash for the life of the process.
var idSeed = maphash.MakeSeed()

// idHash is the hash sorted.byID orders ids by, in its low 32 bits.
func idHash(id string) uint64 { return maphash.String(idSeed, id) & math.MaxUint32 }

// find returns the index of the session of type t and id, if s holds it.
func (s *sorted) find(l *listing, t kajian.Type, id string) (int, bool) {
	h := idHash(id) << 32
	k, _ := slices.BinarySearch(s.byID, h)
	for ; k < len(s.byID) && s.byID[k]&^math.MaxUint32 == h; k++ {
		i := int(uint32(s.byID[k]))
		if e := &s.all[i]; e.typ() == t && l.id(e) == id {
			return i, true
		}
	}
	return 0, false
}

// compare orders a listing: one-off sessions by start, then weekly ones by
// minute of the UTC week, each by id at the same time.
func (l *listing) compare(a, b listed) int {
	if c := kajian.TypeRank(a.typ()) - kajian.TypeRank(b.typ()); c != 0 {
		return c
	}
	if a.weekly {
		if a.weekMin != b.weekMin {
			return int(a.weekMin - b.weekMin)
		}
	} else if a.start != b.start {
		return cmp.Compare(a.start, b.start)
	}
	return strings.Compare(l.str(a.id), l.str(b.id))
}

// sort orders the sessions, their text in l's arena, and indexes them.
func (l *listing) sort(all []listed) *sorted {
	slices.SortFunc(all, l.compare)
	s := &sorted{all: all, grid: map[cell][]int32{}, offOn: map[kajian.Date][]int32{}, byID: make([]uint64, len(all))}
	s.countOnline()
	for i := range s.all {
		s.indexOne(l, int32(i))
		s.byID[i] = idHash(l.id(&s.all[i]))<<32 | uint64(i)
	}
	slices.Sort(s.byID)
	return s
}

// countOnline finds where the weekly sessions start and counts the online
// sessions before each.
func (s *sorted) countOnline() {
	s.nOneOff = sort.Search(len(s.all), func(i int) bool { return s.all[i].weekly })
	s.onlineBefore = make([]int32, len(s.all)+1)
	for i := range s.all {
		n := s.onlineBefore[i]
		if i == s.nOneOff {
			n = 0 // counts restart with the weekly sessions
		}
		if s.all[i].online {
			n++
		}
		s.onlineBefore[i+1] = n
	}
}

// indexOne puts the session at i in the grid and under its holidays.
func (s *sorted) indexOne(l *listing, i int32) {
	e := &s.all[i]
	if e.placed {
		c := cellOf(e.at.Lat, e.at.Lng)
		if s.grid[c] == nil {
			s.cells = append(s.cells, c)
		}
		s.grid[c] = append(s.grid[c], i)
	}
	for _, d := range l.holidays(e) {
		s.offOn[d] = append(s.offOn[d], i)
	}
	if e.gap > 0 {
		s.rhythm = append(s.rhythm, i)
	}
}

// onlineIn counts the online sessions among all[i:j], which must not span
// both types, gone ones too.
func (s *sorted) onlineIn(i, j int) int {
	if i == j { // onlineBefore[nOneOff] counts one-off sessions: none of no weekly ones
		return 0
	}
	before := s.onlineBefore[i]
	if i == s.nOneOff {
		before = 0
	}
	return int(s.onlineBefore[j] - before)
}

// goneIn returns the gone indexes among all[i:j].
func (p part) goneIn(i, j int) []int32 {
	lo, _ := slices.BinarySearch(p.goneAt, int32(i))
	hi, _ := slices.BinarySearch(p.goneAt, int32(j))
	return p.goneAt[lo:hi]
}
