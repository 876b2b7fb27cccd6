package safefetch

import (
	"fmt"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Errors returned by Get. Each is a kind the caller tells apart with errors.Is; its message is
// Indonesian and may be shown as is (a calendar source's last error). They speak of a calendar
// because importing one is what fetching a user's URL is for.
var (
	ErrBadURL = kajian.Errorf(kajian.KindInvalid, "fetch_bad_url",
		"Alamat kalender tidak valid")
	ErrScheme = kajian.Errorf(kajian.KindInvalid, "fetch_scheme",
		"Alamat kalender harus diawali http:// atau https://")
	ErrPrivate = kajian.Errorf(kajian.KindInvalid, "fetch_private_address",
		"Alamat kalender tidak boleh menuju jaringan lokal atau pribadi")
	ErrTooLarge = kajian.Errorf(kajian.KindTooLarge, "fetch_too_large",
		"Kalender terlalu besar (maksimal 2 MB)")
	ErrTimeout = kajian.Errorf(kajian.KindUnavailable, "fetch_timeout",
		"Server kalender tidak menjawab dalam 10 detik")
	ErrTooManyRedirects = kajian.Errorf(kajian.KindUnavailable, "fetch_redirects",
		"Terlalu banyak pengalihan (maksimal 3)")
	ErrNoHost = kajian.Errorf(kajian.KindUnavailable, "fetch_no_host",
		"Nama server kalender tidak ditemukan")
	ErrUnreachable = kajian.Errorf(kajian.KindUnavailable, "fetch_unreachable",
		"Server kalender tidak dapat dihubungi")
	// ErrStatus is the kind of StatusError's answers; its message names no status.
	ErrStatus = kajian.Errorf(kajian.KindUnavailable, "fetch_status",
		"Server kalender menjawab dengan kesalahan")
)

// statusError is ErrStatus naming the HTTP status answered, e.g. 'Server kalender menjawab
// dengan kesalahan (HTTP 404)'; errors.Is(err, ErrStatus) holds for it.
func statusError(code int) error {
	e := *ErrStatus
	e.Message = fmt.Sprintf("%s (HTTP %d)", ErrStatus.Message, code)
	return &e
}
