package main

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"
	"time"
)

// record starts a recording of the measured part (a CPU profile, an execution trace) into the file
// at path, when path is set, and returns what ends it.
func record(path string, start func(io.Writer) error, stop func()) (func(), error) {
	if path == "" {
		return func() {}, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := start(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() { stop(); f.Close() }, nil
}

// pageOutcomes reads the copy's count of home pages served by outcome (kajian_home_pages_total).
func pageOutcomes(client *http.Client, origin string) map[string]int {
	out := map[string]int{}
	res, err := client.Get(origin + "/metrics")
	if err != nil {
		return out
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	for _, line := range strings.Split(string(body), "\n") {
		var (
			outcome string
			n       int
		)
		if _, err := fmt.Sscanf(strings.Replace(line, `"} `, `" `, 1), "kajian_home_pages_total{outcome=%q %d", &outcome, &n); err == nil {
			out[outcome] = n
		}
	}
	return out
}

// result is one line of load: the latencies of the requests that succeeded, sorted.
type result struct {
	latencies []time.Duration
	writes    []time.Duration // of the answers among them, sorted
	reads     []time.Duration // of the pages among them, sorted
	n         int
	failures  int
	bytes     int
}

func (r result) pct(p float64) time.Duration { return pct(r.latencies, p) }

func pct(sorted []time.Duration, p float64) time.Duration {
	return sorted[min(len(sorted)-1, int(p*float64(len(sorted))))].Round(10 * time.Microsecond)
}

// load has clients ask for the urls in turn for d; with share above zero, that share of their
// requests are attendance answers (write) instead, counted with the rest. With rate above zero the
// clients send rate requests a second in all, as they fall due, and each is timed from when it was
// due: a request kept waiting behind slow ones counts its wait (no coordinated omission).
func load(get func(string) (int, error), write func(client, i int) error, share float64, urls []string, clients int, d time.Duration, rate int) result {
	var (
		mu  sync.Mutex
		out result
		wg  sync.WaitGroup
	)
	start := time.Now()
	deadline := start.Add(d)
	var due chan time.Time
	if rate > 0 {
		due = make(chan time.Time, rate)
		go func() {
			defer close(due)
			for n := 0; ; n++ {
				at := start.Add(time.Duration(n) * time.Second / time.Duration(rate))
				if !at.Before(deadline) {
					return
				}
				if wait := time.Until(at); wait > time.Millisecond {
					time.Sleep(wait)
				}
				due <- at
			}
		}()
	}
	next := func() (time.Time, bool) {
		if due == nil {
			now := time.Now()
			return now, now.Before(deadline)
		}
		at, ok := <-due
		return at, ok
	}
	for w := range clients {
		wg.Go(func() {
			var mine, writes, reads []time.Duration
			bad, size := 0, 0
			for i := w; ; i++ {
				t0, ok := next()
				if !ok {
					break
				}
				// Answers spread evenly through each client's requests (one in twenty at 5%), and,
				// the clients starting at different i, through time: not in bursts all clients
				// make at once.
				if share > 0 && int(float64(i+1)*share) > int(float64(i)*share) {
					if err := write(w, i); err != nil {
						bad++
						continue
					}
					mine, writes = append(mine, time.Since(t0)), append(writes, time.Since(t0))
					continue
				}
				n, err := get(urls[i%len(urls)])
				if err != nil {
					bad++
					continue
				}
				mine, reads, size = append(mine, time.Since(t0)), append(reads, time.Since(t0)), n
			}
			mu.Lock()
			out.latencies, out.failures, out.bytes = append(out.latencies, mine...), out.failures+bad, max(out.bytes, size)
			out.writes, out.reads = append(out.writes, writes...), append(out.reads, reads...)
			mu.Unlock()
		})
	}
	wg.Wait()
	slices.Sort(out.latencies)
	slices.Sort(out.writes)
	slices.Sort(out.reads)
	out.n = len(out.latencies)
	return out
}
