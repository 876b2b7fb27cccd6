// Package mail writes Kajian Kita's e-mails (Indonesian templates) and sends
// them through the transport KAJIAN_MAIL_URL names: the log, a folder of .eml
// files, or an SMTP server.
package mail

import (
	"context"
	"fmt"
	"net/mail"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Message is one e-mail to one recipient. To is an address ("a@b.id") or a
// named address ("Nama <a@b.id>"); Text and HTML are the two alternative
// bodies, and HTML may be empty.
type Message struct {
	To      string
	Subject string
	Text    string
	HTML    string
	// Unsubscribe, when set, is the one-click opt-out link of a recurring mail (RFC 8058).
	Unsubscribe string
}

// Sender delivers messages. Implementations are safe for concurrent use.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// ErrSendFailed is returned (wrapping the cause) when a transport could not
// deliver a message. Handlers usually answer with their own, more specific
// message from the specification, such as 'Gagal mengirim email reset password'.
var ErrSendFailed = kajian.Errorf(kajian.KindUnavailable, "mail_failed",
	"Gagal mengirim email. Silakan coba lagi nanti.")

// ErrBadAddress is returned when a message's recipient is not an e-mail address.
var ErrBadAddress = kajian.Invalid("email", "Format email tidak valid")

// parseAddress accepts exactly one address and refuses line breaks, which would
// otherwise let a crafted address add headers to the message.
func parseAddress(s string) (*mail.Address, error) {
	if strings.ContainsAny(s, "\r\n") {
		return nil, fmt.Errorf("address %q contains a line break", s)
	}
	a, err := mail.ParseAddress(s)
	if err != nil {
		return nil, fmt.Errorf("address %q: %w", s, err)
	}
	return a, nil
}
