package server

import (
	"context"
	"crypto/rand"
	"encoding/hex"

	"github.com/kajiankita/kajian/internal/kajian"
)

type ctxKey int

const (
	requestIDKey ctxKey = iota
	viewerKey
)

func newRequestID() string {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

func requestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey).(string)
	return id
}

// viewerOf returns who makes the request: the zero Viewer for visitors.
func viewerOf(ctx context.Context) kajian.Viewer {
	v, _ := ctx.Value(viewerKey).(kajian.Viewer)
	return v
}

func withViewer(ctx context.Context, v kajian.Viewer) context.Context {
	return context.WithValue(ctx, viewerKey, v)
}
