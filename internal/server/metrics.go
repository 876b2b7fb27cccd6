package server

import (
	"fmt"
	"io"
	"runtime"
	"sort"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
)

// metrics keeps request counters and latency histograms in memory and writes
// them in the Prometheus text exposition format. Each server copy reports its
// own; Prometheus sums them.
type metrics struct {
	mu       sync.Mutex
	started  time.Time
	requests map[requestKey]uint64
	latency  map[string]*histogram // by route
	home     homePageCounts
}

// homePageCounts count how the home cache answered visitors' pages (home_cache.go).
type homePageCounts struct {
	kept, recounted, renumbered, made atomic.Uint64
}

type requestKey struct {
	method, route string
	code          int
}

var latencyBuckets = []float64{0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5}

type histogram struct {
	counts []uint64 // per bucket, cumulative at write time
	sum    float64
	count  uint64
}

func newMetrics() *metrics {
	return &metrics{started: time.Now(), requests: map[requestKey]uint64{}, latency: map[string]*histogram{}}
}

// methodLabel keeps the method label to a fixed set: Go accepts any token as
// a method (up to a megabyte), and each new label would be kept forever.
func methodLabel(method string) string {
	switch method {
	case "GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS":
		return method
	}
	return "other"
}

func (m *metrics) observe(method, route string, code int, d time.Duration) {
	if code == 0 {
		code = 200
	}
	method = methodLabel(method)
	m.mu.Lock()
	defer m.mu.Unlock()
	m.requests[requestKey{method, route, code}]++
	h := m.latency[route]
	if h == nil {
		h = &histogram{counts: make([]uint64, len(latencyBuckets))}
		m.latency[route] = h
	}
	sec := d.Seconds()
	for i, b := range latencyBuckets {
		if sec <= b {
			h.counts[i]++
			break
		}
	}
	h.sum += sec
	h.count++
}

// dbStats is what the metrics need of the database pool.
type dbStats struct {
	Open, InUse, Idle int
	WaitCount         int64
	WaitDuration      time.Duration
}

func (m *metrics) write(w io.Writer, db dbStats) {
	m.mu.Lock()
	defer m.mu.Unlock()
	fmt.Fprintln(w, "# HELP kajian_http_requests_total HTTP requests by method, route and status.")
	fmt.Fprintln(w, "# TYPE kajian_http_requests_total counter")
	keys := make([]requestKey, 0, len(m.requests))
	for k := range m.requests {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := keys[i], keys[j]
		if a.route != b.route {
			return a.route < b.route
		}
		if a.method != b.method {
			return a.method < b.method
		}
		return a.code < b.code
	})
	for _, k := range keys {
		fmt.Fprintf(w, "kajian_http_requests_total{method=%q,route=%q,code=\"%d\"} %d\n", k.method, k.route, k.code, m.requests[k])
	}
	fmt.Fprintln(w, "# HELP kajian_http_request_duration_seconds HTTP request latency by route.")
	fmt.Fprintln(w, "# TYPE kajian_http_request_duration_seconds histogram")
	routes := make([]string, 0, len(m.latency))
	for r := range m.latency {
		routes = append(routes, r)
	}
	sort.Strings(routes)
	for _, r := range routes {
		h := m.latency[r]
		var cum uint64
		for i, b := range latencyBuckets {
			cum += h.counts[i]
			fmt.Fprintf(w, "kajian_http_request_duration_seconds_bucket{route=%q,le=\"%s\"} %d\n", r, strconv.FormatFloat(b, 'g', -1, 64), cum)
		}
		fmt.Fprintf(w, "kajian_http_request_duration_seconds_bucket{route=%q,le=\"+Inf\"} %d\n", r, h.count)
		fmt.Fprintf(w, "kajian_http_request_duration_seconds_sum{route=%q} %g\n", r, h.sum)
		fmt.Fprintf(w, "kajian_http_request_duration_seconds_count{route=%q} %d\n", r, h.count)
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	values := []struct {
		name, kind, help string
		value            float64
	}{
		{"kajian_db_connections_open", "gauge", "Open database connections.", float64(db.Open)},
		{"kajian_db_connections_in_use", "gauge", "Database connections in use.", float64(db.InUse)},
		{"kajian_db_connections_idle", "gauge", "Idle database connections.", float64(db.Idle)},
		{"kajian_db_wait_total", "counter", "Waits for a database connection.", float64(db.WaitCount)},
		{"kajian_db_wait_seconds_total", "counter", "Time spent waiting for a database connection.", db.WaitDuration.Seconds()},
		{"kajian_go_goroutines", "gauge", "Goroutines.", float64(runtime.NumGoroutine())},
		{"kajian_go_heap_bytes", "gauge", "Bytes of allocated heap objects.", float64(ms.HeapAlloc)},
		{"kajian_uptime_seconds", "gauge", "Seconds since the process started.", time.Since(m.started).Seconds()},
	}
	for _, v := range values {
		fmt.Fprintf(w, "# HELP %s %s\n# TYPE %s %s\n%s %g\n", v.name, v.help, v.name, v.kind, v.name, v.value)
	}
	fmt.Fprintln(w, "# HELP kajian_home_pages_total Visitors' home list pages: served as kept (also after writes none of their sessions is in), kept after their counts were read again (unchanged, or written in), or made.")
	fmt.Fprintln(w, "# TYPE kajian_home_pages_total counter")
	for _, c := range []struct {
		outcome string
		n       *atomic.Uint64
	}{{"kept", &m.home.kept}, {"recounted", &m.home.recounted}, {"renumbered", &m.home.renumbered}, {"made", &m.home.made}} {
		fmt.Fprintf(w, "kajian_home_pages_total{outcome=%q} %d\n", c.outcome, c.n.Load())
	}
}
