package kajian

import "time"

// Limit allows Max events per Per, as a burst of Max after a quiet period and
// then one event every Per/Max (the generic cell rate algorithm: a token
// bucket of Max tokens refilled at Max/Per, kept as one instant per key, when
// the bucket is full again). A limit with Max or Per not positive allows
// everything.
type Limit struct {
	Max int
	Per time.Duration
}

// Unlimited reports whether the limit allows everything.
func (l Limit) Unlimited() bool { return l.Max <= 0 || l.Per <= 0 }

// Interval is the refill time of one token.
func (l Limit) Interval() time.Duration { return l.Per / time.Duration(l.Max) }

// Wait is how long after now the next event for a key whose bucket is full
// again at fullAt would have to wait; 0 means it is allowed now.
func (l Limit) Wait(fullAt, now time.Time) time.Duration {
	if l.Unlimited() || !fullAt.After(now) {
		return 0
	}
	return max(0, fullAt.Add(l.Interval()).Add(-l.Per).Sub(now))
}
