package server

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"strconv"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

// statusOf is the one table from error kind to HTTP status.
var statusOf = map[kajian.Kind]int{
	kajian.KindInternal:     http.StatusInternalServerError,
	kajian.KindInvalid:      http.StatusBadRequest,
	kajian.KindNotFound:     http.StatusNotFound,
	kajian.KindUnauthorized: http.StatusUnauthorized,
	kajian.KindForbidden:    http.StatusForbidden,
	kajian.KindConflict:     http.StatusConflict,
	kajian.KindTooLarge:     http.StatusRequestEntityTooLarge,
	kajian.KindRateLimited:  http.StatusTooManyRequests,
	kajian.KindUnavailable:  http.StatusServiceUnavailable,
}

// errorBody is the JSON shape of every API error (DESIGN.md §5).
type errorBody struct {
	Error errorDetail `json:"error"`
}

type errorDetail struct {
	Code    string            `json:"code"`
	Message string            `json:"message"`
	Field   string            `json:"field,omitempty"`
	Fields  map[string]string `json:"fields,omitempty"`
}

// statusClientClosed is the status logged for a request its client abandoned
// (nginx's 499); no client ever receives it.
const statusClientClosed = 499

// writeError answers err in the API's error shape. Errors that are not
// *kajian.Error are logged with the request id and answered with the generic
// "Terjadi kesalahan"; their text never reaches the client.
func writeError(w http.ResponseWriter, r *http.Request, err error) {
	if r.Context().Err() != nil && errors.Is(err, context.Canceled) {
		// The client went away (closed the tab, lost signal): nothing failed
		// here and nobody reads the answer. Recorded as 499, at debug.
		slog.DebugContext(r.Context(), "client gone", "err", err, "method", r.Method, "path", loggedPath(r))
		w.WriteHeader(statusClientClosed)
		return
	}
	var e *kajian.Error
	if !errors.As(err, &e) || e.Kind == kajian.KindInternal {
		slog.ErrorContext(r.Context(), "request failed", "err", err,
			"method", r.Method, "path", loggedPath(r))
		e = kajian.ErrInternal
	} else if e.Kind == kajian.KindUnavailable && e.Err != nil {
		slog.WarnContext(r.Context(), "dependency failed", "err", err)
	}
	if e.Kind == kajian.KindRateLimited && w.Header().Get("Retry-After") == "" {
		secs := 60
		if e.RetryAfter > 0 {
			secs = int(e.RetryAfter.Seconds())
		}
		w.Header().Set("Retry-After", strconv.Itoa(secs))
	}
	status := statusOf[e.Kind]
	if status == 0 {
		status = http.StatusInternalServerError
	}
	_ = encode(w, status, errorBody{errorDetail{Code: e.Code, Message: e.Message, Field: e.Field, Fields: e.Fields}})
}

// apiFunc is a handler that returns an error instead of writing it, so every
// error goes through writeError.
type apiFunc func(w http.ResponseWriter, r *http.Request) error

func (f apiFunc) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if err := checkQuery(r); err != nil {
		writeError(w, r, err)
		return
	}
	if err := f(w, r); err != nil {
		writeError(w, r, err)
	}
}

// maxQueryParams is the most query parameters a request may carry. Beyond
// it Go's parser gives up and r.URL.Query() would silently drop every
// filter, answering as if none had been asked for.
const maxQueryParams = 10_000

var errTooManyParams = kajian.Errorf(kajian.KindInvalid, "too_many_parameters", "Terlalu banyak parameter dalam permintaan")

// checkQuery refuses a query the handlers could not read whole.
func checkQuery(r *http.Request) error {
	if r.URL.RawQuery == "" {
		return nil
	}
	if strings.Count(r.URL.RawQuery, "&")+strings.Count(r.URL.RawQuery, ";") >= maxQueryParams {
		return errTooManyParams
	}
	return nil
}
