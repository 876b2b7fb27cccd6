package mail

import (
	"context"
	"log/slog"
	"sync"
	"time"
)

// Background sends messages without making anyone wait for them: a request
// whose answer must not depend on an e-mail (who is registered, how fast the
// transport is) hands it over and returns. Each send has its own deadline,
// and failures are logged. Wait lets shutdown finish the sends in flight.
type Background struct {
	sender  Sender
	timeout time.Duration
	wg      sync.WaitGroup
}

// NewBackground sends through sender, giving each message timeout.
func NewBackground(sender Sender, timeout time.Duration) *Background {
	return &Background{sender: sender, timeout: timeout}
}

// Send starts sending m; kind names the message in the log. ctx gives the
// send its values (not its cancellation: the request may end first).
func (b *Background) Send(ctx context.Context, kind string, m Message) {
	ctx = context.WithoutCancel(ctx)
	b.wg.Add(1)
	go func() {
		defer b.wg.Done()
		ctx, cancel := context.WithTimeout(ctx, b.timeout)
		defer cancel()
		if err := b.sender.Send(ctx, m); err != nil {
			slog.ErrorContext(ctx, "sending e-mail failed", "mail", kind, "err", err)
		}
	}()
}

// Wait waits up to timeout for the sends in flight and reports whether they
// all finished.
func (b *Background) Wait(timeout time.Duration) bool {
	done := make(chan struct{})
	go func() {
		b.wg.Wait()
		close(done)
	}()
	select {
	case <-done:
		return true
	case <-time.After(timeout):
		return false
	}
}
