// Package posters is the use-case of poster files: a signed-in user uploads
// one for a session they are writing, a session takes it or lets it go, and a
// sweep deletes the files no session shows. Every copy of the server runs the
// sweep; the store's claims keep them apart.
package posters

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/media"
	"github.com/kajiankita/kajian/internal/store"
)

// Store records uploads and hands out claims for deleting posters.
type Store interface {
	RecordPosterUpload(ctx context.Context, key, userID string) error
	ClaimPoster(ctx context.Context, key string) (bool, error)
	ClaimDuePosters(ctx context.Context, limit int) (store.PosterClaims, error)
	ForgetPoster(ctx context.Context, key string) error
}

// Limiter spends one event of a key under a limit.
type Limiter interface {
	Allow(ctx context.Context, key string, l kajian.Limit) (bool, time.Duration, error)
}

// UploadLimit is how many posters one user may upload an hour: an upload
// reads up to 20 MB, decodes it and stores four objects; a form needs a
// handful, a busy organiser a few dozen.
var UploadLimit = kajian.Limit{Max: 30, Per: time.Hour}

// Errors of the poster use-case.
var (
	// ErrNotYours refuses a poster key another user uploaded, so that no
	// session can show, and no deletion can remove, someone else's file.
	ErrNotYours = kajian.ErrPosterGone
	errBadKind  = kajian.Invalid("kajian_type", "Jenis kajian tidak valid")
	errDelete   = kajian.Errorf(kajian.KindForbidden, "forbidden", "Anda tidak memiliki izin untuk menghapus poster ini")
	errUpload   = kajian.Errorf(kajian.KindInvalid, "upload_failed", "Gagal mengupload poster")
)

// Service stores, checks and sweeps posters.
type Service struct {
	store   Store
	bucket  media.Bucket
	limiter Limiter
	clock   kajian.Clock
}

// New returns the poster use-case.
func New(st Store, bucket media.Bucket, limiter Limiter, clock kajian.Clock) *Service {
	return &Service{store: st, bucket: bucket, limiter: limiter, clock: clock}
}

// Uploaded is a stored poster: the key a session saves, and its size.
type Uploaded struct {
	Key           string
	Width, Height int
}

// Upload stores the poster read from body for viewer: checked by its content
// (JPEG, PNG, GIF or WebP) and size, re-encoded without metadata, with its
// card, detail and preview variants, under {userId}/regular|recurring/….
// kind is media.KindRegular or media.KindRecurring. The upload counts
// against the viewer's UploadLimit before body is read, and is recorded so
// that a sweep deletes it if no session takes it.
func (s *Service) Upload(ctx context.Context, viewer kajian.Viewer, kind string, body io.Reader) (Uploaded, error) {
	if !viewer.SignedIn() {
		return Uploaded{}, kajian.ErrUnauthorized
	}
	if kind != media.KindRegular && kind != media.KindRecurring {
		return Uploaded{}, errBadKind
	}
	ok, wait, err := s.limiter.Allow(ctx, "poster-upload:user:"+viewer.UserID, UploadLimit)
	if err != nil {
		return Uploaded{}, err
	}
	if !ok {
		return Uploaded{}, kajian.TooMany("upload poster", wait)
	}
	p, err := media.ProcessPoster(ctx, body)
	if err != nil {
		var ke *kajian.Error
		if errors.As(err, &ke) {
			return Uploaded{}, err
		}
		return Uploaded{}, errUpload.Wrap(err)
	}
	key, err := media.StorePoster(ctx, s.bucket, viewer.UserID, kind, p, s.clock.Now())
	if err != nil {
		return Uploaded{}, err
	}
	if err := s.store.RecordPosterUpload(ctx, key, viewer.UserID); err != nil {
		if derr := media.DeletePoster(context.WithoutCancel(ctx), s.bucket, key); derr != nil {
			err = errors.Join(err, derr)
		}
		return Uploaded{}, err
	}
	return Uploaded{Key: key, Width: p.Original.Width, Height: p.Original.Height}, nil
}

// owns reports whether viewer uploaded the poster at key (keys start with the
// uploader's id) or is an admin.
func owns(v kajian.Viewer, key string) bool {
	return v.IsAdmin() || (v.SignedIn() && strings.HasPrefix(key, v.UserID+"/"))
}

// CheckForSession accepts a poster for a session: none, the session's
// current one, or one the viewer uploaded that exists.
func (s *Service) CheckForSession(ctx context.Context, viewer kajian.Viewer, key, current string) error {
	if key == "" || key == current {
		return nil
	}
	if !viewer.SignedIn() || !strings.HasPrefix(key, viewer.UserID+"/") {
		return ErrNotYours
	}
	rc, _, err := s.bucket.Open(ctx, key)
	if err != nil {
		return ErrNotYours.Wrap(err)
	}
	return rc.Close()
}

// Open reads a poster the viewer uploaded (or, for an admin, any poster), for
// reading it again without a second upload.
func (s *Service) Open(ctx context.Context, viewer kajian.Viewer, key string) (io.ReadCloser, media.Attrs, error) {
	key = strings.TrimSpace(key)
	if key == "" || !owns(viewer, key) {
		return nil, media.Attrs{}, ErrNotYours
	}
	rc, attrs, err := s.bucket.Open(ctx, key)
	if err != nil {
		return nil, media.Attrs{}, ErrNotYours.Wrap(err)
	}
	return rc, attrs, nil
}

// Remove deletes a poster the viewer uploaded, with its variants, unless a
// saved session shows it; it reports whether the files were deleted.
func (s *Service) Remove(ctx context.Context, viewer kajian.Viewer, key string) (bool, error) {
	if !viewer.SignedIn() {
		return false, kajian.ErrUnauthorized
	}
	if !owns(viewer, key) {
		return false, errDelete
	}
	if err := media.CheckPosterKey(key); err != nil {
		return false, err
	}
	return s.remove(ctx, key)
}

// Release deletes, once a session's write has committed, the poster that
// session no longer shows. The store handed it to the sweep in that write, so
// a failure here only delays the deletion to the next sweep: it is logged.
func (s *Service) Release(ctx context.Context, key string) {
	if key == "" {
		return
	}
	if _, err := s.remove(context.WithoutCancel(ctx), key); err != nil {
		slog.WarnContext(ctx, "deleting a poster no session shows failed; the sweep retries", "err", err, "key", key)
	}
}

// remove deletes the poster at key now, unless a saved session shows it.
func (s *Service) remove(ctx context.Context, key string) (bool, error) {
	claimed, err := s.store.ClaimPoster(ctx, key)
	if err != nil || !claimed {
		return false, err
	}
	return true, s.deleteFiles(ctx, key)
}

// deleteFiles deletes the files of a poster claimed for deletion, then its
// row. Files already gone are no error. On failure the claim stays, and a
// sweep tries again once it has lapsed.
func (s *Service) deleteFiles(ctx context.Context, key string) error {
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
