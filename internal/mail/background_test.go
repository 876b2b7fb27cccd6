package mail

import (
	"context"
	"sync"
	"testing"
	"time"
)

type gatedSender struct {
	gate chan struct{}
	mu   sync.Mutex
	sent []Message
	err  error
}

func (g *gatedSender) Send(ctx context.Context, m Message) error {
	select {
	case <-g.gate:
	case <-ctx.Done():
		return ctx.Err()
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	g.sent = append(g.sent, m)
	return g.err
}

func TestBackgroundSendsAfterTheCallerReturnedAndWaitFinishesIt(t *testing.T) {
	g := &gatedSender{gate: make(chan struct{})}
	b := NewBackground(g, time.Minute)
	ctx, cancel := context.WithCancel(context.Background())
	b.Send(ctx, "test", Message{To: "a@kajian.test", Subject: "S"})
	cancel() // the request ended: the send must go on
	if b.Wait(20 * time.Millisecond) {
		t.Fatal("Wait reported done while the send was held")
	}
	close(g.gate)
	if !b.Wait(5 * time.Second) {
		t.Fatal("Wait did not see the send finish")
	}
	if len(g.sent) != 1 || g.sent[0].To != "a@kajian.test" {
		t.Fatalf("sent %v", g.sent)
	}
}

func TestBackgroundSendHasItsOwnDeadline(t *testing.T) {
	g := &gatedSender{gate: make(chan struct{})} // never opens
	b := NewBackground(g, 30*time.Millisecond)
	b.Send(context.Background(), "test", Message{To: "a@kajian.test"})
	if !b.Wait(5 * time.Second) {
		t.Fatal("a send past its deadline kept running")
	}
	if len(g.sent) != 0 {
		t.Fatalf("sent %v", g.sent)
	}
}
