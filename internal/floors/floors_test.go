package floors

import (
	"encoding/json"
	"errors"
	"io"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

const module = "github.com/kajiankita/kajian/"

// floor is what a package of ours is in the layering (DESIGN.md §3).
type floor int

const (
	domain      floor = iota // internal/kajian: nouns and rules, imports nothing of ours
	adapter                  // one technology each; imports only the domain
	useCase                  // what people do; imports the domain and adapters, never another use-case
	transport                // internal/server: HTTP only; never the store
	composition              // builds the use-cases from the adapters (internal/app, cmd/…, scripts/…)
	testSupport              // fakes and helpers for tests (…test packages)
)

// floors names every package of ours. A new package must be placed here, so
// that its floor is a decision, not an accident.
var floors = map[string]floor{
	"internal/kajian": domain,

	"internal/ai":        adapter,
	"internal/auth":      adapter,
	"internal/calfeed":   adapter,
	"internal/config":    adapter,
	"internal/geo":       adapter,
	"internal/htmlsafe":  adapter,
	"internal/mail":      adapter,
	"internal/media":     adapter,
	"internal/push":      adapter,
	"internal/safefetch": adapter,
	"internal/store":     adapter,
	"web":                adapter, // the built React app's files

	"internal/accounts":   useCase,
	"internal/assist":     useCase,
	"internal/demo":       useCase,
	"internal/feedback":   useCase,
	"internal/feeds":      useCase,
	"internal/homelist":   useCase,
	"internal/imports":    useCase,
	"internal/journal":    useCase,
	"internal/masjidteam": useCase,
	"internal/masjids":    useCase,
	"internal/moderation": useCase,
	"internal/notices":    useCase,
	"internal/posters":    useCase,
	"internal/posting":    useCase,
	"internal/profiles":   useCase,
	"internal/reminders":  useCase,
	"internal/reports":    useCase,
	"internal/series":     useCase,
	"internal/sessions":   useCase,

	"internal/server": transport,

	"internal/app":        composition,
	"cmd/kajian":          composition,
	"cmd/fake-oidc":       composition,
	"scripts/loadhome":    composition,
	"scripts/loadnotices": composition,
	"scripts/scale":       composition,
	"scripts/imagebombs":  composition,

	"internal/floors":          testSupport,
	"internal/auth/oidctest":   testSupport,
	"internal/push/pushtest":   testSupport,
	"internal/store/storetest": testSupport,
}

// useCaseImports are the use-case → use-case imports allowed, each with why.
// None today: a rule two use-cases share belongs in the domain.
var useCaseImports = map[[2]string]string{}

// allowed returns why from may not import to, or "" when it may.
func allowed(from, to string) string {
	f, t := floors[from], floors[to]
	switch {
	case to == "internal/kajian" && f != testSupport:
		return ""
	case f == domain:
		return "the domain imports nothing of ours"
	case f == adapter:
		return "an adapter imports only the domain"
	case f == useCase && t == useCase:
		if _, ok := useCaseImports[[2]string{from, to}]; ok {
			return ""
		}
		return "a use-case never imports another use-case (move the shared rule to internal/kajian)"
	case f == useCase && t != adapter:
		return "a use-case imports only the domain and adapters"
	case f == transport && to == "internal/store":
		return "the server reaches the database only through use-cases"
	case f == transport && (t == transport || (t == composition && to != "internal/app")):
		return "the server imports no composition but internal/app's use-case list"
	case t == testSupport && f != testSupport && f != composition:
		return "test support is for tests"
	}
	return ""
}

type pkg struct {
	ImportPath string
	Imports    []string
}

// ours lists our packages (not tests) with the packages of ours each imports.
func ours(t *testing.T) map[string][]string {
	t.Helper()
	cmd := exec.Command("go", "list", "-deps", "-json", "../../...")
	out, err := cmd.Output()
	if err != nil {
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			t.Fatalf("go list: %v\n%s", err, exit.Stderr)
		}
		t.Fatalf("go list: %v", err)
	}
	imports := map[string][]string{}
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for {
		var p pkg
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		name, ok := strings.CutPrefix(p.ImportPath, module)
		if !ok || strings.Contains(name, "node_modules/") {
			continue
		}
		for _, imp := range p.Imports {
			if to, ok := strings.CutPrefix(imp, module); ok {
				imports[name] = append(imports[name], to)
			}
		}
		if _, ok := imports[name]; !ok {
			imports[name] = nil
		}
	}
	return imports
}

func TestEveryPackageHasAFloor(t *testing.T) {
	for name := range ours(t) {
		if _, ok := floors[name]; !ok {
			t.Errorf("%s has no floor: place it in floors (floors_test.go) as DESIGN.md §3 says", name)
		}
	}
}

func TestImportsKeepToTheFloors(t *testing.T) {
	all := ours(t)
	names := make([]string, 0, len(all))
	for name := range all {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, from := range names {
		for _, to := range all[from] {
			if why := allowed(from, to); why != "" {
				t.Errorf("%s imports %s: %s", from, to, why)
			}
		}
	}
}

// TestTheRulesRefuse pins allowed itself: each forbidden edge of the design
// is refused, so a change to the rules shows here.
func TestTheRulesRefuse(t *testing.T) {
	for _, edge := range [][2]string{
		{"internal/kajian", "internal/store"},
		{"internal/store", "internal/homelist"},
		{"internal/mail", "internal/auth"},
		{"internal/posting", "internal/reminders"},
		{"internal/feeds", "internal/homelist"},
		{"internal/posting", "internal/server"},
		{"internal/server", "internal/store"},
		{"internal/server", "cmd/kajian"},
		{"internal/accounts", "internal/store/storetest"},
	} {
		if allowed(edge[0], edge[1]) == "" {
			t.Errorf("%s → %s is allowed; the design forbids it", edge[0], edge[1])
		}
	}
	for _, edge := range [][2]string{
		{"internal/posting", "internal/store"},
		{"internal/posting", "internal/kajian"},
		{"internal/server", "internal/posting"},
		{"internal/server", "internal/app"},
		{"internal/app", "internal/store"},
		{"cmd/kajian", "internal/server"},
	} {
		if why := allowed(edge[0], edge[1]); why != "" {
			t.Errorf("%s → %s is refused (%s); the design allows it", edge[0], edge[1], why)
		}
	}
}
