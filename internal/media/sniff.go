package media

import "bytes"

// Format is an accepted upload type, recognised by its first bytes.
type Format string

// The accepted upload formats.
const (
	FormatJPEG Format = "jpeg"
	FormatPNG  Format = "png"
	FormatGIF  Format = "gif"
	FormatWebP Format = "webp"
)

// Sniff returns the image format that head starts with, or "" when it is none
// of JPEG, PNG, GIF or WebP. A file's name and declared type are never
// consulted: they are whatever the uploader says. 12 bytes are enough.
func Sniff(head []byte) Format {
	switch {
	case len(head) >= 3 && head[0] == 0xFF && head[1] == 0xD8 && head[2] == 0xFF:
		return FormatJPEG
	case bytes.HasPrefix(head, []byte("\x89PNG\r\n\x1a\n")):
		return FormatPNG
	case bytes.HasPrefix(head, []byte("GIF87a")), bytes.HasPrefix(head, []byte("GIF89a")):
		return FormatGIF
	case len(head) >= 12 && string(head[:4]) == "RIFF" && string(head[8:12]) == "WEBP":
		return FormatWebP
	}
	return ""
}
