package kajian

import (
	"errors"
	"fmt"
	"math"
	"time"
)

// Kind classifies an error so the HTTP layer can choose a status code in one table.
type Kind int

// The kinds of error the application distinguishes.
const (
	KindInternal     Kind = iota // unexpected: logged, answered "Terjadi kesalahan"
	KindInvalid                  // the request is malformed or breaks a rule
	KindNotFound                 // the thing does not exist (or is not visible to the caller)
	KindUnauthorized             // the caller must sign in
	KindForbidden                // the caller is signed in but not allowed
	KindConflict                 // a uniqueness rule would be broken
	KindTooLarge                 // an upload exceeds its limit
	KindRateLimited              // too many attempts
	KindUnavailable              // an external service failed or is not configured
)

// Error is the application's error: a stable snake_case code, an Indonesian
// message that may be shown to users as is, and optional per-field problems.
type Error struct {
	Kind    Kind
	Code    string
	Message string
	Field   string            // the field a validation error is about, if any
	Fields  map[string]string // several field problems at once, if any
	// RetryAfter, for KindRateLimited, is how long the caller should wait.
	RetryAfter time.Duration
	Err        error // the cause, never shown to users
}

func (e *Error) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("%s: %s: %v", e.Code, e.Message, e.Err)
	}
	return e.Code + ": " + e.Message
}

func (e *Error) Unwrap() error { return e.Err }

// Is makes errors.Is match two *Error values by code, so sentinel errors work
// even when a copy carries a different field or cause.
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	return ok && t.Code == e.Code
}

// Errorf builds an *Error of the given kind and code with an Indonesian message.
func Errorf(kind Kind, code, message string) *Error {
	return &Error{Kind: kind, Code: code, Message: message}
}

// Invalid reports a validation problem about one field with the spec's message.
func Invalid(field, message string) *Error {
	return &Error{Kind: KindInvalid, Code: "validation_failed", Message: message, Field: field}
}

// InvalidFields reports several field problems at once (field → the spec's
// message); its message is the first field's, by name, so a toast can show it
// as is.
func InvalidFields(problems map[string]string) *Error {
	e := &Error{Kind: KindInvalid, Code: "validation_failed", Fields: problems}
	for field, msg := range problems {
		if e.Message == "" || field < e.Field {
			e.Field, e.Message = field, msg
		}
	}
	return e
}

// Wrap attaches a cause to a copy of e, keeping its code and message.
func (e *Error) Wrap(cause error) *Error {
	c := *e
	c.Err = cause
	return &c
}

// ErrorKind returns the kind of err: the Kind of the *Error inside it, or
// KindInternal for anything else.
func ErrorKind(err error) Kind {
	var e *Error
	if errors.As(err, &e) {
		return e.Kind
	}
	return KindInternal
}

// Common errors. Specific messages from the specification live next to the rule
// that raises them.
var (
	ErrInternal     = Errorf(KindInternal, "internal", "Terjadi kesalahan")
	ErrNotFound     = Errorf(KindNotFound, "not_found", "Data tidak ditemukan")
	ErrUnauthorized = Errorf(KindUnauthorized, "unauthorized", "Silakan masuk terlebih dahulu")
	ErrForbidden    = Errorf(KindForbidden, "forbidden", "Akses ditolak")
	ErrAdminOnly    = Errorf(KindForbidden, "admin_only", "Akses ditolak. Hanya admin yang dapat mengakses halaman ini.")
	ErrConflict     = Errorf(KindConflict, "conflict", "Data sudah ada")
	ErrBadJSON      = Errorf(KindInvalid, "bad_json", "Format data tidak valid")
	ErrRateLimited  = Errorf(KindRateLimited, "rate_limited", "Terlalu banyak percobaan. Silakan coba lagi beberapa saat lagi.")
	ErrBodyTooLarge = Errorf(KindTooLarge, "body_too_large", "Data yang dikirim terlalu besar")
	ErrUnavailable  = Errorf(KindUnavailable, "unavailable", "Layanan sedang tidak tersedia. Silakan coba lagi nanti.")
)

// TooMany is the refusal of a rate limit: 'Terlalu banyak {what}. Silakan coba
// lagi dalam N detik.' (or menit, past a minute and a half), with the wait
// carried for the Retry-After header.
func TooMany(what string, wait time.Duration) *Error {
	secs := max(1, int(math.Ceil(wait.Seconds())))
	msg := fmt.Sprintf("Terlalu banyak %s. Silakan coba lagi dalam %d detik.", what, secs)
	if secs > 90 {
		msg = fmt.Sprintf("Terlalu banyak %s. Silakan coba lagi dalam %d menit.", what, (secs+59)/60)
	}
	return &Error{Kind: KindRateLimited, Code: "rate_limited", Message: msg, RetryAfter: time.Duration(secs) * time.Second}
}
