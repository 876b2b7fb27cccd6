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

	"github.com/kajiankita/kajian/internal/homelist"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// PageChecks reads what kept pages are checked against (homelist.List): the versions with the
// occurrences answered since the last read, or the 'hadir' counts of occurrences with the versions.
type PageChecks interface {
	ReadChanges(ctx context.Context, since map[int64]int64) (store.Versions, store.AttendanceFeed, error)
	Counts(ctx context.Context, occs []kajian.Occurrence) (map[kajian.Occurrence]int, store.Versions, error)
}

// homeCache keeps the encoded bytes of the home list's pages as visitors see them (no answer of
// their own to show), plain and gzipped, with an ETag. A kept page is served while the listing's
// and the attendance's versions are the ones it was made at and the minute has not turned (starts
// are whole minutes, so a page made within a minute holds for all of it). One small statement per
// request reads the versions, so a write through any copy shows on every copy's next request.
//
// Answers leave a page's sessions as they are: when only the attendance's version moved, the
// counts of the occurrences answered since, read with the versions in the statement the waiting
// requests share (versionReads), are written into the kept bytes where the page shows them, rather
// than the page made anew; a page showing none of them is kept as it is. A page older than what
// the reads remember has its counts read again.
// Sessions written elsewhere leave a page as it is when none of them, before or after, is one its
// filter matches (homelist.List.Unchanged): a posting in one city keeps the pages of the others.
// When they change only its total (homelist.List.TotalSince: a session posted far away from a
// nearest-first page, or after a page by date), the new total is written into its bytes.
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
	occurrences []kajian.Occurrence
	counts      map[kajian.Occurrence]int
	shape       homelist.Shape
}

// keptPage is one page's answer at some versions.
type keptPage struct {
	key         string
	at          store.Versions
	read        uint64 // the shared read of the versions it is at (versionReads)
	minute      int64
	occurrences []kajian.Occurrence
	counts      map[kajian.Occurrence]int
	shape       homelist.Shape
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
// kept or no longer fresh; several requests for one missing page make it once. since tells how the
// page may differ between two listing versions.
func (c *homeCache) serve(w http.ResponseWriter, r *http.Request, q string, now time.Time, make func() (madePage, error), since pageSince) error {
	minute := now.Unix() / 60
	got, err := c.versions.read(r.Context())
	if err != nil {
		return err
	}
	v := got.v
	p := c.get(q) // after the read: as fresh as another request made it meanwhile
	// A page kept at this read, or at a later one (whose requests came after this one's), is fresh.
	if p != nil && (p.at == v || p.read > got.read) && p.minute == minute {
		c.counts.kept.Add(1)
	} else {
		made, err, _ := c.making.Do(q+"\x00"+strconv.FormatInt(v.Listing, 10)+"/"+strconv.FormatInt(v.Attendance, 10)+"/"+strconv.FormatInt(minute, 10),
			func() (any, error) {
				same := p != nil && p.minute == minute && p.at.Listing == v.Listing
				retotalled := false
				if p != nil && p.minute == minute && !same { // sessions were written: perhaps none of the page's
					var err error
					if same, err = since.unchanged(p.at.Listing, v.Listing); err != nil {
						return nil, err
					}
					if !same {
						total, ok, err := since.totalSince(p.at.Listing, v.Listing, p.shape)
						if err != nil {
							return nil, err
						}
						if ok {
							p, same, retotalled = p.withTotal(total), true, true
						}
					}
				}
				if same {
					kept, outcome, err := c.recount(p, got)
					if err != nil {
						return nil, err
					}
					if kept != nil {
						if retotalled && outcome == &c.counts.kept {
							outcome = &c.counts.renumbered
						}
						outcome.Add(1)
						return kept, nil
					}
				}
				m, err := make()
				if err != nil {
					return nil, err
				}
				c.counts.made.Add(1)
				kept, err := keep(q, got, minute, m)
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

// recount keeps p at the versions got read, its sessions the same at their listing version: with
// the same answers, as it is (outcome kept); else with the counts of the occurrences answered since
// it was kept (versionReads.changed; or, older than the reads remember, with its counts read now),
// as it is when none of its own changed (kept, or recounted when read), or with them written into
// its bytes (renumbered). nil when p must be made anew.
func (c *homeCache) recount(p *keptPage, got versionsRead) (kept *keptPage, outcome *atomic.Uint64, err error) {
	next := *p
	next.at, next.read = got.v, got.read
	if p.at.Attendance == got.v.Attendance {
		c.put(&next)
		return &next, &c.counts.kept, nil
	}
	counts, known := c.versions.changed(p.read, got.read)
	outcome = &c.counts.kept
	if !known {
		ctx, cancel := context.WithTimeout(context.Background(), versionReadTimeout)
		defer cancel()
		var v store.Versions
		// Read after got's read: counts as fresh or fresher, which the next reads' changes still
		// bring up to date.
		if counts, v, err = c.checks.Counts(ctx, p.occurrences); err != nil || v.Listing != got.v.Listing {
			return nil, nil, err
		}
		outcome = &c.counts.recounted
	}
	own := make(map[kajian.Occurrence]int, len(p.occurrences))
	moved := false
	for _, o := range p.occurrences {
		n, ok := counts[o]
		if !ok {
			if known { // not answered since
				n = p.counts[o]
			}
		}
		own[o] = n
		moved = moved || n != p.counts[o]
	}
	if moved {
		if p.countAt == nil {
			return nil, nil, nil
		}
		ordered := make([]int, len(p.occurrences))
		for i, o := range p.occurrences {
			ordered[i] = own[o]
		}
		next.encoded = newEncoded(renumber(p.plain, p.countAt, ordered), len(p.occurrences))
		outcome = &c.counts.renumbered
	}
	next.counts = own
	c.put(&next)
	return &next, outcome, nil
}

// pageSince tells how a kept page may differ between two listing versions (homelist.List, for the
// page's filter at its moment).
type pageSince struct {
	// unchanged reports whether it is the same (homelist.List.Unchanged).
	unchanged func(from, to int64) (bool, error)
	// totalSince returns its total at to when that alone may differ (homelist.List.TotalSince).
	totalSince func(from, to int64, shown homelist.Shape) (int, bool, error)
}

// totalField precedes a page's total (homePageDTO.Total), after its sessions: the last one in its
// bytes.
var totalField = []byte(`"total":`)

// withTotal is p with its total written into its bytes.
func (p *keptPage) withTotal(total int) *keptPage {
	at := bytes.LastIndex(p.plain, totalField)
	if at < 0 {
		return p
	}
	at += len(totalField)
	next := *p
	next.encoded = newEncoded(renumber(p.plain, []int{at}, []int{total}), len(p.occurrences))
	return &next
}

// keep encodes the page's body as encode would and names it, at the versions got read.
func keep(q string, got versionsRead, minute int64, m madePage) (*keptPage, error) {
	var plain bytes.Buffer
	if err := json.NewEncoder(&plain).Encode(m.body); err != nil {
		return nil, err
	}
	return &keptPage{key: q, at: got.v, read: got.read, minute: minute, occurrences: m.occurrences, counts: m.counts, shape: m.shape,
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

// put keeps p in place of the page it renews, dropping the least recently used past the bound. A
// page kept at a later read in the same minute stays: requests that waited for an earlier read
// finish after it.
func (c *homeCache) put(p *keptPage) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.pages[p.key]; ok {
		if kept := e.Value.(*keptPage); kept.read > p.read && kept.minute >= p.minute {
			return
		}
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
// Each read also reads the occurrences answered since the last one, with their 'hadir' counts
// (store.DB.ReadChanges), and the reads remember them: a kept page then learns what changed since
// the read it was kept at without a statement of its own, and how its counts moved.
type versionReads struct {
	source  PageChecks
	mu      sync.Mutex
	waiting []chan versionsRead
	running bool
	reads   uint64          // the number of the last read made
	rows    map[int64]int64 // the attendance's versions by row as the last read found them (nil: none)
	answers []readAnswers   // of the reads after known that found answers, in order
	known   uint64          // answers holds every answer of the reads after this one
}

// readAnswers are the occurrences one read found answered, with their counts.
type readAnswers struct {
	read   uint64
	counts map[kajian.Occurrence]int
}

// rememberedReads bounds the reads with answers that versionReads remembers: a page kept longer
// ago has its counts read again.
const rememberedReads = 256

type versionsRead struct {
	v    store.Versions
	read uint64 // the read's number
	err  error
}

// versionReadTimeout bounds one shared read; a request gives up earlier when it is cancelled.
const versionReadTimeout = 5 * time.Second

// read returns the versions a read started after the call found.
func (b *versionReads) read(ctx context.Context) (versionsRead, error) {
	ch := make(chan versionsRead, 1)
	b.mu.Lock()
	b.waiting = append(b.waiting, ch)
	if !b.running {
		b.running = true
		go b.loop()
	}
	b.mu.Unlock()
	select {
	case r := <-ch:
		return r, r.err
	case <-ctx.Done():
		return versionsRead{}, ctx.Err()
	}
}

// loop reads for the requests waiting, batch after batch, until none waits.
func (b *versionReads) loop() {
	for {
		b.mu.Lock()
		batch, since := b.waiting, b.rows
		b.waiting = nil
		if len(batch) == 0 {
			b.running = false
			b.mu.Unlock()
			return
		}
		b.mu.Unlock()
		ctx, cancel := context.WithTimeout(context.Background(), versionReadTimeout)
		v, feed, err := b.source.ReadChanges(ctx, since)
		cancel()
		r := versionsRead{v: v, err: err}
		if err == nil {
			b.mu.Lock()
			b.reads++
			r.read, b.rows = b.reads, feed.Rows
			switch {
			case !feed.Complete: // what changed before this read is not known
				b.answers, b.known = nil, b.reads
				if since != nil { // some changes were gone: the next read reads the rows' versions anew
					b.rows = nil
				}
			case len(feed.Changed) > 0:
				b.answers = append(b.answers, readAnswers{b.reads, feed.Changed})
				if len(b.answers) > rememberedReads {
					b.known, b.answers = b.answers[0].read, b.answers[1:]
				}
			}
			b.mu.Unlock()
		}
		for _, ch := range batch {
			ch <- r
		}
	}
}

// changed returns the counts of the occurrences answered after read from up to read to, and
// whether they are known: reads remembered from from on.
func (b *versionReads) changed(from, to uint64) (map[kajian.Occurrence]int, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if from == 0 || from < b.known {
		return nil, false
	}
	counts := map[kajian.Occurrence]int{}
	for _, a := range b.answers {
		if a.read > from && a.read <= to {
			maps.Copy(counts, a.counts)
		}
	}
	return counts, true
}
