// Package feeds is the use-case of calendar subscriptions: a user's personal feed of the
// sessions they attend (at a secret address), and public feeds of the sessions near a place, of
// one ustadz (from the home list's in-memory index) or of one masjid (from the store). Each feed
// keeps the sessions that left public view for 30 days as cancelled, so calendars remove them.
package feeds

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/calfeed"
	"github.com/kajiankita/kajian/internal/geo"
	"github.com/kajiankita/kajian/internal/kajian"
)

// Store reads the personal feed's sessions and the cancellations kept.
type Store interface {
	UserByFeedToken(ctx context.Context, token string) (string, error)
	FeedSessions(ctx context.Context, userID string, from kajian.Date) ([]*kajian.Session, error)
	ListCancelled(ctx context.Context, f kajian.CancelledFilter) ([]kajian.CancelledSession, error)
	FindMasjidBySlug(ctx context.Context, slug string) (*kajian.Masjid, error)
	MasjidSessions(ctx context.Context, masjidID string, from kajian.Date) ([]*kajian.Session, error)
}

// Listing is the home list's in-memory index of public sessions, as the public feeds read it:
// soonest first, at most limit.
type Listing interface {
	// Near is the sessions with a place within radiusKm of at.
	Near(ctx context.Context, now time.Time, at kajian.GeoPoint, radiusKm float64, limit int) ([]*kajian.Session, error)
	// BySpeaker is the sessions one of whose speakers has the key (kajian.SpeakerKey).
	BySpeaker(ctx context.Context, now time.Time, key string, limit int) ([]*kajian.Session, error)
}

// Service builds feeds.
type Service struct {
	store   Store
	home    Listing
	clock   kajian.Clock
	baseURL string
	host    string
}

// New returns the feeds use-case; host names the UIDs (<session id>@<host>).
func New(st Store, home Listing, clock kajian.Clock, baseURL, host string) *Service {
	return &Service{store: st, home: home, clock: clock, baseURL: baseURL, host: host}
}

// Limits of a feed.
const (
	// MaxEvents bounds the sessions a public feed lists, soonest first.
	MaxEvents = 200
	// PersonalHistory is how long attended one-off sessions stay in the personal feed, so that
	// a calendar keeps what one went to.
	PersonalHistory = 90 * 24 * time.Hour
	// DefaultRadiusKm is a place feed's radius when none is given.
	DefaultRadiusKm = 20
	maxRadiusKm     = 100
)

// Errors of feeds.
var (
	ErrFeedNotFound = kajian.Errorf(kajian.KindNotFound, "feed_not_found", "Tautan kalender tidak valid atau sudah diganti")
	ErrUnknownPlace = kajian.Invalid("tempat", "Tempat tidak ditemukan. Coba nama kota atau kabupaten.")
	ErrNeedPlace    = kajian.Invalid("lat", "Pilih tempat atau koordinat untuk kalender ini")
	ErrBadRadius    = kajian.Invalid("radius_km", "Radius harus antara 1 dan 100 km")
	ErrNeedUstadz   = kajian.Invalid("nama", "Nama ustadz harus diisi")
)

// Personal is the feed of the sessions the holder of token said 'hadir' to.
func (s *Service) Personal(ctx context.Context, token string) (calfeed.Calendar, error) {
	userID, err := s.store.UserByFeedToken(ctx, token)
	if errors.Is(err, kajian.ErrNotFound) {
		return calfeed.Calendar{}, ErrFeedNotFound
	}
	if err != nil {
		return calfeed.Calendar{}, err
	}
	now := s.clock.Now()
	sessions, err := s.store.FeedSessions(ctx, userID, kajian.DateOf(now.Add(-PersonalHistory)))
	if err != nil {
		return calfeed.Calendar{}, err
	}
	return s.calendar(ctx, "Kajian Saya · Kajian Kita", sessions, kajian.CancelledFilter{Attendee: userID})
}

// Place names where a place feed is: a gazetteer place, or coordinates.
type Place struct {
	Name     string // a city or regency as typed: 'Bandung', 'Kabupaten Sleman'
	Lat, Lng *float64
	RadiusKm float64 // 0: DefaultRadiusKm
}

// Near is the feed of the sessions within the radius of a place.
func (s *Service) Near(ctx context.Context, p Place) (calfeed.Calendar, error) {
	radius := p.RadiusKm
	if radius == 0 {
		radius = DefaultRadiusKm
	}
	if !(radius >= 1 && radius <= maxRadiusKm) {
		return calfeed.Calendar{}, ErrBadRadius
	}
	var (
		at   kajian.GeoPoint
		name string
	)
	switch {
	case strings.TrimSpace(p.Name) != "":
		place, ok := geo.Lookup(p.Name)
		if !ok {
			return calfeed.Calendar{}, ErrUnknownPlace
		}
		at, name = kajian.GeoPoint{Lat: place.Lat, Lng: place.Lng}, place.Name
	case p.Lat != nil && p.Lng != nil:
		if !(*p.Lat >= -90 && *p.Lat <= 90 && *p.Lng >= -180 && *p.Lng <= 180) || math.IsNaN(*p.Lat) || math.IsNaN(*p.Lng) {
			return calfeed.Calendar{}, kajian.Invalid("lat", "Koordinat lokasi tidak valid")
		}
		at, name = kajian.GeoPoint{Lat: *p.Lat, Lng: *p.Lng}, "sekitar lokasi Anda"
	default:
		return calfeed.Calendar{}, ErrNeedPlace
	}
	sessions, err := s.home.Near(ctx, s.clock.Now(), at, radius, MaxEvents)
	if err != nil {
		return calfeed.Calendar{}, err
	}
	minLat, maxLat, minLng, maxLng := kajian.BoundingBox(at.Lat, at.Lng, radius)
	return s.calendar(ctx, "Kajian "+name+" · Kajian Kita", sessions, kajian.CancelledFilter{Box: &[4]float64{minLat, maxLat, minLng, maxLng}})
}

// Ustadz is the feed of one ustadz's sessions, matched by name without titles.
func (s *Service) Ustadz(ctx context.Context, name string) (calfeed.Calendar, error) {
	key := kajian.SpeakerKey(name)
	if key == "" || len(name) > 200 {
		return calfeed.Calendar{}, ErrNeedUstadz
	}
	sessions, err := s.home.BySpeaker(ctx, s.clock.Now(), key, MaxEvents)
	if err != nil {
		return calfeed.Calendar{}, err
	}
	return s.calendar(ctx, "Kajian "+kajian.FollowLabel(name)+" · Kajian Kita", sessions, kajian.CancelledFilter{Speaker: key})
}

// calendar is the feed of the sessions with the cancellations f finds, in a stable order.
func (s *Service) calendar(ctx context.Context, name string, sessions []*kajian.Session, f kajian.CancelledFilter) (calfeed.Calendar, error) {
	now := s.clock.Now()
	c := calfeed.Calendar{Name: name, Host: s.host, Feed: true}
	for _, k := range sessions {
		c.Events = append(c.Events, calfeed.Event{Session: k, Link: s.baseURL + kajian.PagePath(k.Type, k.Slug),
			From: feedDay(now, k.Zone), Changed: k.UpdatedAt})
	}
	cancelled, err := s.store.ListCancelled(ctx, f)
	if err != nil {
		return calfeed.Calendar{}, err
	}
	for _, cs := range cancelled {
		var snap kajian.SessionSnapshot
		if json.Unmarshal([]byte(cs.Snapshot), &snap) != nil {
			continue
		}
		if f.Box != nil && !withinBox(snap, f.Box) {
			continue
		}
		c.Events = append(c.Events, calfeed.Event{Session: snap.Session(), From: feedDay(cs.CancelledAt, snap.Zone),
			Cancelled: true, Changed: cs.CancelledAt})
	}
	calfeed.SortEvents(c.Events)
	return c, nil
}

// feedDay is the start of today in z: a weekly event starts at its first occurrence from today,
// so that the feed reads the same all day long (one ETag) and today's session stays in it.
func feedDay(now time.Time, z kajian.Zone) time.Time {
	if !z.Valid() {
		z = kajian.DefaultZone
	}
	return kajian.At(kajian.Today(now, z), 0, z)
}

func withinBox(snap kajian.SessionSnapshot, box *[4]float64) bool {
	return snap.Latitude != nil && snap.Longitude != nil && *snap.Latitude >= box[0] && *snap.Latitude <= box[1] &&
		*snap.Longitude >= box[2] && *snap.Longitude <= box[3]
}
