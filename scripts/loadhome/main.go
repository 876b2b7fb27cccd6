// Command loadhome measures the home list API under load: it fills a fresh
// database with 10,000 one-off and 1,000 weekly sessions, serves the real
// server on 127.0.0.1, and has 32 clients ask, line after line, for the first
// page by date, the first page nearest-first (from points in the sessions'
// cities, half within 50 km) and a search, each beside a reference: a plain Go
// server answering the first page's bytes from memory. It prints a table of
// throughput and latency percentiles.
//
// With the line masjid among -lines it seeds the demo data instead (`make run` with
// KAJIAN_DEMO=1), and that line asks for the masjid pages' API (GET /api/v1/masjid/{slug}),
// turning over every demo masjid; the reference then answers a masjid page's bytes.
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
	"runtime/trace"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	"github.com/kajiankita/kajian/internal/app"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "loadhome:", err)
		os.Exit(1)
	}
}

func run() (err error) {
	dialect := flag.String("db", "sqlite", "sqlite or postgres (postgres reads KAJIAN_TEST_POSTGRES_URL)")
	clients := flag.Int("c", 32, "concurrent clients")
	duration := flag.Duration("duration", 12*time.Second, "how long each line sends requests")
	oneOff := flag.Int("oneoff", 10_000, "one-off sessions")
	weekly := flag.Int("weekly", 1_000, "weekly sessions")
	profile := flag.String("cpuprofile", "", "write a CPU profile of the measured part to this file")
	lines := flag.String("lines", "bare,first,nearest,search", "the lines to measure, in order")
	traceOut := flag.String("trace", "", "write an execution trace of the measured part to this file (go tool trace; -pprof=sync shows where requests waited)")
	memProfile := flag.String("memprofile", "", "write a heap profile after warm-up to this file")
	rounds := flag.Int("rounds", 2, "rounds of the scenarios, interleaved")
	seeded := flag.Bool("seeded", false, "use the sessions already in the database (scripts/scale) instead of seeding")
	writes := flag.Float64("writes", 0, "also measure each line with this share of requests answering attendance (0.05: 5%), and one posting a second through another copy")
	rate := flag.Int("rate", 0, "send this many requests a second in all, each timed from when it was due (open loop), instead of the clients sending back to back")
	postings := flag.Bool("postings", true, "with -writes, post a session a second through another copy during the lines with writes")
	shift := flag.Duration("clock-shift", 0, "run the servers' clock this far from this machine's (-2h40m at 23.10 WIB: an evening, when a 'hari-ini' page holds today's started sessions too)")
	flag.Parse()
	if *shift != 0 {
		clock = shiftedClock{*shift}
		fmt.Printf("the servers' clock reads %s\n", clock.Now().In(kajian.WIB.Location()).Format("15:04 MST, Monday"))
	}
	slog.SetDefault(slog.New(slog.NewTextHandler(io.Discard, nil))) // the request log would dominate
	// The server's runtime settings, as kajian serve has them (the clients share them).
	app.TuneRuntime(os.Getenv)

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
	db, err := store.Open(ctx, url, clock)
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
	case slices.Contains(strings.Split(*lines, ","), "masjid"):
		if *oneOff, *weekly, err = seedDemo(ctx, db); err != nil {
			return err
		}
	default:
		start := time.Now()
		if err := storetest.SeedHome(ctx, db, *oneOff, *weekly); err != nil {
			return err
		}
		fmt.Printf("seeded %d one-off and %d weekly sessions on %s in %v\n", *oneOff, *weekly, db.Dialect(), time.Since(start).Round(time.Millisecond))
	}
	built := time.Now()

	origin, closeServer, err := serveCopy(db, dir)
	if err != nil {
		return err
	}
	defer closeServer()

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
	// The time shortcuts (issue 31): each chip's first page by date, and nearest-first from the cities.
	for _, w := range []string{"hari-ini", "besok", "pekan-ini", "akhir-pekan"} {
		scenarios[w] = []string{origin + "/api/v1/kajian?limit=24&waktu=" + w}
		for _, c := range storetest.HomeCities[:5] {
			scenarios[w] = append(scenarios[w], fmt.Sprintf("%s/api/v1/kajian?sort=distance&limit=24&lat=%.4f&lng=%.4f&waktu=%s", origin, c.Lat, c.Lng, w))
		}
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
	if slices.Contains(strings.Split(*lines, ","), "masjid") {
		if scenarios["masjid"], err = masjidPages(client, origin); err != nil {
			return err
		}
		// Beside the masjid line the reference answers the busiest masjid page's bytes.
		res, err := client.Get(scenarios["masjid"][0])
		if err != nil {
			return err
		}
		page, err = io.ReadAll(res.Body)
		res.Body.Close()
		if err != nil {
			return err
		}
	}
	bare, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	barePages := map[string][]byte{"/": page}
	scenarios["bare"] = []string{"http://" + bare.Addr().String() + "/"}
	// A line bare-X: the reference answering line X's own pages, in its order, for a line whose
	// pages are much larger or smaller than the first page (the budget compares a line with a bare
	// server sending the same bytes).
	for _, name := range strings.Split(*lines, ",") {
		of, ok := strings.CutPrefix(name, "bare-")
		if !ok || scenarios[name] != nil {
			continue
		}
		if scenarios[of] == nil {
			return fmt.Errorf("no line %q for %q", of, name)
		}
		for i, u := range scenarios[of] {
			res, err := client.Get(u)
			if err != nil {
				return err
			}
			body, err := io.ReadAll(res.Body)
			res.Body.Close()
			if err != nil {
				return err
			}
			path := fmt.Sprintf("/%s/%d", of, i)
			barePages[path] = body
			scenarios[name] = append(scenarios[name], "http://"+bare.Addr().String()+path)
		}
	}
	bs := &http.Server{ReadHeaderTimeout: 5 * time.Second, Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Write(barePages[r.URL.Path])
	})}
	go func() { _ = bs.Serve(bare) }()
	defer bs.Close()

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
	if *memProfile != "" {
		f, err := os.Create(*memProfile)
		if err != nil {
			return err
		}
		err = pprof.WriteHeapProfile(f)
		f.Close()
		if err != nil {
			return err
		}
	}
	stopProfile, err := record(*profile, pprof.StartCPUProfile, pprof.StopCPUProfile)
	if err != nil {
		return err
	}
	defer stopProfile()
	stopTrace, err := record(*traceOut, trace.Start, trace.Stop)
	if err != nil {
		return err
	}
	defer stopTrace()
	fmt.Printf("%s, %d clients, %v per line, %d rounds (interleaved)", db.Dialect(), *clients, *duration, *rounds)
	if *rate > 0 {
		fmt.Printf(", %d requests a second in all, each timed from when it was due", *rate)
	}
	fmt.Println()
	fmt.Println("| scenario | req/s | p50 | p90 | p99 | bytes |")
	fmt.Println("|---|---|---|---|---|---|")
	var (
		write   func(client, i int) error
		posting atomic.Bool // postings are made during the lines with writes only
	)
	if *writes > 0 {
		// The lines, two for each but the reference, and the check against a fresh copy after them.
		lasts := time.Duration(*rounds*2*len(strings.Split(*lines, ",")))**duration + 5*time.Minute
		stop, w, werr := writeLoad(ctx, db, url, origin, transport, *clients, scenarios["first"][0], lasts, &posting)
		if werr != nil {
			return werr
		}
		write = w
		defer func() {
			stop()
			if err == nil {
				err = sameAsAFreshCopy(ctx, url, dir, origin, scenarios, client, write)
			}
		}()
	}
	for round := range *rounds {
		for _, name := range strings.Split(*lines, ",") {
			if scenarios[name] == nil {
				return fmt.Errorf("no line %q", name)
			}
			modes := []float64{0}
			reference := strings.HasPrefix(name, "bare")
			if *writes > 0 && !reference {
				modes = append(modes, *writes)
			}
			for _, share := range modes {
				before := pageOutcomes(client, origin)
				posting.Store(share > 0 && *postings)
				r := load(get, write, share, scenarios[name], *clients, *duration, *rate)
				posting.Store(false)
				after := pageOutcomes(client, origin)
				if r.failures > 0 && r.n == 0 {
					return fmt.Errorf("%s: no request succeeded (%d failed)", name, r.failures)
				}
				label := name
				if share > 0 {
					label = fmt.Sprintf("%s + %.0f%% answers", name, share*100)
					if *postings {
						label += ", a posting a second"
					}
				}
				fmt.Printf("| %s (round %d) | %.0f | %v | %v | %v | %d |\n", label, round+1, float64(r.n)/duration.Seconds(),
					r.pct(0.50), r.pct(0.90), r.pct(0.99), r.bytes)
				if r.failures > 0 {
					fmt.Printf("  %d failed\n", r.failures)
				}
				if len(r.writes) > 0 && len(r.reads) > 0 {
					fmt.Printf("  the pages alone: p50 %v, p99 %v; the answers alone: %d, p50 %v, p99 %v\n",
						pct(r.reads, 0.5), pct(r.reads, 0.99), len(r.writes), pct(r.writes, 0.5), pct(r.writes, 0.99))
				}
				if !reference && name != "masjid" {
					fmt.Print("  pages (kajian_home_pages_total):")
					for _, outcome := range []string{"kept", "recounted", "renumbered", "made"} {
						fmt.Printf(" %s %d", outcome, after[outcome]-before[outcome])
					}
					fmt.Println()
				}
			}
		}
	}
	return nil
}
