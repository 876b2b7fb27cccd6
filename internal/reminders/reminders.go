// Package reminders is the use-case of not missing a kajian: a user's notice settings and
// personal calendar feed link, their browsers' push subscriptions, the reminders of the
// occurrences they attend (20.00 the evening before and one hour before), notices when such a
// session moves or is cancelled, following an ustadz or a place, and the weekly e-mail digest
// for followers without push. Notices are planned into the database's queue when something
// happens and checked again when sent (Worker), so an edit, a holiday, a changed answer or a
// setting turned off is always honoured, and several server copies send each notice once.
package reminders

import (
	"context"
	"errors"
	"net"
	"net/url"
	"strings"
	"sync/atomic"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/mail"
	"github.com/kajiankita/kajian/internal/push"
	"github.com/kajiankita/kajian/internal/store"
)

// Store keeps settings, subscriptions, follows and the queue, and reads what notices are about.
type Store interface {
	NotifySettings(ctx context.Context, userID string) (kajian.NotifySettings, error)
	SaveNotifySettings(ctx context.Context, userID string, s kajian.NotifySettings) error
	RenewFeedToken(ctx context.Context, userID string) (string, error)
	NewDigestOptOut(ctx context.Context, userID string) (string, error)
	StopDigest(ctx context.Context, token string) error
	SavePushSubscription(ctx context.Context, s store.PushSubscription) error
	RearmReminders(ctx context.Context, userID string) error
	PushSubscriptions(ctx context.Context, userID string) ([]store.PushSubscription, error)
	UsersWithPush(ctx context.Context, userIDs []string) (map[string]bool, error)
	DeletePushSubscription(ctx context.Context, userID, endpoint string) error
	EnqueueJobs(ctx context.Context, jobs []store.Job) error
	ClaimJobs(ctx context.Context, limit int, lease time.Duration) ([]store.Job, error)
	FinishJob(ctx context.Context, j store.Job, outcome, lastError string) error
	RetryJob(ctx context.Context, j store.Job, at time.Time, lastError string) error
	RescheduleJob(ctx context.Context, j store.Job, due, startsAt time.Time) error
	NextDue(ctx context.Context) (*time.Time, error)
	PurgeNotices(ctx context.Context) error
	IsAttending(ctx context.Context, userID string, t kajian.Type, sessionID string, occ kajian.Date) (bool, error)
	FindSession(ctx context.Context, t kajian.Type, id string) (*kajian.Session, error)
	FindSessionBySlug(ctx context.Context, t kajian.Type, slug string) (*kajian.Session, error)
	FindUserByID(ctx context.Context, id string) (kajian.User, error)
	FindProfile(ctx context.Context, userID string) (kajian.Profile, error)
	AddFollow(ctx context.Context, f *kajian.Follow) error
	RemoveFollow(ctx context.Context, userID, id string) error
	ListFollows(ctx context.Context, userID string) ([]kajian.Follow, error)
	FindMasjidBySlug(ctx context.Context, slug string) (*kajian.Masjid, error)
	FindSeriesBySlug(ctx context.Context, slug string) (*kajian.Series, error)
	FindSeries(ctx context.Context, id string) (*kajian.Series, error)
	SeriesSessions(ctx context.Context, sr *kajian.Series) ([]*kajian.Session, error)
	FollowedSeries(ctx context.Context) ([]string, error)
	SeriesFollowers(ctx context.Context, seriesID string) ([]string, error)
	FollowsSeries(ctx context.Context, userID, seriesID string) (bool, error)
	FollowersOf(ctx context.Context, speakerKeys []string, at *kajian.GeoPoint, masjidID string) ([]kajian.Follow, error)
	AddDigestItem(ctx context.Context, userID string, it store.DigestItem, due time.Time) error
	UnsentDigest(ctx context.Context, userID string) ([]store.DigestItem, error)
	MarkDigestSent(ctx context.Context, items []store.DigestItem) error
}

// Pusher sends one Web Push message (push.Sender).
type Pusher interface {
	PublicKey() string
	Send(ctx context.Context, sub push.Subscription, m push.Message, ttl time.Duration, urgency push.Urgency) error
}

// Service plans and sends notices.
type Service struct {
	store   Store
	pusher  Pusher // nil: push is not configured, and the app hides it
	mail    mail.Sender
	clock   kajian.Clock
	baseURL string
	// loopback accepts http push endpoints on this machine (a test's fake push service).
	loopback bool
	wake     chan struct{}
	// nextLook is when the worker looks at the queue next, by the clock (Unix nanoseconds); 0
	// while it is looking, or when no worker runs.
	nextLook atomic.Int64
}

// New returns the use-case. pusher is nil when no VAPID keys are configured.
func New(st Store, pusher Pusher, m mail.Sender, clock kajian.Clock, baseURL string) *Service {
	return &Service{store: st, pusher: pusher, mail: m, clock: clock, baseURL: baseURL, wake: make(chan struct{}, 1)}
}

var errLogin = kajian.Errorf(kajian.KindUnauthorized, "unauthorized", kajian.MsgLoginFirst)

// AllowLoopbackEndpoints lets subscriptions name an http endpoint on this machine: for tests
// with a fake push service only (KAJIAN_PUSH_TEST_LOOPBACK). Call it before serving.
func (s *Service) AllowLoopbackEndpoints() { s.loopback = true }

// PushKey is the VAPID public key browsers subscribe with; "" when push is off.
func (s *Service) PushKey() string {
	if s.pusher == nil {
		return ""
	}
	return s.pusher.PublicKey()
}

// Settings are a user's notice settings, with their personal feed's address only in the answer
// that made it (RenewFeed): its secret is kept as a hash, so it cannot be shown again.
type Settings struct {
	kajian.NotifySettings
	FeedURL string // https://…/feeds/saya/<token>.ics, or ""
	// Devices counts the browsers of theirs that receive pushes.
	Devices int
}

// Settings returns the viewer's settings.
func (s *Service) Settings(ctx context.Context, viewer kajian.Viewer) (Settings, error) {
	if !viewer.SignedIn() {
		return Settings{}, errLogin
	}
	ns, err := s.store.NotifySettings(ctx, viewer.UserID)
	if err != nil {
		return Settings{}, err
	}
	subs, err := s.store.PushSubscriptions(ctx, viewer.UserID)
	if err != nil {
		return Settings{}, err
	}
	return Settings{NotifySettings: ns, Devices: len(subs)}, nil
}

// PersonalFeedPath is the path of the personal calendar feed with token.
func PersonalFeedPath(token string) string { return "/feeds/saya/" + token + ".ics" }

// SaveSettings writes the viewer's choices of which notices reach them.
func (s *Service) SaveSettings(ctx context.Context, viewer kajian.Viewer, in kajian.NotifySettings) (Settings, error) {
	if !viewer.SignedIn() {
		return Settings{}, errLogin
	}
	if err := s.store.SaveNotifySettings(ctx, viewer.UserID, in); err != nil {
		return Settings{}, err
	}
	return s.Settings(ctx, viewer)
}

// RenewFeed gives the viewer a new personal feed address, in this answer only; the old one
// stops working at once.
func (s *Service) RenewFeed(ctx context.Context, viewer kajian.Viewer) (Settings, error) {
	if !viewer.SignedIn() {
		return Settings{}, errLogin
	}
	token, err := s.store.RenewFeedToken(ctx, viewer.UserID)
	if err != nil {
		return Settings{}, err
	}
	out, err := s.Settings(ctx, viewer)
	out.FeedURL = s.baseURL + PersonalFeedPath(token)
	return out, err
}

// StopDigest turns the weekly digest off for the holder of its opt-out token, without signing in.
func (s *Service) StopDigest(ctx context.Context, token string) error {
	err := s.store.StopDigest(ctx, token)
	if err == kajian.ErrNotFound {
		return ErrBadOptOut
	}
	return err
}

// ErrBadOptOut answers an opt-out link that is not (or no longer) valid.
var ErrBadOptOut = kajian.Errorf(kajian.KindNotFound, "optout_invalid", "Tautan berhenti berlangganan tidak valid")

// Errors of push subscriptions.
var (
	ErrPushOff         = kajian.Errorf(kajian.KindUnavailable, "push_off", "Pengingat belum tersedia di server ini")
	ErrBadSubscription = kajian.Invalid("endpoint", "Langganan notifikasi dari browser tidak valid")
	// ErrPushTaken answers a browser subscription that belongs to another account.
	ErrPushTaken = kajian.Errorf(kajian.KindConflict, "push_taken",
		"Notifikasi di browser ini sudah terhubung dengan akun lain. Matikan pengingat di akun tersebut terlebih dahulu.")
)

// pushServices are the push services of the browsers people use; a subscription elsewhere is
// refused, so the server never posts to an address a user made up.
var pushServices = []string{
	"fcm.googleapis.com", "android.googleapis.com", "updates.push.services.mozilla.com",
	"push.services.mozilla.com", "notify.windows.com", "push.apple.com",
}

// Subscribe records the viewer's browser subscription.
func (s *Service) Subscribe(ctx context.Context, viewer kajian.Viewer, sub push.Subscription) error {
	if !viewer.SignedIn() {
		return errLogin
	}
	if s.pusher == nil {
		return ErrPushOff
	}
	if !s.allowedEndpoint(sub.Endpoint) || !keyLike(sub.P256dh, 80, 100) || !keyLike(sub.Auth, 16, 30) {
		return ErrBadSubscription
	}
	err := s.store.SavePushSubscription(ctx, store.PushSubscription{UserID: viewer.UserID, Endpoint: sub.Endpoint, P256dh: sub.P256dh, Auth: sub.Auth})
	if errors.Is(err, kajian.ErrConflict) {
		return ErrPushTaken
	}
	if err != nil {
		return err
	}
	// 'Ingatkan saya' comes after 'Akan Hadir': the reminders planned then had nowhere to go.
	if err := s.store.RearmReminders(ctx, viewer.UserID); err != nil {
		return err
	}
	s.poke()
	return nil
}

// Unsubscribe forgets one of the viewer's browsers.
func (s *Service) Unsubscribe(ctx context.Context, viewer kajian.Viewer, endpoint string) error {
	if !viewer.SignedIn() {
		return errLogin
	}
	return s.store.DeletePushSubscription(ctx, viewer.UserID, endpoint)
}

// allowedEndpoint accepts https endpoints of the known push services and, only when a test
// asked for it (AllowLoopbackEndpoints), http ones on this machine. A loopback base URL is no
// such request: the default http://localhost:8080 let any user make the server post to any
// local port and path.
func (s *Service) allowedEndpoint(raw string) bool {
	u, err := url.Parse(raw)
	if err != nil || len(raw) > 1000 || u.User != nil {
		return false
	}
	host := u.Hostname()
	if u.Scheme == "http" {
		return s.loopback && loopback(host)
	}
	if u.Scheme != "https" {
		return false
	}
	for _, svc := range pushServices {
		if host == svc || strings.HasSuffix(host, "."+svc) {
			return true
		}
	}
	return false
}

func loopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// keyLike reports whether k is base64url of a length between lo and hi.
func keyLike(k string, lo, hi int) bool {
	if len(k) < lo || len(k) > hi {
		return false
	}
	return strings.Trim(k, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=") == ""
}

// Wake makes this copy's worker look at the queue now: a write just queued notices.
func (s *Service) Wake() { s.poke() }

// Queued tells this copy's worker about jobs just queued: it looks at the queue at once only
// when one of them is due before it would look anyway. An answer's reminders are mostly due
// hours later, and waking for them cost each 'hadir' two statements (make scale).
func (s *Service) Queued(jobs []store.Job) {
	look := s.nextLook.Load()
	for _, j := range jobs {
		if j.DueAt != nil && (look == 0 || j.DueAt.UnixNano() < look) {
			s.poke()
			return
		}
	}
}

// poke wakes this copy's worker: a notice was just queued.
func (s *Service) poke() {
	select {
	case s.wake <- struct{}{}:
	default:
	}
}
