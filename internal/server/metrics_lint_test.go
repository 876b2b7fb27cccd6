package server

import (
	"bytes"
	"testing"

	"github.com/prometheus/client_golang/prometheus/testutil/promlint"
)

// /metrics passes the lint promtool runs ('promtool check metrics'): types
// that match the names (counters end in _total), help on every family, units
// in base units. It once declared two counters as gauges.
func TestMetricsPassPromtoolLint(t *testing.T) {
	e := newEnv(t, onSQLite)
	c := e.newClient()
	c.do("GET", "/readyz", nil)
	c.do("GET", "/api/v1/kajian", nil)
	c.do("GET", "/api/v1/tidak-ada", nil)
	res := c.do("GET", "/metrics", nil)
	if res.status != 200 {
		t.Fatalf("metrics: %d", res.status)
	}
	problems, err := promlint.New(bytes.NewReader(res.body)).Lint()
	if err != nil {
		t.Fatalf("metrics do not parse: %v\n%s", err, res.body)
	}
	for _, p := range problems {
		t.Errorf("%s: %s", p.Metric, p.Text)
	}
}
