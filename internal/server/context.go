package server

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"log/slog"

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

// viewerOf returns who makes the request: the zero Viewer for visitors.
func viewerOf(ctx context.Context) kajian.Viewer {
	v, _ := ctx.Value(viewerKey).(kajian.Viewer)
	return v
}

func withViewer(ctx context.Context, v kajian.Viewer) context.Context {
	requestLogOf(ctx).user = v.UserID
	return context.WithValue(ctx, viewerKey, v)
}

// logHandler adds the request id to every log record made with a request's
// context, so that what a use-case logs can be found with the request's line.
type logHandler struct{ slog.Handler }

// LogHandler wraps h so that records logged with a request's context carry
// its request_id.
func LogHandler(h slog.Handler) slog.Handler { return logHandler{h} }

func (h logHandler) Handle(ctx context.Context, r slog.Record) error {
	if l, ok := ctx.Value(requestLogKey).(*requestLog); ok && l.id != "" {
		r = r.Clone()
		r.AddAttrs(slog.String("request_id", l.id))
	}
	return h.Handler.Handle(ctx, r)
}

func (h logHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	return logHandler{h.Handler.WithAttrs(attrs)}
}
func (h logHandler) WithGroup(name string) slog.Handler { return logHandler{h.Handler.WithGroup(name)} }
