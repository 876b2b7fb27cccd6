package auth

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"time"
)

// How long the links in e-mails stay valid. The e-mails say so in words
// (package mail), so change both together.
const (
	VerifyEmailTTL   = 24 * time.Hour
	ResetPasswordTTL = time.Hour
)

// NewToken returns a fresh secret for a session cookie or an e-mail link, and
// the hash to store in its place. The token is 32 random bytes in unpadded
// base64url (43 characters, safe in cookies and URLs). Only the hash is
// stored, so a leaked database does not leak usable tokens.
func NewToken() (token, hash string) {
	b := make([]byte, 32)
	rand.Read(b) // never fails since Go 1.24
	token = base64.RawURLEncoding.EncodeToString(b)
	return token, HashToken(token)
}

// HashToken returns the lowercase hex SHA-256 of token, the form the database
// keeps and looks tokens up by. A fast hash is enough: the token has 256 bits
// of entropy, so there is nothing to guess, unlike a password.
func HashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}
