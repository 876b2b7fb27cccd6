package auth

import (
	"regexp"
	"strings"
	"testing"
)

// cheap keeps tests fast; one test uses the real DefaultArgon2.
var cheap = Argon2Params{Memory: 64, Time: 1, Threads: 1, SaltLen: 16, KeyLen: 32}

var phc = regexp.MustCompile(`^\$argon2id\$v=19\$m=65536,t=1,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$`)

func TestHashPasswordRoundTrip(t *testing.T) {
	h, err := HashPassword("rahasia123")
	if err != nil {
		t.Fatal(err)
	}
	if !phc.MatchString(h) {
		t.Errorf("hash %q is not a PHC argon2id string with the default parameters", h)
	}
	if ok, err := VerifyPassword(h, "rahasia123"); !ok || err != nil {
		t.Errorf("right password: %v, %v", ok, err)
	}
	if ok, err := VerifyPassword(h, "rahasia124"); ok || err != nil {
		t.Errorf("wrong password: %v, %v", ok, err)
	}
	if NeedsRehash(h) {
		t.Errorf("a fresh hash needs rehashing")
	}
}

func TestHashPasswordSalted(t *testing.T) {
	a, _ := hashWith("sama", cheap)
	b, _ := hashWith("sama", cheap)
	if a == b {
		t.Errorf("two hashes of one password are equal: no salt?")
	}
}

func TestVerifyPasswordOtherParameters(t *testing.T) {
	// Hashes made before a parameter change still verify, and ask for a rehash.
	h, _ := hashWith("kata sandi ✓", cheap)
	if ok, err := VerifyPassword(h, "kata sandi ✓"); !ok || err != nil {
		t.Errorf("verify with stored parameters: %v, %v", ok, err)
	}
	if !NeedsRehash(h) {
		t.Errorf("cheap hash does not need rehashing")
	}
}

func TestVerifyPasswordTampered(t *testing.T) {
	h, _ := hashWith("rahasia123", cheap)
	f := strings.Split(h, "$") // "", argon2id, v=19, params, salt, key
	flip := func(s string) string {
		b := []byte(s)
		if b[0] == 'A' {
			b[0] = 'B'
		} else {
			b[0] = 'A'
		}
		return string(b)
	}
	join := func(parts ...string) string { return strings.Join(parts, "$") }

	wrong := map[string]string{ // well-formed but not this password's hash
		"key changed":    join(f[0], f[1], f[2], f[3], f[4], flip(f[5])),
		"salt changed":   join(f[0], f[1], f[2], f[3], flip(f[4]), f[5]),
		"params changed": join(f[0], f[1], f[2], "m=128,t=1,p=1", f[4], f[5]),
	}
	for name, h := range wrong {
		if ok, err := VerifyPassword(h, "rahasia123"); ok || err != nil {
			t.Errorf("%s: %v, %v; want false, nil", name, ok, err)
		}
	}

	malformed := map[string]string{
		"argon2i":          join(f[0], "argon2i", f[2], f[3], f[4], f[5]),
		"version":          join(f[0], f[1], "v=16", f[3], f[4], f[5]),
		"missing field":    join(f[0], f[1], f[2], f[3], f[5]),
		"bad params":       join(f[0], f[1], f[2], "m=64,t=1", f[4], f[5]),
		"extra param":      join(f[0], f[1], f[2], f[3]+",x=1", f[4], f[5]),
		"zero time":        join(f[0], f[1], f[2], "m=64,t=0,p=1", f[4], f[5]),
		"huge memory":      join(f[0], f[1], f[2], "m=4194304,t=1,p=1", f[4], f[5]),
		"bad base64":       join(f[0], f[1], f[2], f[3], f[4], "!!!"),
		"short key":        join(f[0], f[1], f[2], f[3], f[4], "AAAA"),
		"truncated":        h[:len(h)-10] + "$",
		"bcrypt":           "$2a$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy",
		"plain text":       "rahasia123",
		"trailing garbage": h + "$",
	}
	for name, h := range malformed {
		if ok, err := VerifyPassword(h, "rahasia123"); ok || err == nil {
			t.Errorf("%s: %v, %v; want false and an error", name, ok, err)
		}
	}
}

func TestVerifyPasswordNoPassword(t *testing.T) {
	if ok, err := VerifyPassword("", ""); ok || err != nil {
		t.Errorf("empty hash: %v, %v; want false, nil", ok, err)
	}
	if _, err := HashPassword(""); err == nil {
		t.Errorf("empty password hashed")
	}
}

// BenchmarkHashPassword measures the cost of DefaultArgon2, which should stay
// around 50–100 ms on the 2-core servers we run on.
func BenchmarkHashPassword(b *testing.B) {
	for b.Loop() {
		if _, err := HashPassword("rahasia123"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkHashPasswordParallel measures throughput when sign-ins arrive
// together, where hashSlots bounds memory.
func BenchmarkHashPasswordParallel(b *testing.B) {
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			HashPassword("rahasia123")
		}
	})
}
