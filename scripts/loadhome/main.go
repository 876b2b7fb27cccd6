// Command loadhome measures the home list API under load: it fills a fresh
// database with 10,000 one-off and 1,000 weekly sessions, serves the real
// server on 127.0.0.1, and has 32 clients ask for first pages sorted by
// distance from points in several cities (half of them within 50 km) for a
// fixed time, then prints the latency percentiles.
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
	duration := flag.Duration("duration", 20*time.Second, "how long to send requests")
	oneOff := flag.Int("oneoff", 10_000, "one-off sessions")
	weekly := flag.Int("weekly", 1_000, "weekly sessions")
	profile := flag.String("cpuprofile", "", "write a CPU profile of the measured part to this file")
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
	if n, _ := db.CountRows(ctx, "kajian"); n > 0 {
		return fmt.Errorf("the database already holds %d sessions; use an empty one", n)
	}
	start := time.Now()
	if err := storetest.SeedHome(ctx, db, *oneOff, *weekly); err != nil {
		return err
	}
	fmt.Printf("seeded %d one-off and %d weekly sessions on %s in %v\n", *oneOff, *weekly, db.Dialect(), time.Since(start).Round(time.Millisecond))

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
	base := "http://" + ln.Addr().String() + "/api/v1/kajian?sort=distance&limit=6"

	// Points in the cities the sessions are in; every other request asks for
	// the default 50 km radius, the others for all distances.
	var urls []string
	for i, c := range storetest.HomeCities {
		u := fmt.Sprintf("%s&lat=%.4f&lng=%.4f", base, c.Lat+0.01*float64(i%3), c.Lng-0.01*float64(i%2))
		urls = append(urls, u, u+"&radius_km=50")
	}
	transport := &http.Transport{MaxIdleConnsPerHost: *clients, MaxConnsPerHost: *clients}
	client := &http.Client{Transport: transport, Timeout: 10 * time.Second}
	get := func(u string) error {
		res, err := client.Get(u)
		if err != nil {
			return err
		}
		defer res.Body.Close()
		if _, err := io.Copy(io.Discard, res.Body); err != nil {
			return err
		}
		if res.StatusCode != http.StatusOK {
			return fmt.Errorf("GET %s: %s", u, res.Status)
		}
		return nil
	}
	for _, u := range urls { // warm up: connections, caches, the database's pages
		if err := get(u); err != nil {
			return err
		}
	}

	var (
		mu        sync.Mutex
		latencies []time.Duration
		failures  int
		wg        sync.WaitGroup
	)
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
	deadline := time.Now().Add(*duration)
	for w := range *clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var mine []time.Duration
			bad := 0
			for i := w; time.Now().Before(deadline); i++ {
				t0 := time.Now()
				if err := get(urls[i%len(urls)]); err != nil {
					bad++
					continue
				}
				mine = append(mine, time.Since(t0))
			}
			mu.Lock()
			latencies, failures = append(latencies, mine...), failures+bad
			mu.Unlock()
		}()
	}
	wg.Wait()
	if len(latencies) == 0 {
		return fmt.Errorf("no request succeeded (%d failed)", failures)
	}
	slices.Sort(latencies)
	pct := func(p float64) time.Duration {
		return latencies[min(len(latencies)-1, int(p*float64(len(latencies))))].Round(10 * time.Microsecond)
	}
	fmt.Printf("%s, %d clients, %v: %d requests (%.0f/s), %d failed; p50 %v, p90 %v, p99 %v, max %v\n",
		db.Dialect(), *clients, *duration, len(latencies), float64(len(latencies))/duration.Seconds(), failures,
		pct(0.50), pct(0.90), pct(0.99), latencies[len(latencies)-1].Round(10*time.Microsecond))
	return nil
}
