package server

import (
	"errors"
	"net/url"
	"testing"
)

func TestPageParam(t *testing.T) {
	for raw, want := range map[string]int{"": 1, "page=1": 1, "page=7": 7, "page=100000": 100_000} {
		q, _ := url.ParseQuery(raw)
		if got, err := pageParam(q); err != nil || got != want {
			t.Errorf("%q: %d, %v; want %d", raw, got, err, want)
		}
	}
	for _, raw := range []string{"page=0", "page=-1", "page=abc", "page=100001", "page=1.5", "page=%201"} {
		q, _ := url.ParseQuery(raw)
		if _, err := pageParam(q); !errors.Is(err, errBadPage) {
			t.Errorf("%q: %v, want errBadPage", raw, err)
		}
	}
}
