package media

import (
	"encoding/binary"
	"testing"
)

func TestJPEGOrientation(t *testing.T) {
	jpg := jpegBytes(t, quadrants(16, 8))
	for _, bo := range []byteOrder{binary.BigEndian, binary.LittleEndian} {
		for o := 1; o <= 8; o++ {
			if got := jpegOrientation(withJPEGSegment(jpg, 0xE1, exifSegment(bo, o))); got != o {
				t.Errorf("%v orientation %d: read %d", bo, o, got)
			}
		}
	}
	tests := []struct {
		name string
		data []byte
	}{
		{"no exif", jpg},
		{"exif without orientation", withJPEGSegment(jpg, 0xE1, exifSegment(binary.BigEndian, 0))},
		{"orientation out of range", withJPEGSegment(jpg, 0xE1, exifSegment(binary.BigEndian, 9))},
		{"xmp, not exif", withJPEGSegment(jpg, 0xE1, []byte("http://ns.adobe.com/xap/1.0/\x00<x/>"))},
		{"truncated exif", withJPEGSegment(jpg, 0xE1, exifSegment(binary.BigEndian, 6)[:14])},
		{"not a jpeg", []byte("hello")},
		{"empty", nil},
	}
	for _, tt := range tests {
		if got := jpegOrientation(tt.data); got != 1 {
			t.Errorf("%s: orientation %d, want 1", tt.name, got)
		}
	}
}

// FuzzJPEGOrientation feeds arbitrary bytes to the EXIF reader, which sees
// every upload before any decoder does: it must never panic or read out of
// bounds, and must answer 1–8.
func FuzzJPEGOrientation(f *testing.F) {
	jpg := jpegBytes(f, quadrants(8, 8))
	f.Add(withJPEGSegment(jpg, 0xE1, exifSegment(binary.BigEndian, 6)))
	f.Add(withJPEGSegment(jpg, 0xE1, exifSegment(binary.LittleEndian, 3)))
	f.Add([]byte("\xFF\xD8\xFF\xE1\x00\x10Exif\x00\x00MM\x00*\xff\xff\xff\xff"))
	f.Fuzz(func(t *testing.T, data []byte) {
		if o := jpegOrientation(data); o < 1 || o > 8 {
			t.Fatalf("orientation %d", o)
		}
	})
}
