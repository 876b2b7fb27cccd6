package reminders

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/mail"
	"github.com/kajiankita/kajian/internal/push"
	"github.com/kajiankita/kajian/internal/store"
)

// Queue work: a copy's senders each claim a few jobs for a lease long enough to send them; a
// copy that dies mid-batch leaves its claims to expire, and another copy sends them (at least
// once).
const (
	// senders is how many notices one copy sends at once. A push service takes 50 ms or more a
	// message: one at a time, a copy sent about 18 a second, and two copies took 23 minutes for
	// the 50,000 'Besok' reminders of a tabligh akbar (make load-notices).
	senders = 16
	// claimBatch is what a sender claims at a time: few, so that the lease covers its sends even
	// when each waits the whole sendTimeout, and the copies share a burst evenly.
	claimBatch = 4
	claimLease = 2 * time.Minute
	// PollEvery is how often a copy looks at the queue for what other copies planned.
	PollEvery   = 30 * time.Second
	maxAttempts = 6
	purgeEvery  = time.Hour
	// lookGap spaces the worker's looks at the queue: answers for sessions starting soon queue
	// reminders due at once, and a look each (two statements) at hundreds of answers a second
	// kept the database busy (make scale); a second later they are as timely.
	lookGap = time.Second
	// sendTimeout bounds one message to one push service or the mail server.
	sendTimeout = 20 * time.Second
)

// backoff is the wait before attempt n+1 after n failed: 15 seconds, then 1, 4, 16 and 64
// minutes. A push service's 500 is mostly a moment's trouble: the first retry comes soon, so a
// reminder failed twice still leaves within minutes of 20.00, and the later ones wait out an
// outage as long as before.
func backoff(attempts int) time.Duration {
	return 15 * time.Second << (2 * (attempts - 1))
}

// Run sends due notices until ctx ends: at once when this copy queues one, when the next is
// due, and every PollEvery for what other copies queued; a look at most every lookGap.
func (s *Service) Run(ctx context.Context) {
	lastPurge, lastLook, lastPlan := time.Time{}, time.Time{}, time.Time{}
	for {
		if !sleep(ctx, time.Until(lastLook.Add(lookGap))) {
			return
		}
		lastLook = time.Now()
		if _, err := s.SendDue(ctx); err != nil && ctx.Err() == nil {
			slog.ErrorContext(ctx, "notices", "err", err)
		}
		if now := s.clock.Now(); now.Sub(lastPurge) > purgeEvery {
			if err := s.store.PurgeNotices(ctx); err != nil && ctx.Err() == nil {
				slog.ErrorContext(ctx, "purge notices", "err", err)
			}
			lastPurge = now
		}
		if now := s.clock.Now(); now.Sub(lastPlan) > planSeriesEvery {
			if err := s.PlanSeries(ctx, ""); err != nil && ctx.Err() == nil {
				slog.ErrorContext(ctx, "plan series reminders", "err", err)
			}
			lastPlan = now
		}
		wait := PollEvery
		if next, err := s.store.NextDue(ctx); err == nil && next != nil {
			wait = min(wait, max(next.Sub(s.clock.Now()), time.Second))
		}
		// Stored after NextDue: a job queued before is in wait, and one queued since is compared
		// with it (Queued).
		s.nextLook.Store(s.clock.Now().Add(wait).UnixNano())
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return
		case <-s.wake:
		case <-t.C:
		}
		s.nextLook.Store(0) // looking: what is queued now is found, or wakes it again
		t.Stop()
	}
}

// SendDue sends every notice due now and returns how many jobs it handled. One sender looks
// first; when it finds a full batch, the others join it, each claiming and sending its own
// batches until none is left, so a quiet queue costs one statement a look.
func (s *Service) SendDue(ctx context.Context) (int, error) {
	var handled atomic.Int64
	errs := make([]error, senders)
	send := func(i int) bool {
		jobs, err := s.store.ClaimJobs(ctx, claimBatch, claimLease)
		if err != nil {
			errs[i] = err
			return false
		}
		seen := sessionsSeen{}
		for _, j := range jobs {
			s.handle(ctx, j, seen)
		}
		handled.Add(int64(len(jobs)))
		return len(jobs) == claimBatch
	}
	if send(0) {
		var wg sync.WaitGroup
		for i := range senders {
			wg.Go(func() {
				for send(i) {
				}
			})
		}
		wg.Wait()
	}
	return int(handled.Load()), errors.Join(errs...)
}

// handle sends one claimed job, or ends, retries or moves it.
func (s *Service) handle(ctx context.Context, j store.Job, seen sessionsSeen) {
	outcome, err := s.attempt(ctx, j, seen)
	var moved *movedErr
	switch {
	case errors.As(err, &moved):
		err = s.store.RescheduleJob(ctx, j, moved.due, moved.start)
	case err != nil && j.Attempts < maxAttempts:
		slog.WarnContext(ctx, "notice failed, retrying", "kind", j.Kind, "attempt", j.Attempts, "err", err)
		err = s.store.RetryJob(ctx, j, s.clock.Now().Add(backoff(j.Attempts)), err.Error())
	case err != nil:
		slog.ErrorContext(ctx, "notice failed", "kind", j.Kind, "attempts", j.Attempts, "err", err)
		err = s.store.FinishJob(ctx, j, store.OutcomeFailed, err.Error())
	default:
		err = s.store.FinishJob(ctx, j, outcome, "")
	}
	if err != nil {
		slog.ErrorContext(ctx, "notice queue", "job", j.ID, "err", err)
	}
}

// sessionsSeen are the sessions one claimed batch's reminders were about, read once: a burst is
// mostly one session's (a tabligh akbar's 50,000), and reading it for each reminder was two of
// the six statements a reminder cost.
type sessionsSeen map[string]*kajian.Session

// find reads j's session, or returns the one read for an earlier job of the batch.
func (seen sessionsSeen) find(ctx context.Context, st Store, j store.Job) (*kajian.Session, error) {
	key := string(j.SessionType) + ":" + j.SessionID
	if k, ok := seen[key]; ok {
		return k, nil
	}
	k, err := st.FindSession(ctx, j.SessionType, j.SessionID)
	if err == nil {
		seen[key] = k
	}
	return k, err
}

// movedErr says a reminder is not due yet: its occurrence moved.
type movedErr struct{ due, start time.Time }

func (e *movedErr) Error() string { return "moved" }

// attempt decides whether j still goes and sends it: store.OutcomeSent or OutcomeSkipped, or an
// error to retry.
func (s *Service) attempt(ctx context.Context, j store.Job, seen sessionsSeen) (string, error) {
	settings, err := s.store.NotifySettings(ctx, j.UserID)
	if err != nil {
		return "", err
	}
	if !settings.Wants(j.Kind) {
		return store.OutcomeSkipped, nil
	}
	switch j.Kind {
	case kajian.NoticeDigest:
		return s.sendDigest(ctx, j.UserID)
	case kajian.NoticeEvening, kajian.NoticeHour:
		m, ok, err := s.reminder(ctx, j, seen)
		if err != nil || !ok {
			return store.OutcomeSkipped, err
		}
		return s.pushTo(ctx, j.UserID, m, j.Kind)
	}
	var m push.Message
	if err := json.Unmarshal([]byte(j.Payload), &m); err != nil {
		return store.OutcomeSkipped, nil // a payload this version cannot read: nothing to retry
	}
	return s.pushTo(ctx, j.UserID, m, j.Kind)
}

// reminder returns the reminder j stands for when it is to go now: the session is still public
// and held that day, its user still attends (or, for 'Besok', follows its series), and the time
// is right for its start as it is now.
// A start that moved later reschedules j (movedErr).
func (s *Service) reminder(ctx context.Context, j store.Job, seen sessionsSeen) (push.Message, bool, error) {
	k, err := seen.find(ctx, s.store, j)
	if errors.Is(err, kajian.ErrNotFound) {
		return push.Message{}, false, nil
	}
	if err != nil {
		return push.Message{}, false, err
	}
	now := s.clock.Now()
	if k.IsCancelled() {
		return push.Message{}, false, nil // its attendees were told it is cancelled
	}
	if k.Type == kajian.Recurring {
		if !k.HeldOn(j.Occurrence) {
			return push.Message{}, false, nil // moved to another day or rhythm, or a holiday: not held that date
		}
	}
	start := occurrenceStart(k, j.Occurrence)
	if !start.After(now) {
		return push.Message{}, false, nil
	}
	if !k.IsPublic() {
		// Waiting for approval after an edit: looked at again in an hour.
		return push.Message{}, false, &movedErr{due: now.Add(time.Hour), start: start}
	}
	attending, err := s.store.IsAttending(ctx, j.UserID, k.Type, k.ID, j.Occurrence)
	if err == nil && !attending && j.Kind == kajian.NoticeEvening && k.SeriesID != "" { // a follower of its series
		attending, err = s.store.FollowsSeries(ctx, j.UserID, k.SeriesID)
	}
	if err != nil || !attending {
		return push.Message{}, false, err
	}
	due := kajian.ReminderDue(j.Kind, start, k.Zone)
	if due.After(now.Add(time.Minute)) {
		return push.Message{}, false, &movedErr{due: due, start: start}
	}
	if j.Kind == kajian.NoticeEvening && !now.Before(start.Add(-kajian.HourReminderBefore)) {
		return push.Message{}, false, nil // too late for 'tomorrow': the hour's reminder says it
	}
	return reminderMessage(j.Kind, k, j.Occurrence), true, nil
}

// pushTo sends m to each of the user's browsers: sent when one took it, skipped without any,
// an error to retry when all failed. Browsers the push service says are gone are forgotten.
func (s *Service) pushTo(ctx context.Context, userID string, m push.Message, kind kajian.NoticeKind) (string, error) {
	if s.pusher == nil {
		return store.OutcomeSkipped, nil
	}
	subs, err := s.store.PushSubscriptions(ctx, userID)
	if err != nil {
		return "", err
	}
	ttl, urgency := 24*time.Hour, push.UrgencyNormal
	if kind == kajian.NoticeHour {
		ttl, urgency = kajian.HourReminderBefore, push.UrgencyHigh
	}
	sent, failed := 0, 0
	var lastErr error
	for _, sub := range subs {
		sctx, cancel := context.WithTimeout(ctx, sendTimeout)
		err := s.pusher.Send(sctx, push.Subscription{Endpoint: sub.Endpoint, P256dh: sub.P256dh, Auth: sub.Auth}, m, ttl, urgency)
		cancel()
		switch {
		case errors.Is(err, push.ErrGone):
			if err := s.store.DeletePushSubscription(ctx, "", sub.Endpoint); err != nil {
				slog.ErrorContext(ctx, "forget push subscription", "err", err)
			}
		case err != nil:
			failed++
			lastErr = err
		default:
			sent++
		}
	}
	switch {
	case sent > 0:
		return store.OutcomeSent, nil
	case failed > 0:
		return "", lastErr
	}
	return store.OutcomeSkipped, nil
}

// sendDigest mails the user's kept sessions in one e-mail with its opt-out link.
func (s *Service) sendDigest(ctx context.Context, userID string) (string, error) {
	items, err := s.store.UnsentDigest(ctx, userID)
	if err != nil || len(items) == 0 {
		return store.OutcomeSkipped, err
	}
	u, err := s.store.FindUserByID(ctx, userID)
	if err != nil {
		return "", err
	}
	var name string
	if p, err := s.store.FindProfile(ctx, userID); err == nil {
		name = p.FullName
	}
	entries := make([]mail.DigestEntry, len(items))
	for i, it := range items {
		entries[i] = mail.DigestEntry{Title: it.Title, Detail: it.Detail, Link: s.baseURL + it.Path}
	}
	optOut, err := s.store.NewDigestOptOut(ctx, userID)
	if err != nil {
		return "", err
	}
	m := mail.WeeklyDigest(name, entries, s.baseURL+"/", s.baseURL+OptOutPagePath(optOut), s.baseURL+OptOutPath(optOut))
	m.To = u.Email
	sctx, cancel := context.WithTimeout(ctx, sendTimeout)
	defer cancel()
	if err := s.mail.Send(sctx, m); err != nil {
		return "", fmt.Errorf("digest mail: %w", err)
	}
	return store.OutcomeSent, s.store.MarkDigestSent(ctx, items)
}

// OptOutPagePath is the weekly digest's opt-out page: it turns the digest off as it opens (a
// script, so that mail scanners fetching the link change nothing).
func OptOutPagePath(token string) string { return "/berhenti-langganan?token=" + token }

// OptOutPath is where the opt-out is POSTed: by that page, or by a mail app (RFC 8058).
func OptOutPath(token string) string { return "/api/v1/digest/berhenti?token=" + token }

// sleep waits d (nothing when d is not positive) and reports whether ctx is still live.
func sleep(ctx context.Context, d time.Duration) bool {
	if d <= 0 {
		return ctx.Err() == nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}
