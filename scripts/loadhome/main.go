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
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/cookiejar"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"runtime/trace"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing/fstest"
	"time"

	"github.com/kajiankita/kajian/internal/app"
	"github.com/kajiankita/kajian/internal/auth"
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
	flag.Parse()
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
			if *writes > 0 && name != "bare" {
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
				if name != "bare" {
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

// serveCopy starts a copy of the server on db, as kajian serve would, and returns its origin.
func serveCopy(db *store.DB, dir string) (string, func(), error) {
	mailer, err := mail.Open("log:", "Kajian Kita <no-reply@localhost>")
	if err != nil {
		return "", nil, err
	}
	bucket, err := media.OpenBucket("file://" + filepath.Join(dir, "uploads"))
	if err != nil {
		return "", nil, err
	}
	clock, geocoder := kajian.SystemClock{}, geo.NewBuiltin()
	uc := app.Build(app.Adapters{BaseURL: "http://127.0.0.1", Store: db, Clock: clock, Mailer: mailer, Bucket: bucket, Geocoder: geocoder})
	srv, err := server.New(server.Deps{
		Config: config.Config{BaseURL: "http://127.0.0.1", Geocoder: "builtin", UnlimitedClients: "127.0.0.1"}, Clock: clock,
		Web:      fstest.MapFS{"index.html": {Data: []byte("<!doctype html><title>Kajian Kita</title>")}},
		UseCases: uc, Geocoder: geocoder, Bucket: bucket, Database: db,
	})
	if err != nil {
		return "", nil, err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	hs := &http.Server{Handler: srv, ReadHeaderTimeout: 5 * time.Second}
	go func() { _ = hs.Serve(ln) }()
	// The notices' worker runs as in kajian serve: an answer's reminders are queued for it.
	ctx, stop := context.WithCancel(context.Background())
	worked := make(chan struct{})
	go func() { uc.Reminders.Run(ctx); close(worked) }()
	return "http://" + ln.Addr().String(), func() { hs.Close(); stop(); <-worked }, nil
}

// sameAsAFreshCopy checks, once the postings have stopped, that the copy that served every line
// (its listing brought up to date write by write, its kept sessions and pages) answers each
// scenario's pages exactly as a copy started now on the same database does. Answers go on
// meanwhile, with the pages read between them, so that what is compared was kept across answers.
func sameAsAFreshCopy(ctx context.Context, url, dir, origin string, scenarios map[string][]string, client *http.Client, write func(client, i int) error) error {
	db, err := store.Open(ctx, url, kajian.SystemClock{})
	if err != nil {
		return err
	}
	defer db.Close()
	fresh, closeFresh, err := serveCopy(db, dir)
	if err != nil {
		return err
	}
	defer closeFresh()
	read := func(u string) ([]byte, error) {
		res, err := client.Get(u)
		if err != nil {
			return nil, err
		}
		defer res.Body.Close()
		return io.ReadAll(res.Body)
	}
	for i := range 64 {
		if err := write(i%4, i); err != nil {
			return err
		}
		for _, name := range []string{"first", "nearest", "search"} {
			if _, err := read(scenarios[name][i%len(scenarios[name])]); err != nil {
				return err
			}
		}
	}
	pages := 0
	for _, name := range []string{"first", "nearest", "search"} {
		for _, u := range scenarios[name] {
			for try := 0; ; try++ {
				minute := time.Now().Truncate(time.Minute)
				a, err := read(u)
				if err != nil {
					return err
				}
				b, err := read(strings.Replace(u, origin, fresh, 1))
				if err != nil {
					return err
				}
				if bytes.Equal(a, b) {
					break
				}
				if try == 0 && !time.Now().Truncate(time.Minute).Equal(minute) {
					continue // the minute turned between the two reads: what is upcoming moved
				}
				return fmt.Errorf("after the writes, %s differs from a fresh copy's answer:\n%s\n%s", u, a, b)
			}
			pages++
		}
	}
	fmt.Printf("after the writes, the %d pages of the scenarios are byte for byte a fresh copy's\n", pages)
	return nil
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

// laterSessions returns the paths of the first n sessions of the list at firstPage, following its
// pages, that start after the run (it lasts that long): one starting during it would refuse its
// answers from then on. At a million sessions the first page's sessions all start within the hour.
func laterSessions(firstPage string, n int, lasts time.Duration) ([]string, error) {
	var paths []string
	for u := firstPage; len(paths) < n; {
		res, err := http.Get(u)
		if err != nil {
			return nil, err
		}
		var page struct {
			Items []struct {
				Path     string    `json:"path"`
				SortDate time.Time `json:"sort_date"`
			} `json:"items"`
			NextCursor *string `json:"next_cursor"`
		}
		err = json.NewDecoder(res.Body).Decode(&page)
		res.Body.Close()
		if err != nil {
			return nil, fmt.Errorf("sessions for the answers: %w", err)
		}
		for _, it := range page.Items {
			if time.Until(it.SortDate) > lasts && len(paths) < n {
				paths = append(paths, it.Path)
			}
		}
		if page.NextCursor == nil {
			break
		}
		u = firstPage + "&cursor=" + *page.NextCursor // base64url: nothing to escape
	}
	if len(paths) == 0 {
		return nil, fmt.Errorf("no session starting after the run (%v) for the answers", lasts)
	}
	return paths, nil
}

// writeLoad prepares the writes that go with reads: one signed-in user per client answering
// 'hadir' and 'tidak hadir' in turn to the first 24 sessions by date that start after the run (it
// lasts that long), and, through another copy of the server (its own connections to the same
// database), one approved posting a second while posting is set. It returns how to stop the
// postings and the answer a client makes.
func writeLoad(ctx context.Context, db *store.DB, url, origin string, transport *http.Transport, clients int, firstPage string,
	lasts time.Duration, posting *atomic.Bool) (func(), func(client, i int) error, error) {
	page, err := laterSessions(firstPage, 24, lasts)
	if err != nil {
		return nil, nil, err
	}
	hash, err := auth.HashPassword("rahasia-beban-123")
	if err != nil {
		return nil, nil, err
	}
	users := make([]*http.Client, clients)
	for i := range users {
		// The same users each run: a run's answers replace the last run's rather than pile up on
		// the first page's sessions, which would make each run count more answers than the last.
		email := fmt.Sprintf("beban%d@example.id", i)
		if _, err := db.FindUserByEmail(ctx, email); errors.Is(err, kajian.ErrNotFound) {
			if _, _, err := db.CreateUser(ctx, store.NewUser{Email: email, PasswordHash: hash, FullName: "Jamaah Beban", Verified: true}); err != nil {
				return nil, nil, err
			}
		} else if err != nil {
			return nil, nil, err
		}
		jar, _ := cookiejar.New(nil)
		users[i] = &http.Client{Transport: transport, Jar: jar, Timeout: 10 * time.Second}
		res, err := users[i].Post(origin+"/api/v1/auth/signin", "application/json",
			strings.NewReader(`{"email":"`+email+`","password":"rahasia-beban-123"}`))
		if err != nil {
			return nil, nil, err
		}
		res.Body.Close()
		if res.StatusCode != http.StatusOK {
			return nil, nil, fmt.Errorf("sign in: %s", res.Status)
		}
	}
	answer := func(client, i int) error {
		status := "hadir"
		if (i/len(page))%2 == 1 {
			status = "tidak_hadir"
		}
		req, _ := http.NewRequest(http.MethodPut, origin+"/api/v1"+page[i%len(page)]+"/rsvp",
			strings.NewReader(`{"status":"`+status+`"}`))
		req.Header.Set("Content-Type", "application/json")
		res, err := users[client].Do(req)
		if err != nil {
			return err
		}
		defer res.Body.Close()
		_, _ = io.Copy(io.Discard, res.Body)
		if res.StatusCode != http.StatusOK {
			return fmt.Errorf("rsvp: %s", res.Status)
		}
		return nil
	}

	other, err := store.Open(ctx, url, kajian.SystemClock{})
	if err != nil {
		return nil, nil, err
	}
	owner, _, err := other.CreateUser(ctx, store.NewUser{Email: fmt.Sprintf("panitia-%d@example.id", time.Now().UnixNano()), PasswordHash: hash,
		FullName: "Panitia", Role: kajian.RoleAdmin, Verified: true})
	if err != nil {
		return nil, nil, err
	}
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		tick := time.NewTicker(time.Second)
		defer tick.Stop()
		c := storetest.HomeCities[0]
		for n := 0; ; n++ {
			select {
			case <-stop:
				return
			case <-tick.C:
			}
			if !posting.Load() {
				continue
			}
			now := time.Now()
			approved := now
			k := &kajian.Session{Type: kajian.Regular, Title: fmt.Sprintf("Kajian Baru Beban %d", n), Ustaz: "Ustadz Beban",
				Date: kajian.DateOf(now.Add(48 * time.Hour).In(c.Zone.Location())), Time: 19 * 60, Zone: c.Zone,
				Location: "Masjid Beban", Latitude: &c.Lat, Longitude: &c.Lng, Status: kajian.StatusApproved,
				CreatedBy: owner.ID, ApprovedBy: owner.ID, ApprovedAt: &approved}
			if err := other.CreateSession(ctx, k); err != nil {
				fmt.Fprintln(os.Stderr, "posting through the other copy:", err)
			}
		}
	}()
	return func() { close(stop); <-done; other.Close() }, answer, nil
}
