package mail

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/mail"
	"net/smtp"
	"net/url"
	"os"
	"strings"
	"time"
)

// smtpTimeout bounds one delivery when the caller's context has no deadline,
// so a stuck server cannot hold a request forever.
const smtpTimeout = 30 * time.Second

// smtpSender delivers through an SMTP submission server. net/smtp is frozen
// but complete for this: EHLO, STARTTLS, AUTH PLAIN, one message per
// connection.
type smtpSender struct {
	host        string // for TLS verification and AUTH
	addr        string // host:port to dial
	implicitTLS bool   // smtps://
	user, pass  string
	from        *mail.Address
	now         func() time.Time

	// Seams for tests: a fake server's certificate authority, and a dialer that
	// reaches it whatever host name the URL gives.
	tlsConfig *tls.Config
	dial      func(ctx context.Context, network, addr string) (net.Conn, error)
}

func newSMTPSender(u *url.URL, from *mail.Address) (*smtpSender, error) {
	host := u.Hostname()
	if host == "" {
		return nil, fmt.Errorf("KAJIAN_MAIL_URL %q: missing host", u.Redacted())
	}
	if len(u.Query()) > 0 || u.Path != "" && u.Path != "/" {
		return nil, fmt.Errorf("KAJIAN_MAIL_URL %q: unexpected path or options; want smtp://user:pass@host:port", u.Redacted())
	}
	implicit := strings.EqualFold(u.Scheme, "smtps")
	port := u.Port()
	if port == "" {
		port = "587"
		if implicit {
			port = "465"
		}
	}
	s := &smtpSender{
		host:        host,
		addr:        net.JoinHostPort(host, port),
		implicitTLS: implicit,
		from:        from,
		now:         time.Now,
		dial:        (&net.Dialer{}).DialContext,
	}
	if u.User != nil {
		s.user = u.User.Username()
		s.pass, _ = u.User.Password()
	}
	return s, nil
}

// Send delivers m. Credentials go only over TLS (implicit, or STARTTLS when the
// server offers it), except to a server on this machine such as a local
// Mailpit, because a password in clear text on a network is a leaked password.
func (s *smtpSender) Send(ctx context.Context, m Message) error {
	to, err := parseAddress(m.To)
	if err != nil {
		return ErrBadAddress.Wrap(err)
	}
	raw, err := encode(m, s.from, to, s.now())
	if err != nil {
		return ErrSendFailed.Wrap(err)
	}
	if err := s.deliver(ctx, to.Address, raw); err != nil {
		return ErrSendFailed.Wrap(fmt.Errorf("mail: smtp %s (KAJIAN_MAIL_URL): %w", s.addr, err))
	}
	return nil
}

func (s *smtpSender) deliver(ctx context.Context, rcpt string, raw []byte) error {
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, smtpTimeout)
		defer cancel()
	}
	conn, err := s.dial(ctx, "tcp", s.addr)
	if err != nil {
		return err
	}
	defer conn.Close()
	deadline, _ := ctx.Deadline()
	conn.SetDeadline(deadline)
	// Cancelling the context interrupts whatever read or write is under way.
	stop := context.AfterFunc(ctx, func() { conn.SetDeadline(time.Unix(1, 0)) })
	defer stop()

	if s.implicitTLS {
		tc := tls.Client(conn, s.tlsFor())
		if err := tc.HandshakeContext(ctx); err != nil {
			return fmt.Errorf("tls: %w", err)
		}
		conn = tc
	}
	c, err := smtp.NewClient(conn, s.host)
	if err != nil {
		return err
	}
	defer c.Close()
	if err := c.Hello(helloName()); err != nil {
		return err
	}
	encrypted := s.implicitTLS
	if !encrypted {
		if ok, _ := c.Extension("STARTTLS"); ok {
			if err := c.StartTLS(s.tlsFor()); err != nil {
				return fmt.Errorf("starttls: %w", err)
			}
			encrypted = true
		}
	}
	if s.user != "" {
		if !encrypted && !isLocalhost(s.host) {
			return errors.New("the server offers no STARTTLS; refusing to send the password unencrypted (use smtps:// or a server with STARTTLS)")
		}
		if ok, _ := c.Extension("AUTH"); !ok {
			return errors.New("the URL has credentials but the server offers no AUTH")
		}
		if err := c.Auth(smtp.PlainAuth("", s.user, s.pass, s.host)); err != nil {
			return fmt.Errorf("auth: %w", err)
		}
	}
	if err := c.Mail(s.from.Address); err != nil {
		return err
	}
	if err := c.Rcpt(rcpt); err != nil {
		return err
	}
	w, err := c.Data()
	if err != nil {
		return err
	}
	if _, err := w.Write(raw); err != nil {
		return err
	}
	if err := w.Close(); err != nil {
		return err
	}
	// The server has accepted the message; a failed QUIT must not make the
	// caller retry and send it twice.
	c.Quit()
	return nil
}

func (s *smtpSender) tlsFor() *tls.Config {
	cfg := &tls.Config{}
	if s.tlsConfig != nil {
		cfg = s.tlsConfig.Clone()
	}
	cfg.ServerName = s.host
	if cfg.MinVersion == 0 {
		cfg.MinVersion = tls.VersionTLS12
	}
	return cfg
}

// isLocalhost matches net/smtp's own rule for where PLAIN may go unencrypted.
func isLocalhost(host string) bool {
	return host == "localhost" || host == "127.0.0.1" || host == "::1"
}

// helloName is the name this machine gives in EHLO.
func helloName() string {
	if h, err := os.Hostname(); err == nil && h != "" && !strings.ContainsAny(h, " \r\n") {
		return h
	}
	return "localhost"
}
