package auth

import "testing"

func TestWeakPassword(t *testing.T) {
	for pw, want := range map[string]string{
		"      ":            MsgPasswordBlank,
		"rahasia\x00x":      MsgPasswordControl,
		"abc\u0085def":      MsgPasswordControl,
		"Fulan@Example.id":  MsgPasswordIsEmail,
		"fulan":             MsgPasswordIsEmail,
		"123456":            MsgPasswordTooEasy,
		"Bismillah":         MsgPasswordTooEasy,
		"PASSWORD":          MsgPasswordTooEasy,
		"rahasia-kajian-77": "",
		"sabar itu indah":   "",
	} {
		if got := WeakPassword(pw, "fulan@example.id"); got != want {
			t.Errorf("WeakPassword(%q) = %q, want %q", pw, got, want)
		}
	}
	if len(commonPasswords) < 90 {
		t.Fatalf("only %d common passwords loaded", len(commonPasswords))
	}
}
