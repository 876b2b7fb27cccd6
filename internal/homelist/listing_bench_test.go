package homelist

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// BenchmarkListingFollowsAPosting measures what a copy does under its listing's lock when one
// session is posted through any copy, at make scale's size (about 250,000 upcoming one-off and
// 100,000 weekly sessions listed).
func BenchmarkListingFollowsAPosting(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	from := time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC)
	entry := func(i int) read {
		return randomRead(rng, fmt.Sprintf("%08x-0000-4000-8000-000000000000", rng.Uint32()),
			fmt.Sprintf("kajian rutin %d ustadz fulan masjid raya jl. merdeka no. %d bandung", i, i), from, 365*24*time.Hour, minutesPerWeek)
	}
	const n = 350_000
	all := make([]read, n)
	for i := range all {
		all[i] = entry(i)
	}
	l := (&listing{version: -1, from: from}).next(1, nil, all)
	b.ResetTimer()
	for i := range b.N {
		posted := entry(n + i)
		next := l.next(l.version+1, map[kajian.Type]map[string]bool{posted.typ(): {posted.id: true}}, []read{posted})
		if size(next) != size(l)+1 {
			b.Fatalf("%d sessions after a posting, were %d", size(next), size(l))
		}
		l = next
	}
}

// size is the number of sessions the listing holds.
func size(l *listing) int { return len(l.base.all) - len(l.gone.goneAt) + len(l.recent.all) }
