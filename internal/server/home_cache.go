package server

import (
	"bytes"
	"compress/gzip"
	"container/list"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"maps"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/singleflight"

	"github.com/kajiankita/kajian/internal/store"
)

// PageChecks reads what kept pages are checked against (homelist.List): the versions, alone or
// with the 'hadir' counts of occurrences in the same statement.
type PageChecks interface {
	ReadVersions(ctx context.Context) (store.Versions, error)
	Counts(ctx context.Context, occs []store.Occurrence) (map[store.Occurrence]int, store.Versions, error)
}

// homeCache keeps the encoded bytes of the home list's pages as visitors see them (no answer of
// their own to show), plain and gzipped, with an ETag. A kept page is served while the listing's
// and the attendance's versions are the ones it was made at and the minute has not turned (starts
// are whole minutes, so a page made within a minute holds for all of it). One small statement per
// request reads the versions, so a write through any copy shows on every copy's next request.
//
// Answers leave a page's sessions as they are: when only the attendance's version moved, the
// page's counts are read again and, unchanged, the kept bytes are served at the new version, or,
// changed, written into them, rather than the page made anew. While answers are arriving the
// counts are read with the versions, in the statement the waiting requests share (versionReads).
// Sessions written elsewhere leave a page as it is when none of them, before or after, is one its
// filter matches (homelist.List.Unchanged): a posting in one city keeps the pages of the others.
type homeCache struct {
	checks   PageChecks
	counts   *homePageCounts
	versions *versionReads
	mu       sync.Mutex
	pages    map[string]*list.Element // of *keptPage, by the page's query
	order    *list.List               // most recently used first
	bytes    int
	making   singleflight.Group
}

// homeCacheBytes bounds what the cache holds (plain and gzipped bytes of its pages together).
const homeCacheBytes = 32 << 20

// madePage is a page as made for the cache: its body, and the occurrences it shows with their
// 'hadir' counts.
type madePage struct {
	body        any
	occurrences []store.Occurrence
	counts      map[store.Occurrence]int
}

// keptPage is one page's answer at some versions.
type keptPage struct {
	key         string
	at          store.Versions
	minute      int64
	occurrences []store.Occurrence
	counts      map[store.Occurrence]int
	*encoded
}

// encoded is a page's bytes, shared by the keptPages that answer with them.
type encoded struct {
	plain []byte
	etag  string
	// countAt holds where each occurrence's 'hadir' count starts in plain, in the order of the
	// page's occurrences; nil when they could not be told apart.
	countAt []int
	gzOnce  sync.Once
	gz      []byte // gzipped on first demand
}

// size bounds what p holds: its gzipped bytes are not more than the plain ones where they are
// served (gzipped or not, serve sends the smaller).
func (p *keptPage) size() int { return 2*len(p.plain) + len(p.key) }

func newHomeCache(checks PageChecks, counts *homePageCounts) *homeCache {
	return &homeCache{checks: checks, counts: counts, versions: &versionReads{source: checks}, pages: map[string]*list.Element{}, order: list.New()}
}

// serve answers the page with query q at now from the cache, making it with make when it is not
// kept or no longer fresh; several requests for one missing page make it once. unchanged reports
// whether the page is the same at one listing version as at another (homelist.List.Unchanged).
func (c *homeCache) serve(w http.ResponseWriter, r *http.Request, q string, now time.Time, make func() (madePage, error),
	unchanged func(from, to int64) (bool, error)) error {
	minute := now.Unix() / 60
	p := c.get(q)
	var occs []store.Occurrence
	if p != nil && p.minute == minute {
		occs = p.occurrences
	}
	v, counts, err := c.versions.read(r.Context(), occs)
	if err != nil {
		return err
	}
	if p != nil && p.at == v && p.minute == minute {
		c.counts.kept.Add(1)
	} else {
		made, err, _ := c.making.Do(q+"\x00"+strconv.FormatInt(v.Listing, 10)+"/"+strconv.FormatInt(v.Attendance, 10)+"/"+strconv.FormatInt(minute, 10),
			func() (any, error) {
				same := p != nil && p.minute == minute && p.at.Listing == v.Listing
				if p != nil && p.minute == minute && !same { // sessions were written: perhaps none of the page's
					var err error
					if same, err = unchanged(p.at.Listing, v.Listing); err != nil {
						return nil, err
					}
				}
				if same {
					kept, outcome, err := c.recount(p, v, counts)
					if err != nil {
						return nil, err
					}
					if kept != nil {
						outcome.Add(1)
						return kept, nil
					}
				}
				m, err := make()
				if err != nil {
					return nil, err
				}
				c.counts.made.Add(1)
				kept, err := keep(q, v, minute, m)
				if err != nil {
					return nil, err
				}
				c.put(kept)
				return kept, nil
			})
		if err != nil {
			return err
		}
		p = made.(*keptPage)
	}
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	// Kept by the browser, asked again each time: an unchanged page is a 304 without a body.
	h.Set("Cache-Control", "no-cache")
	h.Set("ETag", p.etag)
	h.Add("Vary", "Accept-Encoding")
	if etagMatches(r.Header.Get("If-None-Match"), p.etag) {
		w.WriteHeader(http.StatusNotModified)
		return nil
	}
	body := p.plain
	if acceptsGzip(r.Header.Get("Accept-Encoding")) {
		if gz := p.gzipped(); len(gz) < len(body) {
			h.Set("Content-Encoding", "gzip") // the compress middleware lets it pass as it is
			body = gz
		}
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(http.StatusOK)
	_, err = w.Write(body)
	return err
}

// recount keeps p at v, its sessions the same at v's listing version: with the same answers, as it
// is (outcome kept); else with its counts read at v (nil: read now), unchanged (recounted) or
// written into p's bytes (renumbered). nil when p must be made anew.
func (c *homeCache) recount(p *keptPage, v store.Versions, counts map[store.Occurrence]int) (kept *keptPage, outcome *atomic.Uint64, err error) {
	if p.at.Attendance == v.Attendance {
		next := *p
		next.at = v
		c.put(&next)
		return &next, &c.counts.kept, nil
	}
	if counts == nil {
		ctx, cancel := context.WithTimeout(context.Background(), versionReadTimeout)
		defer cancel()
		listing := v.Listing
		if counts, v, err = c.checks.Counts(ctx, p.occurrences); err != nil || v.Listing != listing {
			return nil, nil, err
		}
	}
	own := make(map[store.Occurrence]int, len(p.occurrences)) // counts may hold other pages' too
	for _, o := range p.occurrences {
		if n, ok := counts[o]; ok {
			own[o] = n
		}
	}
	next := *p
	next.at = v
	if !maps.Equal(own, p.counts) {
		if p.countAt == nil {
			return nil, nil, nil
		}
		ordered := make([]int, len(p.occurrences))
		for i, o := range p.occurrences {
			ordered[i] = own[o]
		}
		next.counts, next.encoded = own, newEncoded(renumber(p.plain, p.countAt, ordered), len(p.occurrences))
		outcome = &c.counts.renumbered
	}
	c.put(&next)
	if outcome == nil {
		outcome = &c.counts.recounted
	}
	return &next, outcome, nil
}

// keep encodes the page's body as encode would and names it.
func keep(q string, v store.Versions, minute int64, m madePage) (*keptPage, error) {
	var plain bytes.Buffer
	if err := json.NewEncoder(&plain).Encode(m.body); err != nil {
		return nil, err
	}
	return &keptPage{key: q, at: v, minute: minute, occurrences: m.occurrences, counts: m.counts,
		encoded: newEncoded(plain.Bytes(), len(m.occurrences))}, nil
}

// newEncoded names a page's bytes, with n occurrences.
func newEncoded(plain []byte, n int) *encoded {
	sum := sha256.Sum256(plain)
	return &encoded{plain: plain, etag: `"` + base64.RawURLEncoding.EncodeToString(sum[:12]) + `"`, countAt: countsAt(plain, n)}
}

// countField precedes each session's 'hadir' count in a page (kajianDTO.RSVPCount). JSON writes a
// quote inside a string as \", so the field's name with its quotes is found only where it is one.
var countField = []byte(`"rsvp_count":`)

// countsAt returns where the n counts of a page start, in order; nil unless there are n.
func countsAt(plain []byte, n int) []int {
	var at []int
	for i := 0; ; {
		j := bytes.Index(plain[i:], countField)
		if j < 0 {
			break
		}
		i += j + len(countField)
		at = append(at, i)
	}
	if len(at) != n {
		return nil
	}
	return at
}

// renumber returns plain with the counts at each place of at replaced by counts.
func renumber(plain []byte, at []int, counts []int) []byte {
	out := make([]byte, 0, len(plain)+8)
	from := 0
	for k, i := range at {
		end := i
		for end < len(plain) && plain[end] >= '0' && plain[end] <= '9' {
			end++
		}
		out = strconv.AppendInt(append(out, plain[from:i]...), int64(counts[k]), 10)
		from = end
	}
	return append(out, plain[from:]...)
}

// gzipped returns the page's bytes gzipped, compressing them on the first call: pages made while
// answers arrive quickly are often replaced before anyone asks for them gzipped.
func (e *encoded) gzipped() []byte {
	e.gzOnce.Do(func() {
		var gz bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression) // a valid level: no error
		_, _ = zw.Write(e.plain)                                // into memory: no error
		_ = zw.Close()
		e.gz = gz.Bytes()
	})
	return e.gz
}

func (c *homeCache) get(q string) *keptPage {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.pages[q]
	if !ok {
		return nil
	}
	c.order.MoveToFront(e)
	return e.Value.(*keptPage)
}

// put keeps p in place of the page it renews, dropping the least recently used past the bound.
func (c *homeCache) put(p *keptPage) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.pages[p.key]; ok {
		c.bytes -= e.Value.(*keptPage).size()
		c.order.Remove(e)
	}
	c.pages[p.key] = c.order.PushFront(p)
	c.bytes += p.size()
	for c.bytes > homeCacheBytes && c.order.Len() > 1 {
		last := c.order.Back()
		old := last.Value.(*keptPage)
		c.order.Remove(last)
		delete(c.pages, old.key)
		c.bytes -= old.size()
	}
}

// acceptsGzip reports whether an Accept-Encoding header allows gzip (not refused with q=0).
func acceptsGzip(header string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.TrimSpace(name) != "gzip" {
			continue
		}
		q := strings.ReplaceAll(params, " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}

// versionReads shares reads of the versions among the requests that wait for one: a read starts
// only after every request it answers has arrived, so each still sees every write committed
// before it came (what one read per request gave), while under load many requests share a read.
//
// While answers are arriving (a read saw the attendance move within answersRecent), a read also
// reads the 'hadir' counts of the occurrences the waiting requests' kept pages show: each such page
// is then checked without a statement of its own. Without answers it reads the versions alone.
type versionReads struct {
	source  PageChecks
	mu      sync.Mutex
	waiting []versionsWait
	running bool
	read1   bool           // a read has been made: last holds its versions
	last    store.Versions // the versions the last read found
	movedAt time.Time      // when a read last found the attendance moved
}

// answersRecent is how long after a read found the attendance moved the reads count too.
const answersRecent = time.Second

type versionsWait struct {
	occs []store.Occurrence
	ch   chan versionsRead
}

type versionsRead struct {
	v      store.Versions
	counts map[store.Occurrence]int // read with v for the occurrences asked, or nil
	err    error
}

// versionReadTimeout bounds one shared read; a request gives up earlier when it is cancelled.
const versionReadTimeout = 5 * time.Second

// read returns the versions and, when they were read with them, the counts of occs (nil when not;
// they may hold other occurrences' too).
func (b *versionReads) read(ctx context.Context, occs []store.Occurrence) (store.Versions, map[store.Occurrence]int, error) {
	ch := make(chan versionsRead, 1)
	b.mu.Lock()
	b.waiting = append(b.waiting, versionsWait{occs, ch})
	if !b.running {
		b.running = true
		go b.loop()
	}
	b.mu.Unlock()
	select {
	case r := <-ch:
		return r.v, r.counts, r.err
	case <-ctx.Done():
		return store.Versions{}, nil, ctx.Err()
	}
}

// loop reads for the requests waiting, batch after batch, until none waits.
func (b *versionReads) loop() {
	for {
		b.mu.Lock()
		batch := b.waiting
		b.waiting = nil
		if len(batch) == 0 {
			b.running = false
			b.mu.Unlock()
			return
		}
		counting := time.Since(b.movedAt) < answersRecent
		b.mu.Unlock()
		var occs []store.Occurrence
		if counting {
			seen := map[store.Occurrence]bool{}
			for _, w := range batch {
				for _, o := range w.occs {
					if !seen[o] {
						seen[o] = true
						occs = append(occs, o)
					}
				}
			}
		}
		ctx, cancel := context.WithTimeout(context.Background(), versionReadTimeout)
		var r versionsRead
		if len(occs) > 0 {
			if r.counts, r.v, r.err = b.source.Counts(ctx, occs); r.counts == nil {
				r.counts = map[store.Occurrence]int{}
			}
		} else {
			r.v, r.err = b.source.ReadVersions(ctx)
		}
		cancel()
		if r.err == nil {
			b.mu.Lock()
			if b.read1 && r.v.Attendance != b.last.Attendance {
				b.movedAt = time.Now()
			}
			b.read1, b.last = true, r.v
			b.mu.Unlock()
		} else {
			r.counts = nil
		}
		for _, w := range batch {
			wr := r
			if len(w.occs) == 0 {
				wr.counts = nil
			}
			w.ch <- wr
		}
	}
}
