package app

import (
	"runtime/debug"
	"testing"
)

func TestTuneRuntimeSetsWhatTheEnvironmentLeavesUnset(t *testing.T) {
	gc, limit := debug.SetGCPercent(100), debug.SetMemoryLimit(1<<40)
	t.Cleanup(func() { debug.SetGCPercent(gc); debug.SetMemoryLimit(limit) })

	TuneRuntime(func(string) string { return "" })
	if got := debug.SetGCPercent(-1); got != DefaultGCPercent {
		t.Errorf("GC percent %d, want %d", got, DefaultGCPercent)
	}
	if got := debug.SetMemoryLimit(-1); got != DefaultMemoryLimit {
		t.Errorf("memory limit %d, want %d", got, DefaultMemoryLimit)
	}

	// Set by the environment, the runtime has read them already: they stay as they are.
	debug.SetGCPercent(150)
	debug.SetMemoryLimit(1 << 30)
	TuneRuntime(func(name string) string { return map[string]string{"GOGC": "150", "GOMEMLIMIT": "1GiB"}[name] })
	if got := debug.SetGCPercent(-1); got != 150 {
		t.Errorf("GC percent %d, want GOGC's 150", got)
	}
	if got := debug.SetMemoryLimit(-1); got != 1<<30 {
		t.Errorf("memory limit %d, want GOMEMLIMIT's 1 GiB", got)
	}
}
