package mail

import (
	"fmt"
	"net/url"
	"path/filepath"
	"strings"
)

// Open returns the Sender that url describes, sending as from
// ("Kajian Kita <noreply@example.id>"):
//
//	log:                          write each message to the log (development)
//	file:///abs/dir               one .eml file per message in dir
//	smtp://user:pass@host:587     SMTP, upgraded with STARTTLS when offered
//	smtps://user:pass@host:465    SMTP over implicit TLS
//
// A relative folder (file://data/mail) is made absolute, like the storage URL.
// Errors name KAJIAN_MAIL_URL so a misconfigured server says what to fix.
func Open(rawURL, from string) (Sender, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, fmt.Errorf("KAJIAN_MAIL_URL: %w", err)
	}
	sender, err := parseAddress(from)
	if err != nil {
		return nil, fmt.Errorf("mail sender for KAJIAN_MAIL_URL: %w", err)
	}
	switch strings.ToLower(u.Scheme) {
	case "log":
		return &logSender{from: sender}, nil
	case "file":
		dir := u.Path
		if u.Host != "" && u.Host != "localhost" {
			dir = filepath.Join(u.Host, u.Path) // file://data/mail
		}
		return newFileSender(dir, sender)
	case "smtp", "smtps":
		return newSMTPSender(u, sender)
	case "":
		return nil, fmt.Errorf("KAJIAN_MAIL_URL %q: missing scheme (want log:, file:///dir, smtp:// or smtps://)", u.Redacted())
	default:
		return nil, fmt.Errorf("KAJIAN_MAIL_URL: unsupported scheme %q (want log:, file:///dir, smtp:// or smtps://)", u.Scheme)
	}
}
