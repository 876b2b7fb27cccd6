package media

import (
	"bytes"
	"testing"
)

func TestSniff(t *testing.T) {
	tests := []struct {
		name string
		head string
		want Format
	}{
		{"jpeg", "\xFF\xD8\xFF\xE0\x00\x10JFIF", FormatJPEG},
		{"png", "\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR", FormatPNG},
		{"gif87a", "GIF87a\x01\x00", FormatGIF},
		{"gif89a", "GIF89a\x01\x00", FormatGIF},
		{"webp", "RIFF\x24\x00\x00\x00WEBPVP8L", FormatWebP},
		{"empty", "", ""},
		{"text named poster.jpg", "Ini bukan gambar, hanya teks.", ""},
		{"pdf", "%PDF-1.7\n%\xE2\xE3\xCF\xD3", ""},
		{"svg", `<svg xmlns="http://www.w3.org/2000/svg"></svg>`, ""},
		{"html", "<!DOCTYPE html><script>alert(1)</script>", ""},
		{"bmp", "BM\x36\x00\x00\x00", ""},
		{"tiff", "II*\x00\x08\x00\x00\x00", ""},
		{"riff but wave", "RIFF\x24\x00\x00\x00WAVEfmt ", ""},
		{"truncated jpeg", "\xFF\xD8", ""},
		{"truncated png", "\x89PNG\r\n", ""},
		{"truncated webp", "RIFF\x24\x00\x00\x00WEB", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Sniff([]byte(tt.head)); got != tt.want {
				t.Errorf("Sniff(%q) = %q, want %q", tt.head, got, tt.want)
			}
		})
	}
}

// FuzzSniff checks that Sniff never panics and that whatever it accepts
// really starts with that format's signature.
func FuzzSniff(f *testing.F) {
	for _, s := range []string{"\xFF\xD8\xFF", "\x89PNG\r\n\x1a\n", "GIF89a", "RIFF0000WEBP", "%PDF-", ""} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, head []byte) {
		got := Sniff(head)
		var ok bool
		switch got {
		case "":
			return
		case FormatJPEG:
			ok = bytes.HasPrefix(head, []byte{0xFF, 0xD8, 0xFF})
		case FormatPNG:
			ok = bytes.HasPrefix(head, []byte("\x89PNG\r\n\x1a\n"))
		case FormatGIF:
			ok = bytes.HasPrefix(head, []byte("GIF8")) && len(head) >= 6 && head[5] == 'a'
		case FormatWebP:
			ok = len(head) >= 12 && bytes.Equal(head[:4], []byte("RIFF")) && bytes.Equal(head[8:12], []byte("WEBP"))
		}
		if !ok {
			t.Fatalf("Sniff(%q) = %q without that signature", head, got)
		}
	})
}
