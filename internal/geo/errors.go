package geo

import (
	"errors"

	"github.com/kajiankita/kajian/internal/kajian"
)

// The geocoding errors of the specification (§8, "Geocoding codes"), with its
// exact messages. ErrAddressNotFound and ErrOutsideIndonesia share the code
// invalid_address, so errors.Is cannot tell them apart; compare the Message
// when it matters. Failures of the provider are KindUnavailable: they are not
// the user's fault and may pass if retried.
var (
	ErrAddressNotFound  = kajian.Errorf(kajian.KindInvalid, "invalid_address", "Alamat tidak ditemukan. Pastikan alamat lengkap dan benar.")
	ErrOutsideIndonesia = kajian.Errorf(kajian.KindInvalid, "invalid_address", "Alamat berada di luar Indonesia")
	ErrQuotaExceeded    = kajian.Errorf(kajian.KindUnavailable, "quota_exceeded", "Kuota geocoding habis. Silakan coba lagi nanti.")
	ErrAPI              = kajian.Errorf(kajian.KindUnavailable, "api_error", "Gagal mencari lokasi. Silakan coba lagi.")
	ErrNetwork          = kajian.Errorf(kajian.KindUnavailable, "network_error", "Gagal menghubungi layanan geocoding. Periksa koneksi internet Anda.")
)

// isOutside reports whether err refuses a point outside Indonesia.
func isOutside(err error) bool {
	var e *kajian.Error
	return errors.As(err, &e) && e.Code == ErrOutsideIndonesia.Code && e.Message == ErrOutsideIndonesia.Message
}

// isInvalidAddress reports whether err says the address itself cannot be
// placed, an answer that will not change if asked again.
func isInvalidAddress(err error) bool {
	return errors.Is(err, ErrAddressNotFound)
}
