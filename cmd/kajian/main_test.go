package main

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// runCmd runs the binary's entry point with only the given variables set.
func runCmd(t *testing.T, ctx context.Context, vars map[string]string, args ...string) (string, error) {
	t.Helper()
	var out, errOut bytes.Buffer
	err := run(ctx, args, func(k string) string { return vars[k] }, &out, &errOut)
	return out.String() + errOut.String(), err
}

func TestVersionAndUnknownCommand(t *testing.T) {
	out, err := runCmd(t, context.Background(), nil, "version")
	if err != nil || !strings.HasPrefix(out, "kajian ") {
		t.Fatalf("version: %q %v", out, err)
	}
	if _, err := runCmd(t, context.Background(), nil, "frobnicate"); err == nil || !strings.Contains(err.Error(), "unknown command") {
		t.Fatalf("unknown command: %v", err)
	}
}

// Bad configuration ends with one line that names the variable to fix.
func TestBadConfigurationNamesTheVariable(t *testing.T) {
	t.Chdir(t.TempDir())
	file := filepath.Join(t.TempDir(), "a-file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, variable string
		vars           map[string]string
	}{
		{"unknown database scheme", "KAJIAN_DATABASE_URL", map[string]string{"KAJIAN_DATABASE_URL": "mysql://root:pw@localhost/kajian"}},
		{"unreachable PostgreSQL", "KAJIAN_DATABASE_URL", map[string]string{"KAJIAN_DATABASE_URL": "postgres://kajian:pw@127.0.0.1:1/kajian?sslmode=disable&connect_timeout=2"}},
		{"unwritable data folder", "KAJIAN_DATABASE_URL", map[string]string{"KAJIAN_DATABASE_URL": "sqlite:" + filepath.Join(file, "data", "kajian.db")}},
		{"unwritable upload folder", "KAJIAN_STORAGE_URL", map[string]string{"KAJIAN_STORAGE_URL": "file://" + filepath.Join(file, "uploads")}},
		{"bad base URL", "KAJIAN_BASE_URL", map[string]string{"KAJIAN_BASE_URL": "kajiankita.id"}},
		{"bad mail URL", "KAJIAN_MAIL_URL", map[string]string{"KAJIAN_MAIL_URL": "pigeon://coop", "KAJIAN_DATABASE_URL": "sqlite:" + filepath.Join(t.TempDir(), "k.db")}},
		{"bad geocoder", "KAJIAN_GEOCODER", map[string]string{"KAJIAN_GEOCODER": "carrier-pigeon", "KAJIAN_DATABASE_URL": "sqlite:" + filepath.Join(t.TempDir(), "k.db")}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			_, err := runCmd(t, ctx, tt.vars, "serve")
			if err == nil {
				t.Fatal("serve started with bad configuration")
			}
			line := err.Error()
			if !strings.Contains(line, tt.variable) || strings.Contains(line, "\n") || strings.Contains(line, "goroutine") {
				t.Fatalf("want one line naming %s, got %q", tt.variable, line)
			}
			if strings.Contains(line, ":pw@") {
				t.Fatalf("error leaks a password: %q", line)
			}
		})
	}
}

func TestUserCreateAndSeedDemo(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	vars := map[string]string{"KAJIAN_DATABASE_URL": "sqlite:" + filepath.Join(dir, "k.db")}
	ctx := context.Background()
	out, err := runCmd(t, ctx, vars, "user", "create", "--email", "Imam@Masjid.id", "--password", "rahasia", "--name", "Imam Masjid", "--role", "admin", "--verified")
	if err != nil || !strings.Contains(out, "created admin imam@masjid.id") {
		t.Fatalf("user create: %q %v", out, err)
	}
	if _, err := runCmd(t, ctx, vars, "user", "create", "--email", "imam@masjid.id", "--password", "rahasia", "--name", "X"); err == nil ||
		!strings.Contains(err.Error(), "exists already") {
		t.Fatalf("duplicate user: %v", err)
	}
	if _, err := runCmd(t, ctx, vars, "user", "create", "--email", "a@b.id", "--password", "123", "--name", "X"); err == nil ||
		!strings.Contains(err.Error(), "--password") {
		t.Fatalf("short password: %v", err)
	}
	// The database has a user but no sessions: demo data still goes in, once.
	out, err = runCmd(t, ctx, vars, "seed-demo")
	if err != nil || !strings.Contains(out, "demo data added") || !strings.Contains(out, "admin@kajiankita.id") {
		t.Fatalf("seed-demo: %q %v", out, err)
	}
	out, err = runCmd(t, ctx, vars, "seed-demo")
	if err != nil || !strings.Contains(out, "nothing added") {
		t.Fatalf("second seed-demo: %q %v", out, err)
	}
}

func TestUserRole(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	vars := map[string]string{"KAJIAN_DATABASE_URL": "sqlite:" + filepath.Join(dir, "k.db")}
	ctx := context.Background()
	if out, err := runCmd(t, ctx, vars, "user", "create", "--email", "jamaah@masjid.id", "--password", "rahasia", "--name", "Jamaah"); err != nil {
		t.Fatalf("user create: %q %v", out, err)
	}
	roleOf := func() kajian.Role {
		t.Helper()
		db, err := store.Open(ctx, vars["KAJIAN_DATABASE_URL"], kajian.SystemClock{})
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		u, err := db.FindUserByEmail(ctx, "jamaah@masjid.id")
		if err != nil {
			t.Fatal(err)
		}
		p, err := db.FindProfile(ctx, u.ID)
		if err != nil {
			t.Fatal(err)
		}
		return p.Role
	}

	out, err := runCmd(t, ctx, vars, "user", "role", "--email", "Jamaah@Masjid.id", "--role", "admin")
	if err != nil || !strings.Contains(out, "jamaah@masjid.id is now admin (was user)") || roleOf() != kajian.RoleAdmin {
		t.Fatalf("promote: %q %v", out, err)
	}
	if out, err := runCmd(t, ctx, vars, "user", "role", "--email", "jamaah@masjid.id", "--role", "admin"); err != nil || !strings.Contains(out, "already admin") {
		t.Fatalf("promote again: %q %v", out, err)
	}
	if out, err := runCmd(t, ctx, vars, "user", "role", "--email", "jamaah@masjid.id", "--role", "user"); err != nil || roleOf() != kajian.RoleUser {
		t.Fatalf("demote: %q %v", out, err)
	}

	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--email", "siapa@masjid.id", "--role", "admin"}, "no account has the address siapa@masjid.id"},
		{[]string{"--email", "jamaah@masjid.id", "--role", "imam"}, `--role: "imam" is not admin, user or kontributor`},
		{[]string{"--email", "jamaah@masjid.id"}, "--role: the new role is required"},
		{[]string{"--role", "admin"}, "--email: the account's e-mail address is required"},
	} {
		if _, err := runCmd(t, ctx, vars, append([]string{"user", "role"}, tc.args...)...); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.args, err, tc.want)
		}
	}
	if roleOf() != kajian.RoleUser {
		t.Fatal("a refused command changed the role")
	}
	if _, err := runCmd(t, ctx, vars, "user", "promote"); err == nil || !strings.Contains(err.Error(), "kajian user role") {
		t.Fatalf("unknown user command: %v", err)
	}
}

// A trusted contributor is made and unmade from the command line; each change
// is one line of the moderation log without an actor, and an unknown address
// fails without writing anything.
func TestUserRoleContributor(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	vars := map[string]string{"KAJIAN_DATABASE_URL": "sqlite:" + filepath.Join(dir, "k.db")}
	ctx := context.Background()
	if out, err := runCmd(t, ctx, vars, "user", "create", "--email", "relawan@masjid.id", "--password", "rahasia", "--name", "Relawan"); err != nil {
		t.Fatalf("user create: %q %v", out, err)
	}
	state := func() (kajian.Role, []kajian.ModEntry) {
		t.Helper()
		db, err := store.Open(ctx, vars["KAJIAN_DATABASE_URL"], kajian.SystemClock{})
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		u, err := db.FindUserByEmail(ctx, "relawan@masjid.id")
		if err != nil {
			t.Fatal(err)
		}
		p, err := db.FindProfile(ctx, u.ID)
		if err != nil {
			t.Fatal(err)
		}
		log, err := db.ListModLog(ctx, 10)
		if err != nil {
			t.Fatal(err)
		}
		return p.Role, log
	}

	out, err := runCmd(t, ctx, vars, "user", "role", "--email", "relawan@masjid.id", "--role", "kontributor")
	role, log := state()
	if err != nil || !strings.Contains(out, "relawan@masjid.id is now kontributor (was user)") || role != kajian.RoleContributor {
		t.Fatalf("grant: %q %v, role %s", out, err, role)
	}
	if len(log) != 1 || log[0].Action != kajian.ModRoleChange || log[0].ActorID != "" || log[0].Detail != "user → kontributor" ||
		log[0].SubjectTitle != "relawan@masjid.id" {
		t.Fatalf("grant logged as %+v", log)
	}

	_, err = runCmd(t, ctx, vars, "user", "role", "--email", "tidak-ada@masjid.id", "--role", "kontributor")
	if err == nil || !strings.Contains(err.Error(), "no account has the address tidak-ada@masjid.id") {
		t.Fatalf("missing user: %v", err)
	}
	if role, again := state(); role != kajian.RoleContributor || len(again) != 1 {
		t.Fatalf("a refused grant wrote something: role %s, log %+v", role, again)
	}

	if out, err := runCmd(t, ctx, vars, "user", "role", "--email", "relawan@masjid.id", "--role", "user"); err != nil {
		t.Fatalf("remove: %q %v", out, err)
	}
	role, log = state()
	if role != kajian.RoleUser || len(log) != 2 || log[0].Detail != "kontributor → user" {
		t.Fatalf("remove: role %s, log %+v", role, log)
	}
}

func freePort(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}

// On either database, migrate then serve works the same: the server answers
// /readyz naming its database and stops cleanly when asked.
func TestMigrateAndServe(t *testing.T) {
	for _, d := range storetest.Dialects {
		t.Run(string(d), func(t *testing.T) {
			dir := t.TempDir()
			t.Chdir(dir)
			addr := freePort(t)
			vars := map[string]string{"KAJIAN_DATABASE_URL": storetest.URL(t, d), "KAJIAN_ADDR": addr,
				"KAJIAN_STORAGE_URL": "file://" + filepath.Join(dir, "uploads"), "KAJIAN_DEMO": "1"}
			if out, err := runCmd(t, context.Background(), vars, "migrate"); err != nil || !strings.HasPrefix(out, "applied ") ||
				!strings.Contains(out, " migrations; the database is up to date") {
				t.Fatalf("first migrate: %q %v", out, err)
			}
			if out, err := runCmd(t, context.Background(), vars, "migrate"); err != nil || out != "database is up to date\n" {
				t.Fatalf("second migrate: %q %v", out, err)
			}
			ctx, cancel := context.WithCancel(context.Background())
			done := make(chan error, 1)
			go func() { _, err := runCmd(t, ctx, vars, "serve"); done <- err }()
			var body string
			for i := 0; i < 100; i++ {
				res, err := http.Get("http://" + addr + "/readyz")
				if err == nil {
					b := new(bytes.Buffer)
					b.ReadFrom(res.Body)
					res.Body.Close()
					body = fmt.Sprintf("%d %s", res.StatusCode, b)
					break
				}
				time.Sleep(100 * time.Millisecond)
			}
			if !strings.Contains(body, `"database":"`+string(d)+`"`) || !strings.HasPrefix(body, "200") {
				t.Fatalf("readyz: %q", body)
			}
			cancel() // what SIGTERM does through signal.NotifyContext
			select {
			case err := <-done:
				if err != nil {
					t.Fatalf("serve ended with %v", err)
				}
			case <-time.After(25 * time.Second):
				t.Fatal("serve did not shut down")
			}
		})
	}
}
