package server

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/media"
)

// Posters that no session takes within store.PosterUploadLifetime of their
// upload (the form was closed without saving), and posters a session let go
// of whose deletion failed, are deleted by a sweep that every copy of the
// server runs: the first shortly after start, then every hour. The store's
// claims (internal/store/posters.go) keep copies sweeping at once apart and
// keep a poster a session takes meanwhile from being deleted.
const (
	posterSweepFirst = time.Minute
	posterSweepEvery = time.Hour
	// posterSweepBatch is how many posters one transaction claims.
	posterSweepBatch = 100
)

// posterSweep is what one sweep did.
type posterSweep struct {
	Removed []string // keys of the posters whose files were deleted
	Kept    int      // due uploads a session had taken: only their rows went
	Failed  int      // posters whose files could not be deleted; swept again after the lease
}

// removePoster deletes the poster at key and its variants now, unless a saved
// session shows it, and reports whether it did.
func (s *Server) removePoster(ctx context.Context, key string) (bool, error) {
	claimed, err := s.store.ClaimPoster(ctx, key)
	if err != nil || !claimed {
		return false, err
	}
	return true, s.deletePosterFiles(ctx, key)
}

// deletePosterFiles deletes the files of a poster claimed for deletion, then
// its row. Files already gone are no error. On failure the claim stays, and a
// sweep tries again once it has lapsed.
func (s *Server) deletePosterFiles(ctx context.Context, key string) error {
	err := media.DeletePoster(ctx, s.bucket, key)
	if err != nil && kajian.ErrorKind(err) != kajian.KindInvalid {
		return err
	}
	if err != nil {
		// Not a key StorePoster makes: there are no files to delete, and
		// trying again would not change that.
		slog.WarnContext(ctx, "dropping a poster row with an unusable key", "key", key, "err", err)
	}
	return s.store.ForgetPoster(ctx, key)
}

// sweepPosters deletes every poster whose row is due (an upload no session
// took in time, or a poster a session let go of) and that no session shows,
// in batches, until none is left.
func (s *Server) sweepPosters(ctx context.Context) (posterSweep, error) {
	var out posterSweep
	for {
		claims, err := s.store.ClaimDuePosters(ctx, posterSweepBatch)
		if err != nil {
			return out, fmt.Errorf("sweep posters: %w", err)
		}
		out.Kept += claims.Kept
		for _, key := range claims.Delete {
			if err := s.deletePosterFiles(ctx, key); err != nil {
				if ctx.Err() != nil {
					return out, ctx.Err()
				}
				out.Failed++
				slog.WarnContext(ctx, "deleting an unused poster failed; swept again later", "key", key, "err", err)
				continue
			}
			out.Removed = append(out.Removed, key)
		}
		// Claimed rows are not claimed again within the lease, so each round
		// makes progress and a short one is the last.
		if claims.Len() < posterSweepBatch {
			return out, nil
		}
	}
}

// sweepPostersEvery sweeps first after the first duration, then every every,
// until ctx ends; report receives each sweep's outcome.
func (s *Server) sweepPostersEvery(ctx context.Context, first, every time.Duration, report func(posterSweep, error)) {
	t := time.NewTimer(first)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		res, err := s.sweepPosters(ctx)
		if ctx.Err() != nil {
			return
		}
		report(res, err)
		t.Reset(every)
	}
}

// logPosterSweep logs what a sweep removed.
func logPosterSweep(res posterSweep, err error) {
	switch {
	case err != nil:
		slog.Error("poster sweep failed", "err", err, "removed", len(res.Removed), "keys", res.Removed)
	case len(res.Removed) > 0 || res.Kept > 0 || res.Failed > 0:
		slog.Info("poster sweep: removed unused posters", "removed", len(res.Removed), "keys", res.Removed,
			"kept_in_use", res.Kept, "failed", res.Failed)
	default:
		slog.Debug("poster sweep: nothing to remove")
	}
}
