package media

import "github.com/kajiankita/kajian/internal/kajian"

// MaxPosterBytes is the largest poster upload accepted (spec §9: 20MB).
const MaxPosterBytes = 20 << 20

// MaxPosterPixels bounds width×height before decoding, so a small file that
// claims a huge canvas (a decompression bomb) is refused before it can claim
// gigabytes of memory. 40 megapixels covers every phone camera in use.
const MaxPosterPixels = 40_000_000

// Errors returned by ProcessPoster. Their messages are shown to users as is.
// ErrNotAnImage answers the posting form's upload (POST /api/v1/posters) with
// that form's message (content-side §5), which names no WebP though WebP is
// accepted; the AI helper's own message (ai.ErrNotImage) names it.
var (
	ErrFileTooLarge   = kajian.Errorf(kajian.KindTooLarge, "file_too_large", "Ukuran file maksimal 20MB")
	ErrNotAnImage     = kajian.Errorf(kajian.KindInvalid, "not_an_image", "File harus berupa gambar (JPG, PNG, GIF)")
	ErrImageTooBig    = kajian.Errorf(kajian.KindInvalid, "image_dimensions_too_large", "Resolusi gambar terlalu besar. Perkecil gambar (misalnya di bawah 30 megapiksel) lalu coba lagi.")
	ErrImageCorrupted = kajian.Errorf(kajian.KindInvalid, "image_corrupted", "Gambar rusak atau tidak dapat dibaca. Coba simpan ulang sebagai JPG atau PNG.")
)
