# Kajian Kita: `make run` serves the app with demo data; `make test` runs every check CI runs.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := build

VERSION := $(shell git describe --always --dirty 2>/dev/null || echo dev)
GO_LDFLAGS := -s -w -X main.version=$(VERSION)
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2
WEB_SOURCES := $(shell find web/src web/public web/build web/scripts/prerender.mjs web/scripts/js-size.mjs web/index.html web/vite.config.ts web/package.json -type f 2>/dev/null) api/openapi.yaml
GO_SOURCES := $(shell find cmd internal web/embed.go -name '*.go' -o -name '*.sql' -o -name '*.json' -o -name '*.md' 2>/dev/null | grep -v _test.go) go.mod go.sum

.PHONY: build run test test-go test-web test-e2e vet web clean bench load load-masjid load-notices scale lighthouse firstload fuzz

web/node_modules/.stamp: web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	touch $@

e2e/node_modules/.stamp: e2e/package-lock.json
	cd e2e && npm ci --no-audit --no-fund
	touch $@

web/dist/index.html: web/node_modules/.stamp $(WEB_SOURCES)
	cd web && npm run build

web: web/dist/index.html

bin/kajian: web/dist/index.html $(GO_SOURCES)
	go build -trimpath -ldflags '$(GO_LDFLAGS)' -o $@ ./cmd/kajian

build: bin/kajian

# The demo keeps one Web Push key pair in data/vapid.env, so 'Ingatkan saya' works in it.
run: build
	@mkdir -p data
	@test -f data/vapid.env || ./bin/kajian vapid generate > data/vapid.env
	set -a; . ./data/vapid.env; set +a; KAJIAN_DEMO=1 ./bin/kajian serve

# gofmt over the Go files git tracks or would track, so ignored folders (web/node_modules) are left out.
vet: web/dist/index.html
	@unformatted=$$(git ls-files --cached --others --exclude-standard -- '*.go' | while read -r f; do [ ! -f "$$f" ] || echo "$$f"; done | xargs -r gofmt -l); \
	if [ -n "$$unformatted" ]; then echo "gofmt: these files are not formatted (gofmt -w them):" >&2; echo "$$unformatted" >&2; exit 1; fi
	go vet ./...
	go run $(STATICCHECK) ./...

test-go: web/dist/index.html
	./scripts/with-postgres.sh go test -count=1 -timeout 30m ./...

test-web: web/node_modules/.stamp
	cd web && npm run check:api && npm run typecheck && npm run lint && npm test

test-e2e: build e2e/node_modules/.stamp
	./scripts/ensure-tools.sh
	cd e2e && npm test

test:
	./scripts/ensure-tools.sh
	$(MAKE) vet
	$(MAKE) test-go
	$(MAKE) test-web
	$(MAKE) test-e2e

bench: web/dist/index.html
	./scripts/with-postgres.sh go test -run '^$$' -bench . -benchmem ./internal/...

# Every Go fuzz target for FUZZTIME each (default 20s); not part of make test.
fuzz: web/dist/index.html
	./scripts/fuzz.sh

# The home list API under 32 concurrent clients on SQLite, then PostgreSQL (not part of make test).
# Issue 17's data set (1M one-off + 100k weekly sessions, 50k users, 2M answers) on a throwaway
# PostgreSQL, then the home list under load on it; not part of make test.
scale:
	./scripts/with-postgres.sh sh -c 'go run ./scripts/scale && go run ./scripts/loadhome -db postgres -seeded -rounds 1 -lines bare,first,nearest,search,hari-ini,bare-hari-ini,besok,pekan-ini,akhir-pekan'

load:
	go run ./scripts/loadhome
	./scripts/with-postgres.sh go run ./scripts/loadhome -db postgres

# The masjid page API (GET /api/v1/masjid/{slug}) on the demo data beside the reference, both databases (issue 30: p99 <= 5 ms at 32 connections).
load-masjid:
	go run ./scripts/loadhome -lines bare,masjid
	./scripts/with-postgres.sh go run ./scripts/loadhome -db postgres -lines bare,masjid

# A tabligh akbar's notices (issue 32): 50,000 'Besok' reminders, then a change notice to all of them,
# through two kajian serve copies on a throwaway PostgreSQL to a fake push service on 127.0.0.1 (50 ms,
# 1% of 500s), the home list driven on both meanwhile; prints the figures. Not part of make test.
load-notices: web/dist/index.html
	./scripts/with-postgres.sh go run ./scripts/loadnotices

# First load of / on Lighthouse's mobile profile (not part of make test; fetches Lighthouse with npx).
lighthouse:
	./scripts/lighthouse.sh

firstload:
	./scripts/firstload.sh

clean:
	rm -rf bin web/dist
