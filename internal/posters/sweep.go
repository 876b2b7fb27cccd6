package posters

import (
	"context"
	"fmt"
	"log/slog"
	"time"
)

// Posters that no session takes within store.PosterUploadLifetime of their
// upload (the form was closed without saving), and posters a session let go
// of whose deletion failed, are deleted by a sweep that every copy runs: the
// first shortly after start, then every hour. The store's claims keep copies
// sweeping at once apart and keep a poster a session takes meanwhile from
// being deleted.
const (
	SweepFirst = time.Minute
	SweepEvery = time.Hour
	// sweepBatch is how many posters one transaction claims.
	sweepBatch = 100
)

// SweepResult is what one sweep did.
type SweepResult struct {
	Removed []string // keys of the posters whose files were deleted
	Kept    int      // due uploads a session had taken: only their rows went
	Failed  int      // posters whose files could not be deleted; swept again after the lease
}

// Sweep deletes every poster whose row is due (an upload no session took in
// time, or a poster a session let go of) and that no session shows, in
// batches, until none is left.
func (s *Service) Sweep(ctx context.Context) (SweepResult, error) {
	var out SweepResult
	for {
		claims, err := s.store.ClaimDuePosters(ctx, sweepBatch)
		if err != nil {
			return out, fmt.Errorf("sweep posters: %w", err)
		}
		out.Kept += claims.Kept
		for _, key := range claims.Delete {
			if err := s.deleteFiles(ctx, key); err != nil {
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
		if claims.Len() < sweepBatch {
			return out, nil
		}
	}
}

// SweepEvery sweeps first after first, then every every, until ctx ends;
// report receives each sweep's outcome.
func (s *Service) SweepEvery(ctx context.Context, first, every time.Duration, report func(SweepResult, error)) {
	t := time.NewTimer(first)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		res, err := s.Sweep(ctx)
		if ctx.Err() != nil {
			return
		}
		report(res, err)
		t.Reset(every)
	}
}

// LogSweep logs what a sweep removed.
func LogSweep(res SweepResult, err error) {
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
