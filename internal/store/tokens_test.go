package store_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

func TestEmailTokensExpireAndWorkOnce(t *testing.T) {
	clock := kajian.NewFixedClock(testNow)
	storetest.Each(t, clock, func(t *testing.T, db *store.DB) {
		clock.Set(testNow)
		ctx := context.Background()
		u := newUser(t, db, "token@example.id")
		other := newUser(t, db, "other@example.id")

		tok, hash := auth.NewToken()
		if err := db.CreateEmailToken(ctx, u.ID, store.PurposeVerifyEmail, hash, testNow.Add(auth.VerifyEmailTTL)); err != nil {
			t.Fatal(err)
		}
		// The token is for verification only.
		if _, err := db.ConsumeEmailToken(ctx, store.PurposeResetPassword, hash); !errors.Is(err, kajian.ErrTokenInvalid) {
			t.Fatalf("other purpose: %v", err)
		}
		if err := db.CheckEmailToken(ctx, store.PurposeVerifyEmail, hash); err != nil {
			t.Fatalf("check a fresh token: %v", err)
		}
		got, err := db.ConsumeEmailToken(ctx, store.PurposeVerifyEmail, auth.HashToken(tok))
		if err != nil || got != u.ID {
			t.Fatalf("consume: %q %v", got, err)
		}
		// Single use.
		if _, err := db.ConsumeEmailToken(ctx, store.PurposeVerifyEmail, hash); !errors.Is(err, kajian.ErrTokenInvalid) {
			t.Fatalf("second use: %v", err)
		}
		if err := db.CheckEmailToken(ctx, store.PurposeVerifyEmail, hash); !errors.Is(err, kajian.ErrTokenInvalid) {
			t.Fatalf("check a used token: %v", err)
		}
		if _, err := db.ConsumeEmailToken(ctx, store.PurposeVerifyEmail, auth.HashToken("made-up")); !errors.Is(err, kajian.ErrTokenInvalid) {
			t.Fatalf("unknown token: %v", err)
		}

		// Expiry: valid one microsecond before, expired at the instant.
		_, reset := auth.NewToken()
		if err := db.CreateEmailToken(ctx, u.ID, store.PurposeResetPassword, reset, testNow.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		clock.Set(testNow.Add(time.Hour - time.Microsecond))
		if err := db.CheckEmailToken(ctx, store.PurposeResetPassword, reset); err != nil {
			t.Fatalf("just before expiry: %v", err)
		}
		clock.Set(testNow.Add(time.Hour))
		if _, err := db.ConsumeEmailToken(ctx, store.PurposeResetPassword, reset); !errors.Is(err, kajian.ErrTokenExpired) {
			t.Fatalf("expired: %v", err)
		}
		if err := db.CheckEmailToken(ctx, store.PurposeResetPassword, reset); !errors.Is(err, kajian.ErrTokenExpired) {
			t.Fatalf("check expired: %v", err)
		}

		// A newer token of the same purpose ends the older ones; other users' and purposes' stay.
		clock.Set(testNow)
		_, first := auth.NewToken()
		_, second := auth.NewToken()
		_, theirs := auth.NewToken()
		_, verify := auth.NewToken()
		for _, c := range []struct {
			user, hash string
			purpose    store.TokenPurpose
		}{{u.ID, first, store.PurposeResetPassword}, {other.ID, theirs, store.PurposeResetPassword},
			{u.ID, verify, store.PurposeVerifyEmail}, {u.ID, second, store.PurposeResetPassword}} {
			if err := db.CreateEmailToken(ctx, c.user, c.purpose, c.hash, testNow.Add(time.Hour)); err != nil {
				t.Fatal(err)
			}
		}
		if err := db.CheckEmailToken(ctx, store.PurposeResetPassword, first); !errors.Is(err, kajian.ErrTokenInvalid) {
			t.Fatalf("older token still works: %v", err)
		}
		for _, h := range []string{second, theirs} {
			if err := db.CheckEmailToken(ctx, store.PurposeResetPassword, h); err != nil {
				t.Fatalf("token %s: %v", h[:8], err)
			}
		}
		if err := db.CheckEmailToken(ctx, store.PurposeVerifyEmail, verify); err != nil {
			t.Fatalf("verify token ended by a reset token: %v", err)
		}
		if n, err := db.DeleteExpiredEmailTokens(ctx, testNow.Add(2*time.Hour)); err != nil || n < 3 {
			t.Fatalf("delete expired: %d %v", n, err)
		}
	})
}

func TestEmailTokenConcurrentUseSucceedsOnce(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		u := newUser(t, db, "race@example.id")
		_, hash := auth.NewToken()
		if err := db.CreateEmailToken(ctx, u.ID, store.PurposeResetPassword, hash, testNow.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		var mu sync.Mutex
		wins, losses := 0, 0
		for range 8 {
			wg.Go(func() {
				_, err := db.ConsumeEmailToken(ctx, store.PurposeResetPassword, hash)
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err == nil:
					wins++
				case errors.Is(err, kajian.ErrTokenInvalid):
					losses++
				default:
					t.Errorf("consume: %v", err)
				}
			})
		}
		wg.Wait()
		if wins != 1 || losses != 7 {
			t.Fatalf("wins %d, losses %d", wins, losses)
		}
	})
}

func TestOAuthStatesWorkOnceAndExpire(t *testing.T) {
	clock := kajian.NewFixedClock(testNow)
	storetest.Each(t, clock, func(t *testing.T, db *store.DB) {
		clock.Set(testNow)
		ctx := context.Background()
		st := store.OAuthState{StateHash: auth.HashToken("state-1"), Nonce: "n1", CodeVerifier: "v1", ReturnTo: "/profile",
			CreatedAt: testNow, ExpiresAt: testNow.Add(10 * time.Minute)}
		if err := db.CreateOAuthState(ctx, st); err != nil {
			t.Fatal(err)
		}
		got, err := db.ConsumeOAuthState(ctx, st.StateHash)
		if err != nil || got.Nonce != "n1" || got.CodeVerifier != "v1" || got.ReturnTo != "/profile" || !got.ExpiresAt.Equal(st.ExpiresAt) {
			t.Fatalf("consume: %+v %v", got, err)
		}
		if _, err := db.ConsumeOAuthState(ctx, st.StateHash); !errors.Is(err, kajian.ErrOAuthStateInvalid) {
			t.Fatalf("second use: %v", err)
		}
		late := st
		late.StateHash = auth.HashToken("state-2")
		if err := db.CreateOAuthState(ctx, late); err != nil {
			t.Fatal(err)
		}
		clock.Set(testNow.Add(10 * time.Minute))
		if _, err := db.ConsumeOAuthState(ctx, late.StateHash); !errors.Is(err, kajian.ErrOAuthStateInvalid) {
			t.Fatalf("expired state: %v", err)
		}
		// Creating a state sweeps expired ones.
		stale := st
		stale.StateHash = auth.HashToken("state-3")
		if err := db.CreateOAuthState(ctx, stale); err != nil {
			t.Fatal(err)
		}
		fresh := store.OAuthState{StateHash: auth.HashToken("state-4"), Nonce: "n", CodeVerifier: "v", ReturnTo: "/",
			CreatedAt: testNow.Add(time.Hour), ExpiresAt: testNow.Add(time.Hour + 10*time.Minute)}
		if err := db.CreateOAuthState(ctx, fresh); err != nil {
			t.Fatal(err)
		}
		clock.Set(testNow)
		if _, err := db.ConsumeOAuthState(ctx, stale.StateHash); !errors.Is(err, kajian.ErrOAuthStateInvalid) {
			t.Fatalf("stale state survived the sweep: %v", err)
		}
	})
}
