package kajian

import (
	"sync"
	"time"
)

// Clock tells the time. Everything that depends on "now" (past sessions, next
// occurrences, token expiry) reads it from a Clock so tests can set it.
type Clock interface {
	Now() time.Time
}

// SystemClock is the real clock.
type SystemClock struct{}

// Now returns the current time in UTC.
func (SystemClock) Now() time.Time { return time.Now().UTC() }

// ShiftedClock is the real clock moved by a fixed amount: a benchmark's server copies
// (KAJIAN_TEST_CLOCK_SHIFT, make load-notices) live at the moment it arranged, all at the same
// one, and keep ticking.
type ShiftedClock struct{ By time.Duration }

// Now returns the current time moved by c.By, in UTC.
func (c ShiftedClock) Now() time.Time { return time.Now().UTC().Add(c.By) }

// FixedClock is a settable clock for tests. The zero value is not usable; make
// one with NewFixedClock.
type FixedClock struct {
	mu  sync.Mutex
	now time.Time
}

// NewFixedClock returns a clock stopped at t.
func NewFixedClock(t time.Time) *FixedClock { return &FixedClock{now: t.UTC()} }

// Now returns the clock's current time.
func (c *FixedClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Set moves the clock to t.
func (c *FixedClock) Set(t time.Time) {
	c.mu.Lock()
	c.now = t.UTC()
	c.mu.Unlock()
}

// Advance moves the clock forward by d.
func (c *FixedClock) Advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}
