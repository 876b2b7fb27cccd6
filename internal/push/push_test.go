package push_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/push"
	"github.com/kajiankita/kajian/internal/push/pushtest"
)

// TestSendIsEncryptedForTheBrowserAndSigned sends through a fake push service that decrypts the
// body with the subscription's own keys and verifies the VAPID JWT, as a real one does.
func TestSendIsEncryptedForTheBrowserAndSigned(t *testing.T) {
	svc := pushtest.New()
	defer svc.Close()
	keys, err := push.GenerateKeys()
	if err != nil {
		t.Fatal(err)
	}
	svc.VAPIDKey = keys.Public
	sender := push.NewSender(keys, "mailto:admin@kajiankita.id", nil)
	browser := svc.NewSubscriber()
	m := push.Message{Title: "1 jam lagi: Kajian Tafsir", Body: "Pukul 19:30 WIB di Masjid Istiqlal", URL: "/kajian/tafsir", Tag: "kajian-1"}
	if err := sender.Send(context.Background(), browser.Subscription, m, time.Hour, push.UrgencyHigh); err != nil {
		t.Fatal(err)
	}
	got := svc.Deliveries()
	if len(got) != 1 {
		t.Fatalf("deliveries: %d", len(got))
	}
	d := got[0]
	if d.Err != nil {
		t.Fatalf("the push service could not read it: %v", d.Err)
	}
	if d.Message != m {
		t.Errorf("decrypted %+v, sent %+v", d.Message, m)
	}
	if d.TTL != "3600" || d.Urgency != "high" {
		t.Errorf("TTL %q, Urgency %q", d.TTL, d.Urgency)
	}
	if d.Claims.Sub != "mailto:admin@kajiankita.id" || !strings.HasPrefix(d.Claims.Aud, "http://127.0.0.1:") {
		t.Errorf("claims: %+v", d.Claims)
	}

	// Another browser's keys cannot read it: the message is encrypted for this one only.
	other := svc.NewSubscriber()
	if _, err := other.Decrypt(encryptedFor(t, sender, svc, browser)); err == nil {
		t.Error("another subscription decrypted the message")
	}

	// Signed with keys the service does not expect: refused.
	stranger, _ := push.GenerateKeys()
	if err := push.NewSender(stranger, "mailto:x@y.id", nil).Send(context.Background(), browser.Subscription, m, time.Hour, push.UrgencyNormal); err == nil {
		t.Error("a message signed with other keys was accepted")
	}

	// An expired subscription is ErrGone.
	svc.Gone(browser)
	if err := sender.Send(context.Background(), browser.Subscription, m, time.Hour, push.UrgencyNormal); !errors.Is(err, push.ErrGone) {
		t.Errorf("gone: %v", err)
	}
}

// encryptedFor captures the body of one message sent to browser through a second fake service.
func encryptedFor(t *testing.T, sender *push.Sender, svc *pushtest.Service, browser *pushtest.Subscriber) []byte {
	t.Helper()
	var body []byte
	capture := pushtest.NewCapture(func(b []byte) { body = b })
	defer capture.Close()
	sub := browser.Subscription
	sub.Endpoint = capture.URL()
	if err := sender.Send(context.Background(), sub, push.Message{Title: "x"}, time.Minute, push.UrgencyNormal); err != nil {
		t.Fatal(err)
	}
	if _, err := browser.Decrypt(body); err != nil {
		t.Fatalf("its own browser cannot decrypt it: %v", err)
	}
	return body
}
