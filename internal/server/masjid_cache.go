package server

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"sync"
	"time"

	"golang.org/x/sync/singleflight"

	"github.com/kajiankita/kajian/internal/homelist"
)

// versionReads is the home list's shared read of the versions (homelist.List.Read).
type versionReads interface {
	Read(ctx context.Context) (homelist.Read, error)
}

// masjidCache keeps the encoded bytes of masjid pages (GET /api/v1/masjid/{slug}) as visitors see
// them, by slug. A kept page answers while two things hold:
//
//   - nothing written since it was made: it was made after a read of the listing and attendance
//     versions that covers the request's (homelist.Read.Covers). Every write a masjid page shows
//     raises one of them: its sessions, their speakers, holidays and answers by the triggers the
//     home list relies on, the masjid's details and editors by the store
//     (store.Tx.masjidChanged). The read is the home list's, shared by the requests waiting at the
//     same moment: a write through any copy of the server shows on every copy's next request.
//   - time has not changed it: the request comes before the page's Until (masjids.Page).
//
// A write renews every kept masjid page on its next request, not only those it shows on: making
// one is about a millisecond, and writes are few beside the reads of a busy page.
type masjidCache struct {
	reads  versionReads
	mu     sync.Mutex
	pages  map[string]*keptMasjid // the newer generation, by slug
	older  map[string]*keptMasjid // the generation before: used again, a page moves to pages
	bytes  int                    // held by pages
	making singleflight.Group
}

// masjidCacheBytes bounds what the newer generation holds (plain and gzipped); the older one
// holds at most as much.
const masjidCacheBytes = 16 << 20

// keptMasjid is a masjid page's bytes, made at the read at, the page from from until until.
type keptMasjid struct {
	at          homelist.Read
	from, until time.Time
	*encoded
}

// fresh reports whether p answers a request that got at at now.
func (p *keptMasjid) fresh(at homelist.Read, now time.Time) bool {
	return p.at.Covers(at) && !now.Before(p.from) && now.Before(p.until)
}

// size bounds what p holds: its gzipped bytes are not more than the plain ones where they are
// served.
func (p *keptMasjid) size() int { return 2 * len(p.plain) }

func newMasjidCache(reads versionReads) *masjidCache {
	return &masjidCache{reads: reads, pages: map[string]*keptMasjid{}}
}

// makeMasjid makes a visitor's masjid page: its body, the moment it was made at and the moment
// time alone may change it (masjids.Page.Now, Until).
type makeMasjid func(ctx context.Context) (body any, from, until time.Time, err error)

// serve answers the page of the masjid slug at now from the cache, making it with make when it is
// not kept or no longer fresh; several requests for one missing page make it once.
func (c *masjidCache) serve(w http.ResponseWriter, r *http.Request, slug string, now time.Time, make makeMasjid) error {
	at, err := c.reads.Read(r.Context())
	if err != nil {
		return err
	}
	p := c.get(slug) // after the read: as fresh as another request made it meanwhile
	if p == nil || !p.fresh(at, now) {
		ctx := context.WithoutCancel(r.Context())
		made, err, _ := c.making.Do(slug+"\x00"+at.Key(now), func() (any, error) { return c.make(ctx, slug, at, make) })
		if err != nil {
			return err
		}
		p = made.(*keptMasjid)
		if !now.Before(p.until) { // made before a moment this request came after: make its own
			if p, err = c.make(ctx, slug, at, make); err != nil {
				return err
			}
		}
	}
	return writeEncoded(w, r, p.encoded)
}

// make makes the page of slug after the read at, keeps it and returns it.
func (c *masjidCache) make(ctx context.Context, slug string, at homelist.Read, make makeMasjid) (*keptMasjid, error) {
	body, from, until, err := make(ctx)
	if err != nil {
		return nil, err
	}
	var plain bytes.Buffer
	if err := json.NewEncoder(&plain).Encode(body); err != nil {
		return nil, err
	}
	p := &keptMasjid{at: at, from: from, until: until, encoded: newEncoded(plain.Bytes(), 0)}
	c.put(slug, p)
	return p, nil
}

func (c *masjidCache) get(slug string) *keptMasjid {
	c.mu.Lock()
	defer c.mu.Unlock()
	if p := c.pages[slug]; p != nil {
		return p
	}
	p := c.older[slug]
	if p != nil {
		c.keep(slug, p)
	}
	return p
}

// put keeps p as the page of slug.
func (c *masjidCache) put(slug string, p *keptMasjid) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.keep(slug, p)
}

// keep puts p in the newer generation, which becomes the older one once it holds its bound.
func (c *masjidCache) keep(slug string, p *keptMasjid) {
	if old := c.pages[slug]; old != nil {
		c.bytes -= old.size()
	}
	if c.bytes+p.size() > masjidCacheBytes && len(c.pages) > 0 {
		c.older, c.pages, c.bytes = c.pages, map[string]*keptMasjid{}, 0
	}
	c.pages[slug] = p
	c.bytes += p.size()
}
