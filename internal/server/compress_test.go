package server

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/store/storetest"
	"github.com/klauspost/compress/zstd"
)

// The home list's JSON goes out compressed (a phone on a weak signal pays
// for every byte): gzip or zstd as the client asks, the same JSON once
// decompressed, with Vary: Accept-Encoding; small answers go as they are.
func TestJSONAnswersAreCompressed(t *testing.T) {
	e := newEnv(t, onSQLite)
	if err := storetest.SeedHome(context.Background(), e.db, 200, 20); err != nil {
		t.Fatal(err)
	}
	c := e.newClient()
	const path = "/api/v1/kajian?limit=50"
	plain := c.do("GET", path, nil, "Accept-Encoding", "identity")
	if plain.status != 200 || plain.header.Get("Content-Encoding") != "" || len(plain.body) < 30_000 {
		t.Fatalf("identity: %d %q, %d bytes", plain.status, plain.header.Get("Content-Encoding"), len(plain.body))
	}
	decoders := map[string]func(io.Reader) ([]byte, error){
		"gzip": func(r io.Reader) ([]byte, error) {
			zr, err := gzip.NewReader(r)
			if err != nil {
				return nil, err
			}
			return io.ReadAll(zr)
		},
		"zstd": func(r io.Reader) ([]byte, error) {
			zr, err := zstd.NewReader(r)
			if err != nil {
				return nil, err
			}
			defer zr.Close()
			return io.ReadAll(zr)
		},
	}
	for enc, decode := range decoders {
		res := c.do("GET", path, nil, "Accept-Encoding", enc)
		if res.status != 200 || res.header.Get("Content-Encoding") != enc || !strings.Contains(res.header.Get("Vary"), "Accept-Encoding") {
			t.Fatalf("%s: %d, Content-Encoding %q, Vary %q", enc, res.status, res.header.Get("Content-Encoding"), res.header.Get("Vary"))
		}
		body, err := decode(bytes.NewReader(res.body))
		if err != nil {
			t.Fatalf("%s: %v", enc, err)
		}
		// The list is read again, so only its shape must match: same length.
		if len(body) != len(plain.body) {
			t.Errorf("%s: %d bytes decompressed, %d plain", enc, len(body), len(plain.body))
		}
		ratio := float64(len(res.body)) / float64(len(plain.body))
		t.Logf("%s: %d → %d bytes (%.1f%%)", enc, len(plain.body), len(res.body), 100*ratio)
		if ratio > 0.2 {
			t.Errorf("%s: compressed to %.0f%% of %d bytes, want at most 20%%", enc, 100*ratio, len(plain.body))
		}
	}
	if res := c.do("GET", "/api/v1/auth/session", nil, "Accept-Encoding", "gzip"); res.header.Get("Content-Encoding") != "" {
		t.Errorf("a %d-byte answer was compressed", len(res.body))
	}
}
