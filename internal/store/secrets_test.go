package store_test

import (
	"context"
	"errors"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// The secrets of the personal feed and of the digest's opt-out links are kept as hashes, as
// sessions are (issue 32: they were stored in plain text); every one handed out still works.
func TestLinkSecretsAreKeptAsHashes(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		u := newUser(t, db, "rahasia@example.id")
		feed, err := db.RenewFeedToken(ctx, u.ID)
		if err != nil {
			t.Fatal(err)
		}
		optOut, err := db.NewDigestOptOut(ctx, u.ID)
		if err != nil {
			t.Fatal(err)
		}
		second, err := db.NewDigestOptOut(ctx, u.ID)
		if err != nil {
			t.Fatal(err)
		}
		if kept, _ := db.QueryString(ctx, "SELECT feed_hash FROM notify_settings WHERE user_id = ?", u.ID); kept == feed || len(kept) != 64 {
			t.Fatalf("the feed secret is kept as %q", kept)
		}
		for _, s := range []string{optOut, second} {
			if n, _ := db.QueryString(ctx, "SELECT token_hash FROM digest_optouts WHERE token_hash = ?", s); n != "" {
				t.Fatal("an opt-out secret is kept in plain text")
			}
		}
		if id, err := db.UserByFeedToken(ctx, feed); err != nil || id != u.ID {
			t.Fatalf("the feed: %q %v", id, err)
		}
		if _, err := db.UserByFeedToken(ctx, "bukan-rahasia"); !errors.Is(err, kajian.ErrNotFound) {
			t.Fatalf("a made-up feed: %v", err)
		}
		// An older digest's link still stops it.
		if err := db.StopDigest(ctx, optOut); err != nil {
			t.Fatal(err)
		}
		if s, _ := db.NotifySettings(ctx, u.ID); s.WeeklyDigest {
			t.Fatal("the digest is still on")
		}
		if err := db.StopDigest(ctx, "bukan-rahasia"); !errors.Is(err, kajian.ErrNotFound) {
			t.Fatalf("a made-up opt-out: %v", err)
		}
	})
}

// Migration 22 hashes the secrets kept before it, so the feed addresses and opt-out links
// already handed out keep working.
func TestMigrationHashesExistingSecrets(t *testing.T) {
	for _, d := range storetest.Dialects {
		t.Run(string(d), func(t *testing.T) {
			ctx := context.Background()
			db := storetest.Open(t, d, kajian.NewFixedClock(testNow))
			u := newUser(t, db, "lama@example.id")
			if _, err := db.NotifySettings(ctx, u.ID); err != nil {
				t.Fatal(err)
			}
			for v, _ := db.SchemaVersion(ctx); v >= 22; v, _ = db.SchemaVersion(ctx) {
				if _, err := db.MigrateDown(ctx); err != nil {
					t.Fatal(err)
				}
			}
			// Before migration 22 the secrets were kept as they were handed out.
			if _, err := db.Exec(ctx, "UPDATE notify_settings SET feed_token = 'feedlama', digest_token = 'digestlama' WHERE user_id = '"+u.ID+"'"); err != nil {
				t.Fatal(err)
			}
			if _, err := db.Migrate(ctx); err != nil {
				t.Fatal(err)
			}
			if id, err := db.UserByFeedToken(ctx, "feedlama"); err != nil || id != u.ID {
				t.Fatalf("an old feed address after the migration: %q %v", id, err)
			}
			if kept, _ := db.QueryString(ctx, "SELECT feed_hash FROM notify_settings WHERE user_id = ?", u.ID); kept == "feedlama" {
				t.Fatal("the old secret is still kept in plain text")
			}
			if err := db.StopDigest(ctx, "digestlama"); err != nil {
				t.Fatalf("an old opt-out link after the migration: %v", err)
			}
		})
	}
}
