package server

import (
	"testing"

	"github.com/kajiankita/kajian/internal/auth"
)

func mustHash(t *testing.T, pw string) string {
	t.Helper()
	h, err := auth.HashPassword(pw)
	if err != nil {
		t.Fatal(err)
	}
	return h
}
