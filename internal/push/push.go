// Package push sends Web Push messages: encrypted for the browser's keys (RFC 8291, aes128gcm)
// and signed for its push service with the server's VAPID keys (RFC 8292), through the kept
// github.com/SherClockHolmes/webpush-go. It knows nothing of what the messages say.
package push

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	webpush "github.com/SherClockHolmes/webpush-go"
)

// Keys are the server's VAPID key pair, base64url without padding as browsers take them.
type Keys struct {
	Public  string
	Private string
}

// GenerateKeys makes a new VAPID key pair (P-256).
func GenerateKeys() (Keys, error) {
	private, public, err := webpush.GenerateVAPIDKeys()
	return Keys{Public: public, Private: private}, err
}

// Subscription is where one browser receives pushes and the keys to encrypt for it.
type Subscription struct {
	Endpoint string
	P256dh   string
	Auth     string
}

// Message is what the service worker shows: a notification that opens URL when clicked.
type Message struct {
	Title string `json:"title"`
	Body  string `json:"body"`
	URL   string `json:"url"`
	Tag   string `json:"tag,omitempty"` // a newer message with the same tag replaces the older
}

// Urgency tells the push service how soon to wake the device (RFC 8030 §5.3).
type Urgency string

// Urgencies used here.
const (
	UrgencyNormal Urgency = "normal"
	UrgencyHigh   Urgency = "high"
)

// ErrGone means the subscription no longer exists (404 or 410): forget it.
var ErrGone = errors.New("push subscription gone")

// Sender sends messages with one key pair.
type Sender struct {
	keys    Keys
	subject string // a mailto: or https: contact for the push service
	client  *http.Client
}

// NewSender returns a Sender signing with keys, naming subject as the contact.
func NewSender(keys Keys, subject string, client *http.Client) *Sender {
	if client == nil {
		// The reminders' senders post at once to the same few push services: the default two
		// idle connections a host made most posts over HTTP/1.1 open a new connection (and
		// leave one waiting to close), 50,000 of them for a tabligh akbar's reminders.
		transport := http.DefaultTransport.(*http.Transport).Clone()
		transport.MaxIdleConnsPerHost = 64
		client = &http.Client{Timeout: 15 * time.Second, Transport: transport}
	}
	// The library writes "mailto:" before anything that is not an https: URL.
	return &Sender{keys: keys, subject: strings.TrimPrefix(subject, "mailto:"), client: client}
}

// PublicKey is the key browsers subscribe with (applicationServerKey).
func (s *Sender) PublicKey() string { return s.keys.Public }

// Send delivers m to sub, kept by the push service for ttl at most. A subscription that is gone
// is ErrGone; any other refusal an error to retry.
func (s *Sender) Send(ctx context.Context, sub Subscription, m Message, ttl time.Duration, urgency Urgency) error {
	body, err := json.Marshal(m)
	if err != nil {
		return err
	}
	resp, err := webpush.SendNotificationWithContext(ctx, body, &webpush.Subscription{
		Endpoint: sub.Endpoint, Keys: webpush.Keys{P256dh: sub.P256dh, Auth: sub.Auth},
	}, &webpush.Options{
		HTTPClient:      s.client,
		Subscriber:      s.subject,
		VAPIDPublicKey:  s.keys.Public,
		VAPIDPrivateKey: s.keys.Private,
		TTL:             int(ttl / time.Second),
		Urgency:         webpush.Urgency(urgency),
		// Padded to a small record: enough for any message here, and cheap on a phone's data.
		RecordSize: 2048,
	})
	if err != nil {
		return fmt.Errorf("push: %w", err)
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 4096))
	switch {
	case resp.StatusCode == http.StatusNotFound || resp.StatusCode == http.StatusGone:
		return ErrGone
	case resp.StatusCode/100 != 2:
		return fmt.Errorf("push: the push service answered %s", resp.Status)
	}
	return nil
}
