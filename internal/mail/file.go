package mail

import (
	"context"
	"fmt"
	"net/mail"
	"os"
	"path/filepath"
	"time"
)

// fileSender drops each message as an .eml file in a folder, for development
// and for tests that read the mail a user would receive.
type fileSender struct {
	dir  string
	from *mail.Address
	now  func() time.Time
}

func newFileSender(dir string, from *mail.Address) (*fileSender, error) {
	if dir == "" {
		return nil, fmt.Errorf("KAJIAN_MAIL_URL: file: needs a folder, as in file:///var/lib/kajian/mail")
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("KAJIAN_MAIL_URL: %w", err)
	}
	// Create the folder now so a bad path fails at start, not at the first mail.
	if err := os.MkdirAll(abs, 0o750); err != nil {
		return nil, fmt.Errorf("KAJIAN_MAIL_URL: %w", err)
	}
	return &fileSender{dir: abs, from: from, now: time.Now}, nil
}

// Send writes m to a new file. The name starts with the UTC time to the
// nanosecond, so a listing sorts in sending order, and ends with random hex,
// so two copies of the server never collide. The file is written under a
// temporary name and renamed, so a reader never sees half a message.
func (s *fileSender) Send(ctx context.Context, m Message) error {
	if err := ctx.Err(); err != nil {
		return ErrSendFailed.Wrap(err)
	}
	to, err := parseAddress(m.To)
	if err != nil {
		return ErrBadAddress.Wrap(err)
	}
	now := s.now()
	raw, err := encode(m, s.from, to, now)
	if err != nil {
		return ErrSendFailed.Wrap(err)
	}
	name := now.UTC().Format("20060102T150405.000000000Z") + "-" + randomHex(4) + ".eml"
	if err := writeAtomic(s.dir, name, raw); err != nil {
		return ErrSendFailed.Wrap(fmt.Errorf("mail: write %s (KAJIAN_MAIL_URL): %w", filepath.Join(s.dir, name), err))
	}
	return nil
}

func writeAtomic(dir, name string, data []byte) error {
	f, err := os.CreateTemp(dir, ".tmp-*.eml") // 0600: the mail holds tokens
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer os.Remove(tmp) // no-op after a successful rename
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, filepath.Join(dir, name))
}
