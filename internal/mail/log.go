package mail

import (
	"context"
	"log/slog"
	"net/mail"
	"regexp"
)

// logSender writes messages to the log instead of sending them, so a developer
// can click the verification and reset links without a mail server.
type logSender struct {
	from   *mail.Address
	logger *slog.Logger // nil: slog.Default() at send time, so SetDefault applies
}

var linkPattern = regexp.MustCompile(`https?://[^\s<>"']+`)

// Send logs m with its links pulled out, so they are easy to find and copy.
func (s *logSender) Send(ctx context.Context, m Message) error {
	if _, err := parseAddress(m.To); err != nil {
		return ErrBadAddress.Wrap(err)
	}
	logger := s.logger
	if logger == nil {
		logger = slog.Default()
	}
	logger.InfoContext(ctx, "mail not sent (KAJIAN_MAIL_URL=log:)",
		"from", s.from.String(),
		"to", m.To,
		"subject", m.Subject,
		"links", linkPattern.FindAllString(m.Text, -1),
		"text", m.Text,
	)
	return nil
}
