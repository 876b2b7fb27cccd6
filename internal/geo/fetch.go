package geo

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// maxResponseBytes bounds a provider's answer; a geocoding reply is a few KB.
const maxResponseBytes = 1 << 20

// UserAgent identifies Kajian Kita to geocoding providers; Nominatim's usage
// policy refuses requests without a descriptive one.
const UserAgent = "KajianKita/1.0 (+https://github.com/kajiankita/kajian; kajian finder for Indonesia)"

// fetcher makes provider requests and turns transport failures into the
// specification's error codes. Its causes never contain the request URL's
// query (which holds the user's address and, for Google, the key) nor the
// secret anywhere.
type fetcher struct {
	client *http.Client
	name   string // provider name, prefixed to causes for the logs
	secret string // removed from every error text
}

// getJSON fetches u and decodes its JSON body into v. A network failure is
// ErrNetwork; HTTP 429 is ErrQuotaExceeded; any other non-200 status or an
// undecodable body is ErrAPI.
func (f *fetcher) getJSON(ctx context.Context, u string, v any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return ErrAPI.Wrap(f.cause(fmt.Errorf("build request: %w", err)))
	}
	req.Header.Set("User-Agent", UserAgent)
	req.Header.Set("Accept", "application/json")
	resp, err := f.client.Do(req)
	if err != nil {
		return ErrNetwork.Wrap(f.cause(err))
	}
	defer resp.Body.Close()
	switch {
	case resp.StatusCode == http.StatusTooManyRequests:
		return ErrQuotaExceeded.Wrap(f.cause(fmt.Errorf("HTTP %d", resp.StatusCode)))
	case resp.StatusCode != http.StatusOK:
		return ErrAPI.Wrap(f.cause(fmt.Errorf("HTTP %d", resp.StatusCode)))
	}
	if err := json.NewDecoder(io.LimitReader(resp.Body, maxResponseBytes)).Decode(v); err != nil {
		return ErrAPI.Wrap(f.cause(fmt.Errorf("decode response: %w", err)))
	}
	return nil
}

// cause prepares err for logging: the URL of a transport error loses its
// query, the secret is blanked out, and the provider is named.
func (f *fetcher) cause(err error) error {
	msg := err.Error()
	var ue *url.Error
	if errors.As(err, &ue) {
		msg = fmt.Sprintf("%s %s: %v", ue.Op, withoutQuery(ue.URL), ue.Err)
		err = ue.Err // unwrapping must not lead back to the full URL either
	}
	if f.secret != "" {
		msg = strings.ReplaceAll(msg, f.secret, "[redacted]")
	}
	return &scrubbed{msg: f.name + ": " + msg, err: err}
}

// scrubbed shows a cleaned message but still unwraps to the underlying error,
// so errors.Is(err, context.DeadlineExceeded) keeps working.
type scrubbed struct {
	msg string
	err error
}

func (s *scrubbed) Error() string { return s.msg }
func (s *scrubbed) Unwrap() error { return s.err }

// withoutQuery drops the query and credentials from a URL for a log line.
func withoutQuery(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return "(url)"
	}
	return u.Scheme + "://" + u.Host + u.Path
}
