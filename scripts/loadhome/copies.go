package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"strings"
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
)

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
	geocoder := geo.NewBuiltin()
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
	db, err := store.Open(ctx, url, clock)
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

// shiftedClock is the servers' clock, -clock-shift away from this machine's.
type shiftedClock struct{ by time.Duration }

func (c shiftedClock) Now() time.Time { return time.Now().UTC().Add(c.by) }

// clock is what every server copy and database handle here tells the time by.
var clock kajian.Clock = kajian.SystemClock{}
