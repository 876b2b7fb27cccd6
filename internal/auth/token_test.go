package auth

import (
	"encoding/base64"
	"testing"
)

func TestNewToken(t *testing.T) {
	seen := map[string]bool{}
	for range 1000 {
		tok, hash := NewToken()
		if len(tok) != 43 {
			t.Fatalf("token %q has %d characters, want 43", tok, len(tok))
		}
		if b, err := base64.RawURLEncoding.DecodeString(tok); err != nil || len(b) != 32 {
			t.Fatalf("token %q is not 32 bytes of base64url: %v", tok, err)
		}
		if seen[tok] {
			t.Fatalf("token %q repeated", tok)
		}
		seen[tok] = true
		if hash != HashToken(tok) {
			t.Fatalf("returned hash differs from HashToken")
		}
		if hash == tok {
			t.Fatalf("hash is the token")
		}
	}
}

func TestHashToken(t *testing.T) {
	// SHA-256 of "abc", a published test vector: the hash is stable across
	// versions, so stored hashes keep matching.
	const want = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
	if got := HashToken("abc"); got != want {
		t.Errorf("HashToken(abc) = %s, want %s", got, want)
	}
	if HashToken("abc") == HashToken("abd") {
		t.Errorf("HashToken maps different inputs to one hash")
	}
}

func TestRandomHelpers(t *testing.T) {
	for name, f := range map[string]func() string{"state": NewState, "nonce": NewNonce, "verifier": NewVerifier} {
		a, b := f(), f()
		if a == b || len(a) < 43 {
			t.Errorf("%s: %q, %q; want distinct values of at least 43 characters", name, a, b)
		}
	}
}
