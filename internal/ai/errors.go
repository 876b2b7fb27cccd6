package ai

import "github.com/kajiankita/kajian/internal/kajian"

// Errors of poster reading and description writing, with the messages of
// content-side §8. None of them carries a provider's own text or the key: the
// cause, kept in Err for the log, names only status codes and error codes.
var (
	ErrInvalidAPIKey = kajian.Errorf(kajian.KindUnavailable, "ai_invalid_api_key",
		"API key OpenAI tidak valid. Silakan periksa konfigurasi.")
	ErrQuotaExceeded = kajian.Errorf(kajian.KindUnavailable, "ai_quota_exceeded",
		"Kuota OpenAI habis. Silakan periksa billing account Anda.")
	ErrRateLimited = kajian.Errorf(kajian.KindRateLimited, "ai_rate_limited",
		"Terlalu banyak permintaan. Silakan coba lagi dalam beberapa menit.")
	ErrNoResponse = kajian.Errorf(kajian.KindUnavailable, "ai_no_response",
		"Tidak ada respons dari AI")
	ErrBadResponse = kajian.Errorf(kajian.KindUnavailable, "ai_bad_response",
		"Gagal memproses respons AI. Format respons tidak valid.")
	ErrPosterFailed = kajian.Errorf(kajian.KindUnavailable, "ai_poster_failed",
		"Gagal menganalisis poster. Silakan coba lagi.")

	ErrDescriptionInput = kajian.Errorf(kajian.KindInvalid, "ai_description_incomplete",
		"Isi judul, ustaz, dan lokasi terlebih dahulu untuk generate deskripsi")
	ErrNoDescription = kajian.Errorf(kajian.KindUnavailable, "ai_no_description",
		"Tidak ada deskripsi yang dihasilkan")
	ErrDescriptionFailed = kajian.Errorf(kajian.KindUnavailable, "ai_description_failed",
		"Gagal membuat deskripsi")

	// ErrPosterNotConfigured answers a poster upload on a server with
	// neither an AI key nor tesseract.
	ErrPosterNotConfigured = kajian.Errorf(kajian.KindUnavailable, "ai_not_configured",
		"Pembacaan poster otomatis belum dikonfigurasi di server ini. Gunakan 'Tempel teks pengumuman' untuk mengisi formulir dari teks pengumuman.")
	// ErrDescriptionNotConfigured answers a description request without a key.
	ErrDescriptionNotConfigured = kajian.Errorf(kajian.KindUnavailable, "ai_not_configured",
		"Fitur deskripsi AI belum dikonfigurasi di server ini.")

	// ErrNotImage is the AI helper's message (content-side §5), WebP named;
	// the posting form's upload says media.ErrNotAnImage's.
	ErrNotImage = kajian.Errorf(kajian.KindInvalid, "ai_not_image",
		"File harus berupa gambar (JPG, PNG, GIF, WebP)")
	ErrPosterTooLarge = kajian.Errorf(kajian.KindTooLarge, "ai_poster_too_large",
		"Ukuran file maksimal 20MB untuk analisis AI")
	ErrNoText = kajian.Errorf(kajian.KindInvalid, "ai_no_text",
		"Tidak ada teks yang terbaca pada poster. Gunakan 'Tempel teks pengumuman'.")
	ErrEmptyText = kajian.Errorf(kajian.KindInvalid, "ai_empty_text",
		"Tempel teks pengumuman terlebih dahulu")
	ErrTextTooLong = kajian.Errorf(kajian.KindTooLarge, "ai_text_too_long",
		"Teks pengumuman terlalu panjang (maksimal 20.000 karakter)")
)
