package server

import (
	"context"
	"errors"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/media"
	"github.com/kajiankita/kajian/internal/posters"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// flakyBucket is a blob store whose deletions can be made to fail, as an
// unreachable S3 endpoint would.
type flakyBucket struct {
	media.Bucket
	failDeletes atomic.Bool
}

func (b *flakyBucket) Delete(ctx context.Context, key string) error {
	if b.failDeletes.Load() {
		return errors.New("bucket unavailable")
	}
	return b.Bucket.Delete(ctx, key)
}

// openFakeS3Bucket opens a bucket on an in-memory S3 server, as
// KAJIAN_STORAGE_URL=s3://… would.
func openFakeS3Bucket(t *testing.T) media.Bucket {
	t.Helper()
	backend := s3mem.New()
	if err := backend.CreateBucket("kajian-posters"); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(gofakes3.New(backend).Server())
	t.Cleanup(srv.Close)
	t.Setenv("AWS_ACCESS_KEY_ID", "test-key")
	t.Setenv("AWS_SECRET_ACCESS_KEY", "test-secret")
	b, err := media.OpenBucket("s3://kajian-posters?endpoint=" + strings.TrimPrefix(srv.URL, "http://") + "&region=us-east-1&secure=false")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	return b
}

// eachStorage runs fn against a server on each database, with the file blob
// store in a temporary folder and with the S3 store; fn gets the bucket the
// server uses, wrapped so that its deletions can be made to fail.
func eachStorage(t *testing.T, fn func(t *testing.T, e *testEnv, b *flakyBucket)) {
	for _, d := range storetest.Dialects {
		for _, storage := range []string{"file", "s3"} {
			t.Run(string(d)+"/"+storage, func(t *testing.T) {
				var inner media.Bucket
				if storage == "s3" {
					inner = openFakeS3Bucket(t)
				} else {
					var err error
					if inner, err = media.OpenBucket("file://" + t.TempDir()); err != nil {
						t.Fatal(err)
					}
				}
				b := &flakyBucket{Bucket: inner}
				fn(t, newEnv(t, d, func(deps *envDeps) { deps.Bucket = b }), b)
			})
		}
	}
}

// uploadPoster uploads a small poster as c and returns its key.
func uploadPoster(t *testing.T, c *client) string {
	t.Helper()
	res := c.upload("/api/v1/posters", "poster.png", "image/png", pngBytesOf(t, gradientPicture(300, 400)))
	var up posterUploadDTO
	unmarshalBody(t, res, &up)
	if res.status != 201 || up.Key == "" {
		t.Fatalf("upload: %d %s", res.status, res.body)
	}
	return up.Key
}

// posterFiles counts the stored files of the poster at key: the original
// and its three variants.
func posterFiles(t *testing.T, b media.Bucket, key string) int {
	t.Helper()
	n := 0
	for _, k := range append([]string{key}, variantKeys(key)...) {
		rc, _, err := b.Open(context.Background(), k)
		if errors.Is(err, kajian.ErrNotFound) {
			continue
		}
		if err != nil {
			t.Fatalf("open %s: %v", k, err)
		}
		rc.Close()
		n++
	}
	return n
}

func variantKeys(key string) []string {
	var out []string
	for _, v := range media.Variants {
		out = append(out, media.VariantKey(key, v))
	}
	return out
}

func wantPosterFiles(t *testing.T, b media.Bucket, want int, keys ...string) {
	t.Helper()
	for _, k := range keys {
		if got := posterFiles(t, b, k); got != want {
			t.Errorf("%s: %d files, want %d", k, got, want)
		}
	}
}

func wantNoPosterRow(t *testing.T, e *testEnv, keys ...string) {
	t.Helper()
	for _, k := range keys {
		if u, err := e.db.FindPosterUpload(context.Background(), k); !errors.Is(err, kajian.ErrNotFound) {
			t.Errorf("row of %s: %+v, %v; want none", k, u, err)
		}
	}
}

func TestPosterSweep(t *testing.T) {
	eachStorage(t, func(t *testing.T, e *testEnv, b *flakyBucket) {
		ctx := context.Background()
		owner, u := e.signedIn("owner@example.id", kajian.RoleUser)
		abandoned := uploadPoster(t, owner)
		if rec, err := e.db.FindPosterUpload(ctx, abandoned); err != nil || rec.UserID != u.ID || !rec.CreatedAt.Equal(testNow) {
			t.Fatalf("upload record: %+v, %v", rec, err)
		}
		shown := uploadPoster(t, owner)
		mustPost(t, owner, withFields(oneOffBody(), map[string]any{"poster_key": shown}))
		e.clock.Advance(2 * time.Hour)
		fresh := uploadPoster(t, owner)
		// One of the abandoned poster's files is gone already (a sweep that
		// stopped half-way): no error for it.
		if err := b.Delete(ctx, media.VariantKey(abandoned, media.VariantCard)); err != nil {
			t.Fatal(err)
		}

		e.clock.Set(testNow.Add(24*time.Hour - time.Minute))
		if res, err := e.uc.Posters.Sweep(ctx); err != nil || len(res.Removed) != 0 {
			t.Fatalf("sweep before 24 hours: %+v, %v", res, err)
		}
		e.clock.Set(testNow.Add(24*time.Hour + time.Minute))
		res, err := e.uc.Posters.Sweep(ctx)
		if err != nil || !slices.Equal(res.Removed, []string{abandoned}) || res.Failed != 0 {
			t.Fatalf("sweep: %+v, %v", res, err)
		}
		wantPosterFiles(t, b, 0, abandoned)
		wantPosterFiles(t, b, 4, shown, fresh)
		wantNoPosterRow(t, e, abandoned, shown)
		if _, err := e.db.FindPosterUpload(ctx, fresh); err != nil {
			t.Fatalf("fresh upload's row: %v", err)
		}
		// Again: nothing to do, and no error.
		if res, err := e.uc.Posters.Sweep(ctx); err != nil || len(res.Removed) != 0 {
			t.Fatalf("second sweep: %+v, %v", res, err)
		}
		// The swept poster can no longer be saved with a session.
		wantAPIError(t, owner.do("POST", "/api/v1/postings", withFields(oneOffBody(), map[string]any{"poster_key": abandoned})), 400,
			"Poster tidak ditemukan. Silakan upload ulang poster.")
		// Its 24 hours over, the later upload goes too.
		e.clock.Set(testNow.Add(26*time.Hour + time.Minute))
		if res, err := e.uc.Posters.Sweep(ctx); err != nil || !slices.Equal(res.Removed, []string{fresh}) {
			t.Fatalf("third sweep: %+v, %v", res, err)
		}
		wantPosterFiles(t, b, 0, fresh)
		wantPosterFiles(t, b, 4, shown)
	})
}

// A poster whose deletion fails stays claimed, and a sweep after the lease
// deletes it.
func TestPosterSweepRetriesFailedDeletions(t *testing.T) {
	eachStorage(t, func(t *testing.T, e *testEnv, b *flakyBucket) {
		ctx := context.Background()
		owner, _ := e.signedIn("owner@example.id", kajian.RoleUser)
		key := uploadPoster(t, owner)
		e.clock.Advance(25 * time.Hour)
		b.failDeletes.Store(true)
		if res, err := e.uc.Posters.Sweep(ctx); err != nil || res.Failed != 1 || len(res.Removed) != 0 {
			t.Fatalf("failing sweep: %+v, %v", res, err)
		}
		b.failDeletes.Store(false)
		if res, err := e.uc.Posters.Sweep(ctx); err != nil || len(res.Removed) != 0 {
			t.Fatalf("sweep within the lease: %+v, %v", res, err)
		}
		wantPosterFiles(t, b, 4, key)
		e.clock.Advance(store.PosterDeleteLease + time.Second)
		if res, err := e.uc.Posters.Sweep(ctx); err != nil || !slices.Equal(res.Removed, []string{key}) {
			t.Fatalf("sweep after the lease: %+v, %v", res, err)
		}
		wantPosterFiles(t, b, 0, key)
		wantNoPosterRow(t, e, key)
	})
}

// Two copies of the server sweeping the same database and bucket at once
// both succeed, and together remove every due poster.
func TestConcurrentPosterSweeps(t *testing.T) {
	eachStorage(t, func(t *testing.T, e *testEnv, b *flakyBucket) {
		ctx := context.Background()
		second := e.secondCopy(func(d *envDeps) { d.Bucket = b })
		owner, _ := e.signedIn("owner@example.id", kajian.RoleUser)
		var keys []string
		for range 6 {
			keys = append(keys, uploadPoster(t, owner))
		}
		e.clock.Advance(25 * time.Hour)
		var wg sync.WaitGroup
		results := make([]posters.SweepResult, 2)
		errs := make([]error, 2)
		for i, copy := range []*testEnv{e, second} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				results[i], errs[i] = copy.uc.Posters.Sweep(ctx)
			}()
		}
		wg.Wait()
		if errs[0] != nil || errs[1] != nil {
			t.Fatalf("sweeps: %v, %v", errs[0], errs[1])
		}
		removed := append(slices.Clone(results[0].Removed), results[1].Removed...)
		slices.Sort(removed)
		slices.Sort(keys)
		if !slices.Equal(removed, keys) || results[0].Failed+results[1].Failed != 0 {
			t.Fatalf("removed %v and %v, want each of %v once", results[0].Removed, results[1].Removed, keys)
		}
		wantPosterFiles(t, b, 0, keys...)
		wantNoPosterRow(t, e, keys...)
	})
}

// Replacing a session's poster on edit and deleting the session remove the
// poster it no longer shows, every file of it; a deletion that fails then is
// left to the sweep.
func TestDroppedPostersAreRemoved(t *testing.T) {
	eachStorage(t, func(t *testing.T, e *testEnv, b *flakyBucket) {
		ctx := context.Background()
		owner, _ := e.signedIn("owner@example.id", kajian.RoleUser)
		first := uploadPoster(t, owner)
		k := mustPost(t, owner, withFields(oneOffBody(), map[string]any{"poster_key": first})).Kajian
		second := uploadPoster(t, owner)
		if res := owner.do("PUT", "/api/v1/postings/regular/"+k.Slug, withFields(oneOffBody(), map[string]any{"poster_key": second})); res.status != 200 {
			t.Fatalf("replace poster: %d %s", res.status, res.body)
		}
		wantPosterFiles(t, b, 0, first)
		wantPosterFiles(t, b, 4, second)
		wantNoPosterRow(t, e, first, second)

		// Saved again without a change of poster: it stays.
		if res := owner.do("PUT", "/api/v1/postings/regular/"+k.Slug, withFields(oneOffBody(), map[string]any{"poster_key": second, "description": "Terbuka untuk umum"})); res.status != 200 {
			t.Fatalf("save: %d %s", res.status, res.body)
		}
		wantPosterFiles(t, b, 4, second)

		// Replaced while the bucket fails: the save succeeds, the old poster
		// waits for the sweep.
		third := uploadPoster(t, owner)
		b.failDeletes.Store(true)
		if res := owner.do("PUT", "/api/v1/postings/regular/"+k.Slug, withFields(oneOffBody(), map[string]any{"poster_key": third})); res.status != 200 {
			t.Fatalf("replace poster while the bucket fails: %d %s", res.status, res.body)
		}
		b.failDeletes.Store(false)
		wantPosterFiles(t, b, 4, second)
		e.clock.Advance(store.PosterDeleteLease + time.Second)
		if res, err := e.uc.Posters.Sweep(ctx); err != nil || !slices.Equal(res.Removed, []string{second}) {
			t.Fatalf("sweep: %+v, %v", res, err)
		}
		wantPosterFiles(t, b, 0, second)
		wantPosterFiles(t, b, 4, third)

		// Removed from the form (a session that is not saved yet): the poster
		// goes at once; the session's own poster stays.
		unsaved := uploadPoster(t, owner)
		for key, deleted := range map[string]bool{unsaved: true, third: false} {
			res := owner.do("DELETE", "/api/v1/posters/"+key, nil)
			var got posterDeleteDTO
			unmarshalBody(t, res, &got)
			if res.status != 200 || got.Deleted != deleted {
				t.Fatalf("remove %s: %d %s", key, res.status, res.body)
			}
		}
		wantPosterFiles(t, b, 0, unsaved)
		wantPosterFiles(t, b, 4, third)
		wantNoPosterRow(t, e, unsaved, third)

		// Deleting the session deletes its poster.
		if res := owner.do("DELETE", "/api/v1/postings/regular/"+k.Slug, nil); res.status != 200 {
			t.Fatalf("delete: %d %s", res.status, res.body)
		}
		wantPosterFiles(t, b, 0, third)
		wantNoPosterRow(t, e, third)
	})
}

// Deleting a session while the bucket fails leaves its poster to the sweep.
func TestDeletedSessionPosterLeftToTheSweep(t *testing.T) {
	eachStorage(t, func(t *testing.T, e *testEnv, b *flakyBucket) {
		ctx := context.Background()
		owner, _ := e.signedIn("owner@example.id", kajian.RoleUser)
		key := uploadPoster(t, owner)
		k := mustPost(t, owner, withFields(oneOffBody(), map[string]any{"poster_key": key})).Kajian
		b.failDeletes.Store(true)
		if res := owner.do("DELETE", "/api/v1/postings/regular/"+k.Slug, nil); res.status != 200 {
			t.Fatalf("delete: %d %s", res.status, res.body)
		}
		b.failDeletes.Store(false)
		wantPosterFiles(t, b, 4, key)
		e.clock.Advance(store.PosterDeleteLease + time.Second)
		if res, err := e.uc.Posters.Sweep(ctx); err != nil || !slices.Equal(res.Removed, []string{key}) {
			t.Fatalf("sweep: %+v, %v", res, err)
		}
		wantPosterFiles(t, b, 0, key)
		wantNoPosterRow(t, e, key)
	})
}

// The periodic sweep runs first after its first delay, reports, and stops
// with its context.
func TestPosterSweepLoop(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		owner, _ := e.signedIn("owner@example.id", kajian.RoleUser)
		key := uploadPoster(t, owner)
		e.clock.Advance(25 * time.Hour)
		ctx, cancel := context.WithCancel(context.Background())
		reports := make(chan posters.SweepResult)
		done := make(chan struct{})
		go func() {
			defer close(done)
			e.uc.Posters.SweepEvery(ctx, 0, time.Hour, func(res posters.SweepResult, err error) {
				if err != nil {
					t.Errorf("sweep: %v", err)
				}
				reports <- res
			})
		}()
		if res := <-reports; !slices.Equal(res.Removed, []string{key}) {
			t.Errorf("first sweep removed %v, want %s", res.Removed, key)
		}
		cancel()
		<-done
		wantPosterFiles(t, e.bucket, 0, key)
	})
}
