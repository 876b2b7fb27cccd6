package store_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// allow is db.Allow, failing the test on an error.
func allow(t *testing.T, db *store.DB, key string, l kajian.Limit) (bool, time.Duration) {
	t.Helper()
	ok, wait, err := db.Allow(context.Background(), key, l)
	if err != nil {
		t.Fatal(err)
	}
	return ok, wait
}

func TestRateLimitBurstThenDeny(t *testing.T) {
	clock := kajian.NewFixedClock(testNow)
	storetest.Each(t, clock, func(t *testing.T, db *store.DB) {
		clock.Set(testNow)
		five := kajian.Limit{Max: 5, Per: time.Minute} // one token every 12 s
		for i := range 5 {
			if ok, _ := allow(t, db, "signin:ip:1.2.3.4", five); !ok {
				t.Fatalf("attempt %d refused within the limit", i+1)
			}
		}
		if ok, wait := allow(t, db, "signin:ip:1.2.3.4", five); ok || wait != 12*time.Second {
			t.Fatalf("sixth attempt: %v, wait %v; want refused, 12s", ok, wait)
		}
		// Refused attempts cost nothing: retrying early does not push the wait out.
		clock.Advance(5 * time.Second)
		if ok, wait := allow(t, db, "signin:ip:1.2.3.4", five); ok || wait != 7*time.Second {
			t.Fatalf("after 5 s: %v, %v; want refused, 7s", ok, wait)
		}
		clock.Advance(7 * time.Second)
		if ok, _ := allow(t, db, "signin:ip:1.2.3.4", five); !ok {
			t.Fatal("refused after the wait passed")
		}
		if ok, _ := allow(t, db, "signin:ip:1.2.3.4", five); ok {
			t.Fatal("a second attempt allowed right after one token refilled")
		}
		// Another key is not touched; a full window later the burst is back.
		if ok, _ := allow(t, db, "signin:ip:5.6.7.8", five); !ok {
			t.Fatal("another key refused because of the first")
		}
		clock.Advance(time.Minute)
		for i := range 5 {
			if ok, _ := allow(t, db, "signin:ip:1.2.3.4", five); !ok {
				t.Fatalf("attempt %d refused a full window later", i+1)
			}
		}
		if ok, _ := allow(t, db, "x", kajian.Limit{}); !ok {
			t.Fatal("an unlimited limit refused")
		}
	})
}

func TestRateLimitBlockedAndActive(t *testing.T) {
	clock := kajian.NewFixedClock(testNow)
	storetest.Each(t, clock, func(t *testing.T, db *store.DB) {
		clock.Set(testNow)
		ctx := context.Background()
		three := kajian.Limit{Max: 3, Per: 15 * time.Minute}
		if active, err := db.Active(ctx, "k"); err != nil || active {
			t.Fatalf("unseen key: active %v, %v", active, err)
		}
		allow(t, db, "k", three)
		if blocked, _, err := db.Blocked(ctx, "k", three); err != nil || blocked {
			t.Fatalf("after one event: blocked %v, %v", blocked, err)
		}
		if active, _ := db.Active(ctx, "k"); !active {
			t.Fatal("a key with an event counting is not active")
		}
		allow(t, db, "k", three)
		allow(t, db, "k", three)
		blocked, wait, err := db.Blocked(ctx, "k", three)
		if err != nil || !blocked || wait != 5*time.Minute {
			t.Fatalf("after three: blocked %v, wait %v, %v; want 5m", blocked, wait, err)
		}
		clock.Advance(15 * time.Minute)
		if active, _ := db.Active(ctx, "k"); active {
			t.Fatal("still active a full window later")
		}
	})
}

// Keys still limiting are never removed, however many others there are; the
// sweep removes only keys that count for nothing. (The in-memory limiter
// this replaced dropped live keys when full, so a flood of cheap requests
// wiped an active lockout.)
func TestRateLimitSweepKeepsLimitingKeys(t *testing.T) {
	clock := kajian.NewFixedClock(testNow)
	storetest.Each(t, clock, func(t *testing.T, db *store.DB) {
		clock.Set(testNow)
		ctx := context.Background()
		lockout := kajian.Limit{Max: 3, Per: time.Hour}
		for range 3 {
			allow(t, db, "signin:email:korban@example.id", lockout)
		}
		for i := range 2000 {
			allow(t, db, fmt.Sprintf("forgot:email:%d@example.id", i), kajian.Limit{Max: 3, Per: time.Minute})
		}
		clock.Advance(2 * time.Minute)
		removed, err := db.SweepRateLimits(ctx)
		if err != nil || removed != 2000 {
			t.Fatalf("sweep removed %d, %v; want the 2000 idle keys", removed, err)
		}
		if blocked, _, _ := db.Blocked(ctx, "signin:email:korban@example.id", lockout); !blocked {
			t.Fatal("the sweep wiped the lockout")
		}
	})
}

// Two copies of the server on one database share one limit: of 40 events
// sent at once through two handles, exactly the limit's 20 pass.
func TestRateLimitIsOneLimitAcrossCopies(t *testing.T) {
	for _, d := range storetest.Dialects {
		t.Run(string(d), func(t *testing.T) {
			clock := kajian.NewFixedClock(testNow)
			url := storetest.URL(t, d)
			copies := []*store.DB{storetest.OpenURL(t, url, clock), storetest.OpenURL(t, url, clock)}
			var allowed atomic.Int32
			var wg sync.WaitGroup
			for i := range 8 {
				db := copies[i%2]
				wg.Go(func() {
					for range 5 {
						ok, _, err := db.Allow(context.Background(), "shared", kajian.Limit{Max: 20, Per: time.Minute})
						if err != nil {
							t.Error(err)
							return
						}
						if ok {
							allowed.Add(1)
						}
					}
				})
			}
			wg.Wait()
			if n := allowed.Load(); n != 20 {
				t.Fatalf("%d allowed, want 20", n)
			}
		})
	}
}

// A key is stored at a fixed size, however long what it was built from: a
// sign-in with a megabyte-long address grew the table by a megabyte a request
// (issue 32). The limit still counts the long key as itself.
func TestRateLimitKeysAreStoredAtAFixedSize(t *testing.T) {
	clock := kajian.NewFixedClock(testNow)
	storetest.Each(t, clock, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		one := kajian.Limit{Max: 1, Per: time.Minute}
		long := "signin-fail:" + strings.Repeat("a", 1<<20) + "@example.id"
		if ok, _ := allow(t, db, long, one); !ok {
			t.Fatal("first event refused")
		}
		if ok, _ := allow(t, db, long, one); ok {
			t.Fatal("the long key was not counted")
		}
		if ok, _ := allow(t, db, long+"x", one); !ok {
			t.Fatal("another long key shares the first one's count")
		}
		longest, err := db.QueryInt(ctx, "SELECT MAX(LENGTH(key)) FROM rate_limits")
		if err != nil {
			t.Fatal(err)
		}
		if longest > 64 {
			t.Fatalf("a key of %d characters is stored", longest)
		}
	})
}
