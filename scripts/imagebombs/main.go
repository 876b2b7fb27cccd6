// Command imagebombs writes the images of scripts/image-bombs.sh into a
// folder: decompression bombs (a small file with a huge canvas, a 16-bit
// image, a 234 KB progressive 40-megapixel JPEG), a TIFF labelled PNG, and
// the largest images a server must still take (a 40-megapixel photo, 32
// megapixels 8-bit, 16 megapixels 16-bit, a 17-megapixel progressive JPEG).
package main

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"log"
	"os"
	"path/filepath"
)

func main() {
	if len(os.Args) != 2 {
		log.Fatal("usage: imagebombs DIR")
	}
	dir := os.Args[1]
	write := func(name string, data []byte) {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			log.Fatal(err)
		}
	}
	write("canvas-20000x20000.png", header(20000, 20000, 8, 0))
	write("tiff-labelled.png", append([]byte("II*\x00\x08\x00\x00\x00"), make([]byte, 1024)...))
	write("rgba16-40mp.png", encode(image.NewNRGBA64(image.Rect(0, 0, 8000, 5000)), false))
	// The largest a server takes: the decode budget's limits exactly.
	write("rgba-32mp.png", encode(image.NewNRGBA(image.Rect(0, 0, 6400, 5000)), false))
	write("rgba16-16mp.png", encode(image.NewNRGBA64(image.Rect(0, 0, 4000, 4000)), false))
	write("photo-40mp.jpg", encode(image.NewRGBA(image.Rect(0, 0, 8000, 5000)), true))
	write("progressive-40mp.jpg", progressive(8000, 5000, 0x11))
	write("progressive-17mp.jpg", progressive(4800, 3600, 0x22))
}

// progressive is a progressive JPEG of w×h pixels whose only scan is a flat
// DC band of three components with the luma sampling hv (0x11: 4:4:4, 0x22:
// 4:2:0): one bit a block, yet image/jpeg keeps 256 bytes of coefficients
// for every block (the same as progressiveJPEG in internal/media's tests).
func progressive(w, h int, hv byte) []byte {
	seg := func(marker byte, body ...byte) []byte {
		n := len(body) + 2
		return append([]byte{0xFF, marker, byte(n >> 8), byte(n)}, body...)
	}
	out := []byte{0xFF, 0xD8}
	out = append(out, seg(0xDB, append([]byte{0}, bytes.Repeat([]byte{1}, 64)...)...)...)
	out = append(out, seg(0xC2, 8, byte(h>>8), byte(h), byte(w>>8), byte(w), 3, 1, hv, 0, 2, 0x11, 0, 3, 0x11, 0)...)
	out = append(out, seg(0xC4, append([]byte{0x00, 1}, make([]byte, 16)...)...)...)
	out = append(out, seg(0xDA, 3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 0, 0)...)
	lh, lv := int(hv>>4), int(hv&0x0F)
	bits := ((w + 8*lh - 1) / (8 * lh)) * ((h + 8*lv - 1) / (8 * lv)) * (lh*lv + 2)
	data := make([]byte, (bits+7)/8)
	if bits%8 != 0 {
		data[len(data)-1] = 0xFF >> (bits % 8)
	}
	return append(append(out, data...), 0xFF, 0xD9)
}

// encode writes img as a PNG (or JPEG) with a line pattern, so the file stays small
// but is a real image to decode.
func encode(img interface {
	image.Image
	Set(x, y int, c color.Color)
}, asJPEG bool) []byte {
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 40 {
		for x := b.Min.X; x < b.Max.X; x++ {
			img.Set(x, y, color.Black)
		}
	}
	var buf bytes.Buffer
	if asJPEG {
		if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 85}); err != nil {
			log.Fatal(err)
		}
		return buf.Bytes()
	}
	if err := png.Encode(&buf, img); err != nil {
		log.Fatal(err)
	}
	return buf.Bytes()
}

// header is a PNG that is only a header claiming w×h pixels.
func header(w, h uint32, depth, colorType byte) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(kind string, data []byte) {
		_ = binary.Write(&b, binary.BigEndian, uint32(len(data)))
		b.WriteString(kind)
		b.Write(data)
		_ = binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(append([]byte(kind), data...)))
	}
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = depth, colorType
	chunk("IHDR", ihdr)
	chunk("IEND", nil)
	return b.Bytes()
}
