package auth

import (
	"sort"
	"sync"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Limit allows Max events per Per, as a burst of Max after a quiet period and
// then one event every Per/Max.
type Limit struct {
	Max int
	Per time.Duration
}

// Limiter is an in-process, concurrency-safe rate limiter keyed by strings
// such as "signin:ip:203.0.113.7" or "signin:email:a@b.id". It implements the
// generic cell rate algorithm: a token bucket of Max tokens refilled at
// Max/Per, stored as one instant per key (when the bucket will be full again).
// A key whose instant has passed holds no information and is forgotten, so
// memory is bounded by the keys active within their window.
//
// Each copy of the server has its own limiter; with N copies an attacker gets
// up to N times the limit, which is accepted for sign-in throttling.
type Limiter struct {
	clock   kajian.Clock
	maxKeys int

	mu        sync.Mutex
	full      map[string]time.Time // key -> instant its bucket is full again
	lastSweep time.Time
}

// sweepEvery is how often Allow scans for idle keys; the scan is O(keys) and
// runs under the lock, so not on every call.
const sweepEvery = time.Minute

// DefaultMaxKeys bounds a Limiter's memory when NewLimiter is given 0: at
// about 100 bytes a key, a few megabytes.
const DefaultMaxKeys = 50_000

// NewLimiter returns a limiter reading time from clock and tracking at most
// maxKeys keys (0 means DefaultMaxKeys).
func NewLimiter(clock kajian.Clock, maxKeys int) *Limiter {
	if maxKeys <= 0 {
		maxKeys = DefaultMaxKeys
	}
	return &Limiter{clock: clock, maxKeys: maxKeys, full: map[string]time.Time{}, lastSweep: clock.Now()}
}

// Allow records an event for key under limit and reports whether it is
// allowed; when it is not, retryAfter says how long until one would be. A
// refused event costs nothing, so retrying too early does not push the time
// further out. Use one limit per key. A limit with Max or Per not positive
// allows everything.
func (l *Limiter) Allow(key string, limit Limit) (ok bool, retryAfter time.Duration) {
	if limit.Max <= 0 || limit.Per <= 0 {
		return true, 0
	}
	now := l.clock.Now()
	interval := limit.Per / time.Duration(limit.Max) // the refill time of one token

	l.mu.Lock()
	defer l.mu.Unlock()
	if now.Sub(l.lastSweep) >= sweepEvery {
		l.sweep(now)
	}

	full, seen := l.full[key]
	if !seen || full.Before(now) {
		full = now
	}
	next := full.Add(interval)
	// The bucket holds Max tokens: the event fits if, after it, the bucket
	// would be full again no more than Per from now.
	if earliest := next.Add(-limit.Per); now.Before(earliest) {
		return false, earliest.Sub(now)
	}
	if !seen && len(l.full) >= l.maxKeys {
		l.makeRoom(now)
	}
	l.full[key] = next
	return true, 0
}

// Blocked reports whether the next event for key under limit would be
// refused, and for how long, without recording one.
func (l *Limiter) Blocked(key string, limit Limit) (bool, time.Duration) {
	if limit.Max <= 0 || limit.Per <= 0 {
		return false, 0
	}
	now := l.clock.Now()
	l.mu.Lock()
	defer l.mu.Unlock()
	full, seen := l.full[key]
	if !seen || full.Before(now) {
		return false, 0
	}
	earliest := full.Add(limit.Per / time.Duration(limit.Max)).Add(-limit.Per)
	if now.Before(earliest) {
		return true, earliest.Sub(now)
	}
	return false, 0
}

// Active reports whether key has events that still count (its bucket is not
// full again yet).
func (l *Limiter) Active(key string) bool {
	now := l.clock.Now()
	l.mu.Lock()
	defer l.mu.Unlock()
	full, seen := l.full[key]
	return seen && full.After(now)
}

// Len returns how many keys the limiter remembers.
func (l *Limiter) Len() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.full)
}

// sweep forgets keys whose buckets are full: they would behave as new keys.
func (l *Limiter) sweep(now time.Time) {
	for k, full := range l.full {
		if !full.After(now) {
			delete(l.full, k)
		}
	}
	l.lastSweep = now
}

// makeRoom frees space for a new key when the limiter is full. Idle keys go
// first; under a flood of distinct keys some live ones must go too: those
// with the fewest events counting (the earliest full-again instant), so a key
// that is limiting someone right now is the last to be forgotten. An eighth
// of the map goes at once, so the work is not repeated on every call.
func (l *Limiter) makeRoom(now time.Time) {
	l.sweep(now)
	if len(l.full) < l.maxKeys {
		return
	}
	type entry struct {
		key  string
		full time.Time
	}
	entries := make([]entry, 0, len(l.full))
	for k, f := range l.full {
		entries = append(entries, entry{k, f})
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].full.Before(entries[j].full) })
	target := l.maxKeys - 1 - l.maxKeys/8
	for _, e := range entries[:len(entries)-target] {
		delete(l.full, e.key)
	}
}
