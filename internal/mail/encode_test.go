package mail

import (
	"net/mail"
	"strings"
	"testing"
	"time"
)

func TestEncode(t *testing.T) {
	from, _ := mail.ParseAddress(testFrom)
	to, _ := mail.ParseAddress("Ahmad Fauzi <ahmad@contoh.id>")
	now := time.Date(2026, 11, 24, 19, 30, 0, 0, time.FixedZone("WIB", 7*3600))
	m := VerifyEmail("Ahmad Fauzi", testLink)
	m.Subject = "Kajian Kita — tautan verifikasi ✓ untuk akun Anda yang baru saja dibuat di aplikasi ini"
	m.To = to.String()

	raw, err := encode(m, from, to, now)
	if err != nil {
		t.Fatal(err)
	}
	p := parseEML(t, raw)

	if got := p.Header.Get("Date"); got != "Tue, 24 Nov 2026 19:30:00 +0700" {
		t.Errorf("Date = %q", got)
	}
	if d, err := p.Header.Date(); err != nil || !d.Equal(now) {
		t.Errorf("Date parses to %v, %v", d, err)
	}
	if got, err := p.Header.AddressList("From"); err != nil || got[0].Address != "noreply@kajian.example.id" || got[0].Name != "Kajian Kita" {
		t.Errorf("From = %v, %v", got, err)
	}
	if got, err := p.Header.AddressList("To"); err != nil || got[0].Address != "ahmad@contoh.id" {
		t.Errorf("To = %v, %v", got, err)
	}
	if got := decodedSubject(t, p.Header); got != m.Subject {
		t.Errorf("Subject = %q, want %q", got, m.Subject)
	}
	if id := p.Header.Get("Message-ID"); !strings.HasPrefix(id, "<") || !strings.HasSuffix(id, "@kajian.example.id>") {
		t.Errorf("Message-ID = %q", id)
	}
	if p.Header.Get("MIME-Version") != "1.0" {
		t.Errorf("MIME-Version = %q", p.Header.Get("MIME-Version"))
	}
	if p.Text != m.Text {
		t.Errorf("text part changed in transit:\n got %q\nwant %q", p.Text, m.Text)
	}
	if p.HTML != m.HTML {
		t.Errorf("html part changed in transit")
	}
	if !strings.Contains(p.Text, testLink) {
		t.Errorf("text part lost the link")
	}
	htmlLink := strings.ReplaceAll(testLink, "&", "&amp;")
	if !strings.Contains(p.HTML, `href="`+htmlLink+`"`) {
		t.Errorf("html part lost the link:\n%s", p.HTML)
	}
	// The link is long enough that quoted-printable must have wrapped it.
	if strings.Contains(p.Raw, testLink) {
		t.Errorf("raw message holds the link unencoded; expected quoted-printable wrapping")
	}
}

func TestEncodeMessageIDsDiffer(t *testing.T) {
	from, _ := mail.ParseAddress(testFrom)
	to, _ := mail.ParseAddress("a@contoh.id")
	now := time.Now()
	a, _ := encode(Message{To: "a@contoh.id", Subject: "x", Text: "t", HTML: "<p>h</p>"}, from, to, now)
	b, _ := encode(Message{To: "a@contoh.id", Subject: "x", Text: "t", HTML: "<p>h</p>"}, from, to, now)
	ida := parseEML(t, a).Header.Get("Message-ID")
	idb := parseEML(t, b).Header.Get("Message-ID")
	if ida == idb {
		t.Errorf("two messages share Message-ID %s", ida)
	}
}

func TestEncodeRefusesHeaderInjection(t *testing.T) {
	from, _ := mail.ParseAddress(testFrom)
	to, _ := mail.ParseAddress("a@contoh.id")
	if _, err := encode(Message{Subject: "hi\r\nBcc: x@evil.example", Text: "t"}, from, to, time.Now()); err == nil {
		t.Error("subject with CRLF accepted")
	}
	for _, addr := range []string{"a@contoh.id\r\nBcc: x@evil.example", "not an address", "", "a@contoh.id, b@contoh.id"} {
		if _, err := parseAddress(addr); err == nil {
			t.Errorf("parseAddress(%q) accepted", addr)
		}
	}
}

// Our e-mails say they are machine-sent, so auto-responders stay quiet.
func TestEncodeMarksMailAutoSubmitted(t *testing.T) {
	from, _ := parseAddress("Kajian Kita <no-reply@kajian.test>")
	to, _ := parseAddress("a@b.id")
	raw, err := encode(Message{Subject: "Hai", Text: "isi"}, from, to, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(raw), "\r\nAuto-Submitted: auto-generated\r\n") {
		t.Fatalf("no Auto-Submitted header:\n%s", raw)
	}
}
