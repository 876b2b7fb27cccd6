package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"reflect"
	"strings"
	"unicode/utf8"

	"github.com/kajiankita/kajian/internal/kajian"
)

// maxJSONBody caps request bodies of JSON endpoints; uploads have their own limit.
const maxJSONBody = 1 << 20

// encode writes v as JSON with the status.
func encode(w http.ResponseWriter, status int, v any) error {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	return json.NewEncoder(w).Encode(v)
}

// validator is a request type that can check its own shape (no database
// calls): it returns the problems by field with the spec's messages.
type validator interface {
	Valid() map[string]string
}

// decode reads a JSON body into a T and validates it when T is a validator.
// Malformed JSON, a body over the limit and invalid values become Indonesian
// errors; nothing is written before they are answered.
func decode[T any](r *http.Request) (T, error) {
	var v T
	// Exactly application/json (parameters such as charset allowed): not
	// application/jsonp, not a form, not a body that says nothing.
	mt, params, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mt != "application/json" {
		return v, kajian.Errorf(kajian.KindInvalid, "unsupported_media_type", "Format data harus JSON")
	}
	// JSON is UTF-8 (RFC 8259): a body that says it is in another charset
	// would be read as UTF-8 all the same, so it is refused, not misread.
	if cs, ok := params["charset"]; ok && !strings.EqualFold(cs, "utf-8") && !strings.EqualFold(cs, "utf8") {
		return v, errNotUTF8
	}
	body, err := io.ReadAll(http.MaxBytesReader(nil, r.Body, maxJSONBody))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return v, kajian.ErrBodyTooLarge
		}
		return v, kajian.ErrBadJSON.Wrap(err)
	}
	if !utf8.Valid(body) { // encoding/json would quietly turn it into U+FFFD
		return v, kajian.ErrInvalidText
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	if err := dec.Decode(&v); err != nil {
		return v, kajian.ErrBadJSON.Wrap(err)
	}
	if dec.More() {
		return v, kajian.ErrBadJSON
	}
	if !textValues(reflect.ValueOf(&v)) { // "\u0000" decodes to NUL
		return v, kajian.ErrInvalidText
	}
	if val, ok := any(&v).(validator); ok {
		if problems := val.Valid(); len(problems) > 0 {
			return v, kajian.InvalidFields(problems)
		}
	}
	return v, nil
}

// errNotUTF8 refuses a JSON body declared in a charset other than UTF-8.
var errNotUTF8 = kajian.Errorf(kajian.KindInvalid, "unsupported_charset", "Data JSON harus memakai UTF-8")

// ok is the body of an answer with nothing else to say.
type ok struct {
	OK bool `json:"ok"`
}
