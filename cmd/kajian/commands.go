package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"strings"

	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/config"
	"github.com/kajiankita/kajian/internal/demo"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/push"
	"github.com/kajiankita/kajian/internal/store"
)

// openStore reads the configuration, opens the database and migrates it.
func openStore(ctx context.Context, args []string, getenv func(string) string, stderr io.Writer) (config.Config, *migrated, error) {
	cfg, err := config.Load(args, getenv, stderr)
	if err != nil {
		return cfg, nil, err
	}
	db, err := store.Open(ctx, cfg.DatabaseURL, clockOf(cfg))
	if err != nil {
		return cfg, nil, err
	}
	n, err := db.Migrate(ctx)
	if err != nil {
		db.Close()
		return cfg, nil, fmt.Errorf("KAJIAN_DATABASE_URL: migrating the database failed: %w", err)
	}
	if n > 0 {
		slog.Info("database migrated", "applied", n, "dialect", db.Dialect())
	}
	return cfg, &migrated{DB: db, applied: n}, nil
}

// clockOf is the server's clock: the real one, unless a benchmark shifted it
// (KAJIAN_TEST_CLOCK_SHIFT).
func clockOf(cfg config.Config) kajian.Clock {
	if shift := cfg.ClockShift(); shift != 0 {
		return kajian.ShiftedClock{By: shift}
	}
	return kajian.SystemClock{}
}

// migrated is a store just opened and migrated, with how many migrations
// that applied.
type migrated struct {
	*store.DB
	applied int
}

func migrate(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	_, db, err := openStore(ctx, args, getenv, stderr)
	if err != nil {
		return err
	}
	defer db.Close()
	if db.applied > 0 {
		fmt.Fprintf(stdout, "applied %d migrations; the database is up to date\n", db.applied)
	} else {
		fmt.Fprintln(stdout, "database is up to date")
	}
	return nil
}

func seedDemo(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	_, db, err := openStore(ctx, args, getenv, stderr)
	if err != nil {
		return err
	}
	defer db.Close()
	return runSeed(ctx, db.DB, stdout)
}

func runSeed(ctx context.Context, db *store.DB, out io.Writer) error {
	sum, seeded, err := demo.Seed(ctx, db)
	if err != nil {
		return fmt.Errorf("seed demo data: %w", err)
	}
	if seeded {
		fmt.Fprintf(out, "demo data added: %d one-off and %d weekly sessions, %d accounts, %d RSVPs, %d notes, %d feedback\n",
			sum.OneOff, sum.Weekly, sum.Users, sum.RSVPs, sum.Notes, sum.Feedback)
		fmt.Fprintln(out, "demo "+sum.MasjidLine())
	} else {
		fmt.Fprintln(out, "demo data: the database already has data; nothing added")
	}
	fmt.Fprintf(out, "demo admin: %s / %s\ndemo user:  %s / %s\n", demo.AdminEmail, demo.AdminPassword, demo.UserEmail, demo.UserPassword)
	return nil
}

const userUsage = `usage: kajian user create --email E --password P --name N [--role admin] [--verified]
       kajian user role --email E --role admin|user`

func userCommand(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return errors.New(userUsage)
	}
	switch args[0] {
	case "create":
		return userCreate(ctx, args[1:], getenv, stdout, stderr)
	case "role":
		return userRole(ctx, args[1:], getenv, stdout, stderr)
	default:
		return fmt.Errorf("unknown user command %q\n%s", args[0], userUsage)
	}
}

// userRole changes the role of an existing account, e.g. to make someone who
// signed up an admin or a trusted contributor. An unknown address changes
// nothing and fails.
func userRole(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("kajian user role", flag.ContinueOnError)
	fs.SetOutput(stderr)
	email := fs.String("email", "", "e-mail address of the account (required)")
	role := fs.String("role", "", "the new role: admin, user or kontributor (required)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	switch {
	case strings.TrimSpace(*email) == "":
		return errors.New("--email: the account's e-mail address is required")
	case *role == "":
		return errors.New("--role: the new role is required: admin, user or kontributor")
	case !kajian.Role(*role).Valid():
		return fmt.Errorf("--role: %q is not admin, user or kontributor", *role)
	}
	_, db, err := openStore(ctx, fs.Args(), getenv, stderr)
	if err != nil {
		return err
	}
	defer db.Close()
	addr := kajian.NormalizeEmail(*email)
	u, err := db.FindUserByEmail(ctx, addr)
	if errors.Is(err, kajian.ErrNotFound) {
		return fmt.Errorf("--email: no account has the address %s", addr)
	}
	if err != nil {
		return err
	}
	p, err := db.FindProfile(ctx, u.ID)
	if errors.Is(err, kajian.ErrNotFound) {
		return fmt.Errorf("--email: the account %s has no profile yet (it must sign in once and fill in its profile)", addr)
	}
	if err != nil {
		return err
	}
	if p.Role == kajian.Role(*role) {
		fmt.Fprintf(stdout, "%s is already %s\n", addr, *role)
		return nil
	}
	if err := db.SetRole(ctx, u.ID, kajian.Role(*role)); err != nil {
		return fmt.Errorf("set the role of %s: %w", addr, err)
	}
	fmt.Fprintf(stdout, "%s is now %s (was %s)\n", addr, *role, p.Role)
	return nil
}

// userCreate makes an account with a password.
func userCreate(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("kajian user create", flag.ContinueOnError)
	fs.SetOutput(stderr)
	email := fs.String("email", "", "e-mail address (required)")
	password := fs.String("password", "", "password, at least 6 characters (required)")
	name := fs.String("name", "", "full name (required)")
	role := fs.String("role", "user", "user, admin or kontributor")
	verified := fs.Bool("verified", false, "mark the e-mail address as confirmed")
	if err := fs.Parse(args); err != nil {
		return err
	}
	switch {
	case !strings.Contains(*email, "@"):
		return errors.New("--email: a valid e-mail address is required")
	case len(*password) < 6:
		return errors.New("--password: at least 6 characters are required")
	case strings.TrimSpace(*name) == "":
		return errors.New("--name: a name is required")
	case !kajian.Role(*role).Valid():
		return fmt.Errorf("--role: %q is not user, admin or kontributor", *role)
	}
	_, db, err := openStore(ctx, fs.Args(), getenv, stderr)
	if err != nil {
		return err
	}
	defer db.Close()
	hash, err := auth.HashPassword(*password)
	if err != nil {
		return err
	}
	u, _, err := db.CreateUser(ctx, store.NewUser{Email: *email, PasswordHash: hash, FullName: *name, Role: kajian.Role(*role), Verified: *verified})
	if errors.Is(err, kajian.ErrEmailTaken) {
		return fmt.Errorf("--email: an account with %s exists already", kajian.NormalizeEmail(*email))
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "created %s %s (%s)\n", *role, u.Email, u.ID)
	return nil
}

// vapidCommand runs "kajian vapid generate": a new key pair, as the lines to configure.
func vapidCommand(args []string, stdout io.Writer) error {
	if len(args) != 1 || args[0] != "generate" {
		return errors.New("usage: kajian vapid generate")
	}
	keys, err := push.GenerateKeys()
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "KAJIAN_VAPID_PUBLIC_KEY=%s\nKAJIAN_VAPID_PRIVATE_KEY=%s\n", keys.Public, keys.Private)
	return nil
}
