package main

import (
	"context"
	"io"
	"log/slog"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/mail"
	"github.com/kajiankita/kajian/internal/server"
	"github.com/kajiankita/kajian/web"
)

func serve(ctx context.Context, args []string, getenv func(string) string, stderr io.Writer) error {
	cfg, db, err := openStore(ctx, args, getenv, stderr)
	if err != nil {
		return err
	}
	defer db.Close()
	if cfg.Demo {
		if err := runSeed(ctx, db, stderr); err != nil {
			return err
		}
	}
	mailer, err := mail.Open(cfg.MailURL, cfg.MailFrom)
	if err != nil {
		return err
	}
	srv, err := server.New(server.Deps{Config: cfg, Store: db, Clock: kajian.SystemClock{}, App: web.Dist(), Mailer: mailer})
	if err != nil {
		return err
	}
	slog.Info("starting", "version", version, "database", db.Dialect())
	return srv.Run(ctx, cfg.Addr)
}
