package accounts_test

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/accounts"
	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/mail"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// outbox keeps the e-mails the use-case sends.
type outbox struct{ sent []mail.Message }

func (o *outbox) Send(_ context.Context, _ string, m mail.Message) { o.sent = append(o.sent, m) }

const password = "rahasia-kajian-77"

// newAccounts is the use-case on a fresh database of dialect, with one
// verified account (fulan@example.id, password).
func newAccounts(t *testing.T, dialect store.Dialect) (*accounts.Service, *store.DB, *outbox) {
	t.Helper()
	clock := kajian.NewFixedClock(time.Date(2026, time.November, 20, 3, 0, 0, 0, time.UTC))
	db := storetest.Open(t, dialect, clock)
	hash, err := auth.HashPassword(password)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := db.CreateUser(context.Background(), store.NewUser{Email: "fulan@example.id", PasswordHash: hash,
		FullName: "Fulan", Verified: true}); err != nil {
		t.Fatal(err)
	}
	out := &outbox{}
	return accounts.New(db, db, out, clock, "https://kajiankita.id", nil), db, out
}

func forEachDialect(t *testing.T, test func(t *testing.T, dialect store.Dialect)) {
	for _, d := range storetest.Dialects {
		t.Run(string(d), func(t *testing.T) { test(t, d) })
	}
}

func isRateLimited(err error) bool { return kajian.ErrorKind(err) == kajian.KindRateLimited }

// A client that guesses wrong ten times for an address is refused for it,
// even with the right password; another client is not.
func TestSignInLockoutPerClient(t *testing.T) {
	forEachDialect(t, func(t *testing.T, dialect store.Dialect) {
		acc, _, _ := newAccounts(t, dialect)
		ctx := context.Background()
		for i := range accounts.SignInFailuresPerClient.Max {
			if _, err := acc.SignIn(ctx, "fulan@example.id", "salah", "10.0.0.1", ""); !errors.Is(err, accounts.ErrBadCredentials) {
				t.Fatalf("guess %d: %v, want invalid_credentials", i+1, err)
			}
		}
		if _, err := acc.SignIn(ctx, "Fulan@Example.id", password, "10.0.0.1", ""); !isRateLimited(err) {
			t.Fatalf("the guessing client is let in: %v", err)
		}
		if _, err := acc.SignIn(ctx, "other@example.id", "salah", "10.0.0.1", ""); !errors.Is(err, accounts.ErrBadCredentials) {
			t.Errorf("the lockout reaches another address: %v", err)
		}
		in, err := acc.SignIn(ctx, "fulan@example.id", password, "10.0.0.2", "")
		if err != nil || in.User.Email != "fulan@example.id" || in.Profile == nil {
			t.Errorf("the owner on another client is refused: %+v %v", in, err)
		}
	})
}

// Once an address has had fifty wrong guesses from anywhere, every client is
// refused for it, a fresh one too (issue 32: each fresh IPv6 /64 got a guess
// of its own), except a browser holding the owner's device token: from an
// earlier sign-in, or from resetting the password.
func TestSignInLockoutPerAddress(t *testing.T) {
	forEachDialect(t, func(t *testing.T, dialect store.Dialect) {
		acc, _, out := newAccounts(t, dialect)
		ctx := context.Background()
		before, err := acc.SignIn(ctx, "fulan@example.id", password, "10.9.9.9", "")
		if err != nil || before.DeviceToken == "" {
			t.Fatalf("a sign-in before the attack: %+v %v", before, err)
		}
		for i := range accounts.SignInFailuresPerEmail.Max {
			client := fmt.Sprintf("2001:db8:%x::/64", i) // a fresh /64 for every guess
			if _, err := acc.SignIn(ctx, "fulan@example.id", "salah", client, ""); !errors.Is(err, accounts.ErrBadCredentials) {
				t.Fatalf("guess %d: %v, want invalid_credentials", i+1, err)
			}
		}
		_, err = acc.SignIn(ctx, "fulan@example.id", password, "2001:db8:ffff::/64", "")
		if !isRateLimited(err) || !strings.HasSuffix(err.Error(), "atau gunakan 'Lupa password?' untuk masuk sekarang.") {
			t.Errorf("a fresh client after the address's limit: %v", err)
		}
		if _, err := acc.SignIn(ctx, "fulan@example.id", password, "2001:db8:fffe::/64", "bukan.token"); !isRateLimited(err) {
			t.Errorf("a made-up device token: %v", err)
		}
		if _, err := acc.SignIn(ctx, "fulan@example.id", password, "2001:db8:fffd::/64", before.DeviceToken); err != nil {
			t.Errorf("the owner's browser is refused: %v", err)
		}
		// On a new browser the owner resets the password, and that browser signs in.
		if err := acc.ForgotPassword(ctx, "fulan@example.id"); err != nil {
			t.Fatal(err)
		}
		link, _ := url.Parse(regexp.MustCompile(`https://\S+`).FindString(out.sent[len(out.sent)-1].Text))
		_, device, err := acc.ResetPassword(ctx, link.Query().Get("token"), "sandi-baru-123")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := acc.SignIn(ctx, "fulan@example.id", "sandi-baru-123", "2001:db8:fffc::/64", device); err != nil {
			t.Errorf("the browser that reset the password: %v", err)
		}
		// The old password's device token proves nothing any more.
		if _, err := acc.SignIn(ctx, "fulan@example.id", "sandi-baru-123", "2001:db8:fffb::/64", before.DeviceToken); !isRateLimited(err) {
			t.Errorf("a device token of the old password: %v", err)
		}
	})
}

func TestSignUpRefusesWhatCheckSignUpFinds(t *testing.T) {
	forEachDialect(t, func(t *testing.T, dialect store.Dialect) {
		acc, db, out := newAccounts(t, dialect)
		ctx := context.Background()
		for _, tc := range []struct {
			in    accounts.SignUp
			field string
			msg   string
		}{
			{accounts.SignUp{FullName: "Baru", Email: "baru@example.id", Password: "12345"}, "password", kajian.MsgPasswordShort},
			{accounts.SignUp{FullName: "Baru", Email: "baru@example.id", Password: "bismillah"}, "password", kajian.MsgPasswordTooEasy},
			{accounts.SignUp{FullName: "Baru", Email: "baru@example.id", Password: "baru@example.id"}, "password", kajian.MsgPasswordIsEmail},
			{accounts.SignUp{FullName: "Baru", Email: "baru@example.id", Password: password, Phone: "0812"}, "phone", kajian.MsgPhoneInvalid},
			{accounts.SignUp{FullName: " ", Email: "baru@example.id", Password: password}, "full_name", "Nama harus diisi"},
			{accounts.SignUp{FullName: "Baru", Email: "baru", Password: password}, "email", kajian.MsgEmailInvalid},
		} {
			_, err := acc.SignUp(ctx, tc.in)
			var e *kajian.Error
			if !errors.As(err, &e) || e.Code != "validation_failed" || e.Fields[tc.field] != tc.msg {
				t.Errorf("SignUp(%+v) = %v, want %s: %q", tc.in, err, tc.field, tc.msg)
			}
		}
		if _, err := db.FindUserByEmail(ctx, "baru@example.id"); !errors.Is(err, kajian.ErrNotFound) || len(out.sent) != 0 {
			t.Errorf("a refused sign-up made an account (%v) or sent %d e-mails", err, len(out.sent))
		}
		if _, err := acc.SignUp(ctx, accounts.SignUp{FullName: "Baru", Email: "Baru@Example.id", Password: password}); err != nil || len(out.sent) != 1 {
			t.Errorf("a good sign-up: %v, %d e-mails", err, len(out.sent))
		}
	})
}

func TestResetPasswordRefusesABadPassword(t *testing.T) {
	forEachDialect(t, func(t *testing.T, dialect store.Dialect) {
		acc, db, _ := newAccounts(t, dialect)
		ctx := context.Background()
		u, err := db.FindUserByEmail(ctx, "fulan@example.id")
		if err != nil {
			t.Fatal(err)
		}
		token, hash := auth.NewToken()
		if err := db.CreateEmailToken(ctx, u.ID, store.PurposeResetPassword, hash, time.Date(2026, time.November, 20, 4, 0, 0, 0, time.UTC)); err != nil {
			t.Fatal(err)
		}
		for _, pw := range []string{"", "abc", "password", "fulan"} {
			_, _, err := acc.ResetPassword(ctx, token, pw)
			var e *kajian.Error
			if !errors.As(err, &e) || e.Code != "validation_failed" || e.Fields["password"] != kajian.CheckNewPassword(pw, "") {
				t.Errorf("ResetPassword(%q) = %v, want the password refused", pw, err)
			}
		}
		if id, _, err := acc.ResetPassword(ctx, token, "sabar itu indah"); err != nil || id != u.ID {
			t.Fatalf("the link is spent by a refused password: %q %v", id, err)
		}
		if _, err := acc.SignIn(ctx, "fulan@example.id", "sabar itu indah", "10.0.0.1", ""); err != nil {
			t.Errorf("the new password does not sign in: %v", err)
		}
	})
}

// The use-case refuses an address that is not one before it counts or looks
// it up, whoever calls it (issue 32).
func TestSignInRefusesAnAddressThatIsNotOne(t *testing.T) {
	forEachDialect(t, func(t *testing.T, dialect store.Dialect) {
		acc, db, _ := newAccounts(t, dialect)
		long := strings.Repeat("a", 300) + "@example.id"
		for range accounts.SignInFailuresPerClient.Max + 1 {
			if _, err := acc.SignIn(context.Background(), long, "salah", "10.0.0.1", ""); kajian.ErrorKind(err) != kajian.KindInvalid {
				t.Fatalf("a 311-character address: %v", err)
			}
		}
		if n, err := db.CountRows(context.Background(), "rate_limits"); err != nil || n != 0 {
			t.Fatalf("%d keys counted for an address that is not one", n)
		}
	})
}
