package server

import (
	"context"
	"crypto/rand"
	"encoding/hex"

	"github.com/kajiankita/kajian/internal/kajian"
)

type ctxKey int

const (
	requestLogKey ctxKey = iota
	viewerKey
)

// requestLog is what the log line and metrics of one request need to learn
// from inner handlers, which see copies of the request: the matched route
// pattern and the signed-in user.
type requestLog struct {
	id, route, user string
}

func requestLogOf(ctx context.Context) *requestLog {
	if l, ok := ctx.Value(requestLogKey).(*requestLog); ok {
		return l
	}
	return &requestLog{}
}

func newRequestID() string {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

func requestID(ctx context.Context) string {
	return requestLogOf(ctx).id
}

// viewerOf returns who makes the request: the zero Viewer for visitors.
func viewerOf(ctx context.Context) kajian.Viewer {
	v, _ := ctx.Value(viewerKey).(kajian.Viewer)
	return v
}

func withViewer(ctx context.Context, v kajian.Viewer) context.Context {
	requestLogOf(ctx).user = v.UserID
	return context.WithValue(ctx, viewerKey, v)
}
