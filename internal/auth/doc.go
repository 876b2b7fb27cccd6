// Package auth holds the building blocks of sign-in: password hashing
// (argon2id), random tokens stored as hashes, an in-process rate limiter and
// Google sign-in by OpenID Connect. It touches no database: the store keeps
// the hashes it makes, and the HTTP layer decides when to call it.
package auth
