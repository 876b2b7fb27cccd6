package ai

import (
	"net/http"
	"strings"
)

// MaxPosterBytes is the largest poster AI analysis accepts (content-side §9).
const MaxPosterBytes = 20 << 20

// posterTypes are the image types the analysis accepts, as the spec lists them.
var posterTypes = map[string]bool{
	"image/jpeg": true, "image/png": true, "image/gif": true, "image/webp": true,
}

// checkPoster validates a poster and returns its content type. The bytes are
// sniffed rather than trusting the declared type alone, because a data URL
// with the wrong type is refused by providers and a non-image wastes a call.
func checkPoster(image []byte, declared string) (string, error) {
	if len(image) > MaxPosterBytes {
		return "", ErrPosterTooLarge
	}
	sniffed := http.DetectContentType(image)
	if posterTypes[sniffed] {
		return sniffed, nil
	}
	declared = strings.ToLower(strings.TrimSpace(strings.Split(declared, ";")[0]))
	if sniffed == "application/octet-stream" && posterTypes[declared] && len(image) > 0 {
		return declared, nil // a format the sniffer does not know, trusted as declared
	}
	return "", ErrNotImage
}
