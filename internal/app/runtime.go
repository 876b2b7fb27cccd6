package app

import "runtime/debug"

// The Go runtime's defaults for a server copy, applied by TuneRuntime when the environment does
// not set them (GOMEMLIMIT, GOGC).
const (
	// DefaultMemoryLimit is the soft memory limit: near it the collector works harder instead of
	// letting the heap grow further, so a burst of big images (whose decoding media.DecodeBudget
	// bounds) does not add up past it. Raise it for a very large home-list index.
	DefaultMemoryLimit = 256 << 20
	// DefaultGCPercent lets the heap grow to five times what is live before a collection, not
	// twice. A copy's live heap is small (11 MB with 11,000 sessions listed, 78 MB at a million)
	// and every request allocates, so at the runtime's 100 the collector ran many times a second
	// under load, and its pauses and assists were in the pages' p99 (scripts/loadhome, docs/performance.md).
	// The memory limit above still bounds the heap.
	DefaultGCPercent = 400
)

// TuneRuntime applies DefaultMemoryLimit and DefaultGCPercent where getenv has no GOMEMLIMIT or
// GOGC.
func TuneRuntime(getenv func(string) string) {
	if getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(DefaultMemoryLimit)
	}
	if getenv("GOGC") == "" {
		debug.SetGCPercent(DefaultGCPercent)
	}
}
