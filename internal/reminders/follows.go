package reminders

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/push"
	"github.com/kajiankita/kajian/internal/store"
)

// FollowInput names what to follow: an ustadz by name, the place of a session, or a masjid or a
// series by its slug.
type FollowInput struct {
	Kind        kajian.FollowKind
	Name        string      // ustadz
	SessionType kajian.Type // place: the session whose place it is
	Slug        string
	MasjidSlug  string // masjid
	SeriesSlug  string // series
}

// Errors of following.
var (
	ErrFollowKind    = kajian.Invalid("kind", "Pilih ustadz, tempat, masjid atau seri yang ingin diikuti")
	ErrFollowName    = kajian.Invalid("name", "Nama ustadz harus diisi")
	ErrFollowNoPlace = kajian.Invalid("slug", "Kajian ini tidak memiliki lokasi di peta untuk diikuti")
	ErrFollowUnknown = kajian.Errorf(kajian.KindNotFound, "follow_not_found", "Tidak ditemukan di daftar yang Anda ikuti")
)

// Follow makes the viewer follow an ustadz, a public session's place, a masjid (labelled with
// its name) or a series (with its title); following it again is the same follow.
func (s *Service) Follow(ctx context.Context, viewer kajian.Viewer, in FollowInput) (kajian.Follow, error) {
	if !viewer.SignedIn() {
		return kajian.Follow{}, errLogin
	}
	f := kajian.Follow{UserID: viewer.UserID, Kind: in.Kind}
	switch in.Kind {
	case kajian.FollowUstadz:
		f.Label, f.Key = kajian.FollowLabel(in.Name), kajian.SpeakerKey(in.Name)
		if f.Key == "" {
			return kajian.Follow{}, ErrFollowName
		}
	case kajian.FollowPlace:
		k, err := s.store.FindSessionBySlug(ctx, in.SessionType, in.Slug)
		if errors.Is(err, kajian.ErrNotFound) || (err == nil && !viewer.CanView(k)) {
			return kajian.Follow{}, kajian.Errorf(kajian.KindNotFound, "kajian_not_found", "Kajian tidak ditemukan")
		}
		if err != nil {
			return kajian.Follow{}, err
		}
		p := k.Point()
		if p == nil || k.IsOnline {
			return kajian.Follow{}, ErrFollowNoPlace
		}
		f.Place, f.Key, f.Label = p, kajian.PlaceKey(*p), kajian.FollowLabel(k.Location)
		if f.Label == "" {
			f.Label = kajian.FollowLabel(k.Address)
		}
	case kajian.FollowMasjid:
		m, err := s.store.FindMasjidBySlug(ctx, in.MasjidSlug)
		if err != nil {
			return kajian.Follow{}, err
		}
		f.Key, f.Label, f.MasjidSlug = m.ID, kajian.FollowLabel(m.Name), m.Slug
	case kajian.FollowSeries:
		sr, err := s.store.FindSeriesBySlug(ctx, in.SeriesSlug)
		if err != nil {
			return kajian.Follow{}, err
		}
		f.Key, f.Label, f.SeriesSlug = sr.ID, kajian.FollowLabel(sr.Title), sr.Slug
	default:
		return kajian.Follow{}, ErrFollowKind
	}
	if err := s.store.AddFollow(ctx, &f); err != nil {
		return kajian.Follow{}, err
	}
	if f.Kind == kajian.FollowSeries {
		s.planSeriesNow(ctx, f.Key)
	}
	return f, nil
}

// Unfollow stops one of the viewer's follows.
func (s *Service) Unfollow(ctx context.Context, viewer kajian.Viewer, id string) error {
	if !viewer.SignedIn() {
		return errLogin
	}
	if err := s.store.RemoveFollow(ctx, viewer.UserID, id); err != nil {
		if errors.Is(err, kajian.ErrNotFound) {
			return ErrFollowUnknown
		}
		return err
	}
	return nil
}

// Follows lists what the viewer follows.
func (s *Service) Follows(ctx context.Context, viewer kajian.Viewer) ([]kajian.Follow, error) {
	if !viewer.SignedIn() {
		return nil, errLogin
	}
	return s.store.ListFollows(ctx, viewer.UserID)
}

// DigestDay and DigestAt are when the weekly digest goes out: Thursday 19.00 WIB, before the
// weekend's kajian.
const (
	DigestDay                  = 4 // Kamis
	DigestAt  kajian.ClockTime = 19 * 60
)

// nextDigest is the first digest moment after now.
func nextDigest(now time.Time) time.Time {
	today := kajian.Today(now, kajian.WIB)
	d := today.AddDays((DigestDay - today.Weekday() + 7) % 7)
	at := kajian.At(d, DigestAt, kajian.WIB)
	if !at.After(now) {
		at = kajian.At(d.AddDays(7), DigestAt, kajian.WIB)
	}
	return at
}

// Published tells the followers of k's speakers, place and masjid that k is newly public: a push notice
// to those with a browser subscribed, the next weekly digest for the others. The poster is not
// told of their own session. Failures are logged: the approval stands.
func (s *Service) Published(ctx context.Context, k *kajian.Session) {
	var at *kajian.GeoPoint
	if !k.IsOnline {
		at = k.Point()
	}
	follows, err := s.store.FollowersOf(ctx, k.SpeakerKeys(), at, k.MasjidID)
	if err != nil {
		slog.ErrorContext(ctx, "followers", "session", k.ID, "err", err)
		return
	}
	var users []string
	for _, f := range follows {
		users = append(users, f.UserID)
	}
	withPush, err := s.store.UsersWithPush(ctx, users)
	if err != nil {
		slog.ErrorContext(ctx, "followers", "session", k.ID, "err", err)
		return
	}
	now := s.clock.Now()
	told := map[string]bool{}
	var jobs []store.Job
	for _, f := range follows {
		if told[f.UserID] || f.UserID == k.CreatedBy {
			continue
		}
		told[f.UserID] = true
		why := "Ustadz yang Anda ikuti"
		if f.Kind != kajian.FollowUstadz { // a place or a masjid: its label names it
			why = "Di " + f.Label
		}
		if s.pusher != nil && withPush[f.UserID] {
			m := push.Message{Title: "Kajian baru: " + k.Title, Body: why + " · " + k.WhenWhere(now),
				URL: kajian.PagePath(k.Type, k.Slug), Tag: "baru-" + k.ID}
			jobs = append(jobs, store.Job{DedupeKey: "follow:" + f.UserID + ":" + k.ID, Kind: kajian.NoticeFollow, UserID: f.UserID,
				SessionType: k.Type, SessionID: k.ID, Payload: payload(m), DueAt: &now})
			continue
		}
		item := store.DigestItem{SessionID: k.ID, Title: k.Title, Detail: speakerLine(k) + k.WhenWhere(now),
			Path: kajian.PagePath(k.Type, k.Slug)}
		if err := s.store.AddDigestItem(ctx, f.UserID, item, nextDigest(now)); err != nil {
			slog.ErrorContext(ctx, "digest item", "session", k.ID, "err", err)
		}
	}
	if err := s.store.EnqueueJobs(ctx, jobs); err != nil {
		slog.ErrorContext(ctx, "follow notices", "session", k.ID, "err", err)
		return
	}
	if len(jobs) > 0 {
		s.poke()
	}
}

func speakerLine(k *kajian.Session) string {
	if names := k.SpeakerNames(); names != "" {
		return "Bersama " + names + " · "
	}
	return ""
}
