package ai

import "net/http"

// MaxPosterBytes is the largest poster AI analysis accepts (content-side §9).
const MaxPosterBytes = 20 << 20

// posterTypes are the image types the analysis accepts, as the spec lists them.
var posterTypes = map[string]bool{
	"image/jpeg": true, "image/png": true, "image/gif": true, "image/webp": true,
}

// checkPoster validates a poster and returns its content type, sniffed from
// its bytes: a declared type is never trusted (a TIFF or a bomb labelled PNG
// stays what it is). The server hands readers the re-encoded JPEG of
// media.ForReading; this is the readers' own guard.
func checkPoster(image []byte) (string, error) {
	if len(image) > MaxPosterBytes {
		return "", ErrPosterTooLarge
	}
	if sniffed := http.DetectContentType(image); posterTypes[sniffed] {
		return sniffed, nil
	}
	return "", ErrNotImage
}
