package homelist

import (
	"sync"

	"github.com/kajiankita/kajian/internal/kajian"
)

// maxBodies bounds the sessions kept in full: at about a kilobyte each, some
// 16 MB, many times what the pages asked for within minutes show.
const maxBodies = 16384

// bodyKey names a session: weekly or one-off, and its id.
type bodyKey struct {
	weekly bool
	id     string
}

// bodies keeps in full the sessions pages showed, as they were at one
// version of the listing, the most recently used first: up to maxBodies/2
// in the newer generation and as many in the older one, which a full newer
// generation replaces.
type bodies struct {
	mu       sync.Mutex
	version  int64 // the listing version the kept sessions are at; -1: none kept yet
	new, old map[bodyKey]*kajian.Session
}

func newBodies() *bodies {
	return &bodies{version: -1, new: map[bodyKey]*kajian.Session{}}
}

// get returns the kept sessions among keys, as they are at version, and the
// keys of the others.
func (b *bodies) get(version int64, keys []bodyKey) (map[bodyKey]*kajian.Session, []bodyKey) {
	found := make(map[bodyKey]*kajian.Session, len(keys))
	var missing []bodyKey
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, k := range keys {
		if _, ok := found[k]; ok {
			continue
		}
		s := b.new[k]
		if s == nil && b.old[k] != nil {
			s = b.old[k]
			// Used again: into the newer generation, under the session's own id (k's may
			// share a listing's arena, which the cache must not keep alive).
			b.keep(bodyKey{k.weekly, s.ID}, s)
		}
		if s == nil || b.version != version {
			missing = append(missing, k)
			continue
		}
		found[k] = s
	}
	return found, missing
}

// put keeps sessions read at version, unless the listing has moved on since.
func (b *bodies) put(version int64, sessions []*kajian.Session) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if version != b.version {
		return
	}
	for _, s := range sessions {
		b.keep(bodyKey{s.Type == kajian.Recurring, s.ID}, s)
	}
}

func (b *bodies) keep(k bodyKey, s *kajian.Session) {
	if len(b.new) >= maxBodies/2 {
		b.old, b.new = b.new, make(map[bodyKey]*kajian.Session, maxBodies/2)
	}
	b.new[k] = s
}

// follow moves the kept sessions from the listing at version from to the one
// at version to, which changed the sessions in changed (nil: unknown, so
// nothing kept is still known to be right).
func (b *bodies) follow(from, to int64, changed map[kajian.Type]map[string]bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.version != from || changed == nil {
		b.new, b.old = map[bodyKey]*kajian.Session{}, nil
	}
	for t, ids := range changed {
		for id := range ids {
			k := bodyKey{t == kajian.Recurring, id}
			delete(b.new, k)
			delete(b.old, k)
		}
	}
	b.version = to
}
