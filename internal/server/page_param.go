package server

import (
	"net/url"
	"strconv"

	"github.com/kajiankita/kajian/internal/kajian"
)

var errBadPage = kajian.Invalid("page", "Halaman tidak valid")

// lastPage bounds ?page on every paged list: far beyond any list's end, so a bigger number is a
// mistake or a probe, answered 400 rather than read.
const lastPage = 100_000

// pageParam reads a list's ?page (1 when absent), refusing anything but 1..lastPage.
func pageParam(q url.Values) (int, error) {
	raw := q.Get("page")
	if raw == "" {
		return 1, nil
	}
	n, err := strconv.Atoi(raw)
	if err != nil || n < 1 || n > lastPage {
		return 0, errBadPage
	}
	return n, nil
}
