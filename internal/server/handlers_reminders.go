package server

import (
	"net/http"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/push"
	"github.com/kajiankita/kajian/internal/reminders"
)

// remindersDTO are a user's notice settings: the personal calendar feed's address (https and
// webcal; null except in the answer that made it, since only its hash is kept), which notices
// reach them, how many of their browsers receive pushes, and the key a
// browser subscribes with (null when the server has no VAPID keys: reminders are not offered).
type remindersDTO struct {
	PushKey       *string `json:"push_key"`
	FeedURL       *string `json:"feed_url"`
	WebcalURL     *string `json:"webcal_url"`
	Devices       int     `json:"devices"`
	RemindEvening bool    `json:"remind_evening"`
	RemindHour    bool    `json:"remind_hour"`
	ChangeNotices bool    `json:"change_notices"`
	FollowNotices bool    `json:"follow_notices"`
	WeeklyDigest  bool    `json:"weekly_digest"`
}

func newRemindersDTO(s reminders.Settings, pushKey string) remindersDTO {
	return remindersDTO{PushKey: strPtr(pushKey), FeedURL: strPtr(s.FeedURL), WebcalURL: strPtr(webcal(s.FeedURL)), Devices: s.Devices,
		RemindEvening: s.RemindEvening, RemindHour: s.RemindHour, ChangeNotices: s.ChangeNotices,
		FollowNotices: s.FollowNotices, WeeklyDigest: s.WeeklyDigest}
}

// webcal is a feed's address as calendar apps subscribe to it.
func webcal(feedURL string) string {
	_, rest, ok := strings.Cut(feedURL, "://")
	if !ok {
		return feedURL
	}
	return "webcal://" + rest
}

// handleRemindersGet serves GET /api/v1/reminders: the viewer's settings.
func handleRemindersGet(rs *reminders.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		s, err := rs.Settings(r.Context(), viewerOf(r.Context()))
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, newRemindersDTO(s, rs.PushKey()))
	})
}

type remindersRequest struct {
	RemindEvening *bool `json:"remind_evening"`
	RemindHour    *bool `json:"remind_hour"`
	ChangeNotices *bool `json:"change_notices"`
	FollowNotices *bool `json:"follow_notices"`
	WeeklyDigest  *bool `json:"weekly_digest"`
}

func (q remindersRequest) Valid() map[string]string {
	if q.RemindEvening == nil || q.RemindHour == nil || q.ChangeNotices == nil || q.FollowNotices == nil || q.WeeklyDigest == nil {
		return map[string]string{"remind_evening": "Pengaturan pengingat tidak lengkap"}
	}
	return nil
}

// handleRemindersPut serves PUT /api/v1/reminders: which notices reach the viewer.
func handleRemindersPut(rs *reminders.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		q, err := decode[remindersRequest](r)
		if err != nil {
			return err
		}
		s, err := rs.SaveSettings(r.Context(), viewer, kajian.NotifySettings{RemindEvening: *q.RemindEvening,
			RemindHour: *q.RemindHour, ChangeNotices: *q.ChangeNotices, FollowNotices: *q.FollowNotices, WeeklyDigest: *q.WeeklyDigest})
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, newRemindersDTO(s, rs.PushKey()))
	})
}

// handleFeedRenew serves POST /api/v1/reminders/feed: a new personal feed address; the old
// one stops working at once.
func handleFeedRenew(rs *reminders.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		s, err := rs.RenewFeed(r.Context(), viewer)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, newRemindersDTO(s, rs.PushKey()))
	})
}

type pushSubscriptionRequest struct {
	Endpoint string `json:"endpoint"`
	Keys     struct {
		P256dh string `json:"p256dh"`
		Auth   string `json:"auth"`
	} `json:"keys"`
}

// handlePushSubscribe serves POST /api/v1/push/subscriptions: a browser's PushSubscription
// (its toJSON()) for the viewer.
func handlePushSubscribe(rs *reminders.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		q, err := decode[pushSubscriptionRequest](r)
		if err != nil {
			return err
		}
		if err := rs.Subscribe(r.Context(), viewer, push.Subscription{Endpoint: q.Endpoint, P256dh: q.Keys.P256dh, Auth: q.Keys.Auth}); err != nil {
			return err
		}
		return encode(w, http.StatusOK, postingActionDTO{OK: true, Message: "Pengingat aktif di perangkat ini"})
	})
}

type pushEndpointRequest struct {
	Endpoint string `json:"endpoint"`
}

// handlePushUnsubscribe serves DELETE /api/v1/push/subscriptions: forget one of the viewer's
// browsers.
func handlePushUnsubscribe(rs *reminders.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		q, err := decode[pushEndpointRequest](r)
		if err != nil {
			return err
		}
		if err := rs.Unsubscribe(r.Context(), viewer, q.Endpoint); err != nil {
			return err
		}
		return encode(w, http.StatusOK, postingActionDTO{OK: true, Message: "Pengingat dimatikan di perangkat ini"})
	})
}

// followDTO is one ustadz or place the viewer follows.
type followDTO struct {
	ID        string    `json:"id"`
	Kind      string    `json:"kind"`
	Label     string    `json:"label"`
	FeedURL   string    `json:"feed_url"`
	CreatedAt time.Time `json:"created_at"`
	// MasjidSlug is the followed masjid's page, null for other kinds.
	MasjidSlug *string `json:"masjid_slug"`
	// SeriesSlug is the followed series' page, null for other kinds.
	SeriesSlug *string `json:"series_slug"`
}

func newFollowDTO(f kajian.Follow, l links) followDTO {
	d := followDTO{ID: f.ID, Kind: string(f.Kind), Label: f.Label, CreatedAt: f.CreatedAt}
	switch {
	case f.Kind == kajian.FollowUstadz:
		d.FeedURL = l.ustadzFeed(f.Label)
	case f.Kind == kajian.FollowMasjid && f.MasjidSlug != "":
		d.FeedURL, d.MasjidSlug = l.base+"/feeds/masjid/"+f.MasjidSlug+".ics", &f.MasjidSlug
	case f.Kind == kajian.FollowSeries && f.SeriesSlug != "":
		d.SeriesSlug = &f.SeriesSlug
	case f.Place != nil:
		d.FeedURL = l.placeFeed(f.Place.Lat, f.Place.Lng, 1)
	}
	return d
}

type followList struct {
	Follows []followDTO `json:"follows"`
}

type followAdded struct {
	Follow  followDTO `json:"follow"`
	Message string    `json:"message"`
}

// handleFollows serves GET /api/v1/follows: what the viewer follows.
func handleFollows(rs *reminders.Service, l links) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		list, err := rs.Follows(r.Context(), viewerOf(r.Context()))
		if err != nil {
			return err
		}
		out := make([]followDTO, len(list))
		for i, f := range list {
			out[i] = newFollowDTO(f, l)
		}
		return encode(w, http.StatusOK, followList{Follows: out})
	})
}

type followRequest struct {
	Kind        string `json:"kind"`
	Name        string `json:"name"`
	SessionType string `json:"session_type"`
	Slug        string `json:"slug"`
	MasjidSlug  string `json:"masjid_slug"`
	SeriesSlug  string `json:"series_slug"`
}

// handleFollowAdd serves POST /api/v1/follows: follow an ustadz by name, a session's place, or a
// masjid by its slug.
func handleFollowAdd(rs *reminders.Service, l links) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		q, err := decode[followRequest](r)
		if err != nil {
			return err
		}
		f, err := rs.Follow(r.Context(), viewer, reminders.FollowInput{Kind: kajian.FollowKind(q.Kind), Name: q.Name,
			SessionType: kajian.Type(q.SessionType), Slug: q.Slug, MasjidSlug: q.MasjidSlug, SeriesSlug: q.SeriesSlug})
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, followAdded{Follow: newFollowDTO(f, l), Message: "Anda mengikuti " + f.Label})
	})
}

// handleFollowDelete serves DELETE /api/v1/follows/{id}.
func handleFollowDelete(rs *reminders.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		if err := rs.Unfollow(r.Context(), viewerOf(r.Context()), r.PathValue("id")); err != nil {
			return err
		}
		return encode(w, http.StatusOK, postingActionDTO{OK: true, Message: "Berhenti mengikuti"})
	})
}

// handleDigestStop serves POST /api/v1/digest/berhenti?token=…: the weekly digest's one-click
// opt-out, from its page or a mail app (RFC 8058), without signing in.
func handleDigestStop(rs *reminders.Service, limits clientLimits) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		if err := limits.allow(r, limitLink, ""); err != nil {
			return err
		}
		if err := rs.StopDigest(r.Context(), r.URL.Query().Get("token")); err != nil {
			return err
		}
		return encode(w, http.StatusOK, postingActionDTO{OK: true, Message: "Anda tidak akan menerima ringkasan mingguan lagi"})
	})
}
