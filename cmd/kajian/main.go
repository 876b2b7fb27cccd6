// Command kajian is Kajian Kita's single binary: the web server and its
// maintenance commands.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/kajiankita/kajian/internal/app"
	"github.com/kajiankita/kajian/internal/server"
)

// version is set at build time with -ldflags "-X main.version=…".
var version = "dev"

func main() {
	app.TuneRuntime(os.Getenv)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Getenv, os.Stdout, os.Stderr); err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "kajian:", err)
		}
		os.Exit(1)
	}
}

const usage = `Kajian Kita — find, attend and remember kajian.

Usage:
  kajian serve [flags]           run the web server (configured by KAJIAN_* variables)
  kajian migrate                 apply database migrations and exit
  kajian seed-demo               fill an empty database with demo data (idempotent)
  kajian user create --email E --password P --name N [--role admin] [--verified]
  kajian user role --email E --role admin|user|kontributor   change an existing account's role
  kajian vapid generate          print a new pair of Web Push (VAPID) keys for KAJIAN_VAPID_*
  kajian version                 print the version

Run "kajian serve --help" for the configuration variables.
`

func run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	slog.SetDefault(slog.New(server.LogHandler(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))))
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return errors.New("missing command")
	}
	switch cmd, rest := args[0], args[1:]; cmd {
	case "serve":
		return serve(ctx, rest, getenv, stderr)
	case "migrate":
		return migrate(ctx, rest, getenv, stdout, stderr)
	case "seed-demo":
		return seedDemo(ctx, rest, getenv, stdout, stderr)
	case "user":
		return userCommand(ctx, rest, getenv, stdout, stderr)
	case "vapid":
		return vapidCommand(rest, stdout)
	case "version":
		fmt.Fprintln(stdout, "kajian", version)
		return nil
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return nil
	default:
		fmt.Fprint(stderr, usage)
		return fmt.Errorf("unknown command %q", cmd)
	}
}
