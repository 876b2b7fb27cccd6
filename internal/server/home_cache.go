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

	"github.com/kajiankita/kajian/internal/store"
)

// Versions reads what a kept page is checked against (store.DB).
type Versions interface {
	ReadVersions(ctx context.Context) (store.Versions, error)
}

// homeCache keeps the encoded bytes of the home list's pages as visitors see them (no answer of
// their own to show), plain and gzipped, with an ETag. A kept page is served while the listing's
// and the attendance's versions are the ones it was made at and the minute has not turned (starts
// are whole minutes, so a page made within a minute holds for all of it). One small statement per
// request reads the versions, so a write through any copy shows on every copy's next request.
type homeCache struct {
	versions *versionReads
	mu       sync.Mutex
	pages    map[string]*list.Element // of *keptPage, by the page's query
	order    *list.List               // most recently used first
	bytes    int
	making   singleflight.Group
}

// homeCacheBytes bounds what the cache holds (plain and gzipped bytes of its pages together).
const homeCacheBytes = 32 << 20

// keptPage is one page's answer.
type keptPage struct {
	key    string
	at     store.Versions
	minute int64
	plain  []byte
	gz     []byte
	etag   string
}

func (p *keptPage) size() int { return len(p.plain) + len(p.gz) + len(p.key) }

func newHomeCache(v Versions) *homeCache {
	return &homeCache{versions: &versionReads{source: v}, pages: map[string]*list.Element{}, order: list.New()}
}

// serve answers the page with query q at now from the cache, making it with make when it is not
// kept or no longer fresh; several requests for one missing page make it once.
func (c *homeCache) serve(w http.ResponseWriter, r *http.Request, q string, now time.Time, make func() (any, error)) error {
	v, err := c.versions.read(r.Context())
	if err != nil {
		return err
	}
	minute := now.Unix() / 60
	p := c.get(q)
	if p == nil || p.at != v || p.minute != minute {
		made, err, _ := c.making.Do(q+"\x00"+strconv.FormatInt(v.Listing, 10)+"/"+strconv.FormatInt(v.Attendance, 10)+"/"+strconv.FormatInt(minute, 10),
			func() (any, error) {
				body, err := make()
				if err != nil {
					return nil, err
				}
				kept, err := keep(q, v, minute, body)
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
	if acceptsGzip(r.Header.Get("Accept-Encoding")) && len(p.gz) < len(p.plain) {
		h.Set("Content-Encoding", "gzip") // the compress middleware lets it pass as it is
		body = p.gz
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(http.StatusOK)
	_, err = w.Write(body)
	return err
}

// keep encodes body as encode would, gzips it and names it.
func keep(q string, v store.Versions, minute int64, body any) (*keptPage, error) {
	var plain bytes.Buffer
	if err := json.NewEncoder(&plain).Encode(body); err != nil {
		return nil, err
	}
	var gz bytes.Buffer
	zw, err := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(plain.Bytes()); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	sum := sha256.Sum256(plain.Bytes())
	return &keptPage{key: q, at: v, minute: minute, plain: plain.Bytes(), gz: gz.Bytes(),
		etag: `"` + base64.RawURLEncoding.EncodeToString(sum[:12]) + `"`}, nil
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
type versionReads struct {
	source  Versions
	mu      sync.Mutex
	waiting []chan versionsRead
	running bool
}

type versionsRead struct {
	v   store.Versions
	err error
}

// versionReadTimeout bounds one shared read; a request gives up earlier when it is cancelled.
const versionReadTimeout = 5 * time.Second

func (b *versionReads) read(ctx context.Context) (store.Versions, error) {
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
		return r.v, r.err
	case <-ctx.Done():
		return store.Versions{}, ctx.Err()
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
		b.mu.Unlock()
		ctx, cancel := context.WithTimeout(context.Background(), versionReadTimeout)
		v, err := b.source.ReadVersions(ctx)
		cancel()
		for _, ch := range batch {
			ch <- versionsRead{v, err}
		}
	}
}
