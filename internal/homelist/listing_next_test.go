package homelist

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// A listing brought up to date with a few changed sessions is the listing read anew: every page
// and count the same; once compacted, the same sessions in the same order, the same counts, grid
// and holidays by date.
func TestListingFollowsChangesAsIfReadAnew(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	from := time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC)
	topics := []string{"tafsir jalalain", "fiqih shalat", "sirah nabawiyah"}
	entry := func(id string) read {
		// Few minutes of the week and few starts: many ties, ordered by id.
		return randomRead(rng, id, topics[rng.IntN(len(topics))], from, 300*time.Minute, 50)
	}
	current := map[string]read{}
	var all []read
	for i := range 400 {
		e := entry(fmt.Sprintf("%08x-%04d", rng.Uint32(), i))
		current[e.id] = e
		all = append(all, e)
	}
	l := (&listing{version: -1, from: from}).next(1, nil, all)
	// Counts a listing keeps are carried over: at a moment half the one-off sessions have started.
	now := from.Add(150 * time.Minute)
	countKeys := []countKey{
		{minute: now.Unix(), words: "tafsir", online: -1},
		{minute: now.Unix(), words: "fiqih", online: 0},
		{minute: now.Unix(), words: "sirah", typ: kajian.Recurring, online: -1},
		{minute: now.Unix(), waktu: Today, online: -1},
		{minute: now.Unix(), words: "tafsir", waktu: ThisWeek, typ: kajian.Recurring, online: 1},
	}
	count := func(l *listing, k countKey, kept bool) int {
		q, err := k.query()
		if err != nil {
			t.Fatal(err)
		}
		q.l = l
		q.readPast()
		if kept {
			return q.count()
		}
		return q.countNow()
	}
	compacted, unchanged, totalOnly := 0, 0, 0
	var earlier []*listing // the listings of the steps before
	for step := range 60 {
		for _, k := range countKeys {
			count(l, k, true) // kept by the listing
		}
		changed := map[kajian.Type]map[string]bool{kajian.Regular: {}, kajian.Recurring: {}}
		var put []read
		ids := slices.Sorted(maps.Keys(current))
		for range rng.IntN(6) {
			id := ids[rng.IntN(len(ids))]
			old := current[id]
			changed[old.typ()][id] = true
			delete(current, id)
			if rng.IntN(2) == 0 { // edited, perhaps into the other type; else removed
				e := entry(id)
				changed[e.typ()][id] = true
				current[id] = e
			}
		}
		for i := range rng.IntN(4) {
			e := entry(fmt.Sprintf("%08x-new-%d-%d", rng.Uint32(), step, i))
			changed[e.typ()][e.id] = true
			current[e.id] = e
		}
		for id, e := range current { // what the store reads: the changed sessions still listed
			if changed[kajian.Regular][id] || changed[kajian.Recurring][id] {
				put = append(put, e)
			}
		}
		earlier = append(earlier, l)
		l = l.next(l.version+1, changed, put)
		anew := (&listing{version: -1, from: from}).next(l.version, nil, slices.Collect(maps.Values(current)))
		samePages(t, fmt.Sprintf("step %d", step), now, l, anew)
		// A page the changes since an earlier listing leave unchanged is that listing's page.
		for _, back := range []int{1, 3} {
			if len(earlier) < back {
				continue
			}
			before := earlier[len(earlier)-back]
			for _, f := range pageFilters {
				q, err := newQuery(now, f)
				if err != nil {
					t.Fatal(err)
				}
				if l.unchangedSince(q, before.version) {
					unchanged++
					if g, w := pagesOf(t, now, l, f), pagesOf(t, now, before, f); !slices.Equal(g, w) {
						t.Fatalf("step %d: %+v said unchanged since %d steps, but\n got %v\nwas %v", step, f, back, g, w)
					}
				}
				// A page whose total alone may differ is the earlier page with the total now:
				// each page of the filter, from first to last.
				for pf := f; ; {
					pq, err := newQuery(now, pf)
					if err != nil {
						t.Fatal(err)
					}
					was := pq.assemble(before)
					if total, ok := l.totalSince(pq, before.version, was.shape()); ok {
						nq, _ := newQuery(now, pf)
						is := nq.assemble(l)
						if is.total != total || !slices.Equal(is.shape().sessions, was.shape().sessions) || is.nextCursor != was.nextCursor {
							t.Fatalf("step %d: %+v said to differ in its total alone (%d) since %d steps, but\n got %v (total %d)\nwas %v (total %d)",
								step, pf, total, back, is.shape(), is.total, was.shape(), was.total)
						}
						if is.total != was.total {
							totalOnly++
						}
					}
					if was.nextCursor == "" {
						break
					}
					pf.Cursor = was.nextCursor
				}
			}
		}
		if len(l.recent.all) == 0 {
			compacted++
			sameSorted(t, fmt.Sprintf("step %d, compacted", step), l, anew)
		}
		for _, k := range countKeys {
			kept, ok := l.counted.Load(k)
			if want := count(anew, k, false); !ok || kept.(int) != want {
				t.Fatalf("step %d: the count of %+v carried over is %v, counted anew %d", step, k, kept, want)
			}
		}
	}
	if unchanged < 20 {
		t.Fatalf("pages were unchanged since an earlier listing %d times: the test no longer checks unchangedSince", unchanged)
	}
	if totalOnly < 20 {
		t.Fatalf("pages differed in their total alone %d times: the test no longer checks totalSince", totalOnly)
	}
	if compacted < 3 {
		t.Fatalf("the listing was compacted %d times in 60 steps: the test no longer checks compaction", compacted)
	}
}

var (
	online, offline = true, false
	bandung         = &Point{Lat: -6.4, Lng: 107.5}
	// pageFilters read every index of a listing: by date, nearest-first, within a radius (cells
	// counted whole too), by mode and type, by search words, by waktu; mostly 7 to a page.
	pageFilters = []Filter{{Limit: 7}, {Sort: ByDistance, Near: bandung, Limit: 7}, {Near: bandung, RadiusKm: 25, Limit: 7},
		{Near: &Point{Lat: -6.95, Lng: 107.05}, RadiusKm: 8, Limit: 7}, {Online: &online, Limit: 7}, {Online: &offline, Limit: 7},
		{Type: kajian.Recurring, Limit: 7}, {Type: kajian.Regular, Online: &offline, Limit: 7}, {Query: "tafsir", Limit: 7},
		{Query: "fiqih", Sort: ByDistance, Near: bandung, Limit: 7}, {Sort: ByDistance, Near: bandung, RadiusKm: 25, Limit: 3},
		{Type: kajian.Recurring, Sort: ByDistance, Near: bandung, RadiusKm: 40, Limit: 2},
		{Waktu: Today, Limit: 7}, {Waktu: ThisWeek, Sort: ByDistance, Near: bandung, Limit: 7}}
)

// pagesOf returns the pages of f the listing gives at now, first to last, as the totals, ids and
// past groups they show.
func pagesOf(t *testing.T, now time.Time, l *listing, f Filter) []string {
	t.Helper()
	var out []string
	for {
		q, err := newQuery(now, f)
		if err != nil {
			t.Fatal(err)
		}
		d := q.assemble(l)
		out = append(out, fmt.Sprintf("total %d", d.total))
		for _, h := range d.items {
			out = append(out, l.id(h.e))
		}
		for _, h := range d.past {
			out = append(out, "past "+l.id(h.e))
		}
		if d.nextCursor == "" {
			return out
		}
		f.Cursor = d.nextCursor
	}
}

// samePages checks that the two listings give the same pages of pageFilters, from first to last.
func samePages(t *testing.T, step string, now time.Time, got, want *listing) {
	t.Helper()
	for _, f := range pageFilters {
		if g, w := pagesOf(t, now, got, f), pagesOf(t, now, want, f); !slices.Equal(g, w) {
			t.Fatalf("%s: the pages of %+v differ\n got %v\nwant %v", step, f, g, w)
		}
	}
}

// sameSorted checks that two listings without recent sessions hold the same base.
func sameSorted(t *testing.T, step string, gl, wl *listing) {
	t.Helper()
	got, want := gl.base, wl.base
	idsOf := func(l *listing) []string {
		var out []string
		for i := range l.base.all {
			out = append(out, l.id(&l.base.all[i]))
		}
		return out
	}
	if !slices.Equal(idsOf(gl), idsOf(wl)) || got.nOneOff != want.nOneOff || !slices.Equal(got.onlineBefore, want.onlineBefore) {
		t.Fatalf("%s: sessions or counts differ\n got %v (%d one-off)\nwant %v (%d one-off)", step, idsOf(gl), got.nOneOff, idsOf(wl), want.nOneOff)
	}
	for i := range want.all {
		if k, ok := got.find(gl, want.all[i].typ(), wl.id(&want.all[i])); !ok || k != i {
			t.Fatalf("%s: %s found at %d, %v; is at %d", step, wl.id(&want.all[i]), k, ok, i)
		}
	}
	sets := func(m map[cell][]int32) map[cell][]int32 {
		out := map[cell][]int32{}
		for c, is := range m {
			out[c] = slices.Sorted(slices.Values(is))
		}
		return out
	}
	if !maps.EqualFunc(sets(got.grid), sets(want.grid), slices.Equal) || len(got.cells) != len(want.cells) {
		t.Fatalf("%s: grid differs\n got %v\nwant %v", step, got.grid, want.grid)
	}
	for d, is := range want.offOn {
		if !slices.Equal(slices.Sorted(slices.Values(got.offOn[d])), is) {
			t.Fatalf("%s: holidays on %s differ: got %v, want %v", step, d, got.offOn[d], is)
		}
	}
	if len(got.offOn) != len(want.offOn) {
		t.Fatalf("%s: holiday dates differ: got %v, want %v", step, got.offOn, want.offOn)
	}
}

// randomRead is a session as read for a listing: one in four weekly, at one of the first
// weekMinutes minutes of the week, a third of those with a holiday on from's day or a week or two
// later; the others starting within span of from; one in five online, the others placed around
// Bandung.
func randomRead(rng *rand.Rand, id, search string, from time.Time, span time.Duration, weekMinutes int) read {
	e := read{id: id, search: search, listed: listed{online: rng.IntN(5) == 0}}
	if rng.IntN(4) == 0 {
		e.weekly, e.weekMin = true, int32(rng.IntN(weekMinutes))
		if rng.IntN(3) == 0 {
			e.holidays = []kajian.Date{kajian.DateOf(from).AddDays(7 * rng.IntN(3))}
		}
	} else {
		e.start = from.Add(time.Duration(rng.Int64N(int64(span/time.Minute))) * time.Minute).Unix()
	}
	if !e.online {
		e.at, e.placed = kajian.NewGeoPoint(-6.9+rng.Float64(), 107+rng.Float64()), true
	}
	return e
}

// A search's count kept for a minute is carried to the next by the sessions that started in
// between, and counted anew after a gap or when a day turns (holidays are by day).
func TestCountsFollowTheMinutes(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	from := time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC)
	var all []read
	for i := range 600 {
		// Starts over the whole day and holidays today: the walk below crosses both.
		e := randomRead(rng, fmt.Sprintf("%08x-%04d", rng.Uint32(), i), []string{"tafsir", "fiqih"}[i%2], from, 24*time.Hour, 50)
		e.zone = uint8(rng.IntN(len(kajian.Zones)))
		all = append(all, e)
	}
	l := (&listing{version: -1, from: from}).next(1, nil, all)
	keys := []countKey{{words: "tafsir", online: -1}, {words: "fiqih", typ: kajian.Regular, online: 0}, {waktu: Today, online: -1},
		{waktu: Tomorrow, typ: kajian.Recurring, online: -1}}
	carried := 0
	// Minute by minute across 15:00 UTC (midnight in WIT), skipping every minute :x5.
	next := func(now time.Time) time.Time {
		if now = now.Add(time.Minute); now.Minute()%10 == 5 {
			now = now.Add(time.Minute)
		}
		return now
	}
	for now := from.Add(14*time.Hour + 30*time.Minute + 17*time.Second); now.Before(from.Add(15*time.Hour + 30*time.Minute)); now = next(now) {
		for _, k := range keys {
			k.minute = now.Truncate(time.Minute).Unix()
			q, err := k.query()
			if err != nil {
				t.Fatal(err)
			}
			q.l = l
			q.readPast()
			if _, ok := l.counted.Load(countKey{words: k.words, typ: k.typ, online: k.online, minute: k.minute - 60}); ok {
				carried++
			}
			if got, want := q.count(), q.countNow(); got != want {
				t.Fatalf("%v, %+v: count %d, counted anew %d", now, k, got, want)
			}
		}
	}
	if carried < 60 {
		t.Fatalf("a count was carried over %d times: the test no longer checks it", carried)
	}
}
