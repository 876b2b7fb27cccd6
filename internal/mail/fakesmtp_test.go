package mail

import (
	"bufio"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/base64"
	"fmt"
	"math/big"
	"net"
	"strings"
	"sync"
	"testing"
	"time"
)

// fakeSMTP is a small SMTP server speaking the real protocol (RFC 5321 with
// STARTTLS and AUTH PLAIN) that records what each client sent.
type fakeSMTP struct {
	Addr string

	starttls    *tls.Config // offer STARTTLS when set
	implicitTLS bool        // wrap every connection in TLS (smtps)
	user, pass  string      // require AUTH PLAIN with these when user != ""
	silent      bool        // never greet: a hung server

	mu     sync.Mutex
	got    []session
	done   chan struct{}
	active sync.WaitGroup // connections being served
}

// session is what one client connection did.
type session struct {
	Helo     string
	TLS      bool
	AuthUser string
	AuthPass string
	AuthOK   bool
	From     string
	Rcpt     []string
	Data     []byte
}

func startFakeSMTP(t *testing.T, f *fakeSMTP) *fakeSMTP {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	if f.implicitTLS {
		ln = tls.NewListener(ln, f.starttls)
	}
	f.Addr = ln.Addr().String()
	f.done = make(chan struct{})
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			f.active.Add(1)
			go func() { defer f.active.Done(); f.serve(c) }()
		}
	}()
	t.Cleanup(func() { close(f.done); ln.Close(); f.active.Wait() })
	return f
}

// sessions returns what the clients did. A client's Send can return before
// the server side of its connection has finished, so it first waits (up to
// 5 s) for the connections in flight to end.
func (f *fakeSMTP) sessions() []session {
	ended := make(chan struct{})
	go func() { f.active.Wait(); close(ended) }()
	select {
	case <-ended:
	case <-time.After(5 * time.Second):
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]session(nil), f.got...)
}

func (f *fakeSMTP) serve(c net.Conn) {
	defer c.Close()
	c.SetDeadline(time.Now().Add(10 * time.Second))
	if f.silent {
		<-f.done
		return
	}
	var s session
	_, s.TLS = c.(*tls.Conn)
	defer func() { f.mu.Lock(); f.got = append(f.got, s); f.mu.Unlock() }()

	r := bufio.NewReader(c)
	reply := func(format string, args ...any) { fmt.Fprintf(c, format+"\r\n", args...) }
	reply("220 fake.example ESMTP ready")
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return
		}
		line = strings.TrimRight(line, "\r\n")
		verb, arg, _ := strings.Cut(line, " ")
		switch strings.ToUpper(verb) {
		case "EHLO":
			s.Helo = arg
			reply("250-fake.example greets %s", arg)
			if f.starttls != nil && !s.TLS {
				reply("250-STARTTLS")
			}
			reply("250-AUTH PLAIN")
			reply("250 8BITMIME")
		case "HELO":
			s.Helo = arg
			reply("250 fake.example")
		case "STARTTLS":
			if f.starttls == nil || s.TLS {
				reply("502 not offered")
				continue
			}
			reply("220 go ahead")
			tc := tls.Server(c, f.starttls)
			if err := tc.Handshake(); err != nil {
				return
			}
			c, r, s.TLS = tc, bufio.NewReader(tc), true
			s.Helo = "" // RFC 3207: the client must start over with EHLO
		case "AUTH":
			mech, ir, _ := strings.Cut(arg, " ")
			if !strings.EqualFold(mech, "PLAIN") {
				reply("504 unsupported mechanism")
				continue
			}
			if ir == "" {
				reply("334 ")
				if ir, err = r.ReadString('\n'); err != nil {
					return
				}
				ir = strings.TrimSpace(ir)
			}
			raw, err := base64.StdEncoding.DecodeString(ir)
			parts := strings.Split(string(raw), "\x00")
			if err != nil || len(parts) != 3 {
				reply("501 malformed")
				continue
			}
			s.AuthUser, s.AuthPass = parts[1], parts[2]
			if parts[1] == f.user && parts[2] == f.pass {
				s.AuthOK = true
				reply("235 authenticated")
			} else {
				reply("535 authentication failed")
			}
		case "MAIL":
			if f.user != "" && !s.AuthOK {
				reply("530 authentication required")
				continue
			}
			s.From = strings.TrimPrefix(strings.Fields(arg)[0], "FROM:")
			reply("250 ok")
		case "RCPT":
			s.Rcpt = append(s.Rcpt, strings.TrimPrefix(arg, "TO:"))
			reply("250 ok")
		case "DATA":
			if s.From == "" || len(s.Rcpt) == 0 {
				reply("503 bad sequence")
				continue
			}
			reply("354 end with <CRLF>.<CRLF>")
			var data strings.Builder
			for {
				l, err := r.ReadString('\n')
				if err != nil {
					return
				}
				if l == ".\r\n" {
					break
				}
				data.WriteString(strings.TrimPrefix(l, ".")) // undo dot-stuffing
			}
			s.Data = []byte(data.String())
			reply("250 queued")
		case "RSET", "NOOP":
			reply("250 ok")
		case "QUIT":
			reply("221 bye")
			return
		default:
			reply("500 unknown command")
		}
	}
}

// selfSigned returns a server certificate for mail.example.com and 127.0.0.1
// and a client pool that trusts it.
func selfSigned(t *testing.T) (*tls.Config, *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber:          big.NewInt(1),
		Subject:               pkix.Name{CommonName: "mail.example.com"},
		DNSNames:              []string{"mail.example.com", "localhost"},
		IPAddresses:           []net.IP{net.IPv4(127, 0, 0, 1)},
		NotBefore:             time.Now().Add(-time.Hour),
		NotAfter:              time.Now().Add(time.Hour),
		KeyUsage:              x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage:           []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		BasicConstraintsValid: true,
		IsCA:                  true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	cert, _ := x509.ParseCertificate(der)
	pool := x509.NewCertPool()
	pool.AddCert(cert)
	return &tls.Config{Certificates: []tls.Certificate{{Certificate: [][]byte{der}, PrivateKey: key}}}, pool
}
