package server

import (
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

// links makes absolute links from the public origin (KAJIAN_BASE_URL).
type links struct{ base string }

func newLinks(baseURL string) links { return links{base: strings.TrimRight(baseURL, "/")} }

// session is the absolute link to k's page.
func (l links) session(k *kajian.Session) string { return l.base + sessionPath(k) }
