package auth

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"runtime"
	"strconv"
	"strings"

	"golang.org/x/crypto/argon2"
)

// Argon2Params are the argon2id cost parameters of a password hash.
type Argon2Params struct {
	Memory  uint32 // KiB
	Time    uint32 // passes
	Threads uint8
	SaltLen int
	KeyLen  int
}

// DefaultArgon2 is what new hashes use: 64 MiB, one pass, one lane. On a
// 2-core server one hash takes about 50 ms (BenchmarkHashPassword: 48–53 ms),
// the low end of the 50–100 ms we aim for, which leaves room when sign-ins
// queue behind each other. One lane because under load each core is busy
// with its own request anyway. Raising these later is safe: old hashes keep
// their own parameters, and NeedsRehash tells the caller to re-hash at the
// next sign-in.
var DefaultArgon2 = Argon2Params{Memory: 64 * 1024, Time: 1, Threads: 1, SaltLen: 16, KeyLen: 32}

// hashSlots bounds how many hashes run at once. Each holds Memory KiB, so a
// burst of sign-ins must queue rather than exhaust the machine's memory; more
// concurrent hashes than cores would not finish any sooner.
var hashSlots = make(chan struct{}, max(2, runtime.GOMAXPROCS(0)))

func idKey(pw, salt []byte, p Argon2Params) []byte {
	hashSlots <- struct{}{}
	defer func() { <-hashSlots }()
	return argon2.IDKey(pw, salt, p.Time, p.Memory, p.Threads, uint32(p.KeyLen))
}

// HashPassword hashes pw with argon2id and a random salt and returns it in the
// PHC string format: $argon2id$v=19$m=65536,t=1,p=1$<salt>$<hash>. An empty
// password is refused: reaching here with one is a bug in the caller's
// validation, and storing its hash would let anyone in.
func HashPassword(pw string) (string, error) {
	if pw == "" {
		return "", errors.New("auth: refusing to hash an empty password")
	}
	return hashWith(pw, DefaultArgon2)
}

func hashWith(pw string, p Argon2Params) (string, error) {
	salt := make([]byte, p.SaltLen)
	rand.Read(salt) // never fails since Go 1.24
	key := idKey([]byte(pw), salt, p)
	b64 := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s",
		argon2.Version, p.Memory, p.Time, p.Threads, b64.EncodeToString(salt), b64.EncodeToString(key)), nil
}

// VerifyPassword reports whether pw matches hash, comparing in constant time.
// An empty hash (an account made with Google, which has no password) matches
// nothing. A malformed hash is an error: the stored value is corrupt.
func VerifyPassword(hash, pw string) (bool, error) {
	if hash == "" {
		return false, nil
	}
	p, salt, key, err := parsePHC(hash)
	if err != nil {
		return false, err
	}
	got := idKey([]byte(pw), salt, p)
	return subtle.ConstantTimeCompare(got, key) == 1, nil
}

// NeedsRehash reports whether hash was made with parameters other than
// DefaultArgon2, so the caller can store a fresh hash after a successful
// sign-in, when the password is at hand.
func NeedsRehash(hash string) bool {
	p, _, _, err := parsePHC(hash)
	if err != nil {
		return true
	}
	d := DefaultArgon2
	return p.Memory != d.Memory || p.Time != d.Time || p.Threads != d.Threads ||
		p.SaltLen != d.SaltLen || p.KeyLen != d.KeyLen
}

// Limits on parameters read from a stored hash, so a corrupted or planted hash
// cannot make one sign-in allocate gigabytes or spin for minutes.
const (
	maxMemory  = 1 << 20 // KiB: 1 GiB
	maxTime    = 16
	maxKeyLen  = 128
	minKeyLen  = 16
	minSaltLen = 8
)

var errBadHash = errors.New("auth: malformed argon2id password hash")

// parsePHC reads $argon2id$v=19$m=M,t=T,p=P$salt$hash.
func parsePHC(s string) (Argon2Params, []byte, []byte, error) {
	var p Argon2Params
	f := strings.Split(s, "$")
	if len(f) != 6 || f[0] != "" || f[1] != "argon2id" || f[2] != "v="+strconv.Itoa(argon2.Version) {
		return p, nil, nil, errBadHash
	}
	params := map[string]uint64{}
	for _, kv := range strings.Split(f[3], ",") {
		k, v, ok := strings.Cut(kv, "=")
		n, err := strconv.ParseUint(v, 10, 32)
		if !ok || err != nil {
			return p, nil, nil, errBadHash
		}
		params[k] = n
	}
	m, mok := params["m"]
	t, tok := params["t"]
	th, pok := params["p"]
	if len(params) != 3 || !mok || !tok || !pok ||
		t < 1 || t > maxTime || th < 1 || th > 255 || m < 8*th || m > maxMemory {
		return p, nil, nil, errBadHash
	}
	salt, err1 := base64.RawStdEncoding.Strict().DecodeString(f[4])
	key, err2 := base64.RawStdEncoding.Strict().DecodeString(f[5])
	if err1 != nil || err2 != nil || len(salt) < minSaltLen || len(key) < minKeyLen || len(key) > maxKeyLen {
		return p, nil, nil, errBadHash
	}
	p = Argon2Params{Memory: uint32(m), Time: uint32(t), Threads: uint8(th), SaltLen: len(salt), KeyLen: len(key)}
	return p, salt, key, nil
}
