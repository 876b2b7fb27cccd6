package media

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Bucket is a flat store of immutable blobs addressed by slash-separated keys.
// Implementations are safe for concurrent use.
type Bucket interface {
	// Put stores the bytes of r under key. size is the exact length, or -1
	// when unknown. Readers never observe a partly written blob.
	Put(ctx context.Context, key string, r io.Reader, size int64, contentType string) error
	// Open returns the blob under key and its attributes. A missing key gives
	// an error for which errors.Is(err, kajian.ErrNotFound) holds. The reader
	// also implements io.Seeker in both implementations, so the server can
	// hand it to http.ServeContent.
	Open(ctx context.Context, key string) (io.ReadCloser, Attrs, error)
	// Delete removes the blob under key; deleting a missing key succeeds.
	Delete(ctx context.Context, key string) error
	// Check reports whether the store is there and reachable: the folder,
	// or the S3 bucket. An error names the KAJIAN_STORAGE_URL variable.
	Check(ctx context.Context) error
	// Close releases the bucket's resources.
	Close() error
}

// Attrs describes a stored blob.
type Attrs struct {
	Size        int64
	ContentType string
	ModTime     time.Time
	ETag        string // quoted, as in an HTTP ETag header
}

// storageURLVar is named in configuration errors so an operator knows what to fix.
const storageURLVar = "KAJIAN_STORAGE_URL"

// OpenBucket opens the blob store named by a KAJIAN_STORAGE_URL value:
//
//	file:///abs/dir                      a local folder, created when missing
//	file://rel/dir                       the same, relative to the working directory
//	s3://bucket?endpoint=host:port&region=r&secure=false
//
// The S3 store takes its credentials from the standard AWS environment
// variables (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN).
// Without an endpoint it talks to Amazon S3 over https.
func OpenBucket(rawURL string) (Bucket, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, fmt.Errorf("%s: invalid URL %q: %v", storageURLVar, rawURL, err)
	}
	switch u.Scheme {
	case "file":
		return openFileBucket(u)
	case "s3":
		return openS3Bucket(u)
	default:
		return nil, fmt.Errorf("%s: unsupported scheme %q in %q (want file:///dir or s3://bucket?endpoint=host:port)", storageURLVar, u.Scheme, rawURL)
	}
}

// checkKey refuses keys that could escape a folder or name hidden files: the
// file bucket keeps its temporary and attribute files under dot-names, and the
// same rule for S3 keeps both stores interchangeable.
func checkKey(key string) error {
	bad := !fs.ValidPath(key) || key == "." || strings.ContainsAny(key, "\\\x00")
	if !bad {
		for _, seg := range strings.Split(key, "/") {
			if strings.HasPrefix(seg, ".") {
				bad = true
				break
			}
		}
	}
	if bad {
		return kajian.Errorf(kajian.KindInvalid, "invalid_blob_key", "Nama file tidak valid").Wrap(fmt.Errorf("blob key %q", key))
	}
	return nil
}

// notFound marks err as kajian.ErrNotFound while keeping the cause for logs.
func notFound(key string, err error) error {
	return kajian.ErrNotFound.Wrap(fmt.Errorf("blob %q: %w", key, err))
}
