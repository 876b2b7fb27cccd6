package store_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// eachWithClock runs fn per dialect with its own clock, so a test that moves
// the clock starts from testNow on both databases.
func eachWithClock(t *testing.T, fn func(t *testing.T, db *store.DB, clock *kajian.FixedClock)) {
	for _, d := range storetest.Dialects {
		t.Run(string(d), func(t *testing.T) {
			clock := kajian.NewFixedClock(testNow)
			fn(t, storetest.Open(t, d, clock), clock)
		})
	}
}

func posterKey(owner string, n int) string {
	return fmt.Sprintf("%s/regular/%d-abc%03d.jpg", owner, testNow.UnixMilli()+int64(n), n)
}

func recordPoster(t *testing.T, db *store.DB, key, owner string) {
	t.Helper()
	if err := db.RecordPosterUpload(context.Background(), key, owner); err != nil {
		t.Fatal(err)
	}
}

func wantNoRow(t *testing.T, db *store.DB, key string) {
	t.Helper()
	if u, err := db.FindPosterUpload(context.Background(), key); !errors.Is(err, kajian.ErrNotFound) {
		t.Fatalf("row of %s: %+v, %v; want none", key, u, err)
	}
}

func TestPosterUploadIsTakenOnce(t *testing.T) {
	eachWithClock(t, func(t *testing.T, db *store.DB, clock *kajian.FixedClock) {
		ctx := context.Background()
		owner := newUser(t, db, "owner@example.id")
		key := posterKey(owner.ID, 1)
		recordPoster(t, db, key, owner.ID)
		u, err := db.FindPosterUpload(ctx, key)
		if err != nil || u.UserID != owner.ID || !u.CreatedAt.Equal(testNow) || !u.ExpiresAt.Equal(testNow.Add(24*time.Hour)) || u.DeletingAt != nil {
			t.Fatalf("recorded upload: %+v, %v", u, err)
		}
		s := oneOff(owner.ID)
		s.PosterKey = key
		if err := db.CreateSession(ctx, s); err != nil {
			t.Fatal(err)
		}
		wantNoRow(t, db, key)
		// A second session cannot take it, nor a poster never uploaded; the
		// refused session is not stored.
		for _, k := range []string{key, posterKey(owner.ID, 2)} {
			other := weekly(owner.ID, kajian.StatusPending)
			other.PosterKey = k
			if err := db.CreateSession(ctx, other); !errors.Is(err, kajian.ErrPosterGone) {
				t.Fatalf("take %s again: %v", k, err)
			}
			if _, err := db.FindSession(ctx, kajian.Recurring, other.ID); !errors.Is(err, kajian.ErrNotFound) {
				t.Fatalf("refused session was stored: %v", err)
			}
		}
	})
}

func TestSessionsHandTheirPostersToTheSweep(t *testing.T) {
	eachWithClock(t, func(t *testing.T, db *store.DB, clock *kajian.FixedClock) {
		ctx := context.Background()
		owner := newUser(t, db, "owner@example.id")
		first, second := posterKey(owner.ID, 1), posterKey(owner.ID, 2)
		recordPoster(t, db, first, owner.ID)
		recordPoster(t, db, second, owner.ID)
		s := weekly(owner.ID, kajian.StatusPending)
		s.PosterKey = first
		if err := db.CreateSession(ctx, s); err != nil {
			t.Fatal(err)
		}
		clock.Advance(time.Hour)
		// Saved with the same poster: nothing changes hands.
		if err := db.UpdateSession(ctx, s, nil); err != nil {
			t.Fatal(err)
		}
		wantNoRow(t, db, first)
		// Replaced: the new one is taken, the old one is due at once.
		s.PosterKey = second
		if err := db.UpdateSession(ctx, s, nil); err != nil {
			t.Fatal(err)
		}
		wantNoRow(t, db, second)
		u, err := db.FindPosterUpload(ctx, first)
		if err != nil || u.UserID != owner.ID || !u.ExpiresAt.Equal(clock.Now()) || u.DeletingAt != nil {
			t.Fatalf("replaced poster's row: %+v, %v", u, err)
		}
		// A poster another session's save can no longer take fails the save whole.
		if _, err := db.ClaimPoster(ctx, first); err != nil {
			t.Fatal(err)
		}
		s.PosterKey, s.Title = first, "Judul Baru"
		if err := db.UpdateSession(ctx, s, nil); !errors.Is(err, kajian.ErrPosterGone) {
			t.Fatalf("take a claimed poster: %v", err)
		}
		if got, _ := db.FindSession(ctx, kajian.Recurring, s.ID); got.PosterKey != second || got.Title == "Judul Baru" {
			t.Fatalf("refused save changed the session: %+v", got)
		}
		// Deleted: its poster is due at once.
		if err := db.DeleteSession(ctx, kajian.Recurring, s.ID); err != nil {
			t.Fatal(err)
		}
		if u, err := db.FindPosterUpload(ctx, second); err != nil || !u.ExpiresAt.Equal(clock.Now()) {
			t.Fatalf("deleted session's poster: %+v, %v", u, err)
		}
		if err := db.DeleteSession(ctx, kajian.Recurring, s.ID); !errors.Is(err, kajian.ErrNotFound) {
			t.Fatalf("delete twice: %v", err)
		}
	})
}

func TestClaimDuePosters(t *testing.T) {
	eachWithClock(t, func(t *testing.T, db *store.DB, clock *kajian.FixedClock) {
		ctx := context.Background()
		owner := newUser(t, db, "owner@example.id")
		abandoned, taken, shown := posterKey(owner.ID, 1), posterKey(owner.ID, 2), posterKey(owner.ID, 3)
		for _, k := range []string{abandoned, taken, shown} {
			recordPoster(t, db, k, owner.ID)
		}
		s := oneOff(owner.ID)
		s.PosterKey = taken
		if err := db.CreateSession(ctx, s); err != nil {
			t.Fatal(err)
		}
		// shown has a row although a session shows it (as a session saved
		// before uploads were recorded would): the session keeps it.
		s2 := oneOff(owner.ID)
		s2.PosterKey = shown
		if err := db.CreateSession(ctx, s2); err != nil {
			t.Fatal(err)
		}
		recordPoster(t, db, shown, owner.ID)
		clock.Advance(time.Hour)
		fresh := posterKey(owner.ID, 4)
		recordPoster(t, db, fresh, owner.ID)

		clock.Set(testNow.Add(24*time.Hour - time.Second))
		if c, err := db.ClaimDuePosters(ctx, 10); err != nil || c.Len() != 0 {
			t.Fatalf("before 24 hours: %+v, %v", c, err)
		}
		clock.Set(testNow.Add(24 * time.Hour))
		c, err := db.ClaimDuePosters(ctx, 10)
		if err != nil || !slices.Equal(c.Delete, []string{abandoned}) || c.Kept != 1 {
			t.Fatalf("after 24 hours: %+v, %v", c, err)
		}
		wantNoRow(t, db, shown)
		if u, err := db.FindPosterUpload(ctx, fresh); err != nil || u.DeletingAt != nil {
			t.Fatalf("fresh upload: %+v, %v", u, err)
		}
		// Claimed: no session can take it, and no other sweep claims it again
		// until the lease lapses.
		s3 := oneOff(owner.ID)
		s3.PosterKey = abandoned
		if err := db.CreateSession(ctx, s3); !errors.Is(err, kajian.ErrPosterGone) {
			t.Fatalf("take a claimed poster: %v", err)
		}
		if c, err := db.ClaimDuePosters(ctx, 10); err != nil || c.Len() != 0 {
			t.Fatalf("claimed again within the lease: %+v, %v", c, err)
		}
		clock.Advance(store.PosterDeleteLease + time.Second)
		if c, err := db.ClaimDuePosters(ctx, 10); err != nil || !slices.Equal(c.Delete, []string{abandoned}) {
			t.Fatalf("after the lease: %+v, %v", c, err)
		}
		if err := db.ForgetPoster(ctx, abandoned); err != nil {
			t.Fatal(err)
		}
		wantNoRow(t, db, abandoned)
		if err := db.ForgetPoster(ctx, abandoned); err != nil {
			t.Fatalf("forget twice: %v", err)
		}
		// ForgetPoster leaves rows nobody claimed.
		if err := db.ForgetPoster(ctx, fresh); err != nil {
			t.Fatal(err)
		}
		if _, err := db.FindPosterUpload(ctx, fresh); err != nil {
			t.Fatalf("unclaimed row forgotten: %v", err)
		}
	})
}

func TestClaimPoster(t *testing.T) {
	eachWithClock(t, func(t *testing.T, db *store.DB, clock *kajian.FixedClock) {
		ctx := context.Background()
		owner := newUser(t, db, "owner@example.id")
		fresh, shown := posterKey(owner.ID, 1), posterKey(owner.ID, 2)
		recordPoster(t, db, fresh, owner.ID)
		recordPoster(t, db, shown, owner.ID)
		s := oneOff(owner.ID)
		s.PosterKey = shown
		if err := db.CreateSession(ctx, s); err != nil {
			t.Fatal(err)
		}
		// Removed by its uploader: claimed at once, due or not.
		if ok, err := db.ClaimPoster(ctx, fresh); err != nil || !ok {
			t.Fatalf("claim a fresh upload: %v, %v", ok, err)
		}
		if u, err := db.FindPosterUpload(ctx, fresh); err != nil || u.DeletingAt == nil {
			t.Fatalf("claimed row: %+v, %v", u, err)
		}
		if ok, err := db.ClaimPoster(ctx, fresh); err != nil || !ok {
			t.Fatalf("claim twice: %v, %v", ok, err)
		}
		// A session shows it: kept.
		if ok, err := db.ClaimPoster(ctx, shown); err != nil || ok {
			t.Fatalf("claim a shown poster: %v, %v", ok, err)
		}
		// No row and no session: nobody can take it, so it may go.
		if ok, err := db.ClaimPoster(ctx, posterKey(owner.ID, 3)); err != nil || !ok {
			t.Fatalf("claim an unrecorded poster: %v, %v", ok, err)
		}
	})
}

// A session's save and a deletion racing for one poster: exactly one wins,
// on either database, whatever the order.
func TestTakeAndClaimRace(t *testing.T) {
	eachWithClock(t, func(t *testing.T, db *store.DB, clock *kajian.FixedClock) {
		ctx := context.Background()
		owner := newUser(t, db, "owner@example.id")
		for i := range 20 {
			key := posterKey(owner.ID, i)
			recordPoster(t, db, key, owner.ID)
			s := oneOff(owner.ID)
			s.PosterKey = key
			var wg sync.WaitGroup
			var createErr, claimErr error
			var claimed bool
			wg.Add(2)
			go func() { defer wg.Done(); createErr = db.CreateSession(ctx, s) }()
			go func() { defer wg.Done(); claimed, claimErr = db.ClaimPoster(ctx, key) }()
			wg.Wait()
			if claimErr != nil || (createErr != nil && !errors.Is(createErr, kajian.ErrPosterGone)) {
				t.Fatalf("round %d: create %v, claim %v", i, createErr, claimErr)
			}
			if (createErr == nil) == claimed {
				t.Fatalf("round %d: session saved %v and poster claimed %v", i, createErr == nil, claimed)
			}
		}
	})
}

// Copies of the server sweeping at once claim each due poster once.
func TestConcurrentClaimsAreDisjoint(t *testing.T) {
	eachWithClock(t, func(t *testing.T, db *store.DB, clock *kajian.FixedClock) {
		ctx := context.Background()
		owner := newUser(t, db, "owner@example.id")
		const n = 60
		for i := range n {
			recordPoster(t, db, posterKey(owner.ID, i), owner.ID)
		}
		clock.Advance(25 * time.Hour)
		var mu sync.Mutex
		seen := map[string]int{}
		var wg sync.WaitGroup
		errs := make(chan error, 4)
		for range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					c, err := db.ClaimDuePosters(ctx, 7)
					if err != nil {
						errs <- err
						return
					}
					mu.Lock()
					for _, k := range c.Delete {
						seen[k]++
					}
					mu.Unlock()
					if c.Len() == 0 {
						return
					}
				}
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatal(err)
		}
		if len(seen) != n {
			t.Fatalf("claimed %d posters, want %d", len(seen), n)
		}
		for k, times := range seen {
			if times != 1 {
				t.Errorf("%s claimed %d times", k, times)
			}
		}
	})
}
