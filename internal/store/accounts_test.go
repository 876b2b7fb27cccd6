package store_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

func TestGoogleLinkAndPasswordReset(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		// An unverified account: linking proves the address and drops the squatter's password.
		u, _, err := db.CreateUser(ctx, store.NewUser{Email: "link@example.id", PasswordHash: "h", FullName: "Link"})
		if err != nil {
			t.Fatal(err)
		}
		expires := testNow.Add(auth.VerifyEmailTTL)
		if err := db.CreateSignUpToken(ctx, u.ID, "v-link", expires, store.PendingSignUp{PasswordHash: "squatter"}); err != nil {
			t.Fatal(err)
		}
		if err := db.LinkGoogleSubject(ctx, u.ID, "sub-1", true); err != nil {
			t.Fatal(err)
		}
		// Issue 32: a verification link outlived the proof and could put a password back.
		if _, _, err := db.SignUpToken(ctx, "v-link"); !errors.Is(err, kajian.ErrTokenInvalid) {
			t.Fatalf("a verification link survived linking Google: %v", err)
		}
		got, err := db.FindUserByGoogleSubject(ctx, "sub-1")
		if err != nil || got.ID != u.ID || !got.Verified() || got.PasswordHash != "" {
			t.Fatalf("linked: %+v %v", got, err)
		}
		// A verified account keeps its password.
		v, _, err := db.CreateUser(ctx, store.NewUser{Email: "keep@example.id", PasswordHash: "h2", FullName: "Keep", Verified: true})
		if err != nil {
			t.Fatal(err)
		}
		if err := db.LinkGoogleSubject(ctx, v.ID, "sub-2", false); err != nil {
			t.Fatal(err)
		}
		if got, _ := db.FindUserByID(ctx, v.ID); got.PasswordHash != "h2" || got.GoogleSubject != "sub-2" {
			t.Fatalf("verified link: %+v", got)
		}
		// One Google identity, one account.
		if err := db.LinkGoogleSubject(ctx, v.ID, "sub-1", false); !errors.Is(err, kajian.ErrConflict) {
			t.Fatalf("subject linked twice: %v", err)
		}

		// A reset sets the password, proves the address and ends every session and e-mailed link.
		w, _, err := db.CreateUser(ctx, store.NewUser{Email: "reset@example.id", PasswordHash: "old", FullName: "Reset"})
		if err != nil {
			t.Fatal(err)
		}
		for _, h := range []string{"s1", "s2"} {
			if err := db.CreateAuthSession(ctx, store.AuthSession{TokenHash: h, UserID: w.ID, CreatedAt: testNow,
				ExpiresAt: testNow.Add(time.Hour), LastSeenAt: testNow}, "", ""); err != nil {
				t.Fatal(err)
			}
		}
		keep := newUser(t, db, "bystander@example.id")
		if err := db.CreateAuthSession(ctx, store.AuthSession{TokenHash: "s3", UserID: keep.ID, CreatedAt: testNow,
			ExpiresAt: testNow.Add(time.Hour), LastSeenAt: testNow}, "", ""); err != nil {
			t.Fatal(err)
		}
		if err := db.CreateEmailToken(ctx, w.ID, store.PurposeResetPassword, "r1", testNow.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		if err := db.CreateSignUpToken(ctx, w.ID, "v1", expires, store.PendingSignUp{PasswordHash: "signed-up"}); err != nil {
			t.Fatal(err)
		}
		if err := db.ResetPassword(ctx, w.ID, "new"); err != nil {
			t.Fatal(err)
		}
		if got, _ := db.FindUserByID(ctx, w.ID); got.PasswordHash != "new" || !got.Verified() {
			t.Fatalf("after reset: %+v", got)
		}
		for _, h := range []string{"s1", "s2"} {
			if _, err := db.FindAuthSession(ctx, h, testNow); !errors.Is(err, kajian.ErrNotFound) {
				t.Fatalf("session %s survived the reset: %v", h, err)
			}
		}
		if _, err := db.FindAuthSession(ctx, "s3", testNow); err != nil {
			t.Fatalf("another user's session ended: %v", err)
		}
		if err := db.CheckEmailToken(ctx, store.PurposeResetPassword, "r1"); !errors.Is(err, kajian.ErrTokenInvalid) {
			t.Fatalf("reset link survived: %v", err)
		}
		if _, _, err := db.SignUpToken(ctx, "v1"); !errors.Is(err, kajian.ErrTokenInvalid) {
			t.Fatalf("a verification link survived the reset, and would replace the new password: %v", err)
		}
	})
}

// A later sign-up for an unverified address leaves the account alone: its
// credentials wait with its own link, and only completing that link (after
// the use-case has checked who proves them) puts them on the account, ends
// the other links and every session. Each sign-up keeps its own link (issue
// 32: signing up before and after someone killed their link); a resent link
// has no credentials of its own and replaces only earlier resent ones; a
// confirmed account gets no link.
func TestPendingSignUps(t *testing.T) {
	clock := kajian.NewFixedClock(testNow)
	storetest.Each(t, clock, func(t *testing.T, db *store.DB) {
		clock.Set(testNow)
		ctx := context.Background()
		u := newUser(t, db, "renew@example.id") // unverified, password "x"
		expires := testNow.Add(auth.VerifyEmailTTL)
		_, first := auth.NewToken()
		if err := db.CreateSignUpToken(ctx, u.ID, first, expires, store.PendingSignUp{PasswordHash: "x", FullName: "Pertama"}); err != nil {
			t.Fatal(err)
		}
		if err := db.CreateAuthSession(ctx, store.AuthSession{TokenHash: "sesi", UserID: u.ID, CreatedAt: testNow, ExpiresAt: expires,
			LastSeenAt: testNow}, "", ""); err != nil {
			t.Fatal(err)
		}
		clock.Advance(time.Minute)
		_, second := auth.NewToken()
		later := store.PendingSignUp{PasswordHash: "baru", FullName: " Pemilik ", Phone: "0812 0000 0000", BrowserHash: "peramban"}
		if err := db.CreateSignUpToken(ctx, u.ID, second, expires, later); err != nil {
			t.Fatal(err)
		}
		if got, _ := db.FindUserByID(ctx, u.ID); got.PasswordHash != "x" || got.Verified() {
			t.Fatalf("a pending sign-up changed the account: %+v", got)
		}
		if _, p, err := db.SignUpToken(ctx, first); err != nil || p.FullName != "Pertama" {
			t.Fatalf("the earlier sign-up's link: %+v %v", p, err)
		}
		// A resent link has no credentials; the pending sign-ups are listed newest first.
		_, resent := auth.NewToken()
		if err := db.CreateSignUpToken(ctx, u.ID, resent, expires, store.PendingSignUp{}); err != nil {
			t.Fatal(err)
		}
		_, resentAgain := auth.NewToken()
		if err := db.CreateSignUpToken(ctx, u.ID, resentAgain, expires, store.PendingSignUp{}); err != nil {
			t.Fatal(err)
		}
		if err := db.CheckEmailToken(ctx, store.PurposeVerifyEmail, resent); !errors.Is(err, kajian.ErrTokenInvalid) {
			t.Fatalf("an earlier resent link: %v", err)
		}
		id, none, err := db.SignUpToken(ctx, resentAgain)
		if err != nil || id != u.ID || none != (store.PendingSignUp{}) {
			t.Fatalf("resent link: %s %+v %v", id, none, err)
		}
		list, err := db.PendingSignUps(ctx, u.ID, 10)
		if err != nil || len(list) != 2 || list[0].PasswordHash != "baru" || list[1].FullName != "Pertama" {
			t.Fatalf("pending sign-ups: %+v %v", list, err)
		}
		pending := list[0]
		if pending.FullName != "Pemilik" || pending.BrowserHash != "peramban" {
			t.Fatalf("pending: %+v", pending)
		}
		if err := db.CompleteSignUp(ctx, resentAgain, &pending); err != nil {
			t.Fatal(err)
		}
		got, _ := db.FindUserByID(ctx, u.ID)
		p, _ := db.FindProfile(ctx, u.ID)
		if got.PasswordHash != "baru" || !got.Verified() || p.FullName != "Pemilik" || p.Phone != "0812 0000 0000" {
			t.Fatalf("after completing: %+v %+v", got, p)
		}
		if _, err := db.FindAuthSession(ctx, "sesi", testNow); !errors.Is(err, kajian.ErrNotFound) {
			t.Fatalf("a session of the unverified account survived: %v", err)
		}
		if err := db.CompleteSignUp(ctx, resentAgain, nil); !errors.Is(err, kajian.ErrTokenInvalid) {
			t.Fatalf("a link used twice: %v", err)
		}
		if err := db.CheckEmailToken(ctx, store.PurposeVerifyEmail, first); !errors.Is(err, kajian.ErrTokenInvalid) {
			t.Fatalf("another sign-up's link survived the confirmation: %v", err)
		}
		// A confirmed account gets no link.
		_, third := auth.NewToken()
		if err := db.CreateSignUpToken(ctx, u.ID, third, expires, store.PendingSignUp{PasswordHash: "ketiga"}); !errors.Is(err, kajian.ErrNotFound) {
			t.Fatalf("a link for a confirmed account: %v", err)
		}
	})
}
