// Package safefetch fetches a URL a user gave, from the server, without letting that URL reach
// anything but the public internet: http and https only; every address a host resolves to is
// checked (Public) before the checked address itself is dialled, so DNS cannot answer one
// address to the check and another to the connection; every redirect is checked the same way
// (at most MaxRedirects); at most MaxBytes of body within Timeout; conditional GETs answer
// "not modified" cheaply.
package safefetch

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// The limits of one fetch.
const (
	MaxBytes     = 2 << 20
	Timeout      = 10 * time.Second
	MaxRedirects = 3
)

// Resolver answers the addresses of a host name.
type Resolver func(ctx context.Context, host string) ([]netip.Addr, error)

// Dialer opens a connection to addr ("ip:port"); it is only ever given a checked address.
type Dialer func(ctx context.Context, network, addr string) (net.Conn, error)

// Config sets a Client up; the zero value is production: the system's resolver, a real dialer
// that checks the address once more as it connects, Timeout and MaxBytes.
type Config struct {
	Resolve   Resolver
	Dial      Dialer
	Timeout   time.Duration // whole fetch, body included; 0 is Timeout
	MaxBytes  int64         // 0 is MaxBytes
	TLS       *tls.Config   // nil is Go's default (tests give their server's roots)
	UserAgent string        // "" is "KajianKita/1 (impor kalender)"
}

// Client fetches user-given URLs. It is safe for concurrent use.
type Client struct {
	http     *http.Client
	resolve  Resolver
	dial     Dialer
	timeout  time.Duration
	maxBytes int64
	agent    string
}

// New returns a Client configured by cfg.
func New(cfg Config) *Client {
	c := &Client{resolve: cfg.Resolve, dial: cfg.Dial, timeout: cfg.Timeout, maxBytes: cfg.MaxBytes, agent: cfg.UserAgent}
	if c.resolve == nil {
		c.resolve = func(ctx context.Context, host string) ([]netip.Addr, error) {
			return net.DefaultResolver.LookupNetIP(ctx, "ip", host)
		}
	}
	if c.timeout <= 0 {
		c.timeout = Timeout
	}
	if c.dial == nil {
		d := &net.Dialer{Timeout: c.timeout, Control: controlPublic}
		c.dial = d.DialContext
	}
	if c.maxBytes <= 0 {
		c.maxBytes = MaxBytes
	}
	if c.agent == "" {
		c.agent = "KajianKita/1 (impor kalender)"
	}
	t := &http.Transport{
		Proxy:               nil, // a proxy would be dialled instead of the checked address
		DialContext:         c.dialChecked,
		TLSClientConfig:     cfg.TLS,
		ForceAttemptHTTP2:   true,
		MaxIdleConns:        10,
		IdleConnTimeout:     30 * time.Second,
		TLSHandshakeTimeout: c.timeout,
	}
	c.http = &http.Client{Transport: t, CheckRedirect: checkRedirect}
	return c
}

// controlPublic is the real dialer's last word: the socket about to connect goes to a public
// address, whatever path led to it.
func controlPublic(_, address string, _ syscall.RawConn) error {
	ap, err := netip.ParseAddrPort(address)
	if err != nil || !Public(ap.Addr()) {
		return ErrPrivate.Wrap(fmt.Errorf("dial %s", address))
	}
	return nil
}

// dialChecked resolves the host, refuses it when any of its addresses is not public (a host
// that also points inside is not trusted with the rest), then dials the checked addresses in
// turn by number, so no second lookup happens.
func (c *Client) dialChecked(ctx context.Context, network, addr string) (net.Conn, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, ErrBadURL.Wrap(err)
	}
	p, err := strconv.ParseUint(port, 10, 16)
	if err != nil {
		return nil, ErrBadURL.Wrap(err)
	}
	var addrs []netip.Addr
	if a, err := netip.ParseAddr(host); err == nil {
		addrs = []netip.Addr{a}
	} else {
		addrs, err = c.resolve(ctx, host)
		if err != nil {
			return nil, ErrNoHost.Wrap(err)
		}
	}
	if len(addrs) == 0 {
		return nil, ErrNoHost.Wrap(fmt.Errorf("%s has no address", host))
	}
	for _, a := range addrs {
		if !Public(a) {
			return nil, ErrPrivate.Wrap(fmt.Errorf("%s is %s", host, a))
		}
	}
	var last error
	for _, a := range addrs {
		conn, err := c.dial(ctx, network, netip.AddrPortFrom(a.Unmap(), uint16(p)).String())
		if err == nil {
			return conn, nil
		}
		last = err
	}
	return nil, last
}

// checkRedirect allows MaxRedirects redirects, each to http or https; the dial of each checks
// its address.
func checkRedirect(req *http.Request, via []*http.Request) error {
	if len(via) > MaxRedirects {
		return ErrTooManyRedirects
	}
	return checkURL(req.URL)
}

// ParseURL reads a URL a user gave: http or https with a host. webcal://, which calendar apps
// hand out for subscriptions, is read as https://.
func ParseURL(raw string) (*url.URL, error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return nil, ErrBadURL.Wrap(err)
	}
	if strings.EqualFold(u.Scheme, "webcal") || strings.EqualFold(u.Scheme, "webcals") {
		u.Scheme = "https"
	}
	u.Scheme = strings.ToLower(u.Scheme)
	if err := checkURL(u); err != nil {
		return nil, err
	}
	return u, nil
}

func checkURL(u *url.URL) error {
	if u.Scheme != "http" && u.Scheme != "https" {
		return ErrScheme.Wrap(fmt.Errorf("scheme %q", u.Scheme))
	}
	if u.Hostname() == "" {
		return ErrBadURL.Wrap(errors.New("no host"))
	}
	return nil
}

// Validators are what the last answer said about its version, sent back so that an unchanged
// resource answers "not modified" without its body.
type Validators struct {
	ETag         string
	LastModified string
}

// Result is one fetch's answer: NotModified with no body, or the body with its validators.
type Result struct {
	NotModified bool
	Body        []byte
	ContentType string
	Validators  Validators // the new ones; on NotModified, the ones sent
	URL         string     // after redirects
}

// Get fetches raw (see ParseURL) with prev's validators, if any. Its errors are this package's
// kinds; any other failure is ErrUnreachable.
func (c *Client) Get(ctx context.Context, raw string, prev Validators) (Result, error) {
	u, err := ParseURL(raw)
	if err != nil {
		return Result{}, err
	}
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	res, err := c.get(ctx, u, prev)
	if err != nil {
		return Result{}, classify(ctx, err)
	}
	return res, nil
}

func (c *Client) get(ctx context.Context, u *url.URL, prev Validators) (Result, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return Result{}, ErrBadURL.Wrap(err)
	}
	req.Header.Set("User-Agent", c.agent)
	req.Header.Set("Accept", "text/calendar, text/plain;q=0.5, */*;q=0.1")
	if prev.ETag != "" {
		req.Header.Set("If-None-Match", prev.ETag)
	}
	if prev.LastModified != "" {
		req.Header.Set("If-Modified-Since", prev.LastModified)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return Result{}, err
	}
	defer resp.Body.Close()
	final := resp.Request.URL.String()
	if resp.StatusCode == http.StatusNotModified {
		return Result{NotModified: true, Validators: prev, URL: final}, nil
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return Result{}, statusError(resp.StatusCode)
	}
	if resp.ContentLength > c.maxBytes {
		return Result{}, ErrTooLarge.Wrap(fmt.Errorf("content length %d", resp.ContentLength))
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, c.maxBytes+1))
	if err != nil {
		return Result{}, err
	}
	if int64(len(body)) > c.maxBytes {
		return Result{}, ErrTooLarge.Wrap(fmt.Errorf("more than %d bytes", c.maxBytes))
	}
	return Result{
		Body:        body,
		ContentType: resp.Header.Get("Content-Type"),
		Validators:  Validators{ETag: resp.Header.Get("ETag"), LastModified: resp.Header.Get("Last-Modified")},
		URL:         final,
	}, nil
}

// classify turns a failure into one of the package's kinds: the fetch's deadline as ErrTimeout
// (whatever step it cut short), the package's own kinds as they are, anything else as
// ErrUnreachable.
func classify(ctx context.Context, err error) error {
	var own *kajian.Error
	isOwn := errors.As(err, &own)
	if isOwn && own.Kind != kajian.KindUnavailable {
		return own // a refusal stands even when the clock ran out meanwhile
	}
	if errors.Is(ctx.Err(), context.DeadlineExceeded) || errors.Is(err, context.DeadlineExceeded) {
		return ErrTimeout.Wrap(err)
	}
	if isOwn {
		return own
	}
	return ErrUnreachable.Wrap(err)
}
