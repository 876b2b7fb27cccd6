package mail

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net/mail"
	"net/textproto"
	"strings"
	"time"
)

// encode renders m as an RFC 5322 message with CRLF line endings. Both bodies
// are UTF-8 in quoted-printable, so every line stays under 78 characters and
// the whole message is 7-bit clean: no server can mangle a link in it.
// The caller has parsed the recipient, so a bad address is reported apart from
// other failures.
func encode(m Message, from, to *mail.Address, now time.Time) ([]byte, error) {
	if strings.ContainsAny(m.Subject, "\r\n") {
		return nil, fmt.Errorf("subject contains a line break")
	}
	var b bytes.Buffer
	header := func(k, v string) { fmt.Fprintf(&b, "%s: %s\r\n", k, v) }
	header("Date", now.Format(time.RFC1123Z))
	header("From", from.String())
	header("To", to.String())
	header("Subject", encodeSubject(m.Subject))
	header("Message-ID", messageID(from.Address, now))
	header("MIME-Version", "1.0")
	// Every e-mail of ours is sent by the machine (RFC 3834): auto-responders
	// and vacation replies must not answer it.
	header("Auto-Submitted", "auto-generated")
	if m.Unsubscribe != "" && !strings.ContainsAny(m.Unsubscribe, "\r\n<>") {
		// RFC 8058: mail apps offer their own one-click 'unsubscribe', which POSTs here.
		header("List-Unsubscribe", "<"+m.Unsubscribe+">")
		header("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")
	}

	if m.HTML == "" {
		header("Content-Type", "text/plain; charset=utf-8")
		header("Content-Transfer-Encoding", "quoted-printable")
		b.WriteString("\r\n")
		if err := writeQP(&b, m.Text); err != nil {
			return nil, err
		}
		return b.Bytes(), nil
	}

	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	header("Content-Type", "multipart/alternative;\r\n boundary="+mw.Boundary())
	b.WriteString("\r\n")
	// Text first: clients show the last alternative they understand.
	for _, p := range []struct{ typ, content string }{
		{"text/plain; charset=utf-8", m.Text},
		{"text/html; charset=utf-8", m.HTML},
	} {
		w, err := mw.CreatePart(textproto.MIMEHeader{
			"Content-Type":              {p.typ},
			"Content-Transfer-Encoding": {"quoted-printable"},
		})
		if err != nil {
			return nil, err
		}
		if err := writeQP(w, p.content); err != nil {
			return nil, err
		}
	}
	if err := mw.Close(); err != nil {
		return nil, err
	}
	b.Write(body.Bytes())
	return b.Bytes(), nil
}

// encodeSubject encodes a non-ASCII subject as RFC 2047 words and folds the
// header so no line passes 78 characters: a word may be 75 long, so a second
// word goes on its own line, and so does a first one too long for "Subject: ".
func encodeSubject(s string) string {
	enc := mime.QEncoding.Encode("utf-8", s)
	if enc == s {
		return s
	}
	enc = strings.ReplaceAll(enc, "?= =?", "?=\r\n =?")
	if first, _, _ := strings.Cut(enc, "\r\n"); len("Subject: ")+len(first) > 78 {
		enc = "\r\n " + enc
	}
	return enc
}

// writeQP writes s quoted-printable; text mode turns "\n" into CRLF.
func writeQP(w interface{ Write([]byte) (int, error) }, s string) error {
	qp := quotedprintable.NewWriter(w)
	if _, err := qp.Write([]byte(s)); err != nil {
		return err
	}
	return qp.Close()
}

// messageID makes a globally unique Message-ID in the sender's domain.
func messageID(fromAddr string, now time.Time) string {
	domain := "localhost"
	if _, d, ok := strings.Cut(fromAddr, "@"); ok && d != "" {
		domain = d
	}
	return fmt.Sprintf("<%d.%s@%s>", now.UnixNano(), randomHex(8), domain)
}

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b) // never fails since Go 1.24
	return hex.EncodeToString(b)
}
