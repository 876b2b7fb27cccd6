package main

import (
	"context"
	"io"
	"log/slog"

	"github.com/kajiankita/kajian/internal/ai"
	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/config"
	"github.com/kajiankita/kajian/internal/geo"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/mail"
	"github.com/kajiankita/kajian/internal/media"
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
	bucket, err := media.OpenBucket(cfg.StorageURL)
	if err != nil {
		return err
	}
	defer bucket.Close()
	geocoder, err := geo.New(cfg.Geocoder, nil)
	if err != nil {
		return err
	}
	deps := server.Deps{Config: cfg, Store: db, Clock: kajian.SystemClock{}, App: web.Dist(), Mailer: mailer,
		Bucket: bucket, Geocoder: geocoder}
	deps.AI = aiReader(cfg, deps.Clock)
	if cfg.GoogleEnabled() {
		// Discovered at the first sign-in, so an unreachable issuer never stops the start.
		deps.Google = auth.LazyOIDC(cfg.GoogleIssuer, cfg.GoogleClientID, cfg.GoogleClientSecret,
			cfg.BaseURL+"/auth/callback", nil, deps.Clock)
		slog.Info("google sign-in configured", "issuer", cfg.GoogleIssuer)
	}
	srv, err := server.New(deps)
	if err != nil {
		return err
	}
	slog.Info("starting", "version", version, "database", db.Dialect())
	return srv.Run(ctx, cfg.Addr)
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
