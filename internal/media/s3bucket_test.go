package media

import (
	"context"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
)

// openFakeS3 starts an in-memory S3 server on loopback and opens a bucket on
// it through OpenBucket, as the server would from KAJIAN_STORAGE_URL.
func openFakeS3(t *testing.T, path string) (Bucket, *s3mem.Backend) {
	t.Helper()
	backend := s3mem.New()
	if err := backend.CreateBucket("kajian-posters"); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(gofakes3.New(backend).Server())
	t.Cleanup(srv.Close)
	t.Setenv("AWS_ACCESS_KEY_ID", "test-key")
	t.Setenv("AWS_SECRET_ACCESS_KEY", "test-secret")
	host := strings.TrimPrefix(srv.URL, "http://")
	b, err := OpenBucket("s3://kajian-posters" + path + "?endpoint=" + host + "&region=us-east-1&secure=false")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	return b, backend
}

func TestS3Bucket(t *testing.T) {
	b, _ := openFakeS3(t, "")
	testBucketContract(t, b)
}

func TestS3BucketPrefix(t *testing.T) {
	b, backend := openFakeS3(t, "/prod/uploads")
	if err := b.Put(context.Background(), "u1/regular/1-a.jpg", strings.NewReader("x"), 1, "image/jpeg"); err != nil {
		t.Fatal(err)
	}
	if _, err := backend.HeadObject("kajian-posters", "prod/uploads/u1/regular/1-a.jpg"); err != nil {
		t.Fatalf("object not under the prefix: %v", err)
	}
}

// A bucket that is not there is noticed by Check (at start and by /readyz),
// in one line naming the variable, not by the first upload.
func TestS3BucketCheck(t *testing.T) {
	b, backend := openFakeS3(t, "")
	if err := b.Check(context.Background()); err != nil {
		t.Fatalf("existing bucket: %v", err)
	}
	if err := backend.DeleteBucket("kajian-posters"); err != nil {
		t.Fatal(err)
	}
	err := b.Check(context.Background())
	if err == nil || err.Error() != `KAJIAN_STORAGE_URL: bucket "kajian-posters" does not exist` {
		t.Fatalf("missing bucket: %v", err)
	}
}

func TestFileBucketCheck(t *testing.T) {
	dir := t.TempDir()
	b, err := OpenBucket("file://" + dir + "/uploads")
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Check(context.Background()); err != nil {
		t.Fatalf("existing folder: %v", err)
	}
	if err := os.RemoveAll(dir + "/uploads"); err != nil {
		t.Fatal(err)
	}
	if err := b.Check(context.Background()); err == nil || !strings.HasPrefix(err.Error(), "KAJIAN_STORAGE_URL: folder ") {
		t.Fatalf("missing folder: %v", err)
	}
}
