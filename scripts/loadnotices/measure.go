package main

import (
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/kajiankita/kajian/internal/push/pushtest"
)

// sample is one home list request: when it started and how long it took.
type sample struct {
	at      time.Time
	took    time.Duration
	failed  bool
	copyIdx int
}

// homeLoad asks the copies for the home list's first page and the nearest-first page, clients
// at once, back to back, turning over the copies, until stopped; it keeps every sample.
type homeLoad struct {
	mu      sync.Mutex
	samples []sample
	stopped atomic.Bool
	wg      sync.WaitGroup
}

func startHomeLoad(client *http.Client, origins []string, clients, rate int) *homeLoad {
	h := &homeLoad{}
	// With a rate, requests are due at fixed times and each is timed from when it was due: a
	// request kept waiting behind slow ones counts its wait.
	var due chan time.Time
	if rate > 0 {
		due = make(chan time.Time, clients)
		h.wg.Go(func() {
			defer close(due)
			start := time.Now()
			for n := 0; !h.stopped.Load(); n++ {
				at := start.Add(time.Duration(n) * time.Second / time.Duration(rate))
				time.Sleep(time.Until(at))
				due <- at
			}
		})
	}
	paths := []string{"/api/v1/kajian?limit=24", "/api/v1/kajian?sort=distance&limit=24&lat=-6.2000&lng=106.8166",
		"/api/v1/kajian?limit=24&q=tafsir"}
	for w := range clients {
		h.wg.Go(func() {
			var mine []sample
			for i := w; !h.stopped.Load(); i++ {
				c := i % len(origins)
				t0 := time.Now()
				if due != nil {
					var ok bool
					if t0, ok = <-due; !ok {
						break
					}
				}
				res, err := client.Get(origins[c] + paths[i%len(paths)])
				failed := err != nil
				if err == nil {
					_, err = io.Copy(io.Discard, res.Body)
					res.Body.Close()
					failed = err != nil || res.StatusCode != http.StatusOK
				}
				mine = append(mine, sample{at: t0, took: time.Since(t0), failed: failed, copyIdx: c})
			}
			h.mu.Lock()
			h.samples = append(h.samples, mine...)
			h.mu.Unlock()
		})
	}
	return h
}

// stop ends the load and waits for the clients.
func (h *homeLoad) stop() {
	h.stopped.Store(true)
	h.wg.Wait()
}

// window sums up the requests started between from and to.
func (h *homeLoad) window(from, to time.Time) string {
	var (
		took   []time.Duration
		failed int
	)
	for _, s := range h.samples {
		if s.at.Before(from) || !s.at.Before(to) {
			continue
		}
		if s.failed {
			failed++
			continue
		}
		took = append(took, s.took)
	}
	if len(took) == 0 {
		return fmt.Sprintf("no request (%d failed)", failed)
	}
	slices.Sort(took)
	pct := func(p float64) time.Duration {
		return took[min(len(took)-1, int(p*float64(len(took))))].Round(10 * time.Microsecond)
	}
	return fmt.Sprintf("%d requests (%.0f/s), p50 %v, p99 %v, max %v, %d failed",
		len(took), float64(len(took))/to.Sub(from).Seconds(), pct(0.5), pct(0.99), took[len(took)-1].Round(10*time.Microsecond), failed)
}

// tally is what the fake push service received of one notice.
type tally struct {
	endpoints  int       // subscribers that got it at least once
	duplicates int       // copies beyond the first
	unreadable int       // requests the service could not decrypt or verify
	last       time.Time // when the last copy arrived
	lastFirst  time.Time // when the last copy arrived that no 500 had delayed
	failures   int       // 500s answered during the phase
	failedSubs int       // subscribers answered 500 at least once during the phase
	retriedOK  int       // of them, those whose notice arrived after all
}

// count tallies the deliveries whose title starts with prefix, and the 500s answered since
// before (Failed's counts when the phase began).
func count(svc *pushtest.Service, prefix string, before map[*pushtest.Subscriber]int) tally {
	var t tally
	got := map[*pushtest.Subscriber]int{}
	for _, d := range svc.Deliveries() {
		if d.Err != nil {
			t.unreadable++
			continue
		}
		if !strings.HasPrefix(d.Message.Title, prefix) {
			continue
		}
		got[d.Subscriber]++
		if d.At.After(t.last) {
			t.last = d.At
		}
	}
	for _, n := range got {
		t.endpoints++
		t.duplicates += n - 1
	}
	retried := map[*pushtest.Subscriber]bool{}
	for sub, n := range svc.Failed() {
		if extra := n - before[sub]; extra > 0 {
			t.failures += extra
			t.failedSubs++
			retried[sub] = true
			if got[sub] > 0 {
				t.retriedOK++
			}
		}
	}
	for _, d := range svc.Deliveries() {
		if d.Err == nil && strings.HasPrefix(d.Message.Title, prefix) && !retried[d.Subscriber] && d.At.After(t.lastFirst) {
			t.lastFirst = d.At
		}
	}
	return t
}
