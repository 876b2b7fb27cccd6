package server

import (
	"net/http"
	"net/url"
	"reflect"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Text PostgreSQL cannot store (NUL, invalid UTF-8; kajian.ValidText) is
// refused where a request comes in, in two places only: validText for the
// path and the query of every request, decode for JSON bodies (the bytes
// before decoding, every string after). Both databases so answer alike, 400
// with one message, instead of PostgreSQL failing deep in a query.

// validText answers 400 kajian.ErrInvalidText to a request whose path or
// query parameters (names and values, decoded) are not valid text.
func validText(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !kajian.ValidText(r.URL.Path) || !validQuery(r.URL.RawQuery) {
			writeError(w, r, kajian.ErrInvalidText)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// validQuery reports whether every parameter of a raw query decodes to valid
// text. A parameter that does not decode at all is left alone: the handlers'
// r.URL.Query() drops it.
func validQuery(raw string) bool {
	for raw != "" {
		var part string
		part, raw, _ = strings.Cut(raw, "&")
		for _, s := range strings.SplitN(part, "=", 2) {
			if s, err := url.QueryUnescape(s); err == nil && !kajian.ValidText(s) {
				return false
			}
		}
	}
	return true
}

// textValues reports whether every string in v (through pointers, structs,
// slices, maps and interfaces, map keys included) is valid text.
func textValues(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.String:
		return kajian.ValidText(v.String())
	case reflect.Pointer, reflect.Interface:
		return v.IsNil() || textValues(v.Elem())
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() && !textValues(v.Field(i)) {
				return false
			}
		}
	case reflect.Slice, reflect.Array:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			return true // raw bytes (json.RawMessage), checked as the body was
		}
		for i := range v.Len() {
			if !textValues(v.Index(i)) {
				return false
			}
		}
	case reflect.Map:
		for it := v.MapRange(); it.Next(); {
			if !textValues(it.Key()) || !textValues(it.Value()) {
				return false
			}
		}
	}
	return true
}
