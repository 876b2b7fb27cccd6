package mail

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"net"
	"strings"
	"testing"
	"time"
)

// openSMTP opens url and points it at the fake server whatever host the URL
// names, trusting roots (nil: the system's).
func openSMTP(t *testing.T, url string, f *fakeSMTP, roots *x509.CertPool) Sender {
	t.Helper()
	s, err := Open(url, testFrom)
	if err != nil {
		t.Fatal(err)
	}
	ss := s.(*smtpSender)
	ss.dial = func(ctx context.Context, network, _ string) (net.Conn, error) {
		return (&net.Dialer{}).DialContext(ctx, network, f.Addr)
	}
	if roots != nil {
		ss.tlsConfig = &tls.Config{RootCAs: roots}
	}
	return s
}

func testMessage() Message {
	m := VerifyEmail("Ahmad", testLink)
	m.To = "Ahmad <ahmad@contoh.id>"
	return m
}

// checkDelivered asserts the fake received exactly one full message.
func checkDelivered(t *testing.T, f *fakeSMTP, wantTLS bool, wantUser string) {
	t.Helper()
	got := f.sessions()
	if len(got) != 1 {
		t.Fatalf("%d sessions, want 1", len(got))
	}
	s := got[0]
	if s.TLS != wantTLS {
		t.Errorf("TLS = %v, want %v", s.TLS, wantTLS)
	}
	if s.Helo == "" {
		t.Errorf("no EHLO (after STARTTLS the client must greet again)")
	}
	if s.AuthUser != wantUser {
		t.Errorf("AUTH user = %q, want %q", s.AuthUser, wantUser)
	}
	if s.From != "<noreply@kajian.example.id>" || len(s.Rcpt) != 1 || s.Rcpt[0] != "<ahmad@contoh.id>" {
		t.Errorf("envelope from %q to %q", s.From, s.Rcpt)
	}
	p := parseEML(t, s.Data)
	m := testMessage()
	if p.Text != m.Text || p.HTML != m.HTML || decodedSubject(t, p.Header) != m.Subject {
		t.Errorf("message changed in transit")
	}
	if !strings.Contains(p.Text, testLink) {
		t.Errorf("link lost")
	}
}

func TestSMTPStartTLSAuth(t *testing.T) {
	serverTLS, roots := selfSigned(t)
	f := startFakeSMTP(t, &fakeSMTP{starttls: serverTLS, user: "kajian", pass: "rahasia:@/"})
	s := openSMTP(t, "smtp://kajian:rahasia%3A%40%2F@mail.example.com:587", f, roots)
	if err := s.Send(context.Background(), testMessage()); err != nil {
		t.Fatal(err)
	}
	checkDelivered(t, f, true, "kajian")
	if got := f.sessions()[0].AuthPass; got != "rahasia:@/" {
		t.Errorf("password arrived as %q", got)
	}
}

func TestSMTPImplicitTLS(t *testing.T) {
	serverTLS, roots := selfSigned(t)
	f := startFakeSMTP(t, &fakeSMTP{starttls: serverTLS, implicitTLS: true, user: "kajian", pass: "rahasia"})
	s := openSMTP(t, "smtps://kajian:rahasia@mail.example.com", f, roots)
	if err := s.Send(context.Background(), testMessage()); err != nil {
		t.Fatal(err)
	}
	checkDelivered(t, f, true, "kajian")
}

func TestSMTPRefusesPasswordInClear(t *testing.T) {
	f := startFakeSMTP(t, &fakeSMTP{user: "kajian", pass: "rahasia"}) // no STARTTLS
	s := openSMTP(t, "smtp://kajian:rahasia@mail.example.com:587", f, nil)
	err := s.Send(context.Background(), testMessage())
	if !errors.Is(err, ErrSendFailed) || !strings.Contains(err.Error(), "KAJIAN_MAIL_URL") || !strings.Contains(err.Error(), "unencrypted") {
		t.Fatalf("err = %v, want a refusal naming KAJIAN_MAIL_URL", err)
	}
	for _, s := range f.sessions() {
		if s.AuthPass != "" || s.Data != nil {
			t.Errorf("the server received the password or the message: %+v", s)
		}
	}
}

func TestSMTPPasswordInClearToLocalhost(t *testing.T) {
	f := startFakeSMTP(t, &fakeSMTP{user: "kajian", pass: "rahasia"})
	_, port, _ := net.SplitHostPort(f.Addr)
	s, err := Open("smtp://kajian:rahasia@127.0.0.1:"+port, testFrom) // real dialing
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Send(context.Background(), testMessage()); err != nil {
		t.Fatal(err)
	}
	checkDelivered(t, f, false, "kajian")
}

func TestSMTPNoAuthNoTLS(t *testing.T) {
	// A development catcher such as Mailpit: no TLS, no AUTH.
	f := startFakeSMTP(t, &fakeSMTP{})
	s := openSMTP(t, "smtp://mail.example.com:1025", f, nil)
	if err := s.Send(context.Background(), testMessage()); err != nil {
		t.Fatal(err)
	}
	checkDelivered(t, f, false, "")
}

func TestSMTPFailures(t *testing.T) {
	serverTLS, roots := selfSigned(t)
	tests := []struct {
		name  string
		fake  *fakeSMTP
		url   string
		roots *x509.CertPool
		want  string
	}{
		{"wrong password", &fakeSMTP{starttls: serverTLS, user: "kajian", pass: "benar"},
			"smtp://kajian:salah@mail.example.com", roots, "535"},
		{"untrusted certificate", &fakeSMTP{starttls: serverTLS},
			"smtp://mail.example.com", nil, "certificate"},
		{"certificate for another host", &fakeSMTP{starttls: serverTLS},
			"smtp://other.example.com", roots, "certificate"},
		{"credentials missing for a server that needs them", &fakeSMTP{starttls: serverTLS, user: "kajian", pass: "x"},
			"smtp://mail.example.com", roots, "530"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := startFakeSMTP(t, tt.fake)
			err := openSMTP(t, tt.url, f, tt.roots).Send(context.Background(), testMessage())
			if !errors.Is(err, ErrSendFailed) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err = %v, want ErrSendFailed mentioning %q", err, tt.want)
			}
			for _, s := range f.sessions() {
				if s.Data != nil {
					t.Errorf("message delivered despite the failure")
				}
			}
		})
	}
}

func TestSMTPHungServerRespectsContext(t *testing.T) {
	f := startFakeSMTP(t, &fakeSMTP{silent: true})
	s := openSMTP(t, "smtp://mail.example.com", f, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	err := s.Send(ctx, testMessage())
	if !errors.Is(err, ErrSendFailed) {
		t.Fatalf("err = %v", err)
	}
	if time.Since(start) > 5*time.Second {
		t.Errorf("Send ignored the context deadline")
	}
}

func TestSMTPBadRecipient(t *testing.T) {
	f := startFakeSMTP(t, &fakeSMTP{})
	err := openSMTP(t, "smtp://mail.example.com", f, nil).Send(context.Background(), Message{To: "x", Text: "t"})
	if !errors.Is(err, ErrBadAddress) {
		t.Errorf("err = %v, want ErrBadAddress", err)
	}
	if len(f.sessions()) != 0 {
		t.Errorf("connected to the server for a message that cannot be sent")
	}
}
