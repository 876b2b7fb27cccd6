// Command loadhome measures the home list API under load: it fills a fresh
// database with 10,000 one-off and 1,000 weekly sessions, serves the real
// server on 127.0.0.1, and has 32 clients ask, line after line, for the first
// page by date, the first page nearest-first (from points in the sessions'
// cities, half within 50 km) and a search, each beside a reference: a plain Go
// server answering the first page's bytes from memory. It prints a table of
// throughput and latency percentiles.
//
//	go run ./scripts/loadhome                        # SQLite in a temporary folder
//	./scripts/with-postgres.sh go run ./scripts/loadhome -db postgres
//
// It only ever talks to the loopback address it listens on, and it stops by
// itself after -duration.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"slices"
	"sync"
	"testing/fstest"
	"time"

	"github.com/kajiankita/kajian/internal/app"
	"github.com/kajiankita/kajian/internal/config"
	"github.com/kajiankita/kajian/internal/geo"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/mail"
	"github.com/kajiankita/kajian/internal/media"
	"github.com/kajiankita/kajian/internal/server"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "loadhome:", err)
		os.Exit(1)
	}
}

func run() error {
	dialect := flag.String("db", "sqlite", "sqlite or postgres (postgres reads KAJIAN_TEST_POSTGRES_URL)")
	clients := flag.Int("c", 32, "concurrent clients")
	duration := flag.Duration("duration", 12*time.Second, "how long each line sends requests")
	oneOff := flag.Int("oneoff", 10_000, "one-off sessions")
	weekly := flag.Int("weekly", 1_000, "weekly sessions")
	profile := flag.String("cpuprofile", "", "write a CPU profile of the measured part to this file")
	rounds := flag.Int("rounds", 2, "rounds of the scenarios, interleaved")
	seeded := flag.Bool("seeded", false, "use the sessions already in the database (scripts/scale) instead of seeding")
	flag.Parse()
	slog.SetDefault(slog.New(slog.NewTextHandler(io.Discard, nil))) // the request log would dominate

	ctx := context.Background()
	dir, err := os.MkdirTemp("", "loadhome-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	url := "sqlite:" + filepath.Join(dir, "kajian.db")
	if *dialect == "postgres" {
		if url = os.Getenv(storetest.PostgresEnv); url == "" {
			return fmt.Errorf("%s is not set: run through ./scripts/with-postgres.sh", storetest.PostgresEnv)
		}
	}
	db, err := store.Open(ctx, url, kajian.SystemClock{})
	if err != nil {
		return err
	}
	defer db.Close()
	if _, err := db.Migrate(ctx); err != nil {
		return err
	}
	n, _ := db.CountRows(ctx, "kajian")
	switch {
	case *seeded:
		w, _ := db.CountRows(ctx, "recurring_kajian")
		*oneOff, *weekly = n, w
		fmt.Printf("using the %d one-off and %d weekly sessions in the database\n", n, w)
	case n > 0:
		return fmt.Errorf("the database already holds %d sessions; use an empty one (or -seeded)", n)
	default:
		start := time.Now()
		if err := storetest.SeedHome(ctx, db, *oneOff, *weekly); err != nil {
			return err
		}
		fmt.Printf("seeded %d one-off and %d weekly sessions on %s in %v\n", *oneOff, *weekly, db.Dialect(), time.Since(start).Round(time.Millisecond))
	}
	built := time.Now()

	mailer, err := mail.Open("log:", "Kajian Kita <no-reply@localhost>")
	if err != nil {
		return err
	}
	bucket, err := media.OpenBucket("file://" + filepath.Join(dir, "uploads"))
	if err != nil {
		return err
	}
	clock, geocoder := kajian.SystemClock{}, geo.NewBuiltin()
	uc := app.Build(app.Adapters{BaseURL: "http://127.0.0.1", Store: db, Clock: clock, Mailer: mailer, Bucket: bucket, Geocoder: geocoder})
	srv, err := server.New(server.Deps{
		Config: config.Config{BaseURL: "http://127.0.0.1", Geocoder: "builtin"}, Clock: clock,
		Web:      fstest.MapFS{"index.html": {Data: []byte("<!doctype html><title>Kajian Kita</title>")}},
		UseCases: uc, Geocoder: geocoder, Bucket: bucket, Database: db,
	})
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	hs := &http.Server{Handler: srv, ReadHeaderTimeout: 5 * time.Second}
	go func() { _ = hs.Serve(ln) }()
	defer hs.Close()
	origin := "http://" + ln.Addr().String()

	// The scenarios: the first page by date, the first page nearest-first from points in the
	// sessions' cities (half within 50 km), and a search; 24 sessions a page, as a phone asks.
	scenarios := map[string][]string{"first": {origin + "/api/v1/kajian?limit=24"}}
	for i, c := range storetest.HomeCities {
		u := fmt.Sprintf("%s/api/v1/kajian?sort=distance&limit=24&lat=%.4f&lng=%.4f", origin, c.Lat+0.01*float64(i%3), c.Lng-0.01*float64(i%2))
		scenarios["nearest"] = append(scenarios["nearest"], u, u+"&radius_km=50")
	}
	for _, q := range []string{"tafsir", "fiqih", "sirah", "masjid", "hadits"} {
		scenarios["search"] = append(scenarios["search"], origin+"/api/v1/kajian?limit=24&q="+q)
	}
	transport := &http.Transport{MaxIdleConnsPerHost: *clients, MaxConnsPerHost: *clients, DisableCompression: true}
	client := &http.Client{Transport: transport, Timeout: 10 * time.Second}
	get := func(u string) (int, error) {
		res, err := client.Get(u)
		if err != nil {
			return 0, err
		}
		defer res.Body.Close()
		n, err := io.Copy(io.Discard, res.Body)
		if err != nil {
			return 0, err
		}
		if res.StatusCode != http.StatusOK {
			return 0, fmt.Errorf("GET %s: %s", u, res.Status)
		}
		return int(n), nil
	}

	// The reference: a plain Go server answering the first page's very bytes from memory, the
	// least any server can do for this answer.
	// The first page reads the whole listing: at a large scale that is minutes, not a request's 10 s.
	first, err := (&http.Client{Transport: transport, Timeout: 10 * time.Minute}).Get(scenarios["first"][0])
	if err != nil {
		return err
	}
	readyIn := time.Since(built)
	page, err := io.ReadAll(first.Body)
	first.Body.Close()
	if err != nil {
		return err
	}
	bare, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	bs := &http.Server{ReadHeaderTimeout: 5 * time.Second, Handler: http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Write(page)
	})}
	go func() { _ = bs.Serve(bare) }()
	defer bs.Close()
	scenarios["bare"] = []string{"http://" + bare.Addr().String() + "/"}

	fmt.Printf("ready (first page answered) %v after the server was built\n", readyIn.Round(time.Millisecond))
	for _, urls := range scenarios { // warm up: connections, caches, the database's pages
		for _, u := range urls {
			if _, err := get(u); err != nil {
				return err
			}
		}
	}
	var mem runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&mem)
	fmt.Printf("heap in use after warm-up (%d sessions in the database; the listing and kept pages): %.1f MB\n", *oneOff+*weekly, float64(mem.HeapInuse)/(1<<20))
	if *profile != "" {
		f, err := os.Create(*profile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	fmt.Printf("%s, %d clients, %v per line, %d rounds (interleaved)\n", db.Dialect(), *clients, *duration, *rounds)
	fmt.Println("| scenario | req/s | p50 | p90 | p99 | bytes |")
	fmt.Println("|---|---|---|---|---|---|")
	for round := range *rounds {
		for _, name := range []string{"bare", "first", "nearest", "search"} {
			r := load(get, scenarios[name], *clients, *duration)
			if r.failures > 0 && r.n == 0 {
				return fmt.Errorf("%s: no request succeeded (%d failed)", name, r.failures)
			}
			fmt.Printf("| %s (round %d) | %.0f | %v | %v | %v | %d |\n", name, round+1, float64(r.n)/duration.Seconds(),
				r.pct(0.50), r.pct(0.90), r.pct(0.99), r.bytes)
			if r.failures > 0 {
				fmt.Printf("  %d failed\n", r.failures)
			}
		}
	}
	return nil
}

// result is one line of load: the latencies of the requests that succeeded, sorted.
type result struct {
	latencies []time.Duration
	n         int
	failures  int
	bytes     int
}

func (r result) pct(p float64) time.Duration {
	return r.latencies[min(len(r.latencies)-1, int(p*float64(len(r.latencies))))].Round(10 * time.Microsecond)
}

// load has clients ask for the urls in turn for d.
func load(get func(string) (int, error), urls []string, clients int, d time.Duration) result {
	var (
		mu  sync.Mutex
		out result
		wg  sync.WaitGroup
	)
	deadline := time.Now().Add(d)
	for w := range clients {
		wg.Go(func() {
			var mine []time.Duration
			bad, size := 0, 0
			for i := w; time.Now().Before(deadline); i++ {
				t0 := time.Now()
				n, err := get(urls[i%len(urls)])
				if err != nil {
					bad++
					continue
				}
				mine, size = append(mine, time.Since(t0)), n
			}
			mu.Lock()
			out.latencies, out.failures, out.bytes = append(out.latencies, mine...), out.failures+bad, max(out.bytes, size)
			mu.Unlock()
		})
	}
	wg.Wait()
	slices.Sort(out.latencies)
	out.n = len(out.latencies)
	return out
}
