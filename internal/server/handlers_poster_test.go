package server

import (
	"bytes"
	"image/jpeg"
	"image/png"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/media"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// withBucketDir gives the server a file bucket in a folder the test can list.
func withBucketDir(t *testing.T, dir string) func(*envDeps) {
	return func(d *envDeps) {
		b, err := media.OpenBucket("file://" + dir)
		if err != nil {
			t.Fatal(err)
		}
		d.Bucket = b
	}
}

// blobs lists the files stored under dir (the bucket's hidden bookkeeping aside).
func blobs(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if strings.HasPrefix(d.Name(), ".") && path != dir {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if !d.IsDir() {
			rel, _ := filepath.Rel(dir, path)
			out = append(out, rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestPosterUploadChecks(t *testing.T) {
	for _, d := range storetest.Dialects {
		t.Run(string(d), func(t *testing.T) {
			dir := t.TempDir()
			e := newEnv(t, d, withBucketDir(t, dir))
			c, u := e.signedIn("owner@example.id", kajian.RoleUser)
			other, _ := e.signedIn("other@example.id", kajian.RoleUser)

			wantAPIError(t, e.newClient().upload("/api/v1/posters", "poster.png", "image/png", pngBytesOf(t, gradientPicture(40, 40))),
				401, "Silakan masuk terlebih dahulu")
			// A text file renamed to .jpg and declared as a JPEG.
			wantAPIError(t, c.upload("/api/v1/posters", "poster.jpg", "image/jpeg", []byte("Kajian Ahad pagi di Masjid Al-Falah\n")),
				400, "File harus berupa gambar (JPG, PNG, GIF)")
			// A PDF declared as a PNG.
			wantAPIError(t, c.upload("/api/v1/posters", "poster.png", "image/png", []byte("%PDF-1.7\n%âãÏÓ\n1 0 obj\n")),
				400, "File harus berupa gambar (JPG, PNG, GIF)")
			// One byte over 20 MB, of a real PNG's start.
			big := append(pngBytesOf(t, gradientPicture(40, 40)), make([]byte, media.MaxPosterBytes)...)
			wantAPIError(t, c.upload("/api/v1/posters", "besar.png", "image/png", big), 413, "Ukuran file maksimal 20MB")
			// Not multipart, and multipart without the file.
			wantAPIError(t, c.do("POST", "/api/v1/posters", map[string]string{"poster": "x"}), 400, `Unggah poster sebagai formulir multipart (field "poster")`)
			form, ct := multipartBody(t, "gambar", "a.png", "image/png", pngBytesOf(t, gradientPicture(10, 10)))
			wantAPIError(t, c.do("POST", "/api/v1/posters", form, "Content-Type", ct), 400, "Pilih file poster terlebih dahulu")
			wantAPIError(t, c.upload("/api/v1/posters?kind=harian", "a.png", "image/png", pngBytesOf(t, gradientPicture(10, 10))), 400, "Jenis kajian tidak valid")
			if got := blobs(t, dir); len(got) != 0 {
				t.Fatalf("refused uploads left files: %v", got)
			}

			// A photo of a poster with the phone's GPS position in it.
			withGPS := pngWithGPS(t)
			if !bytes.Contains(withGPS, []byte("eXIf")) || !bytes.Contains(withGPS, gpsLatitudeBytes) {
				t.Fatal("the test PNG lacks its GPS data")
			}
			res := c.upload("/api/v1/posters?kind=recurring", "foto-poster.png", "image/png", withGPS)
			var up posterUploadDTO
			unmarshalBody(t, res, &up)
			if res.status != 201 || !strings.HasPrefix(up.Key, u.ID+"/recurring/") || up.Width != 320 || up.Height != 480 {
				t.Fatalf("upload: %d %s", res.status, res.body)
			}
			if got := blobs(t, dir); len(got) != 4 {
				t.Fatalf("stored files: %v, want the original and 3 variants", got)
			}
			for _, url := range []string{up.Poster.Original, up.Poster.Card, up.Poster.Detail, up.Poster.OG} {
				got := e.newClient().do("GET", url, nil)
				if got.status != 200 {
					t.Fatalf("GET %s: %d", url, got.status)
				}
				if bytes.Contains(got.body, []byte("eXIf")) || bytes.Contains(got.body, []byte("Exif")) || bytes.Contains(got.body, gpsLatitudeBytes) {
					t.Errorf("%s still carries the GPS metadata", url)
				}
				var err error
				if got.header.Get("Content-Type") == "image/png" {
					_, err = png.Decode(bytes.NewReader(got.body))
				} else {
					_, err = jpeg.Decode(bytes.NewReader(got.body))
				}
				if err != nil {
					t.Errorf("%s is not an image: %v", url, err)
				}
			}

			// Only the uploader (or an admin) removes it, and removal deletes every file.
			wantAPIError(t, other.do("DELETE", "/api/v1/posters/"+up.Key, nil), 403, "Anda tidak memiliki izin untuk menghapus poster ini")
			wantAPIError(t, c.do("DELETE", "/api/v1/posters/"+u.ID+"/regular/catatan.txt", nil), 400, "Poster tidak valid")
			res = c.do("DELETE", "/api/v1/posters/"+up.Key, nil)
			if res.status != 200 || !strings.Contains(string(res.body), `"deleted":true`) {
				t.Fatalf("delete: %d %s", res.status, res.body)
			}
			if got := blobs(t, dir); len(got) != 0 {
				t.Fatalf("files left after removal: %v", got)
			}
			if st := e.newClient().do("GET", up.Poster.Original, nil).status; st != 404 {
				t.Errorf("removed poster still served: %d", st)
			}
		})
	}
}
