package mail

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestFileSender(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "mail") // Open creates it
	s, err := Open("file://"+dir, testFrom)
	if err != nil {
		t.Fatal(err)
	}
	fs := s.(*fileSender)
	clock := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	fs.now = func() time.Time { clock = clock.Add(time.Millisecond); return clock }

	ctx := context.Background()
	want := []Message{VerifyEmail("Ahmad", testLink), ResetPassword("Siti", testLink+"&r=1"), VerifyEmail("Umar", testLink+"&v=2")}
	for i, m := range want {
		m.To = []string{"ahmad@contoh.id", "siti@contoh.id", "umar@contoh.id"}[i]
		want[i] = m
		if err := s.Send(ctx, m); err != nil {
			t.Fatal(err)
		}
	}

	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if len(names) != len(want) {
		t.Fatalf("files = %v, want %d .eml files and nothing else", names, len(want))
	}
	if !slices.IsSorted(names) { // os.ReadDir sorts; check the names sort in sending order
		t.Fatalf("names not sorted: %v", names)
	}
	for i, name := range names {
		if !strings.HasSuffix(name, ".eml") || strings.HasPrefix(name, ".") {
			t.Errorf("file name %q", name)
		}
		raw, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		p := parseEML(t, raw)
		if got := p.Header.Get("To"); got != "<"+want[i].To+">" {
			t.Errorf("file %d To = %q, want %q (files out of order?)", i, got, want[i].To)
		}
		if p.Text != want[i].Text || p.HTML != want[i].HTML {
			t.Errorf("file %d bodies differ from the message sent", i)
		}
		if decodedSubject(t, p.Header) != want[i].Subject {
			t.Errorf("file %d subject = %q", i, decodedSubject(t, p.Header))
		}
		info, _ := os.Stat(filepath.Join(dir, name))
		if info.Mode().Perm()&0o077 != 0 {
			t.Errorf("file %d mode %v readable by others; it holds a token", i, info.Mode())
		}
	}
}

func TestFileSenderSameInstantNoCollision(t *testing.T) {
	dir := t.TempDir()
	s, err := Open("file://"+dir, testFrom)
	if err != nil {
		t.Fatal(err)
	}
	fixed := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	s.(*fileSender).now = func() time.Time { return fixed }
	for range 20 {
		if err := s.Send(context.Background(), Message{To: "a@contoh.id", Subject: "x", Text: "t", HTML: "<p>t</p>"}); err != nil {
			t.Fatal(err)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 20 {
		t.Errorf("%d files for 20 messages sent at one instant", len(entries))
	}
}

func TestFileSenderErrors(t *testing.T) {
	dir := t.TempDir()
	s, err := Open("file://"+dir, testFrom)
	if err != nil {
		t.Fatal(err)
	}
	err = s.Send(context.Background(), Message{To: "bukan email", Subject: "x", Text: "t"})
	if !errors.Is(err, ErrBadAddress) {
		t.Errorf("bad recipient: err = %v, want ErrBadAddress", err)
	}
	os.RemoveAll(dir) // the folder vanished after start
	err = s.Send(context.Background(), Message{To: "a@contoh.id", Subject: "x", Text: "t"})
	if !errors.Is(err, ErrSendFailed) || !strings.Contains(err.Error(), "KAJIAN_MAIL_URL") {
		t.Errorf("missing folder: err = %v, want ErrSendFailed naming KAJIAN_MAIL_URL", err)
	}
}
