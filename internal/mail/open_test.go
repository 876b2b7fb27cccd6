package mail

import (
	"path/filepath"
	"strings"
	"testing"
)

func TestOpen(t *testing.T) {
	dir := t.TempDir()
	ok := []struct {
		url  string
		want string // the sender's type
	}{
		{"log:", "*mail.logSender"},
		{"file://" + dir, "*mail.fileSender"},
		{"smtp://user:p%40ss@mail.example.com:587", "*mail.smtpSender"},
		{"smtp://localhost:1025", "*mail.smtpSender"},
		{"smtps://user:pass@mail.example.com", "*mail.smtpSender"},
	}
	for _, tt := range ok {
		s, err := Open(tt.url, testFrom)
		if err != nil {
			t.Errorf("Open(%q): %v", tt.url, err)
			continue
		}
		if got := typeName(s); got != tt.want {
			t.Errorf("Open(%q) = %s, want %s", tt.url, got, tt.want)
		}
	}

	s, _ := Open("smtp://user:p%40ss@mail.example.com", testFrom)
	if ss := s.(*smtpSender); ss.addr != "mail.example.com:587" || ss.user != "user" || ss.pass != "p@ss" || ss.implicitTLS {
		t.Errorf("smtp sender = %+v", ss)
	}
	s, _ = Open("smtps://mail.example.com", testFrom)
	if ss := s.(*smtpSender); ss.addr != "mail.example.com:465" || !ss.implicitTLS {
		t.Errorf("smtps sender = %+v", ss)
	}

	bad := []struct{ url, from string }{
		{"", testFrom},
		{"mailto:a@b.c", testFrom},
		{"smtp://", testFrom},
		{"smtp://mail.example.com:587/extra?tls=no", testFrom},
		{"file://", testFrom},
		{"log:", "not an address"},
		{"log:", ""},
	}
	for _, tt := range bad {
		_, err := Open(tt.url, tt.from)
		if err == nil {
			t.Errorf("Open(%q, %q) accepted", tt.url, tt.from)
			continue
		}
		if !strings.Contains(err.Error(), "KAJIAN_MAIL_URL") {
			t.Errorf("Open(%q) error %q does not name KAJIAN_MAIL_URL", tt.url, err)
		}
	}
}

func TestOpenRedactsPassword(t *testing.T) {
	_, err := Open("smtp://user:sekret@:25", testFrom)
	if err == nil || strings.Contains(err.Error(), "sekret") {
		t.Errorf("error %v leaks the password", err)
	}
}

func TestOpenRelativeFolder(t *testing.T) {
	t.Chdir(t.TempDir())
	s, err := Open("file://data/mail", testFrom)
	if err != nil {
		t.Fatal(err)
	}
	if dir := s.(*fileSender).dir; !filepath.IsAbs(dir) || !strings.HasSuffix(dir, filepath.Join("data", "mail")) {
		t.Errorf("dir = %q, want an absolute path ending in data/mail", dir)
	}
}

func typeName(v any) string {
	switch v.(type) {
	case *logSender:
		return "*mail.logSender"
	case *fileSender:
		return "*mail.fileSender"
	case *smtpSender:
		return "*mail.smtpSender"
	}
	return "?"
}
