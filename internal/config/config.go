// Package config reads Kajian Kita's configuration from KAJIAN_* environment
// variables, which flags of the same names in kebab-case may override
// (KAJIAN_BASE_URL ↔ --base-url). Every error names the variable to fix.
package config

import (
	"flag"
	"fmt"
	"io"
	"net/mail"
	"net/netip"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Config is the whole configuration of a server.
type Config struct {
	Addr               string
	BaseURL            string
	DatabaseURL        string
	StorageURL         string
	MailURL            string
	MailFrom           string
	Demo               bool
	OpenAIAPIKey       string
	OpenAIBaseURL      string
	AIVisionModel      string
	AITextModel        string
	GoogleClientID     string
	GoogleClientSecret string
	GoogleIssuer       string
	Geocoder           string
	MetricsToken       string
	TrustedProxies     string
	UnlimitedClients   string
	VAPIDPublicKey     string
	VAPIDPrivateKey    string
	VAPIDSubject       string
	// ImportTestCalendar is for browser tests only ("<name>.test=127.0.0.1:<port>"): calendar
	// imports from http://<name>.test reach that local server. Off by default and never set by
	// make run; every other address stays refused as usual.
	ImportTestCalendar string
	// PushTestLoopback is for tests only: push subscriptions may name an http endpoint on this
	// machine (a fake push service). Off by default: the server posts only to the known push
	// services over https, so no user can make it post to a local port.
	PushTestLoopback bool
	// TestClockShift is for benchmarks only: a duration added to the server's clock, so copies
	// started together live at the moment a load test arranged (a reminder falling due). Empty
	// by default: the real clock.
	TestClockShift string
}

// ClockShift is TestClockShift read (validated by Load); 0 when unset.
func (c Config) ClockShift() time.Duration {
	d, _ := time.ParseDuration(c.TestClockShift)
	return d
}

// PushEnabled reports whether Web Push (reminders and notices) is configured.
func (c Config) PushEnabled() bool { return c.VAPIDPublicKey != "" && c.VAPIDPrivateKey != "" }

// GoogleEnabled reports whether Google sign-in is configured.
func (c Config) GoogleEnabled() bool { return c.GoogleClientID != "" && c.GoogleClientSecret != "" }

// Secure reports whether the public origin is https, so cookies get Secure.
func (c Config) Secure() bool { return strings.HasPrefix(c.BaseURL, "https://") }

type variable struct {
	name, def, help string
	dest            *string
}

func (c *Config) variables() []variable {
	return []variable{
		{"KAJIAN_ADDR", ":8080", "listen address", &c.Addr},
		{"KAJIAN_BASE_URL", "http://localhost:8080", "public origin for links, e-mails, share text and OAuth redirects", &c.BaseURL},
		{"KAJIAN_DATABASE_URL", "sqlite:data/kajian.db", "sqlite:<path> or postgres://…", &c.DatabaseURL},
		{"KAJIAN_STORAGE_URL", "file://data/uploads", "file:///dir or s3://bucket?endpoint=…&region=…", &c.StorageURL},
		{"KAJIAN_MAIL_URL", "log:", "log:, file:///dir or smtp://user:pass@host:587", &c.MailURL},
		{"KAJIAN_MAIL_FROM", "", "sender of e-mails; default Kajian Kita <no-reply@host of KAJIAN_BASE_URL>", &c.MailFrom},
		{"KAJIAN_OPENAI_API_KEY", "", "key of an OpenAI-compatible API; without it the built-in parser serves", &c.OpenAIAPIKey},
		{"KAJIAN_OPENAI_BASE_URL", "https://api.openai.com/v1", "base URL of the OpenAI-compatible API", &c.OpenAIBaseURL},
		{"KAJIAN_AI_VISION_MODEL", "gpt-4o", "model that reads posters", &c.AIVisionModel},
		{"KAJIAN_AI_TEXT_MODEL", "gpt-4o-mini", "model that writes descriptions", &c.AITextModel},
		{"KAJIAN_GOOGLE_CLIENT_ID", "", "Google OAuth client id", &c.GoogleClientID},
		{"KAJIAN_GOOGLE_CLIENT_SECRET", "", "Google OAuth client secret", &c.GoogleClientSecret},
		{"KAJIAN_GOOGLE_ISSUER", "https://accounts.google.com", "OpenID Connect issuer", &c.GoogleIssuer},
		{"KAJIAN_GEOCODER", "builtin", "builtin, nominatim:<url> or google:<key>", &c.Geocoder},
		{"KAJIAN_TRUSTED_PROXIES", "", "addresses or prefixes of the proxies whose X-Forwarded-For is believed, e.g. 10.0.0.0/8; none by default", &c.TrustedProxies},
		{"KAJIAN_UNLIMITED_CLIENTS", "", "addresses or prefixes of clients that no per-client rate limit applies to (a load or browser test's machine); none by default", &c.UnlimitedClients},
		{"KAJIAN_VAPID_PUBLIC_KEY", "", "Web Push public key (kajian vapid generate); without it reminders are not offered", &c.VAPIDPublicKey},
		{"KAJIAN_VAPID_PRIVATE_KEY", "", "Web Push private key, the pair of KAJIAN_VAPID_PUBLIC_KEY", &c.VAPIDPrivateKey},
		{"KAJIAN_VAPID_SUBJECT", "", "contact the push services may write to; default the address of KAJIAN_MAIL_FROM", &c.VAPIDSubject},
		{"KAJIAN_IMPORT_TEST_CALENDAR", "", "tests only: <name>.test=127.0.0.1:<port> lets calendar imports from http://<name>.test reach that local server; off by default", &c.ImportTestCalendar},
		{"KAJIAN_TEST_CLOCK_SHIFT", "", "benchmarks only: a duration such as 3h25m10s added to the server's clock (make load-notices); off by default", &c.TestClockShift},
		{"KAJIAN_METRICS_TOKEN", "", "bearer token that opens /metrics; without it only this machine may read it", &c.MetricsToken},
	}
}

// flagName turns KAJIAN_BASE_URL into base-url.
func flagName(variable string) string {
	return strings.ReplaceAll(strings.ToLower(strings.TrimPrefix(variable, "KAJIAN_")), "_", "-")
}

// Load reads the configuration from getenv, then from flags in args. It
// returns flag.ErrHelp when help was asked for (the usage is written to out).
func Load(args []string, getenv func(string) string, out io.Writer) (Config, error) {
	var c Config
	fs := flag.NewFlagSet("kajian serve", flag.ContinueOnError)
	fs.SetOutput(out)
	for _, v := range c.variables() {
		def := v.def
		if env := getenv(v.name); env != "" {
			def = env
		}
		fs.StringVar(v.dest, flagName(v.name), def, v.help+" ("+v.name+")")
	}
	demo := fs.Bool("demo", isTrue(getenv("KAJIAN_DEMO")), "seed demo data into an empty database at start (KAJIAN_DEMO)")
	pushLoopback := fs.Bool("push-test-loopback", isTrue(getenv("KAJIAN_PUSH_TEST_LOOPBACK")),
		"tests only: accept push endpoints on this machine over http, for a fake push service (KAJIAN_PUSH_TEST_LOOPBACK)")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	c.Demo = *demo
	c.PushTestLoopback = *pushLoopback
	return c, c.validate()
}

func isTrue(s string) bool {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "1", "true", "yes", "on":
		return true
	}
	return false
}

func (c *Config) validate() error {
	u, err := url.Parse(c.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("KAJIAN_BASE_URL: %q is not an http(s) origin such as https://kajiankita.id", c.BaseURL)
	}
	c.BaseURL = strings.TrimSuffix(c.BaseURL, "/")
	if c.MailFrom == "" {
		c.MailFrom = "Kajian Kita <no-reply@" + u.Hostname() + ">"
		if !strings.Contains(u.Hostname(), ".") { // localhost: keep a deliverable-looking domain
			c.MailFrom = "Kajian Kita <no-reply@kajiankita.id>"
		}
	}
	if !strings.HasPrefix(c.DatabaseURL, "sqlite:") && !strings.HasPrefix(c.DatabaseURL, "postgres://") && !strings.HasPrefix(c.DatabaseURL, "postgresql://") {
		return fmt.Errorf("KAJIAN_DATABASE_URL: unknown database %q: use sqlite:<path> or postgres://…", scrub(c.DatabaseURL))
	}
	storage, err := ResolveStorageURL(c.StorageURL)
	if err != nil {
		return err
	}
	c.StorageURL = storage
	if c.MailURL == "" {
		c.MailURL = "log:"
	}
	if (c.VAPIDPublicKey == "") != (c.VAPIDPrivateKey == "") {
		return fmt.Errorf("KAJIAN_VAPID_PUBLIC_KEY and KAJIAN_VAPID_PRIVATE_KEY: set both or neither (kajian vapid generate prints a pair)")
	}
	if c.VAPIDSubject == "" {
		c.VAPIDSubject = c.MailFrom
		if a, err := mail.ParseAddress(c.MailFrom); err == nil {
			c.VAPIDSubject = "mailto:" + a.Address
		}
	}
	if (c.GoogleClientID == "") != (c.GoogleClientSecret == "") {
		return fmt.Errorf("KAJIAN_GOOGLE_CLIENT_ID and KAJIAN_GOOGLE_CLIENT_SECRET: set both or neither")
	}
	if c.TestClockShift != "" {
		if _, err := time.ParseDuration(c.TestClockShift); err != nil {
			return fmt.Errorf("KAJIAN_TEST_CLOCK_SHIFT: %q is not a duration such as 3h25m10s (benchmarks only)", c.TestClockShift)
		}
	}
	if c.ImportTestCalendar != "" {
		if _, _, err := ParseImportTestCalendar(c.ImportTestCalendar); err != nil {
			return err
		}
	}
	return nil
}

// ParseImportTestCalendar reads KAJIAN_IMPORT_TEST_CALENDAR: a name under the reserved .test
// domain (RFC 6761: never a real host) and a loopback address with its port, so that the
// setting can open nothing but one local test server.
func ParseImportTestCalendar(s string) (name string, target netip.AddrPort, err error) {
	name, rest, ok := strings.Cut(strings.TrimSpace(s), "=")
	name = strings.ToLower(name)
	target, perr := netip.ParseAddrPort(rest)
	if !ok || !strings.HasSuffix(name, ".test") || strings.ContainsAny(name, "/:@ ") || perr != nil || !target.Addr().IsLoopback() {
		return "", netip.AddrPort{}, fmt.Errorf("KAJIAN_IMPORT_TEST_CALENDAR: %q is not <name>.test=127.0.0.1:<port> (tests only)", s)
	}
	return name, target, nil
}

// ResolveStorageURL makes a relative file:// storage folder absolute, creates
// it and checks that it is writable; other schemes pass through.
func ResolveStorageURL(raw string) (string, error) {
	if !strings.HasPrefix(raw, "file://") {
		if strings.HasPrefix(raw, "s3://") {
			return raw, nil
		}
		return "", fmt.Errorf("KAJIAN_STORAGE_URL: unknown storage %q: use file:///dir or s3://bucket", raw)
	}
	dir := strings.TrimPrefix(raw, "file://")
	if dir == "" {
		return "", fmt.Errorf("KAJIAN_STORAGE_URL: file:// needs a folder, e.g. file:///var/lib/kajian/uploads")
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", fmt.Errorf("KAJIAN_STORAGE_URL: %v", err)
	}
	if err := os.MkdirAll(abs, 0o755); err != nil {
		return "", fmt.Errorf("KAJIAN_STORAGE_URL: cannot create folder %s: %v", abs, rootCause(err))
	}
	probe, err := os.CreateTemp(abs, ".write-check-*")
	if err != nil {
		return "", fmt.Errorf("KAJIAN_STORAGE_URL: folder %s is not writable: %v", abs, rootCause(err))
	}
	probe.Close()
	os.Remove(probe.Name())
	return "file://" + abs, nil
}

func rootCause(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

// scrub hides a password in a URL for error messages.
func scrub(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.User == nil {
		return raw
	}
	if _, ok := u.User.Password(); ok {
		u.User = url.UserPassword(u.User.Username(), "xxxxx")
	}
	return u.String()
}
