package server

import (
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// TestOpenAPIMatchesRoutes fails when a route is missing from
// api/openapi.yaml or the document names a route that does not exist.
func TestOpenAPIMatchesRoutes(t *testing.T) {
	raw, err := os.ReadFile("../../api/openapi.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Paths map[string]map[string]any `yaml:"paths"`
	}
	if err := yaml.Unmarshal(raw, &doc); err != nil {
		t.Fatalf("api/openapi.yaml: %v", err)
	}
	documented := map[string]bool{}
	for path, ops := range doc.Paths {
		for method := range ops {
			switch method {
			case "get", "post", "put", "patch", "delete", "head", "options":
				documented[strings.ToUpper(method)+" "+path] = true
			}
		}
	}
	wildcard := regexp.MustCompile(`\{(\w+)\.\.\.\}`)
	registered := map[string]bool{}
	for _, pattern := range newEnv(t, onSQLite).patterns() {
		method, path, ok := strings.Cut(pattern, " ")
		if !ok {
			continue // the catch-alls: unknown API paths and the app fallback
		}
		registered[method+" "+wildcard.ReplaceAllString(path, "{$1}")] = true
	}
	var missing, extra []string
	for r := range registered {
		if !documented[r] {
			missing = append(missing, r)
		}
	}
	for r := range documented {
		if !registered[r] {
			extra = append(extra, r)
		}
	}
	sort.Strings(missing)
	sort.Strings(extra)
	for _, r := range missing {
		t.Errorf("route %s is not in api/openapi.yaml", r)
	}
	for _, r := range extra {
		t.Errorf("api/openapi.yaml documents %s, which is not a route", r)
	}
}
