// Package pushtest is a fake Web Push service on the loopback for tests: browsers' subscriptions
// with real keys, and a push service that receives the real encrypted requests, checks their
// VAPID signature (RFC 8292) and decrypts them (RFC 8291) as a browser would.
package pushtest

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	mrand "math/rand/v2"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"time"

	"github.com/kajiankita/kajian/internal/push"
)

// Service is the fake push service.
type Service struct {
	srv  *httptest.Server
	mu   sync.Mutex
	subs map[string]*Subscriber // by endpoint path
	got  []Delivery
	gone map[string]bool
	fail map[string]int // endpoint path → answers of 500 still to give
	// VAPIDKey, when set, is the public key every request must be signed with.
	VAPIDKey string
	// Delay is how long each answer takes, as a real push service's round trip; set before use.
	Delay time.Duration
	// FailShare is the share of requests answered 500 at random (0.01: 1%); set before use.
	FailShare float64
	failed    map[string]int // endpoint path → 500s answered
	inFlight  int
	maxFlight int
}

// Subscriber is one browser: its private key and auth secret, and the subscription it gives.
type Subscriber struct {
	key          *ecdh.PrivateKey
	auth         []byte
	Subscription push.Subscription
	path         string
}

// Delivery is one message the service received and could read.
type Delivery struct {
	Subscriber *Subscriber
	Message    push.Message
	TTL        string
	Urgency    string
	Claims     Claims
	Err        error     // why it could not be read (then Message is empty)
	At         time.Time // when it was received
}

// Claims are the VAPID JWT's claims.
type Claims struct {
	Aud string `json:"aud"`
	Exp int64  `json:"exp"`
	Sub string `json:"sub"`
}

// New starts the service; Close stops it.
func New() *Service {
	s := &Service{subs: map[string]*Subscriber{}, gone: map[string]bool{}, fail: map[string]int{}, failed: map[string]int{}}
	s.srv = httptest.NewServer(http.HandlerFunc(s.serve))
	return s
}

// Close stops the service.
func (s *Service) Close() { s.srv.Close() }

// URL is the service's origin.
func (s *Service) URL() string { return s.srv.URL }

// NewSubscriber makes a browser subscription with fresh keys on this service.
func (s *Service) NewSubscriber() *Subscriber {
	key, err := ecdh.P256().GenerateKey(rand.Reader)
	if err != nil {
		panic(err)
	}
	auth := make([]byte, 16)
	rand.Read(auth)
	path := "/push/" + strings.ToLower(rand.Text())
	sub := &Subscriber{key: key, auth: auth, path: path, Subscription: push.Subscription{
		Endpoint: s.srv.URL + path,
		P256dh:   base64.RawURLEncoding.EncodeToString(key.PublicKey().Bytes()),
		Auth:     base64.RawURLEncoding.EncodeToString(auth),
	}}
	s.mu.Lock()
	s.subs[path] = sub
	s.mu.Unlock()
	return sub
}

// Gone makes the service answer 410 Gone for sub from now on, as for an expired subscription.
func (s *Service) Gone(sub *Subscriber) {
	s.mu.Lock()
	s.gone[sub.path] = true
	s.mu.Unlock()
}

// FailNext makes the service answer 500 to the next n requests for sub.
func (s *Service) FailNext(sub *Subscriber, n int) {
	s.mu.Lock()
	s.fail[sub.path] = n
	s.mu.Unlock()
}

// Deliveries returns what the service received so far.
func (s *Service) Deliveries() []Delivery {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Delivery(nil), s.got...)
}

// Wait returns the deliveries once there are at least n, or what there is after timeout.
func (s *Service) Wait(n int, timeout time.Duration) []Delivery {
	deadline := time.Now().Add(timeout)
	for {
		got := s.Deliveries()
		if len(got) >= n || time.Now().After(deadline) {
			return got
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Failed counts the 500s the service answered, by subscriber.
func (s *Service) Failed() map[*Subscriber]int {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := map[*Subscriber]int{}
	for path, n := range s.failed {
		out[s.subs[path]] = n
	}
	return out
}

// MaxInFlight is the most requests the service held at once.
func (s *Service) MaxInFlight() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.maxFlight
}

func (s *Service) serve(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	s.inFlight++
	s.maxFlight = max(s.maxFlight, s.inFlight)
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		s.inFlight--
		s.mu.Unlock()
	}()
	if s.Delay > 0 {
		time.Sleep(s.Delay) // the round trip of a real push service
	}
	s.mu.Lock()
	sub, gone, fail := s.subs[r.URL.Path], s.gone[r.URL.Path], s.fail[r.URL.Path]
	if fail > 0 {
		s.fail[r.URL.Path]--
	}
	fail += boolInt(sub != nil && s.FailShare > 0 && mrand.Float64() < s.FailShare)
	if sub != nil && !gone && fail > 0 {
		s.failed[r.URL.Path]++
	}
	s.mu.Unlock()
	switch {
	case sub == nil:
		http.NotFound(w, r)
		return
	case gone:
		w.WriteHeader(http.StatusGone)
		return
	case fail > 0:
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	body, _ := io.ReadAll(io.LimitReader(r.Body, 8192))
	d := Delivery{Subscriber: sub, TTL: r.Header.Get("TTL"), Urgency: r.Header.Get("Urgency"), At: time.Now()}
	d.Claims, d.Err = s.checkVAPID(r)
	if d.Err == nil {
		if r.Header.Get("Content-Encoding") != "aes128gcm" {
			d.Err = fmt.Errorf("Content-Encoding %q", r.Header.Get("Content-Encoding"))
		} else {
			var plain []byte
			if plain, d.Err = sub.Decrypt(body); d.Err == nil {
				d.Err = json.Unmarshal(plain, &d.Message)
			}
		}
	}
	s.mu.Lock()
	s.got = append(s.got, d)
	s.mu.Unlock()
	if d.Err != nil {
		http.Error(w, d.Err.Error(), http.StatusBadRequest)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// checkVAPID verifies the Authorization header "vapid t=<JWT>, k=<public key>" (RFC 8292): an
// ES256 signature by k, k the expected key, and the claims a push service requires.
func (s *Service) checkVAPID(r *http.Request) (Claims, error) {
	var c Claims
	auth, ok := strings.CutPrefix(r.Header.Get("Authorization"), "vapid ")
	if !ok {
		return c, errors.New("no vapid authorization")
	}
	var token, key string
	for _, part := range strings.Split(auth, ",") {
		part = strings.TrimSpace(part)
		if v, ok := strings.CutPrefix(part, "t="); ok {
			token = v
		} else if v, ok := strings.CutPrefix(part, "k="); ok {
			key = v
		}
	}
	if s.VAPIDKey != "" && key != strings.TrimRight(s.VAPIDKey, "=") {
		return c, errors.New("signed with another key")
	}
	raw, err := base64.RawURLEncoding.DecodeString(key)
	if err != nil {
		return c, fmt.Errorf("k: %w", err)
	}
	pub, err := ecdsa.ParseUncompressedPublicKey(elliptic.P256(), raw)
	if err != nil {
		return c, fmt.Errorf("k: %w", err)
	}
	parts := strings.Split(token, ".")
	if len(parts) != 3 {
		return c, errors.New("t is not a JWT")
	}
	sig, err := base64.RawURLEncoding.DecodeString(parts[2])
	if err != nil || len(sig) != 64 {
		return c, errors.New("signature is not ES256")
	}
	digest := sha256.Sum256([]byte(parts[0] + "." + parts[1]))
	if !ecdsa.Verify(pub, digest[:], new(big.Int).SetBytes(sig[:32]), new(big.Int).SetBytes(sig[32:])) {
		return c, errors.New("bad signature")
	}
	var header struct {
		Alg string `json:"alg"`
	}
	if err := decodeSegment(parts[0], &header); err != nil || header.Alg != "ES256" {
		return c, fmt.Errorf("jwt header: alg %q, %v", header.Alg, err)
	}
	if err := decodeSegment(parts[1], &c); err != nil {
		return c, err
	}
	now := time.Now().Unix()
	switch {
	case c.Aud != "http://"+r.Host:
		return c, fmt.Errorf("aud %q is not this service's origin", c.Aud)
	case c.Exp <= now || c.Exp > now+24*3600:
		return c, fmt.Errorf("exp %d is not within 24 hours", c.Exp)
	case !strings.HasPrefix(c.Sub, "mailto:") && !strings.HasPrefix(c.Sub, "https:"):
		return c, fmt.Errorf("sub %q is not a contact", c.Sub)
	}
	return c, nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func decodeSegment(seg string, v any) error {
	raw, err := base64.RawURLEncoding.DecodeString(seg)
	if err != nil {
		return err
	}
	return json.Unmarshal(raw, v)
}

// Decrypt reads an aes128gcm body (RFC 8188) encrypted for this browser (RFC 8291).
func (b *Subscriber) Decrypt(body []byte) ([]byte, error) {
	if len(body) < 21 {
		return nil, errors.New("body too short")
	}
	salt, rs, idlen := body[:16], binary.BigEndian.Uint32(body[16:20]), int(body[20])
	if len(body) < 21+idlen || idlen != 65 {
		return nil, errors.New("bad header")
	}
	senderKey, cipherText := body[21:21+idlen], body[21+idlen:]
	if uint32(len(cipherText)) > rs {
		return nil, errors.New("more than one record")
	}
	sender, err := ecdh.P256().NewPublicKey(senderKey)
	if err != nil {
		return nil, err
	}
	shared, err := b.key.ECDH(sender)
	if err != nil {
		return nil, err
	}
	info := append(append([]byte("WebPush: info\x00"), b.key.PublicKey().Bytes()...), senderKey...)
	ikm, err := hkdf.Key(sha256.New, shared, b.auth, string(info), 32)
	if err != nil {
		return nil, err
	}
	prk, err := hkdf.Extract(sha256.New, ikm, salt)
	if err != nil {
		return nil, err
	}
	cek, err := hkdf.Expand(sha256.New, prk, "Content-Encoding: aes128gcm\x00", 16)
	if err != nil {
		return nil, err
	}
	nonce, err := hkdf.Expand(sha256.New, prk, "Content-Encoding: nonce\x00", 12)
	if err != nil {
		return nil, err
	}
	block, err := aes.NewCipher(cek)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	plain, err := gcm.Open(nil, nonce, cipherText, nil)
	if err != nil {
		return nil, fmt.Errorf("decrypt: %w", err)
	}
	// The last record ends in 0x02 and any number of zeros of padding.
	plain = bytes.TrimRight(plain, "\x00")
	if len(plain) == 0 || plain[len(plain)-1] != 2 {
		return nil, errors.New("no last-record delimiter")
	}
	return plain[:len(plain)-1], nil
}

// Capture is a bare endpoint that hands each body it receives to a function.
type Capture struct{ srv *httptest.Server }

// NewCapture starts one.
func NewCapture(fn func(body []byte)) *Capture {
	return &Capture{srv: httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		fn(b)
		w.WriteHeader(http.StatusCreated)
	}))}
}

// URL is its endpoint.
func (c *Capture) URL() string { return c.srv.URL + "/capture" }

// Close stops it.
func (c *Capture) Close() { c.srv.Close() }
