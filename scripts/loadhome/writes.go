package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"os"
	"strings"
	"sync/atomic"
	"time"

	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

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

	other, err := store.Open(ctx, url, clock)
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
