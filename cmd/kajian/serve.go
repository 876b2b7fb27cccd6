package main

import (
	"context"
	"io"
	"log/slog"
	"sync"
	"time"

	"github.com/kajiankita/kajian/internal/ai"
	"github.com/kajiankita/kajian/internal/app"
	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/config"
	"github.com/kajiankita/kajian/internal/geo"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/mail"
	"github.com/kajiankita/kajian/internal/media"
	"github.com/kajiankita/kajian/internal/posters"
	"github.com/kajiankita/kajian/internal/push"
	"github.com/kajiankita/kajian/internal/server"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/web"
)

func serve(ctx context.Context, args []string, getenv func(string) string, stderr io.Writer) error {
	cfg, db, err := openStore(ctx, args, getenv, stderr)
	if err != nil {
		return err
	}
	defer db.Close()
	if cfg.Demo {
		if err := runSeed(ctx, db.DB, stderr); err != nil {
			return err
		}
	}
	mailer, err := mail.Open(cfg.MailURL, cfg.MailFrom)
	if err != nil {
		return err
	}
	bucket, err := media.OpenBucket(cfg.StorageURL)
	if err != nil {
		return err
	}
	defer bucket.Close()
	// A missing bucket is a configuration error, said at start in one line,
	// not a 500 at the first upload.
	checkCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	err = bucket.Check(checkCtx)
	cancel()
	if err != nil {
		return err
	}
	geocoder, err := geo.New(cfg.Geocoder, nil)
	if err != nil {
		return err
	}
	clock := clockOf(cfg)
	if cfg.TestClockShift != "" {
		slog.Warn("KAJIAN_TEST_CLOCK_SHIFT is set: the server's clock is shifted (benchmarks only)", "shift", cfg.ClockShift(), "now", clock.Now())
	}
	adapters := app.Adapters{BaseURL: cfg.BaseURL, Store: db.DB, Clock: clock, Mailer: mailer, Bucket: bucket,
		Geocoder: geocoder, AI: aiReader(cfg, clock)}
	if cfg.PushEnabled() {
		adapters.Push = push.NewSender(push.Keys{Public: cfg.VAPIDPublicKey, Private: cfg.VAPIDPrivateKey}, cfg.VAPIDSubject, nil)
		slog.Info("web push configured", "subject", cfg.VAPIDSubject)
	}
	if cfg.PushTestLoopback {
		adapters.PushLoopback = true
		slog.Warn("KAJIAN_PUSH_TEST_LOOPBACK is set: push subscriptions may name a local http endpoint (tests only)")
	}
	if cfg.GoogleEnabled() {
		// Discovered at the first sign-in, so an unreachable issuer never stops the start.
		adapters.Google = auth.LazyOIDC(cfg.GoogleIssuer, cfg.GoogleClientID, cfg.GoogleClientSecret,
			cfg.BaseURL+"/auth/callback", nil, clock)
		slog.Info("google sign-in configured", "issuer", cfg.GoogleIssuer)
	}
	if cfg.ImportTestCalendar != "" {
		if adapters.Fetch, err = testCalendarFetcher(cfg.ImportTestCalendar); err != nil {
			return err
		}
		slog.Warn("KAJIAN_IMPORT_TEST_CALENDAR is set: calendar imports from its .test name reach a local server (tests only)",
			"setting", cfg.ImportTestCalendar)
	}
	uc := app.Build(adapters)
	handler, err := server.New(server.Deps{Config: cfg, Clock: clock, Web: web.Dist(), UseCases: uc,
		Geocoder: geocoder, Bucket: bucket, Database: db})
	if err != nil {
		return err
	}
	slog.Info("starting", "version", version, "database", db.Dialect())

	// Background work runs until the server stops; shutdown waits for it.
	bgCtx, stopBackground := context.WithCancel(ctx)
	var background sync.WaitGroup
	background.Go(func() { uc.Posters.SweepEvery(bgCtx, posters.SweepFirst, posters.SweepEvery, posters.LogSweep) })
	background.Go(func() { sweepRateLimits(bgCtx, db.DB) })
	background.Go(func() { uc.Reminders.Run(bgCtx) })
	background.Go(func() { uc.Imports.Run(bgCtx) })
	err = server.Run(ctx, cfg.Addr, cfg.BaseURL, handler)
	stopBackground()
	background.Wait()
	if !uc.Mail.Wait(app.MailTimeout) {
		slog.Warn("shut down with e-mails still being sent")
	}
	return err
}

// aiReader chooses how posters are read: the OpenAI-compatible API when a key
// is configured, else tesseract OCR (when installed with Indonesian data) into
// the built-in parser. Pasted announcements always go through the parser.
func aiReader(cfg config.Config, clock kajian.Clock) ai.Reader {
	r := ai.Reader{Clock: clock}
	if cfg.OpenAIAPIKey != "" {
		r.OpenAI = &ai.Client{BaseURL: cfg.OpenAIBaseURL, APIKey: cfg.OpenAIAPIKey,
			VisionModel: cfg.AIVisionModel, TextModel: cfg.AITextModel, Clock: clock}
		slog.Info("ai configured", "base_url", cfg.OpenAIBaseURL, "vision_model", cfg.AIVisionModel, "text_model", cfg.AITextModel)
		return r
	}
	r.Tesseract = ai.TesseractAvailable()
	slog.Info("ai not configured: posters are read by tesseract when installed, pasted text by the built-in parser",
		"tesseract", r.Tesseract)
	return r
}

// sweepRateLimits removes the rate limit keys that no longer count, every
// ten minutes (keys still limiting stay, however many there are). Each copy
// sweeps; a sweep that finds nothing costs one indexed delete.
func sweepRateLimits(ctx context.Context, db *store.DB) {
	t := time.NewTicker(10 * time.Minute)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if _, err := db.SweepRateLimits(ctx); err != nil && ctx.Err() == nil {
			slog.Warn("rate limit sweep failed", "err", err)
		}
	}
}
