package media

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// s3Bucket stores blobs in an S3-compatible bucket, optionally under a prefix
// taken from the URL's path.
type s3Bucket struct {
	client *minio.Client
	bucket string
	prefix string // "" or ending in "/"
}

func openS3Bucket(u *url.URL) (Bucket, error) {
	if u.Host == "" {
		return nil, fmt.Errorf("%s: s3 URL %q names no bucket (want s3://bucket?endpoint=host:port)", storageURLVar, u.String())
	}
	q := u.Query()
	for name := range q {
		switch name {
		case "endpoint", "region", "secure":
		default:
			// A typo here would otherwise silently talk to Amazon.
			return nil, fmt.Errorf("%s: unknown parameter %q in s3 URL (known: endpoint, region, secure)", storageURLVar, name)
		}
	}
	endpoint := q.Get("endpoint")
	if endpoint == "" {
		endpoint = "s3.amazonaws.com"
	}
	secure := true
	if s := q.Get("secure"); s != "" {
		v, err := strconv.ParseBool(s)
		if err != nil {
			return nil, fmt.Errorf("%s: secure=%q is not true or false", storageURLVar, s)
		}
		secure = v
	}
	region := q.Get("region")
	if region == "" {
		region = os.Getenv("AWS_REGION")
	}
	if os.Getenv("AWS_ACCESS_KEY_ID") == "" || os.Getenv("AWS_SECRET_ACCESS_KEY") == "" {
		return nil, fmt.Errorf("%s: an s3 store needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY in the environment", storageURLVar)
	}
	client, err := minio.New(endpoint, &minio.Options{
		Creds:  credentials.NewEnvAWS(),
		Secure: secure,
		Region: region,
	})
	if err != nil {
		return nil, fmt.Errorf("%s: %v", storageURLVar, err)
	}
	prefix := strings.Trim(u.Path, "/")
	if prefix != "" {
		if err := checkKey(prefix); err != nil {
			return nil, fmt.Errorf("%s: invalid path prefix %q", storageURLVar, prefix)
		}
		prefix += "/"
	}
	return &s3Bucket{client: client, bucket: u.Host, prefix: prefix}, nil
}

func (b *s3Bucket) Put(ctx context.Context, key string, r io.Reader, size int64, contentType string) error {
	if err := checkKey(key); err != nil {
		return err
	}
	if size < 0 {
		// Without a length minio-go starts a multipart upload with a 16 MiB
		// part buffer; our blobs are far smaller, so reading them first is
		// cheaper and keeps to one plain PUT, which every S3-compatible
		// store (and the test fake) handles.
		data, err := io.ReadAll(r)
		if err != nil {
			return fmt.Errorf("put %q: %w", key, err)
		}
		r, size = bytes.NewReader(data), int64(len(data))
	}
	// S3 makes a single PUT visible whole or not at all.
	_, err := b.client.PutObject(ctx, b.bucket, b.prefix+key, r, size, minio.PutObjectOptions{ContentType: contentType})
	if err != nil {
		return fmt.Errorf("put %q: %w", key, err)
	}
	return nil
}

func (b *s3Bucket) Open(ctx context.Context, key string) (io.ReadCloser, Attrs, error) {
	if err := checkKey(key); err != nil {
		return nil, Attrs{}, err
	}
	obj, err := b.client.GetObject(ctx, b.bucket, b.prefix+key, minio.GetObjectOptions{})
	if err != nil {
		return nil, Attrs{}, b.openErr(key, err)
	}
	// GetObject is lazy; Stat sends the request and reports a missing key.
	info, err := obj.Stat()
	if err != nil {
		obj.Close()
		return nil, Attrs{}, b.openErr(key, err)
	}
	etag := info.ETag
	if etag != "" && !strings.HasPrefix(etag, `"`) {
		etag = `"` + etag + `"`
	}
	return obj, Attrs{Size: info.Size, ContentType: info.ContentType, ModTime: info.LastModified, ETag: etag}, nil
}

func (b *s3Bucket) openErr(key string, err error) error {
	resp := minio.ToErrorResponse(err)
	if resp.Code == minio.NoSuchKey || (resp.StatusCode == http.StatusNotFound && resp.Code != minio.NoSuchBucket) {
		return notFound(key, err)
	}
	return fmt.Errorf("open %q: %w", key, err)
}

func (b *s3Bucket) Delete(ctx context.Context, key string) error {
	if err := checkKey(key); err != nil {
		return err
	}
	err := b.client.RemoveObject(ctx, b.bucket, b.prefix+key, minio.RemoveObjectOptions{})
	if err != nil && minio.ToErrorResponse(err).Code != minio.NoSuchKey {
		return fmt.Errorf("delete %q: %w", key, err)
	}
	return nil
}

// Check asks the server whether the bucket exists.
func (b *s3Bucket) Check(ctx context.Context) error {
	ok, err := b.client.BucketExists(ctx, b.bucket)
	if err != nil {
		return fmt.Errorf("%s: cannot reach bucket %q: %v", storageURLVar, b.bucket, err)
	}
	if !ok {
		return fmt.Errorf("%s: bucket %q does not exist", storageURLVar, b.bucket)
	}
	return nil
}

func (b *s3Bucket) Close() error { return nil }
