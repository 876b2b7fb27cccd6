// Package app builds Kajian Kita's use-cases from the adapters they run on,
// in one place, for the binary (cmd/kajian) and for tests that run the whole
// server.
package app

import (
	"context"
	"net/url"
	"time"

	"github.com/kajiankita/kajian/internal/accounts"
	"github.com/kajiankita/kajian/internal/ai"
	"github.com/kajiankita/kajian/internal/assist"
	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/feedback"
	"github.com/kajiankita/kajian/internal/feeds"
	"github.com/kajiankita/kajian/internal/geo"
	"github.com/kajiankita/kajian/internal/homelist"
	"github.com/kajiankita/kajian/internal/htmlsafe"
	"github.com/kajiankita/kajian/internal/imports"
	"github.com/kajiankita/kajian/internal/journal"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/mail"
	"github.com/kajiankita/kajian/internal/masjids"
	"github.com/kajiankita/kajian/internal/masjidteam"
	"github.com/kajiankita/kajian/internal/media"
	"github.com/kajiankita/kajian/internal/moderation"
	"github.com/kajiankita/kajian/internal/notices"
	"github.com/kajiankita/kajian/internal/posters"
	"github.com/kajiankita/kajian/internal/posting"
	"github.com/kajiankita/kajian/internal/profiles"
	"github.com/kajiankita/kajian/internal/reminders"
	"github.com/kajiankita/kajian/internal/reports"
	"github.com/kajiankita/kajian/internal/safefetch"
	"github.com/kajiankita/kajian/internal/series"
	"github.com/kajiankita/kajian/internal/sessions"
	"github.com/kajiankita/kajian/internal/store"
)

// Adapters are the technologies the use-cases run on.
type Adapters struct {
	BaseURL  string // public origin, for links in e-mails
	Store    *store.DB
	Clock    kajian.Clock
	Mailer   mail.Sender
	Bucket   media.Bucket
	Geocoder geo.Geocoder
	AI       ai.Reader
	// Push sends Web Push messages; nil when no VAPID keys are configured.
	Push reminders.Pusher
	// PushLoopback lets push subscriptions name an http endpoint on this machine: tests with a
	// fake push service only (KAJIAN_PUSH_TEST_LOOPBACK).
	PushLoopback bool
	// Google gives the Google sign-in client, made on first use
	// (auth.LazyOIDC); nil when Google sign-in is not configured.
	Google func(context.Context) (*auth.OIDC, error)
	// Fetch fetches the calendars users import; nil is the guarded production client
	// (safefetch: public addresses only). Tests give one whose resolver and dialer reach their
	// local servers.
	Fetch imports.Fetcher
}

// MailTimeout bounds sending one e-mail in the background.
const MailTimeout = 30 * time.Second

// UseCases are what people do with Kajian Kita, each checking its own
// permissions.
type UseCases struct {
	Accounts   *accounts.Service
	Profiles   *profiles.Service
	Sessions   *sessions.Service
	Home       *homelist.List
	Postings   *posting.Service
	Posters    *posters.Service
	Assist     *assist.Service
	Moderation *moderation.Service
	Journal    *journal.Service
	Feedback   *feedback.Service
	Reports    *reports.Service
	Reminders  *reminders.Service
	Feeds      *feeds.Service
	Imports    *imports.Service
	MasjidTeam *masjidteam.Service
	Masjids    *masjids.Service
	Series     *series.Service
	// Limiter counts the rate limits (per user and per client) in the
	// database, so every copy of the server enforces one limit.
	Limiter *store.DB
	// Mail sends e-mails in the background; shutdown waits for it.
	Mail *mail.Background
}

// Build makes the use-cases from a.
func Build(a Adapters) UseCases {
	limiter := a.Store
	bg := mail.NewBackground(a.Mailer, MailTimeout)
	pst := posters.New(a.Store, a.Bucket, limiter, a.Clock)
	tell := notices.New(a.Store, bg, a.BaseURL)
	remind := reminders.New(a.Store, a.Push, a.Mailer, a.Clock, a.BaseURL)
	if a.PushLoopback {
		remind.AllowLoopbackEndpoints()
	}
	home := homelist.New(a.Store)
	postings := posting.New(a.Store, pst, a.Geocoder, limiter, tell, remind, a.Clock)
	fetch := a.Fetch
	if fetch == nil {
		fetch = safefetch.New(safefetch.Config{})
	}
	return UseCases{
		Accounts:   accounts.New(a.Store, limiter, bg, a.Clock, a.BaseURL, a.Google),
		Profiles:   profiles.New(a.Store, a.Clock),
		Sessions:   sessions.New(a.Store, remind, a.Clock),
		Home:       home,
		Feeds:      feeds.New(a.Store, homeFeeds{home}, a.Clock, a.BaseURL, hostOf(a.BaseURL)),
		Postings:   postings,
		Masjids:    masjids.New(a.Store, homeFeeds{home}, a.Clock, a.BaseURL),
		Series:     series.New(a.Store, limiter, a.Clock),
		Imports:    imports.New(a.Store, fetch, importPoster{postings}, remind, limiter, a.Clock),
		Posters:    pst,
		Assist:     assist.New(a.AI, pst, limiter),
		Moderation: moderation.New(a.Store, a.Store, tell, remind, a.Clock),
		Reminders:  remind,
		Journal:    journal.New(a.Store, a.Store, htmlsafe.Notes, a.Clock),
		Feedback:   feedback.New(a.Store, limiter),
		Reports:    reports.New(a.Store, limiter, tell, pst, remind, a.Clock),
		MasjidTeam: masjidteam.New(a.Store, pst, bg, a.BaseURL),
		Limiter:    limiter,
		Mail:       bg,
	}
}

// importPoster posts an imported draft through the posting use-case, in the import's words.
type importPoster struct{ postings *posting.Service }

func (p importPoster) Create(ctx context.Context, viewer kajian.Viewer, in kajian.Posting) (*kajian.Session, string, error) {
	saved, err := p.postings.Create(ctx, viewer, in)
	if err != nil {
		return nil, "", err
	}
	return saved.Session, saved.Message, nil
}

// hostOf is the host of the public origin, which names calendar events' UIDs.
func hostOf(baseURL string) string {
	if u, err := url.Parse(baseURL); err == nil && u.Hostname() != "" {
		return u.Hostname()
	}
	return "kajiankita"
}

// homeFeeds lets the public calendar feeds read the home list's index in their own words.
type homeFeeds struct{ home *homelist.List }

func (h homeFeeds) Near(ctx context.Context, now time.Time, at kajian.GeoPoint, radiusKm float64, limit int) ([]*kajian.Session, error) {
	return h.home.Sessions(ctx, now, homelist.Filter{Near: &homelist.Point{Lat: at.Lat, Lng: at.Lng}, RadiusKm: radiusKm}, limit)
}

func (h homeFeeds) BySpeaker(ctx context.Context, now time.Time, key string, limit int) ([]*kajian.Session, error) {
	return h.home.Sessions(ctx, now, homelist.Filter{Speaker: key}, limit)
}
