package store_test

import (
	"errors"
	"strings"

	"github.com/kajiankita/kajian/internal/store"
)

func asConfigError(err error, target **store.ConfigError) bool { return errors.As(err, target) }

func contains(s, sub string) bool { return strings.Contains(s, sub) }

// second drops the first of two results, for a write whose error alone a
// test checks.
func second[T any](_ T, err error) error { return err }
