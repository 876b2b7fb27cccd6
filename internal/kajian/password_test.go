package kajian

import (
	"strings"
	"testing"
)

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

func TestCheckNewPassword(t *testing.T) {
	for _, tc := range []struct {
		name, pw, email, want string
	}{
		{"empty", "", "", MsgPasswordRequired},
		{"five characters", "abcde", "", MsgPasswordShort},
		{"seven characters (issue 32: Abcdef1 passed)", "Abcdef1", "", MsgPasswordShort},
		{"eight characters", "Abcdef12", "", ""},
		{"eight multi-byte characters count as eight", "ééééééé€", "", ""},
		{"seven multi-byte characters are short", "ééééééé", "", MsgPasswordShort},
		{"256 bytes", strings.Repeat("k", MaxPasswordLen), "", ""},
		{"257 bytes", strings.Repeat("k", MaxPasswordLen+1), "", MsgPasswordLong},
		{"only spaces", "        ", "", MsgPasswordBlank},
		{"the account's address", "Fulan@Example.id", "fulan@example.id", MsgPasswordIsEmail},
		{"the address's name part", "fulan123", "fulan123@example.id", MsgPasswordIsEmail},
		{"an address is only compared when known", "fulan123", "", ""},
		{"a common one", "12345678", "", MsgPasswordTooEasy},
		{"a good one", "rahasia-kajian-77", "fulan@example.id", ""},
	} {
		if got := CheckNewPassword(tc.pw, tc.email); got != tc.want {
			t.Errorf("%s: CheckNewPassword(%q, %q) = %q, want %q", tc.name, tc.pw, tc.email, got, tc.want)
		}
	}
}

func TestCheckPhone(t *testing.T) {
	for _, tc := range []struct {
		phone string
		ok    bool
	}{
		{"", true},
		{"   ", true},
		{"08123456789", true},
		{"+62 812-3456-789", true},
		{"(021) 555.1234", true},
		{"1234567", false},             // seven digits
		{"12345678", true},             // eight
		{"0812+3456789", false},        // + only in front
		{"++628123456789", false},      // once
		{"0812 3456 789 ext", false},   // letters
		{"+62 812 3456 7890 12", true}, // twenty characters
		{"+62 812 3456 7890 123", false},
	} {
		if got := CheckPhone(tc.phone); (got == "") != tc.ok || (!tc.ok && got != MsgPhoneInvalid) {
			t.Errorf("CheckPhone(%q) = %q, want ok %v", tc.phone, got, tc.ok)
		}
	}
}

func TestNormalizeEmail(t *testing.T) {
	if got := NormalizeEmail("  Fulan@Example.ID "); got != "fulan@example.id" {
		t.Errorf("NormalizeEmail = %q", got)
	}
}

func TestInvalidFields(t *testing.T) {
	e := InvalidFields(map[string]string{"password": "b", "email": "a", "phone": "c"})
	if e.Kind != KindInvalid || e.Code != "validation_failed" || e.Field != "email" || e.Message != "a" || len(e.Fields) != 3 {
		t.Errorf("InvalidFields = %+v: want the first field by name as the message", e)
	}
}
