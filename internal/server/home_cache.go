package server

import (
	"bytes"
	"compress/gzip"
	"container/list"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/sync/singleflight"

	"github.com/kajiankita/kajian/internal/homelist"
)

// stampedList is the home list as the cache asks it (homelist.List): the shared read of the
// versions, and the judgement of a kept page's stamp.
type stampedList interface {
	Read(ctx context.Context) (homelist.Read, error)
	Freshen(ctx context.Context, now time.Time, f homelist.Filter, s homelist.Stamp, at homelist.Read) (homelist.Freshness, error)
}

// homeCache keeps the encoded bytes of the home list's pages as visitors see them (no answer of
// their own to show), plain and gzipped, with an ETag, by query. Whether a kept page is still the
// page is homelist's to judge (homelist.Stamp, List.Freshen): one small statement, shared by the
// requests that wait for it (List.Read), reads the versions, so a write through any copy shows on
// every copy's next request. The cache writes what the judgement gives into the kept bytes: the
// new 'hadir' counts where the page shows them, or its new total, rather than make it anew.
type homeCache struct {
	home   stampedList
	counts *homePageCounts
	mu     sync.Mutex
	pages  map[string]*list.Element // of *keptPage, by the page's query
	order  *list.List               // most recently used first
	bytes  int
	making singleflight.Group
}

// homeCacheBytes bounds what the cache holds (plain and gzipped bytes of its pages together).
const homeCacheBytes = 32 << 20

// makePage makes a visitor's page, as its body and its stamp at the read given, in a context not
// cancelled with the request (the page is made once for every request waiting for it).
type makePage func(ctx context.Context, at homelist.Read) (body any, stamp homelist.Stamp, err error)

// keptPage is one page's answer at some read.
type keptPage struct {
	key   string
	stamp homelist.Stamp
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

func newHomeCache(home stampedList, counts *homePageCounts) *homeCache {
	return &homeCache{home: home, counts: counts, pages: map[string]*list.Element{}, order: list.New()}
}

// serve answers the page of filter f, with query q, at now from the cache, making it with make
// when it is not kept or no longer fresh; several requests for one missing page make it once.
func (c *homeCache) serve(w http.ResponseWriter, r *http.Request, q string, now time.Time, f homelist.Filter, make makePage) error {
	at, err := c.home.Read(r.Context())
	if err != nil {
		return err
	}
	p := c.get(q) // after the read: as fresh as another request made it meanwhile
	if p != nil && p.stamp.Fresh(at, now) {
		c.counts.kept.Add(1)
	} else {
		ctx := context.WithoutCancel(r.Context())
		made, err, _ := c.making.Do(q+"\x00"+at.Key(now), func() (any, error) {
			if p != nil {
				if kept, err := c.freshen(ctx, p, now, f, at); kept != nil || err != nil {
					return kept, err
				}
			}
			body, stamp, err := make(ctx, at)
			if err != nil {
				return nil, err
			}
			c.counts.made.Add(1)
			kept, err := keep(q, stamp, body)
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
	return writeEncoded(w, r, p.encoded)
}

// writeEncoded answers with a kept page's bytes: 304 when the browser holds them (ETag), gzipped
// when it takes gzip and that is smaller.
func writeEncoded(w http.ResponseWriter, r *http.Request, p *encoded) error {
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
	_, err := w.Write(body)
	return err
}

// freshen keeps p at the read at as List.Freshen judges it: as it is (counted kept, or recounted
// when its counts had to be read again), or with its new counts or total written into its bytes
// (renumbered). nil when it must be made anew.
func (c *homeCache) freshen(ctx context.Context, p *keptPage, now time.Time, f homelist.Filter, at homelist.Read) (*keptPage, error) {
	fr, err := c.home.Freshen(ctx, now, f, p.stamp, at)
	if err != nil || fr.Outcome == homelist.Stale {
		return nil, err
	}
	next := *p
	next.stamp = fr.Stamp
	outcome := &c.counts.kept
	if fr.Asked {
		outcome = &c.counts.recounted
	}
	if fr.Outcome == homelist.Retotalled {
		next.encoded = next.withTotal(fr.Total, fr.Stamp.Shown())
		outcome = &c.counts.renumbered
	}
	if fr.Counts != nil {
		if next.countAt == nil {
			return nil, nil
		}
		next.encoded = newEncoded(renumber(next.plain, next.countAt, fr.Counts), len(fr.Counts))
		outcome = &c.counts.renumbered
	}
	outcome.Add(1)
	c.put(&next)
	return &next, nil
}

// totalField precedes a page's total (homePageDTO.Total), after its sessions: the last one in its
// bytes.
var totalField = []byte(`"total":`)

// withTotal is e with the page's total written into its bytes; n is the number of its counts.
func (e *encoded) withTotal(total, n int) *encoded {
	at := bytes.LastIndex(e.plain, totalField)
	if at < 0 {
		return e
	}
	at += len(totalField)
	return newEncoded(renumber(e.plain, []int{at}, []int{total}), n)
}

// keep encodes the page's body as encode would and names it, with its stamp.
func keep(q string, stamp homelist.Stamp, body any) (*keptPage, error) {
	var plain bytes.Buffer
	if err := json.NewEncoder(&plain).Encode(body); err != nil {
		return nil, err
	}
	return &keptPage{key: q, stamp: stamp, encoded: newEncoded(plain.Bytes(), stamp.Shown())}, nil
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
// page stamped at a later read stays (homelist.Stamp.Newer).
func (c *homeCache) put(p *keptPage) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.pages[p.key]; ok {
		if kept := e.Value.(*keptPage); kept.stamp.Newer(p.stamp) {
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
