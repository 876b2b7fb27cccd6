package main

import (
	"context"
	"fmt"
	"net/http"
	"net/http/cookiejar"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// childServeEnv makes this test binary run `kajian serve` instead of the
// tests, so a test can start the server as a process of its own and kill it.
const childServeEnv = "KAJIAN_TEST_CHILD_SERVE"

func TestMain(m *testing.M) {
	if os.Getenv(childServeEnv) == "1" {
		if err := run(context.Background(), []string{"serve"}, os.Getenv, os.Stdout, os.Stderr); err != nil {
			fmt.Fprintln(os.Stderr, "kajian:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// Killed with SIGKILL while attendance answers pour in from eight clients at
// once, the server loses none it acknowledged: every answer that got 200 is
// in the database when it is opened again, on both databases.
func TestKillDuringWritesLosesNothingAcknowledged(t *testing.T) {
	for _, d := range storetest.Dialects {
		t.Run(string(d), func(t *testing.T) {
			dir := t.TempDir()
			url := storetest.URL(t, d)
			db := storetest.OpenURL(t, url, kajian.SystemClock{})
			ctx := context.Background()
			hash, err := auth.HashPassword("rahasia-tahan")
			if err != nil {
				t.Fatal(err)
			}
			u, _, err := db.CreateUser(ctx, store.NewUser{Email: "tahan@example.id", PasswordHash: hash, FullName: "Tahan", Verified: true})
			if err != nil {
				t.Fatal(err)
			}
			now := time.Now()
			var slugs []string
			for i := range 300 {
				s := &kajian.Session{Type: kajian.Regular, Title: fmt.Sprintf("Kajian Tahan Banting %d", i), Ustaz: "Ustadz Uji",
					Date: kajian.DateOf(now.AddDate(0, 0, 10)), Time: 19 * 60, Zone: kajian.WIB, IsOnline: true,
					LiveStreamURL: "https://youtube.com/live/uji", Status: kajian.StatusApproved, CreatedBy: u.ID, ApprovedBy: u.ID, ApprovedAt: &now}
				if err := db.CreateSession(ctx, s); err != nil {
					t.Fatal(err)
				}
				slugs = append(slugs, s.Slug)
			}

			addr := freePort(t)
			child := exec.Command(os.Args[0], "-test.run=^$")
			child.Env = append(os.Environ(), childServeEnv+"=1", "KAJIAN_DATABASE_URL="+url, "KAJIAN_ADDR="+addr,
				"KAJIAN_BASE_URL=http://"+addr, "KAJIAN_STORAGE_URL=file://"+filepath.Join(dir, "uploads"), "KAJIAN_MAIL_URL=log:")
			child.Stdout, child.Stderr = nil, nil
			if err := child.Start(); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = child.Process.Kill(); _ = child.Wait() })
			base := "http://" + addr
			for i := 0; ; i++ {
				if res, err := http.Get(base + "/readyz"); err == nil {
					res.Body.Close()
					if res.StatusCode == 200 {
						break
					}
				}
				if i > 200 {
					t.Fatal("the server did not start")
				}
				time.Sleep(50 * time.Millisecond)
			}
			jar, _ := cookiejar.New(nil)
			hc := &http.Client{Jar: jar, Timeout: 10 * time.Second}
			send := func(method, path, body string) (int, error) {
				req, _ := http.NewRequest(method, base+path, strings.NewReader(body))
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set("Sec-Fetch-Site", "same-origin")
				res, err := hc.Do(req)
				if err != nil {
					return 0, err
				}
				res.Body.Close()
				return res.StatusCode, nil
			}
			if status, err := send("POST", "/api/v1/auth/signin", `{"email":"tahan@example.id","password":"rahasia-tahan"}`); err != nil || status != 200 {
				t.Fatalf("sign in: %d %v", status, err)
			}

			var mu sync.Mutex
			var acked []string
			next := make(chan string)
			var wg sync.WaitGroup
			for range 8 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for slug := range next {
						if status, err := send("PUT", "/api/v1/kajian/"+slug+"/rsvp", `{"status":"hadir"}`); err == nil && status == 200 {
							mu.Lock()
							acked = append(acked, slug)
							mu.Unlock()
						}
					}
				}()
			}
			go func() {
				// Kill the server once a good part of the answers are in.
				for {
					mu.Lock()
					n := len(acked)
					mu.Unlock()
					if n >= 60 {
						_ = child.Process.Signal(syscall.SIGKILL)
						return
					}
					time.Sleep(time.Millisecond)
				}
			}()
			for _, slug := range slugs {
				next <- slug
			}
			close(next)
			wg.Wait()
			_ = child.Wait()
			if len(acked) < 60 || len(acked) == len(slugs) {
				t.Fatalf("%d of %d answers acknowledged: the kill did not land mid-way", len(acked), len(slugs))
			}

			// Opened afresh, the database holds every acknowledged answer.
			again := storetest.OpenURL(t, url, kajian.SystemClock{})
			var occs []kajian.Occurrence
			for _, slug := range acked {
				s, err := again.FindSessionBySlug(ctx, kajian.Regular, slug)
				if err != nil {
					t.Fatal(err)
				}
				occs = append(occs, kajian.Occurrence{Type: kajian.Regular, SessionID: s.ID})
			}
			att, err := again.AttendanceOf(ctx, u.ID, occs)
			if err != nil {
				t.Fatal(err)
			}
			for i, o := range occs {
				if att.Mine[o] != kajian.Hadir {
					t.Errorf("acknowledged answer for %s was lost", acked[i])
				}
			}
			t.Logf("%d of %d answers acknowledged before the kill, all kept", len(acked), len(slugs))
		})
	}
}
