package auth

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

var t0 = time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)

func TestLimiterBurstThenDeny(t *testing.T) {
	clock := kajian.NewFixedClock(t0)
	l := NewLimiter(clock, 0)
	five := Limit{Max: 5, Per: time.Minute} // one token every 12 s

	for i := range 5 {
		if ok, _ := l.Allow("signin:ip:1.2.3.4", five); !ok {
			t.Fatalf("attempt %d refused within the limit", i+1)
		}
	}
	ok, retry := l.Allow("signin:ip:1.2.3.4", five)
	if ok || retry != 12*time.Second {
		t.Fatalf("sixth attempt: %v, retry after %v; want refused, 12s", ok, retry)
	}
	// Refused attempts cost nothing: retrying early does not push retry out.
	clock.Advance(5 * time.Second)
	if ok, retry := l.Allow("signin:ip:1.2.3.4", five); ok || retry != 7*time.Second {
		t.Fatalf("after 5 s: %v, %v; want refused, 7s", ok, retry)
	}
	clock.Advance(7 * time.Second)
	if ok, _ := l.Allow("signin:ip:1.2.3.4", five); !ok {
		t.Fatalf("refused after retryAfter passed")
	}
	if ok, _ := l.Allow("signin:ip:1.2.3.4", five); ok {
		t.Fatalf("a second attempt allowed right after one token refilled")
	}
}

func TestLimiterRecoversAfterWindow(t *testing.T) {
	clock := kajian.NewFixedClock(t0)
	l := NewLimiter(clock, 0)
	three := Limit{Max: 3, Per: time.Hour}
	for range 3 {
		l.Allow("reset:email:a@b.id", three)
	}
	if ok, retry := l.Allow("reset:email:a@b.id", three); ok || retry != 20*time.Minute {
		t.Fatalf("over the limit: %v, %v", ok, retry)
	}
	clock.Advance(time.Hour)
	for i := range 3 {
		if ok, _ := l.Allow("reset:email:a@b.id", three); !ok {
			t.Fatalf("attempt %d refused a full window later", i+1)
		}
	}
}

func TestLimiterKeysIndependent(t *testing.T) {
	clock := kajian.NewFixedClock(t0)
	l := NewLimiter(clock, 0)
	one := Limit{Max: 1, Per: time.Minute}
	if ok, _ := l.Allow("signin:email:a@b.id", one); !ok {
		t.Fatal("first key refused")
	}
	if ok, _ := l.Allow("signin:email:a@b.id", one); ok {
		t.Fatal("first key allowed twice")
	}
	if ok, _ := l.Allow("signin:email:c@d.id", one); !ok {
		t.Fatal("second key refused because of the first")
	}
	if ok, _ := l.Allow("signin:ip:a@b.id", one); !ok {
		t.Fatal("a key with another prefix refused")
	}
}

func TestLimiterForgetsIdleKeys(t *testing.T) {
	clock := kajian.NewFixedClock(t0)
	l := NewLimiter(clock, 0)
	for i := range 100 {
		l.Allow(fmt.Sprintf("signin:ip:10.0.0.%d", i), Limit{Max: 5, Per: time.Minute})
	}
	l.Allow("long", Limit{Max: 1, Per: time.Hour})
	if l.Len() != 101 {
		t.Fatalf("Len = %d, want 101", l.Len())
	}
	clock.Advance(2 * time.Minute) // the minute-window keys are idle, "long" is not
	l.Allow("other", Limit{Max: 1, Per: time.Minute})
	if l.Len() != 2 {
		t.Fatalf("Len = %d after the window, want 2 (long, other)", l.Len())
	}
	if ok, _ := l.Allow("long", Limit{Max: 1, Per: time.Hour}); ok {
		t.Fatalf("a live key was forgotten by the sweep")
	}
}

func TestLimiterBoundedUnderFlood(t *testing.T) {
	clock := kajian.NewFixedClock(t0)
	l := NewLimiter(clock, 1000)
	for i := range 10_000 {
		if ok, _ := l.Allow(fmt.Sprintf("signin:email:%d@spam.example", i), Limit{Max: 5, Per: time.Hour}); !ok {
			t.Fatalf("new key %d refused", i)
		}
	}
	if n := l.Len(); n > 1000 {
		t.Fatalf("Len = %d, want at most 1000", n)
	}
}

func TestLimiterZeroLimitAllows(t *testing.T) {
	l := NewLimiter(kajian.NewFixedClock(t0), 0)
	for range 10 {
		if ok, _ := l.Allow("x", Limit{}); !ok {
			t.Fatal("zero limit refused")
		}
	}
}

func TestLimiterConcurrent(t *testing.T) {
	// Run with -race. 8 goroutines share 20 attempts; exactly 20 may pass.
	l := NewLimiter(kajian.NewFixedClock(t0), 0)
	var mu sync.Mutex
	allowed := 0
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 100 {
				if ok, _ := l.Allow("shared", Limit{Max: 20, Per: time.Minute}); ok {
					mu.Lock()
					allowed++
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
	if allowed != 20 {
		t.Errorf("%d allowed, want 20", allowed)
	}
}

// A flood of distinct keys never pushes out a key that is limiting someone:
// the keys with the fewest events counting go first. (It used to drop random
// live keys, so cheap requests could wipe an active lockout.)
func TestLimiterKeepsLimitingKeysUnderAFlood(t *testing.T) {
	clock := kajian.NewFixedClock(time.Date(2026, 11, 26, 5, 0, 0, 0, time.UTC))
	l := NewLimiter(clock, 100)
	lockout := Limit{Max: 3, Per: 15 * time.Minute}
	for range 3 {
		l.Allow("signin:email:korban@example.id", lockout)
	}
	if ok, _ := l.Allow("signin:email:korban@example.id", lockout); ok {
		t.Fatal("not locked out")
	}
	for i := range 10_000 {
		clock.Advance(time.Millisecond)
		l.Allow(fmt.Sprintf("forgot:email:%d@example.id", i), Limit{Max: 3, Per: 15 * time.Minute})
	}
	if l.Len() > 100 {
		t.Fatalf("%d keys kept, bound 100", l.Len())
	}
	if blocked, _ := l.Blocked("signin:email:korban@example.id", lockout); !blocked {
		t.Fatal("the flood wiped the lockout")
	}
}
