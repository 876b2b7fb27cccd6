package mail

import (
	"bytes"
	"io"
	"mime"
	"mime/multipart"
	"net/mail"
	"strings"
	"testing"
)

// parsed is an .eml file read back the way a mail client would read it.
type parsed struct {
	Header mail.Header
	Text   string
	HTML   string
	Raw    string
}

// parseEML reads raw with net/mail and mime/multipart, decoding the
// quoted-printable parts, and checks the rules every message we write obeys.
func parseEML(t *testing.T, raw []byte) parsed {
	t.Helper()
	for i, line := range strings.Split(string(raw), "\r\n") {
		if strings.Contains(line, "\n") {
			t.Fatalf("line %d has a bare LF: %q", i+1, line)
		}
		if len(line) > 78 {
			t.Errorf("line %d longer than 78 characters: %q", i+1, line)
		}
		for _, r := range line {
			if r > 127 {
				t.Fatalf("line %d is not 7-bit: %q", i+1, line)
			}
		}
	}
	msg, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		t.Fatalf("net/mail cannot read the message: %v\n%s", err, raw)
	}
	p := parsed{Header: msg.Header, Raw: string(raw)}
	mediaType, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil {
		t.Fatalf("Content-Type: %v", err)
	}
	if mediaType != "multipart/alternative" {
		t.Fatalf("Content-Type = %q, want multipart/alternative", mediaType)
	}
	mr := multipart.NewReader(msg.Body, params["boundary"])
	for {
		part, err := mr.NextPart() // decodes quoted-printable
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("next part: %v", err)
		}
		body, err := io.ReadAll(part)
		if err != nil {
			t.Fatalf("read part: %v", err)
		}
		typ, tparams, err := mime.ParseMediaType(part.Header.Get("Content-Type"))
		if err != nil {
			t.Fatalf("part Content-Type: %v", err)
		}
		if tparams["charset"] != "utf-8" {
			t.Errorf("%s charset = %q, want utf-8", typ, tparams["charset"])
		}
		switch typ {
		case "text/plain":
			p.Text = strings.ReplaceAll(string(body), "\r\n", "\n")
		case "text/html":
			p.HTML = strings.ReplaceAll(string(body), "\r\n", "\n")
		default:
			t.Errorf("unexpected part %q", typ)
		}
	}
	return p
}

// decodedSubject undoes RFC 2047 encoding of the Subject header.
func decodedSubject(t *testing.T, h mail.Header) string {
	t.Helper()
	s, err := new(mime.WordDecoder).DecodeHeader(h.Get("Subject"))
	if err != nil {
		t.Fatalf("decode subject: %v", err)
	}
	return s
}

// testLink is long and full of characters quoted-printable must escape ("=")
// so that it is certainly wrapped with soft line breaks.
const testLink = "https://kajian.example.id/verify-email?token=Zm9vYmFyLWJhei1xdXV4LTEyMzQ1Njc4OTAtYWJjZGVmZ2hpams&email=ahmad%40contoh.id&next=%2Fkajian%2F2026-11-24-tafsir-juz-amma"

const testFrom = "Kajian Kita <noreply@kajian.example.id>"
