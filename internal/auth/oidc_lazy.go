package auth

import (
	"context"
	"net/http"
	"sync"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// lazyRetry is how long a failed discovery is remembered before the next
// sign-in attempt tries the provider again, so a provider that is down is not
// asked on every click.
const lazyRetry = 10 * time.Second

// LazyOIDC returns a function that gives the OIDC client, discovering the
// provider at its first call rather than at start-up: a provider that is down
// never stops the server from starting, and sign-in works as soon as it is
// back. The client is made once; a failure is answered as
// ErrGoogleUnavailable and retried after a few seconds.
func LazyOIDC(issuer, clientID, clientSecret, redirectURL string, client *http.Client, clock kajian.Clock) func(context.Context) (*OIDC, error) {
	var (
		mu         sync.Mutex
		made       *OIDC
		failedAt   time.Time
		lastFailed error
	)
	return func(ctx context.Context) (*OIDC, error) {
		mu.Lock()
		defer mu.Unlock()
		if made != nil {
			return made, nil
		}
		if lastFailed != nil && clock.Now().Sub(failedAt) < lazyRetry {
			return nil, lastFailed
		}
		o, err := NewOIDC(ctx, issuer, clientID, clientSecret, redirectURL, client)
		if err != nil {
			failedAt, lastFailed = clock.Now(), ErrGoogleUnavailable.Wrap(err)
			return nil, lastFailed
		}
		made = o
		return made, nil
	}
}
