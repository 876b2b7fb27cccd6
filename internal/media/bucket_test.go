package media

import (
	"bytes"
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// testBucketContract runs the behaviour every Bucket must have against b.
func testBucketContract(t *testing.T, b Bucket) {
	ctx := context.Background()

	t.Run("put and open", func(t *testing.T) {
		body := []byte("\xFF\xD8\xFF poster bytes")
		before := time.Now().Add(-time.Minute)
		if err := b.Put(ctx, "u1/regular/1-a.jpg", bytes.NewReader(body), int64(len(body)), "image/jpeg"); err != nil {
			t.Fatal(err)
		}
		r, a, err := b.Open(ctx, "u1/regular/1-a.jpg")
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(r)
		r.Close()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, body) {
			t.Errorf("read %q, want %q", got, body)
		}
		if a.Size != int64(len(body)) || a.ContentType != "image/jpeg" {
			t.Errorf("attrs %+v, want size %d and image/jpeg", a, len(body))
		}
		if a.ModTime.Before(before) || a.ModTime.After(time.Now().Add(time.Minute)) {
			t.Errorf("mod time %v is not about now", a.ModTime)
		}
		if len(a.ETag) < 3 || a.ETag[0] != '"' || a.ETag[len(a.ETag)-1] != '"' {
			t.Errorf("etag %q is not a quoted string", a.ETag)
		}
		if _, ok := r.(io.Seeker); !ok {
			t.Errorf("reader %T cannot seek, so http.ServeContent cannot serve ranges", r)
		}
	})

	t.Run("content type is kept as given", func(t *testing.T) {
		// The extension says jpg; the stored type must be the one given.
		if err := b.Put(ctx, "u1/misc/odd.jpg", strings.NewReader("{}"), 2, "application/json"); err != nil {
			t.Fatal(err)
		}
		r, a, err := b.Open(ctx, "u1/misc/odd.jpg")
		if err != nil {
			t.Fatal(err)
		}
		r.Close()
		if a.ContentType != "application/json" {
			t.Errorf("content type %q, want application/json", a.ContentType)
		}
	})

	t.Run("unknown size", func(t *testing.T) {
		if err := b.Put(ctx, "u1/misc/stream.png", strings.NewReader("png-ish"), -1, "image/png"); err != nil {
			t.Fatal(err)
		}
		r, a, err := b.Open(ctx, "u1/misc/stream.png")
		if err != nil {
			t.Fatal(err)
		}
		r.Close()
		if a.Size != 7 {
			t.Errorf("size %d, want 7", a.Size)
		}
	})

	t.Run("etag changes with content", func(t *testing.T) {
		etag := func(body string) string {
			if err := b.Put(ctx, "u1/misc/e.txt", strings.NewReader(body), int64(len(body)), "text/plain"); err != nil {
				t.Fatal(err)
			}
			r, a, err := b.Open(ctx, "u1/misc/e.txt")
			if err != nil {
				t.Fatal(err)
			}
			r.Close()
			return a.ETag
		}
		if etag("satu") == etag("dua") {
			t.Error("two different bodies got the same ETag")
		}
	})

	t.Run("missing key is not found", func(t *testing.T) {
		_, _, err := b.Open(ctx, "u1/regular/missing.jpg")
		if !errors.Is(err, kajian.ErrNotFound) || kajian.ErrorKind(err) != kajian.KindNotFound {
			t.Fatalf("error = %v, want kajian.ErrNotFound", err)
		}
	})

	t.Run("delete", func(t *testing.T) {
		if err := b.Put(ctx, "u1/regular/del.jpg", strings.NewReader("x"), 1, "image/jpeg"); err != nil {
			t.Fatal(err)
		}
		if err := b.Delete(ctx, "u1/regular/del.jpg"); err != nil {
			t.Fatal(err)
		}
		if _, _, err := b.Open(ctx, "u1/regular/del.jpg"); !errors.Is(err, kajian.ErrNotFound) {
			t.Fatalf("after delete: %v, want not found", err)
		}
		if err := b.Delete(ctx, "u1/regular/del.jpg"); err != nil {
			t.Fatalf("deleting a missing key: %v", err)
		}
	})

	t.Run("refuses unsafe keys", func(t *testing.T) {
		for _, key := range []string{"", "../escape.jpg", "u1/../../escape.jpg", "/etc/passwd", "u1//x.jpg", "u1/./x.jpg", "u1/x.jpg/", `u1\..\x.jpg`, ".attrs/u1/x.jpg.json", "u1/.hidden", "a\x00b"} {
			if err := b.Put(ctx, key, strings.NewReader("x"), 1, "text/plain"); err == nil {
				t.Errorf("Put(%q) succeeded", key)
			}
			if _, _, err := b.Open(ctx, key); err == nil || errors.Is(err, kajian.ErrNotFound) {
				t.Errorf("Open(%q) = %v, want a refusal", key, err)
			}
			if err := b.Delete(ctx, key); err == nil {
				t.Errorf("Delete(%q) succeeded", key)
			}
		}
	})
}

func openTestFileBucket(t *testing.T) (Bucket, string) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "uploads")
	b, err := OpenBucket("file://" + filepath.ToSlash(dir))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	return b, dir
}

func TestFileBucket(t *testing.T) {
	b, dir := openTestFileBucket(t)
	testBucketContract(t, b)

	// Nothing may land outside the folder, and no temporary file is left.
	parent := filepath.Dir(dir)
	entries, _ := os.ReadDir(parent)
	if len(entries) != 1 {
		t.Errorf("files outside the bucket folder: %v", entries)
	}
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if strings.Contains(d.Name(), ".tmp-") {
			t.Errorf("temporary file left: %s", p)
		}
		return nil
	})
}

func TestFileBucketSizeMismatchLeavesNothing(t *testing.T) {
	b, dir := openTestFileBucket(t)
	ctx := context.Background()
	if err := b.Put(ctx, "u1/regular/short.jpg", strings.NewReader("abc"), 10, "image/jpeg"); err == nil {
		t.Fatal("a body shorter than its declared size was accepted")
	}
	if _, _, err := b.Open(ctx, "u1/regular/short.jpg"); !errors.Is(err, kajian.ErrNotFound) {
		t.Fatalf("half-written blob is visible: %v", err)
	}
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if !d.IsDir() {
			t.Errorf("file left behind: %s", p)
		}
		return nil
	})
}

func TestFileBucketFailedReplaceKeepsOldBlob(t *testing.T) {
	b, _ := openTestFileBucket(t)
	ctx := context.Background()
	if err := b.Put(ctx, "k.txt", strings.NewReader("lama"), 4, "text/plain"); err != nil {
		t.Fatal(err)
	}
	failing := io.MultiReader(strings.NewReader("ba"), errReader{errors.New("putus")})
	if err := b.Put(ctx, "k.txt", failing, -1, "text/plain"); err == nil {
		t.Fatal("a failing body was accepted")
	}
	r, _, err := b.Open(ctx, "k.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if got, _ := io.ReadAll(r); string(got) != "lama" {
		t.Errorf("after a failed replace the blob reads %q, want the old %q", got, "lama")
	}
}

func TestFileBucketContentTypeFromExtension(t *testing.T) {
	// Files copied into the folder by hand have no attributes file.
	b, dir := openTestFileBucket(t)
	if err := os.MkdirAll(filepath.Join(dir, "u1"), 0o755); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{"a.png": "image/png", "b.JPG": "image/jpeg", "c.webp": "image/webp", "d.bin": "application/octet-stream"} {
		if err := os.WriteFile(filepath.Join(dir, "u1", name), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		r, a, err := b.Open(context.Background(), "u1/"+name)
		if err != nil {
			t.Fatal(err)
		}
		r.Close()
		if a.ContentType != want || a.ETag == "" {
			t.Errorf("%s: type %q etag %q, want %q and an etag", name, a.ContentType, a.ETag, want)
		}
	}
}

func TestFileBucketFolderIsNotABlob(t *testing.T) {
	b, _ := openTestFileBucket(t)
	ctx := context.Background()
	if err := b.Put(ctx, "u1/regular/x.jpg", strings.NewReader("x"), 1, "image/jpeg"); err != nil {
		t.Fatal(err)
	}
	if _, _, err := b.Open(ctx, "u1/regular"); !errors.Is(err, kajian.ErrNotFound) {
		t.Fatalf("opening a folder: %v, want not found", err)
	}
}

func TestOpenBucketURLs(t *testing.T) {
	t.Run("relative file URL", func(t *testing.T) {
		t.Chdir(t.TempDir())
		b, err := OpenBucket("file://data/uploads")
		if err != nil {
			t.Fatal(err)
		}
		defer b.Close()
		if st, err := os.Stat(filepath.Join("data", "uploads")); err != nil || !st.IsDir() {
			t.Fatalf("folder data/uploads not created: %v", err)
		}
	})
	t.Setenv("AWS_ACCESS_KEY_ID", "")
	t.Setenv("AWS_SECRET_ACCESS_KEY", "")
	for _, u := range []string{
		"ftp://example.com/x",
		"uploads",
		"file://",
		"s3://",
		"s3://bucket?endpoint=localhost:9000&secure=maybe",
		"s3://bucket?endpont=localhost:9000",
		"s3://bucket?endpoint=localhost:9000", // no credentials
		"%zz",
	} {
		_, err := OpenBucket(u)
		if err == nil {
			t.Errorf("OpenBucket(%q) succeeded", u)
			continue
		}
		if !strings.Contains(err.Error(), "KAJIAN_STORAGE_URL") {
			t.Errorf("OpenBucket(%q) error %q does not name KAJIAN_STORAGE_URL", u, err)
		}
	}
}
