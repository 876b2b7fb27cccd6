package media

import (
	"context"
	"crypto/md5"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// fileBucket keeps blobs as files under root, with each blob's content type
// and ETag in a small JSON file under root/.attrs, out of the key space.
type fileBucket struct {
	root string
}

// attrsDir holds the attribute files; checkKey refuses dot-segments, so no
// key can reach it.
const attrsDir = ".attrs"

type fileAttrs struct {
	ContentType string `json:"contentType"`
	ETag        string `json:"etag"`
}

func openFileBucket(u *url.URL) (Bucket, error) {
	dir := u.Path
	if u.Host != "" && u.Host != "localhost" {
		// file://data/uploads: the host part is the first folder of a relative path.
		dir = u.Host + u.Path
	}
	if dir == "" {
		return nil, fmt.Errorf("%s: file URL %q names no folder (want file:///abs/dir)", storageURLVar, u.String())
	}
	dir, err := filepath.Abs(filepath.FromSlash(dir))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", storageURLVar, err)
	}
	if err := os.MkdirAll(filepath.Join(dir, attrsDir), 0o755); err != nil {
		return nil, fmt.Errorf("%s: cannot create folder: %v", storageURLVar, err)
	}
	return &fileBucket{root: dir}, nil
}

func (b *fileBucket) path(key string) string {
	return filepath.Join(b.root, filepath.FromSlash(key))
}

func (b *fileBucket) attrsPath(key string) string {
	return filepath.Join(b.root, attrsDir, filepath.FromSlash(key)+".json")
}

// Put writes to a temporary file beside the target and renames it into place,
// so a reader sees either the old blob, no blob, or the whole new one.
func (b *fileBucket) Put(ctx context.Context, key string, r io.Reader, size int64, contentType string) error {
	if err := checkKey(key); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	h := md5.New()
	if err := writeAtomic(b.path(key), func(w io.Writer) error {
		n, err := io.Copy(io.MultiWriter(w, h), r)
		if err != nil {
			return err
		}
		if size >= 0 && n != size {
			return fmt.Errorf("wrote %d bytes, expected %d", n, size)
		}
		return ctx.Err()
	}); err != nil {
		return fmt.Errorf("put %q: %w", key, err)
	}
	a, err := json.Marshal(fileAttrs{ContentType: contentType, ETag: `"` + hex.EncodeToString(h.Sum(nil)) + `"`})
	if err != nil {
		return err
	}
	// The attributes follow the data: a reader in between falls back to the
	// extension's type, which for our keys is the same.
	if err := writeAtomic(b.attrsPath(key), func(w io.Writer) error {
		_, err := w.Write(a)
		return err
	}); err != nil {
		return fmt.Errorf("put %q attributes: %w", key, err)
	}
	return nil
}

// writeAtomic creates name's folder, lets fill write a temporary file there,
// flushes it to disk and renames it to name.
func writeAtomic(name string, fill func(io.Writer) error) error {
	dir := filepath.Dir(name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".tmp-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	err = fill(f)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp, 0o644)
	}
	if err == nil {
		err = os.Rename(tmp, name)
	}
	if err != nil {
		os.Remove(tmp)
	}
	return err
}

func (b *fileBucket) Open(ctx context.Context, key string) (io.ReadCloser, Attrs, error) {
	if err := checkKey(key); err != nil {
		return nil, Attrs{}, err
	}
	if err := ctx.Err(); err != nil {
		return nil, Attrs{}, err
	}
	f, err := os.Open(b.path(key))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, Attrs{}, notFound(key, err)
	}
	if err != nil {
		return nil, Attrs{}, fmt.Errorf("open %q: %w", key, err)
	}
	st, err := f.Stat()
	if err == nil && st.IsDir() {
		err = notFound(key, errors.New("is a folder"))
	}
	if err != nil {
		f.Close()
		return nil, Attrs{}, err
	}
	a := Attrs{Size: st.Size(), ModTime: st.ModTime()}
	var fa fileAttrs
	if raw, err := os.ReadFile(b.attrsPath(key)); err == nil && json.Unmarshal(raw, &fa) == nil {
		a.ContentType, a.ETag = fa.ContentType, fa.ETag
	}
	if a.ContentType == "" {
		a.ContentType = typeByExtension(key)
	}
	if a.ETag == "" {
		// A file placed by hand: size and time still change when it does.
		a.ETag = fmt.Sprintf(`"%x-%x"`, st.Size(), st.ModTime().UnixNano())
	}
	return f, a, nil
}

func (b *fileBucket) Delete(ctx context.Context, key string) error {
	if err := checkKey(key); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	for _, p := range []string{b.path(key), b.attrsPath(key)} {
		if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("delete %q: %w", key, err)
		}
	}
	return nil
}

// Check makes sure the folder is still there.
func (b *fileBucket) Check(context.Context) error {
	if st, err := os.Stat(filepath.Join(b.root, attrsDir)); err != nil || !st.IsDir() {
		return fmt.Errorf("%s: folder %s is missing", storageURLVar, b.root)
	}
	return nil
}

func (b *fileBucket) Close() error { return nil }

// typeByExtension knows the types this application stores; the system's MIME
// tables differ between machines, so they are not consulted.
func typeByExtension(key string) string {
	switch strings.ToLower(path.Ext(key)) {
	case ".jpg", ".jpeg":
		return "image/jpeg"
	case ".png":
		return "image/png"
	case ".gif":
		return "image/gif"
	case ".webp":
		return "image/webp"
	case ".json":
		return "application/json"
	case ".txt":
		return "text/plain; charset=utf-8"
	}
	return "application/octet-stream"
}
