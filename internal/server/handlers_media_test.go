package server

import (
	"bytes"
	"context"
	"testing"
)

func TestMediaServing(t *testing.T) {
	e := newEnv(t, onSQLite)
	body := []byte("\x89PNG\r\n\x1a\nnot really a png but bytes")
	key := "u1/regular/1700000000000-abcdef.png"
	if err := e.bucket.Put(context.Background(), key, bytes.NewReader(body), int64(len(body)), "image/png"); err != nil {
		t.Fatal(err)
	}
	c := e.newClient()
	res := c.do("GET", "/media/"+key, nil)
	if res.status != 200 || !bytes.Equal(res.body, body) || res.header.Get("Content-Type") != "image/png" ||
		res.header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
		t.Fatalf("media: %d %v", res.status, res.header)
	}
	if etag := res.header.Get("ETag"); etag != "" {
		if again := c.do("GET", "/media/"+key, nil, "If-None-Match", etag); again.status != 304 {
			t.Fatalf("revalidation: %d", again.status)
		}
	}
	if res := c.do("GET", "/media/u1/regular/missing.png", nil); res.status != 404 || res.errorCode(t) != "not_found" {
		t.Fatalf("missing media: %d %s", res.status, res.body)
	}
	if res := c.do("GET", "/media/..%2f..%2fetc/passwd", nil); res.status != 400 || res.errorCode(t) != "invalid_blob_key" {
		t.Fatalf("traversal: %d %s", res.status, res.body)
	}
}
