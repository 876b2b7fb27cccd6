package media

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Quadrant colours of the test pictures: A B over C D.
var (
	qA = color.RGBA{200, 30, 30, 255}  // red, top left
	qB = color.RGBA{30, 160, 60, 255}  // green, top right
	qC = color.RGBA{30, 60, 200, 255}  // blue, bottom left
	qD = color.RGBA{230, 200, 40, 255} // yellow, bottom right
)

// quadrants returns a w×h picture in four solid quadrants.
func quadrants(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			c := qA
			switch {
			case x >= w/2 && y < h/2:
				c = qB
			case x < w/2 && y >= h/2:
				c = qC
			case x >= w/2 && y >= h/2:
				c = qD
			}
			img.SetRGBA(x, y, c)
		}
	}
	return img
}

func jpegBytes(t testing.TB, img image.Image) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 95}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func pngBytes(t testing.TB, img image.Image) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// withJPEGSegment inserts a marker segment right after a JPEG's SOI marker,
// where cameras put their APP segments.
func withJPEGSegment(jpg []byte, marker byte, payload []byte) []byte {
	seg := []byte{0xFF, marker, byte((len(payload) + 2) >> 8), byte(len(payload) + 2)}
	out := append([]byte{}, jpg[:2]...)
	out = append(out, seg...)
	out = append(out, payload...)
	return append(out, jpg[2:]...)
}

// withPNGChunk inserts a chunk right after a PNG's IHDR chunk.
func withPNGChunk(p []byte, typ string, data []byte) []byte {
	const afterIHDR = 8 + 4 + 4 + 13 + 4
	chunk := binary.BigEndian.AppendUint32(nil, uint32(len(data)))
	chunk = append(chunk, typ...)
	chunk = append(chunk, data...)
	chunk = binary.BigEndian.AppendUint32(chunk, crc32.ChecksumIEEE(chunk[4:]))
	out := append([]byte{}, p[:afterIHDR]...)
	out = append(out, chunk...)
	return append(out, p[afterIHDR:]...)
}

// gpsLatitude is a distinctive GPS latitude (6° 12' 34.56") whose raw
// RATIONAL bytes must not survive processing.
var gpsLatitude = []uint32{6, 1, 12, 1, 3456, 100}

// exifTIFF builds a TIFF structure as cameras write into EXIF: IFD0 with an
// orientation tag (when orientation > 0) and a pointer to a GPS IFD holding
// latitude and its reference.
func exifTIFF(bo byteOrder, orientation int) []byte {
	var b []byte
	if bo == byteOrder(binary.LittleEndian) {
		b = []byte("II")
	} else {
		b = []byte("MM")
	}
	b = bo.AppendUint16(b, 42)
	b = bo.AppendUint32(b, 8)
	// entry appends a 12-byte IFD entry; value is the 4-byte value field.
	entry := func(b []byte, tag, typ uint16, count uint32, value []byte) []byte {
		b = bo.AppendUint16(b, tag)
		b = bo.AppendUint16(b, typ)
		b = bo.AppendUint32(b, count)
		return append(b, value...)
	}
	u32 := func(v int) []byte { return bo.AppendUint32(nil, uint32(v)) }
	n := uint16(1)
	if orientation > 0 {
		n = 2
	}
	ifd0 := 8
	gpsIFD := ifd0 + 2 + 12*int(n) + 4
	latData := gpsIFD + 2 + 12*2 + 4
	b = bo.AppendUint16(b, n)
	if orientation > 0 {
		// A SHORT sits in the first two bytes of the value field.
		b = entry(b, 0x0112, 3, 1, bo.AppendUint16(bo.AppendUint16(nil, uint16(orientation)), 0))
	}
	b = entry(b, 0x8825, 4, 1, u32(gpsIFD))
	b = bo.AppendUint32(b, 0) // no next IFD
	b = bo.AppendUint16(b, 2)
	b = entry(b, 0x0001, 2, 2, []byte{'S', 0, 0, 0}) // GPSLatitudeRef
	b = entry(b, 0x0002, 5, 3, u32(latData))         // GPSLatitude
	b = bo.AppendUint32(b, 0)
	for _, v := range gpsLatitude {
		b = bo.AppendUint32(b, v)
	}
	return b
}

type byteOrder interface {
	binary.ByteOrder
	binary.AppendByteOrder
}

func exifSegment(bo byteOrder, orientation int) []byte {
	return append([]byte("Exif\x00\x00"), exifTIFF(bo, orientation)...)
}

// gpsBytes returns the latitude as stored in big-endian EXIF.
func gpsBytes() []byte {
	var b []byte
	for _, v := range gpsLatitude {
		b = binary.BigEndian.AppendUint32(b, v)
	}
	return b
}

// wantAppError checks that err is the *kajian.Error want, with its kind,
// code and message.
func wantAppError(t *testing.T, err error, want *kajian.Error) {
	t.Helper()
	var got *kajian.Error
	if !errors.As(err, &got) {
		t.Fatalf("error = %v, want *kajian.Error %q", err, want.Code)
	}
	if got.Kind != want.Kind || got.Code != want.Code || got.Message != want.Message {
		t.Fatalf("error = {%v %q %q}, want {%v %q %q}", got.Kind, got.Code, got.Message, want.Kind, want.Code, want.Message)
	}
}

func decodeImage(t testing.TB, im Image) image.Image {
	t.Helper()
	var (
		img image.Image
		err error
	)
	switch im.ContentType {
	case "image/jpeg":
		img, err = jpeg.Decode(bytes.NewReader(im.Data))
	case "image/png":
		img, err = png.Decode(bytes.NewReader(im.Data))
	default:
		t.Fatalf("content type %q", im.ContentType)
	}
	if err != nil {
		t.Fatalf("decode %s: %v", im.ContentType, err)
	}
	if b := img.Bounds(); b.Dx() != im.Width || b.Dy() != im.Height {
		t.Fatalf("decoded %dx%d, Image says %dx%d", b.Dx(), b.Dy(), im.Width, im.Height)
	}
	return img
}

// near reports whether two colours differ by at most tol in every channel.
func near(a color.Color, b color.RGBA, tol int) bool {
	r, g, bl, al := a.RGBA()
	d := func(x uint32, y uint8) bool { v := int(x>>8) - int(y); return v <= tol && v >= -tol }
	return d(r, b.R) && d(g, b.G) && d(bl, b.B) && d(al, b.A)
}

// progressiveJPEG is a progressive JPEG of w×h pixels whose only scan is a
// flat DC band of three components with the luma sampling hv (0x11: 4:4:4,
// 0x22: 4:2:0): one bit a block, so 40 megapixels take 234 KB, yet
// image/jpeg keeps 256 bytes of coefficients for every block.
func progressiveJPEG(w, h int, hv byte) []byte {
	seg := func(marker byte, body ...byte) []byte {
		n := len(body) + 2
		return append([]byte{0xFF, marker, byte(n >> 8), byte(n)}, body...)
	}
	out := []byte{0xFF, 0xD8}
	out = append(out, seg(0xDB, append([]byte{0}, bytes.Repeat([]byte{1}, 64)...)...)...)
	out = append(out, seg(0xC2, 8, byte(h>>8), byte(h), byte(w>>8), byte(w), 3, 1, hv, 0, 2, 0x11, 0, 3, 0x11, 0)...)
	// One DC code, '0' for category 0: every block's DC difference is zero.
	out = append(out, seg(0xC4, append([]byte{0x00, 1}, make([]byte, 16)...)...)...)
	out = append(out, seg(0xDA, 3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 0, 0)...)
	lh, lv := int(hv>>4), int(hv&0x0F)
	mcus := ((w + 8*lh - 1) / (8 * lh)) * ((h + 8*lv - 1) / (8 * lv))
	bits := mcus * (lh*lv + 2)
	data := make([]byte, (bits+7)/8)
	if bits%8 != 0 {
		data[len(data)-1] = 0xFF >> (bits % 8) // padding with one bits
	}
	out = append(out, data...)
	return append(out, 0xFF, 0xD9)
}
