package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/push"
)

// buildServer builds kajian from this tree into dir, as make build does (the web app embedded).
func buildServer(dir string) (string, error) {
	bin := filepath.Join(dir, "kajian")
	cmd := exec.Command("go", "build", "-trimpath", "-o", bin, "./cmd/kajian")
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("go build ./cmd/kajian: %w", err)
	}
	return bin, nil
}

// serverCopy is one kajian serve process.
type serverCopy struct {
	origin string
	log    string
	cmd    *exec.Cmd
}

// startCopies starts n kajian serve processes on the database at url, each on its own loopback
// port, with Web Push configured for keys, loopback push endpoints allowed and the clock shifted.
func startCopies(bin, dir, url string, n int, keys push.Keys, shift time.Duration) ([]*serverCopy, error) {
	var copies []*serverCopy
	for i := range n {
		port, err := freePort()
		if err != nil {
			return copies, err
		}
		c := &serverCopy{origin: fmt.Sprintf("http://127.0.0.1:%d", port), log: filepath.Join(dir, fmt.Sprintf("copy%d.log", i+1))}
		logFile, err := os.Create(c.log)
		if err != nil {
			return copies, err
		}
		c.cmd = exec.Command(bin, "serve")
		c.cmd.Env = append(withoutKajian(os.Environ()),
			"KAJIAN_ADDR="+strings.TrimPrefix(c.origin, "http://"),
			"KAJIAN_BASE_URL="+c.origin,
			"KAJIAN_DATABASE_URL="+url,
			"KAJIAN_STORAGE_URL=file://"+filepath.Join(dir, "uploads"),
			"KAJIAN_MAIL_URL=log:",
			"KAJIAN_VAPID_PUBLIC_KEY="+keys.Public,
			"KAJIAN_VAPID_PRIVATE_KEY="+keys.Private,
			"KAJIAN_VAPID_SUBJECT=mailto:admin@loadnotices.test",
			"KAJIAN_PUSH_TEST_LOOPBACK=1",
			"KAJIAN_UNLIMITED_CLIENTS=127.0.0.1",
			"KAJIAN_TEST_CLOCK_SHIFT="+shift.String(),
		)
		c.cmd.Stdout, c.cmd.Stderr = logFile, logFile
		if err := c.cmd.Start(); err != nil {
			logFile.Close()
			return copies, err
		}
		logFile.Close()
		copies = append(copies, c)
	}
	return copies, nil
}

// withoutKajian drops this shell's KAJIAN_* settings: the copies get only the ones set here.
func withoutKajian(env []string) []string {
	var out []string
	for _, kv := range env {
		if !strings.HasPrefix(kv, "KAJIAN_") {
			out = append(out, kv)
		}
	}
	return out
}

// stop ends the copy as a deployment does (SIGINT: a graceful stop) and waits for it.
func (c *serverCopy) stop() {
	if c.cmd.Process == nil {
		return
	}
	_ = c.cmd.Process.Signal(os.Interrupt)
	done := make(chan struct{})
	go func() { _ = c.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		_ = c.cmd.Process.Kill()
		<-done
	}
}

// waitReady waits until the copy answers the home list, or ctx ends.
func (c *serverCopy) waitReady(ctx context.Context, client *http.Client) error {
	for {
		res, err := client.Get(c.origin + "/api/v1/kajian?limit=24")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return nil
			}
		}
		if c.cmd.ProcessState != nil {
			return fmt.Errorf("%s exited; see %s", c.origin, c.log)
		}
		select {
		case <-ctx.Done():
			return errors.Join(ctx.Err(), fmt.Errorf("%s not ready; see %s", c.origin, c.log))
		case <-time.After(100 * time.Millisecond):
		}
	}
}

func freePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}
