// Command loadnotices measures a tabligh akbar's notices (issue 32): on a throwaway PostgreSQL it
// seeds one session with -users accounts answering 'hadir', each with a browser subscribed on a
// fake push service on 127.0.0.1 (pushtest: it checks the VAPID signature and decrypts every
// message as a browser would, answers after -delay, and 500 to -fail of the requests at random),
// and the home list's sessions. It starts two `kajian serve` processes built from this tree on
// that database, their clocks shifted (KAJIAN_TEST_CLOCK_SHIFT) so the 'Besok' reminders fall due
// at 20.00 WIB -lead after they start, and drives the home list on both copies with -c clients
// back to back throughout. It prints, for the reminders and then for a change notice to all of
// them (an admin moves the session through the API): the time from due (or the edit) to the last
// delivery, deliveries per endpoint (duplicates counted), the 500s and the retries that
// delivered after them, the queue's outcomes, and the home list's latency meanwhile.
//
//	./scripts/with-postgres.sh go run ./scripts/loadnotices   # make load-notices
//
// It only ever talks to the loopback addresses it listens on.
package main

import (
	"context"
	"flag"
	"fmt"
	"net/http"
	"net/http/cookiejar"
	"os"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/kajiankita/kajian/internal/push"
	"github.com/kajiankita/kajian/internal/push/pushtest"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "loadnotices:", err)
		os.Exit(1)
	}
}

func run() error {
	users := flag.Int("users", 50_000, "accounts answering 'hadir' to the tabligh akbar, one browser each")
	oneOff := flag.Int("oneoff", 10_000, "one-off sessions of the home list")
	weekly := flag.Int("weekly", 1_000, "weekly sessions of the home list")
	clients := flag.Int("c", 8, "home list clients over both copies, back to back (or sharing -rate)")
	rate := flag.Int("rate", 0, "home list requests a second in all, each timed from when it was due (open loop); 0: back to back")
	delay := flag.Duration("delay", 50*time.Millisecond, "the fake push service's answer time")
	fail := flag.Float64("fail", 0.01, "share of push requests answered 500, at random")
	lead := flag.Duration("lead", 45*time.Second, "from starting the copies to 20.00 WIB on their clocks")
	timeout := flag.Duration("timeout", 15*time.Minute, "give up on a phase after this long")
	flag.Parse()
	url := os.Getenv(storetest.PostgresEnv)
	if url == "" {
		return fmt.Errorf("%s is not set: run through ./scripts/with-postgres.sh", storetest.PostgresEnv)
	}
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "loadnotices-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)

	svc := pushtest.New()
	defer svc.Close()
	svc.Delay, svc.FailShare = *delay, *fail
	keys, err := push.GenerateKeys()
	if err != nil {
		return err
	}
	svc.VAPIDKey = keys.Public
	bin, err := buildServer(dir)
	if err != nil {
		return err
	}
	tb, err := seed(ctx, url, svc, *users, *oneOff, *weekly)
	if err != nil {
		return err
	}
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		return err
	}
	defer conn.Close(ctx)

	dueReal := time.Now().Add(*lead)
	copies, err := startCopies(bin, dir, url, 2, keys, tb.due.Sub(dueReal))
	defer func() {
		for _, c := range copies {
			c.stop()
		}
	}()
	if err != nil {
		return err
	}
	client := &http.Client{Timeout: 10 * time.Second,
		Transport: &http.Transport{MaxIdleConnsPerHost: *clients, MaxConnsPerHost: *clients, DisableCompression: true}}
	readyCtx, cancel := context.WithDeadline(ctx, dueReal)
	var origins []string
	for _, c := range copies {
		if err := c.waitReady(readyCtx, client); err != nil {
			cancel()
			return fmt.Errorf("%w (a longer -lead?)", err)
		}
		origins = append(origins, c.origin)
	}
	cancel()
	ready := time.Now()
	fmt.Printf("two copies ready %v before 20.00 WIB on their clocks; home list load: %d clients", dueReal.Sub(ready).Round(time.Millisecond), *clients)
	if *rate > 0 {
		fmt.Printf(", %d requests a second in all", *rate)
	}
	fmt.Println()
	home := startHomeLoad(client, origins, *clients, *rate)

	besok, err := phase(ctx, conn, svc, "'Besok' reminders", "Besok: ", "evening", *users, dueReal, *timeout)
	if err != nil {
		home.stop()
		return err
	}
	editAt, err := moveSession(origins[0], tb)
	if err != nil {
		home.stop()
		return err
	}
	change, err := phase(ctx, conn, svc, "change notice", "Jadwal berubah: ", "change", *users, editAt, *timeout)
	home.stop()
	if err != nil {
		return err
	}
	if err := queueOutcomes(ctx, conn); err != nil {
		return err
	}
	fmt.Printf("home list before 20.00 (warm, nothing sent): %s\n", home.window(ready, dueReal))
	fmt.Printf("home list while the reminders went:          %s\n", home.window(dueReal, besok))
	fmt.Printf("home list while the change notice went:      %s\n", home.window(editAt, change))
	for _, c := range copies {
		fmt.Printf("log of %s: %s\n", c.origin, c.log)
	}
	return nil
}

// phase waits until every subscriber got the notice titled prefix and the queue holds none of kind
// still open (so no copy can send one again), then prints its figures and returns when the last
// one arrived.
func phase(ctx context.Context, conn *pgx.Conn, svc *pushtest.Service, name, prefix, kind string, users int, from time.Time, timeout time.Duration) (time.Time, error) {
	before := svc.Failed()
	deadline := from.Add(timeout)
	for {
		t := count(svc, prefix, before)
		var open int
		if err := conn.QueryRow(ctx, "SELECT COUNT(*) FROM notify_jobs WHERE kind = $1 AND done_at IS NULL", kind).Scan(&open); err != nil {
			return time.Time{}, err
		}
		if (t.endpoints == users && open == 0) || time.Now().After(deadline) {
			took := t.last.Sub(from)
			fmt.Printf("\n%s: %d of %d endpoints in %v from %s to the last delivery (%d still queued)\n",
				name, t.endpoints, users, took.Round(100*time.Millisecond), map[bool]string{true: "20.00", false: "the edit"}[kind == "evening"], open)
			if !t.lastFirst.IsZero() {
				first := t.lastFirst.Sub(from)
				fmt.Printf("  first attempts: the last arrived after %v (%.0f deliveries a second)\n",
					first.Round(100*time.Millisecond), float64(t.endpoints-t.retriedOK)/first.Seconds())
			}
			fmt.Printf("  duplicates %d, unreadable %d; 500s answered %d (to %d endpoints), of which %d delivered on a retry\n",
				t.duplicates, t.unreadable, t.failures, t.failedSubs, t.retriedOK)
			if t.endpoints != users {
				return t.last, fmt.Errorf("%s: %d of %d endpoints after %v", name, t.endpoints, users, timeout)
			}
			return t.last, nil
		}
		time.Sleep(250 * time.Millisecond)
	}
}

// moveSession signs in as the admin on origin and moves the tabligh akbar to 10.00, as the
// posting form does: every attendee is to get a change notice. It returns when the edit was
// answered.
func moveSession(origin string, tb *tabligh) (time.Time, error) {
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar, Timeout: 2 * time.Minute}
	do := func(method, path, body string) error {
		req, err := http.NewRequest(method, origin+path, strings.NewReader(body))
		if err != nil {
			return err
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Origin", origin)
		res, err := c.Do(req)
		if err != nil {
			return err
		}
		defer res.Body.Close()
		if res.StatusCode != http.StatusOK {
			return fmt.Errorf("%s %s: %s", method, path, res.Status)
		}
		return nil
	}
	if err := do("POST", "/api/v1/auth/signin", fmt.Sprintf(`{"email": %q, "password": %q}`, adminEmail, adminPassword)); err != nil {
		return time.Time{}, err
	}
	k := tb.session
	body := fmt.Sprintf(`{"kajian_type": "regular", "title": %q, "timezone_region": "WIB",
		"speakers": [{"name": %q, "is_main_speaker": true, "speaker_order": 1}], "date": %q, "time": "10:00",
		"is_online": false, "location": %q, "address": %q, "maps_url": "", "live_stream_url": "", "description": %q,
		"contact_person": "", "contact_phone": "081234567890"}`, k.Title, k.Ustaz, k.Date.String(), k.Location, k.Address, k.Description)
	t0 := time.Now()
	if err := do("PUT", "/api/v1/postings/regular/"+k.Slug, body); err != nil {
		return time.Time{}, err
	}
	fmt.Printf("\nthe admin moved the session to 10.00 WIB (the edit answered in %v)\n", time.Since(t0).Round(time.Millisecond))
	return time.Now(), nil
}

// queueOutcomes prints the queue's jobs by kind and outcome, with the most attempts one took.
func queueOutcomes(ctx context.Context, conn *pgx.Conn) error {
	rows, err := conn.Query(ctx, `SELECT kind, COALESCE(outcome, 'open'), COUNT(*), MAX(attempts) FROM notify_jobs
		GROUP BY 1, 2 ORDER BY 1, 2`)
	if err != nil {
		return err
	}
	defer rows.Close()
	fmt.Println("\nqueue (kind, outcome, jobs, most attempts):")
	for rows.Next() {
		var (
			kind, outcome string
			n, attempts   int
		)
		if err := rows.Scan(&kind, &outcome, &n, &attempts); err != nil {
			return err
		}
		fmt.Printf("  %-8s %-8s %6d %d\n", kind, outcome, n, attempts)
	}
	return rows.Err()
}
