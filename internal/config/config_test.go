package config

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestDefaults(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	c, err := Load(nil, env(nil), io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if c.Addr != ":8080" || c.BaseURL != "http://localhost:8080" || c.DatabaseURL != "sqlite:data/kajian.db" ||
		c.MailURL != "log:" || c.Geocoder != "builtin" || c.Demo || c.AIVisionModel != "gpt-4o" || c.AITextModel != "gpt-4o-mini" ||
		c.GoogleIssuer != "https://accounts.google.com" || c.GoogleEnabled() {
		t.Fatalf("defaults: %+v", c)
	}
	want := "file://" + filepath.Join(dir, "data", "uploads")
	if resolved, _ := filepath.EvalSymlinks(dir); c.StorageURL != want && c.StorageURL != "file://"+filepath.Join(resolved, "data", "uploads") {
		t.Fatalf("storage = %s, want %s", c.StorageURL, want)
	}
}

func TestEnvAndFlags(t *testing.T) {
	t.Chdir(t.TempDir())
	c, err := Load([]string{"--addr", "127.0.0.1:9000", "--demo"}, env(map[string]string{
		"KAJIAN_ADDR": ":7000", "KAJIAN_BASE_URL": "https://kajiankita.id/", "KAJIAN_GEOCODER": "nominatim:http://x",
	}), io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if c.Addr != "127.0.0.1:9000" || c.BaseURL != "https://kajiankita.id" || !c.Demo || c.Geocoder != "nominatim:http://x" || !c.Secure() {
		t.Fatalf("got %+v", c)
	}
	// A benchmark's shifted clock (make load-notices); none unless set.
	if c.ClockShift() != 0 {
		t.Fatalf("clock shifted by %v without KAJIAN_TEST_CLOCK_SHIFT", c.ClockShift())
	}
	c, err = Load(nil, env(map[string]string{"KAJIAN_TEST_CLOCK_SHIFT": "-3h25m10s"}), io.Discard)
	if err != nil || c.ClockShift() != -(3*time.Hour+25*time.Minute+10*time.Second) {
		t.Fatalf("clock shift %v, %v", c.ClockShift(), err)
	}
}

func TestErrorsNameTheVariable(t *testing.T) {
	t.Chdir(t.TempDir())
	ro := t.TempDir()
	if err := os.Chmod(ro, 0o500); err != nil {
		t.Fatal(err)
	}
	tests := map[string]map[string]string{
		"KAJIAN_DATABASE_URL":     {"KAJIAN_DATABASE_URL": "mysql://u:hunter2@x/db"},
		"KAJIAN_BASE_URL":         {"KAJIAN_BASE_URL": "kajiankita.id"},
		"KAJIAN_STORAGE_URL":      {"KAJIAN_STORAGE_URL": "ftp://x"},
		"KAJIAN_GOOGLE_CLIENT_ID": {"KAJIAN_GOOGLE_CLIENT_ID": "abc"},
		"KAJIAN_TEST_CLOCK_SHIFT": {"KAJIAN_TEST_CLOCK_SHIFT": "tiga jam"},
	}
	if os.Geteuid() != 0 { // root can write anywhere, so the check is only meaningful for others
		tests["KAJIAN_STORAGE_URL "] = map[string]string{"KAJIAN_STORAGE_URL": "file://" + filepath.Join(ro, "uploads")}
	}
	for variable, vars := range tests {
		_, err := Load(nil, env(vars), io.Discard)
		if err == nil || !strings.Contains(err.Error(), strings.TrimSpace(variable)) {
			t.Errorf("%v: got %v, want an error naming %s", vars, err, variable)
		}
		if err != nil && strings.Contains(err.Error(), "hunter2") {
			t.Errorf("error leaks a password: %v", err)
		}
	}
}

func TestUnwritableStorageFolder(t *testing.T) {
	// A regular file where the folder should be cannot be created, even by root.
	file := filepath.Join(t.TempDir(), "not-a-dir")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := ResolveStorageURL("file://" + filepath.Join(file, "uploads"))
	if err == nil || !strings.HasPrefix(err.Error(), "KAJIAN_STORAGE_URL: ") || strings.Count(err.Error(), "\n") > 0 {
		t.Fatalf("got %v", err)
	}
}
