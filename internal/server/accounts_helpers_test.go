package server

import (
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"net/mail"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"
)

// sentMail is an e-mail the file mailer wrote, as a user would read it.
type sentMail struct {
	To, Subject, Text string
	Link              *url.URL // the first link to the app in the text
}

var appLink = regexp.MustCompile(`http://kajian\.test/\S+`)

// mails returns every e-mail sent so far, oldest first. Some are sent in the
// background after the request has been answered: it waits for those first.
func (e *testEnv) mails() []sentMail {
	e.t.Helper()
	e.waitForMail()
	names, err := filepath.Glob(filepath.Join(e.mail, "*.eml"))
	if err != nil {
		e.t.Fatal(err)
	}
	sort.Strings(names)
	var out []sentMail
	for _, name := range names {
		out = append(out, readMail(e.t, name))
	}
	return out
}

// lastMail returns the newest e-mail and checks it went to the address.
func (e *testEnv) lastMail(to string) sentMail {
	e.t.Helper()
	all := e.mails()
	if len(all) == 0 {
		e.t.Fatal("no e-mail was sent")
	}
	m := all[len(all)-1]
	if !strings.Contains(m.To, to) {
		e.t.Fatalf("last e-mail went to %q, want %q", m.To, to)
	}
	return m
}

// waitForMail waits (with a deadline) until the e-mails the server is sending
// in the background have been written.
func (e *testEnv) waitForMail() {
	e.t.Helper()
	if !e.uc.Mail.Wait(10 * time.Second) {
		e.t.Fatal("e-mails still being sent after 10 s")
	}
}

func readMail(t *testing.T, name string) sentMail {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	msg, err := mail.ReadMessage(f)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	subject, _ := new(mime.WordDecoder).DecodeHeader(msg.Header.Get("Subject"))
	m := sentMail{To: msg.Header.Get("To"), Subject: subject}
	_, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil {
		t.Fatal(err)
	}
	mr := multipart.NewReader(msg.Body, params["boundary"])
	for {
		p, err := mr.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasPrefix(p.Header.Get("Content-Type"), "text/plain") {
			b, err := io.ReadAll(p) // NextPart has undone the quoted-printable encoding
			if err != nil {
				t.Fatal(err)
			}
			m.Text = string(b)
		}
	}
	if raw := appLink.FindString(m.Text); raw != "" {
		if m.Link, err = url.Parse(raw); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

// cookie returns the client's session cookie value for the server, "" when none.
func (c *client) cookie() string {
	u, _ := url.Parse(c.e.http.URL)
	for _, ck := range c.hc.Jar.Cookies(u) {
		if ck.Name == sessionCookie {
			return ck.Value
		}
	}
	return ""
}

// withCookie returns a fresh client that presents the given session token.
func (e *testEnv) withCookie(token string) *client {
	c := e.newClient()
	u, _ := url.Parse(e.http.URL)
	c.hc.Jar.SetCookies(u, []*http.Cookie{{Name: sessionCookie, Value: token, Path: "/"}})
	return c
}

// sessionUserID returns the id of the user the client is signed in as, "" for a visitor.
func (c *client) sessionUserID(t *testing.T) string {
	t.Helper()
	res := c.do("GET", "/api/v1/auth/session", nil)
	if res.status != 200 {
		t.Fatalf("session: %d %s", res.status, res.body)
	}
	u, _ := res.json(t)["user"].(map[string]any)
	id, _ := u["id"].(string)
	return id
}

// errorMessage returns the message of an API error answer.
func (r response) errorMessage(t *testing.T) string {
	t.Helper()
	e, _ := r.json(t)["error"].(map[string]any)
	msg, _ := e["message"].(string)
	return msg
}
