package server

import (
	"net/http"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/push/pushtest"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// devices is how many browsers of c's user receive pushes.
func devices(t *testing.T, c *client) int {
	t.Helper()
	var s remindersDTO
	decodeInto(t, c.do("GET", "/api/v1/reminders", nil), &s)
	return s.Devices
}

// An endpoint belongs to one user until that user removes it: another user posting it (they
// learnt it somehow) gets a clear refusal, and the owner keeps their notices (issue 32: the
// subscription moved to whoever posted it last).
func TestPushEndpointBelongsToOneUser(t *testing.T) {
	for _, dialect := range storetest.Dialects {
		t.Run(string(dialect), func(t *testing.T) { endpointOwnership(t, dialect) })
	}
}

func endpointOwnership(t *testing.T, dialect store.Dialect) {
	svc := pushtest.New()
	defer svc.Close()
	e := newEnv(t, dialect, withPush(svc))
	owner, _ := e.signedIn("pemilik@example.id", kajian.RoleUser)
	other, _ := e.signedIn("lain@example.id", kajian.RoleUser)
	b := subscribe(t, owner, svc)
	body := map[string]any{"endpoint": b.Subscription.Endpoint,
		"keys": map[string]string{"p256dh": b.Subscription.P256dh, "auth": b.Subscription.Auth}}
	res := other.do("POST", "/api/v1/push/subscriptions", body)
	if code, _, msg := apiErrorOf(t, res); res.status != http.StatusConflict || code != "push_taken" ||
		msg != "Notifikasi di browser ini sudah terhubung dengan akun lain. Matikan pengingat di akun tersebut terlebih dahulu." {
		t.Fatalf("another user's endpoint: %d %s", res.status, res.body)
	}
	// Removing it is the owner's alone; another user's DELETE changes nothing.
	other.do("DELETE", "/api/v1/push/subscriptions", map[string]string{"endpoint": b.Subscription.Endpoint})
	if got, theirs := devices(t, owner), devices(t, other); got != 1 || theirs != 0 {
		t.Fatalf("devices: owner %d, other %d", got, theirs)
	}
	// The owner subscribing again keeps it; once the owner removes it, it is free.
	if res := owner.do("POST", "/api/v1/push/subscriptions", body); res.status != 200 {
		t.Fatalf("the owner again: %d %s", res.status, res.body)
	}
	if res := owner.do("DELETE", "/api/v1/push/subscriptions", map[string]string{"endpoint": b.Subscription.Endpoint}); res.status != 200 {
		t.Fatalf("the owner removes it: %d %s", res.status, res.body)
	}
	if res := other.do("POST", "/api/v1/push/subscriptions", body); res.status != 200 || devices(t, other) != 1 {
		t.Fatalf("a freed endpoint: %d %s", res.status, res.body)
	}
}

// A loopback http base URL (the default http://localhost:8080) is no reason to post to this
// machine: a loopback endpoint is accepted only behind the test setting (issue 32: any user
// could make the server POST to any local port and path).
func TestLoopbackPushEndpointsOnlyForTests(t *testing.T) {
	svc := pushtest.New()
	defer svc.Close()
	withoutTestSetting := func(d *envDeps) {
		withPush(svc)(d)
		d.Adapters.PushLoopback = false
		d.Config.BaseURL, d.Adapters.BaseURL = "http://localhost:8080", "http://localhost:8080"
	}
	e := newEnv(t, onSQLite, withoutTestSetting)
	c, _ := e.signedIn("fulan@example.id", kajian.RoleUser)
	b := svc.NewSubscriber()
	for _, endpoint := range []string{b.Subscription.Endpoint, "http://127.0.0.1:6379/", "http://localhost:8080/api/v1/admin/roles"} {
		res := c.do("POST", "/api/v1/push/subscriptions", map[string]any{"endpoint": endpoint,
			"keys": map[string]string{"p256dh": b.Subscription.P256dh, "auth": b.Subscription.Auth}})
		if _, field, _ := apiErrorOf(t, res); res.status != http.StatusBadRequest || field != "endpoint" {
			t.Errorf("%s without the test setting: %d %s", endpoint, res.status, res.body)
		}
	}
	if devices(t, c) != 0 {
		t.Fatal("a loopback endpoint was stored")
	}
	withSetting := newEnv(t, onSQLite, withPush(svc))
	tc, _ := withSetting.signedIn("fulan@example.id", kajian.RoleUser)
	subscribe(t, tc, svc)
}
