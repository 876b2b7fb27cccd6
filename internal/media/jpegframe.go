package media

import (
	"errors"
	"fmt"
	"image/color"
)

// A JPEG's header says little of what decoding it costs: image/jpeg keeps
// every 8×8 block of a progressive JPEG as 64 int32 coefficients (256 bytes,
// four bytes a sample) until its last scan, beside the decoded planes, and
// turns a CMYK or RGB JPEG into a second, 4-byte-a-pixel image at the end.
// A 234 KB progressive 40-megapixel file so takes 600 MB. jpegFrame reads
// the frame header (SOF) and counts what the decoder will allocate, so the
// decode budget claims the real figure before a pixel is decoded.

// jpegFrame is what a JPEG's start-of-frame segment says.
type jpegFrame struct {
	marker        byte // SOF0…SOF15
	width, height int
	comps         []jpegComp
}

// jpegComp is one component's sampling factors.
type jpegComp struct{ h, v int }

// progressive reports a progressive frame (SOF2, SOF6, SOF10, SOF14).
func (f jpegFrame) progressive() bool { return f.marker&0x03 == 0x02 }

// supported reports whether image/jpeg decodes the frame at all: Huffman-
// coded baseline, extended sequential and progressive DCT (SOF0–SOF2).
// Lossless, hierarchical and arithmetic-coded frames are refused before
// anything is decoded.
func (f jpegFrame) supported() bool { return f.marker <= 0xC2 }

// decodeBytes is what image/jpeg allocates to decode the frame, as its
// reader does it: the MCU grid follows the first component's sampling, each
// component keeps h×v blocks per MCU, one byte a sample in the decoded
// planes and, while a progressive image's scans arrive, 256 bytes a block of
// coefficients; a CMYK or RGB result (model) is copied into a 4-byte-a-pixel
// image at the end.
func (f jpegFrame) decodeBytes(model color.Model) int64 {
	h0, v0 := f.comps[0].h, f.comps[0].v
	if len(f.comps) == 1 { // a grayscale image's sampling is always 1×1
		h0, v0 = 1, 1
	}
	mxx := int64((f.width + 8*h0 - 1) / (8 * h0))
	myy := int64((f.height + 8*v0 - 1) / (8 * v0))
	var blocks int64
	for _, c := range f.comps {
		h, v := c.h, c.v
		if len(f.comps) == 1 {
			h, v = 1, 1
		}
		blocks += mxx * myy * int64(h*v)
	}
	need := 64 * blocks // the decoded planes (Y, Cb, Cr, black or gray)
	if f.progressive() {
		need += 256 * blocks // [64]int32 a block
	}
	if model == color.RGBAModel || model == color.CMYKModel {
		need += 4 * int64(f.width) * int64(f.height)
	}
	return need
}

var errNoFrame = errors.New("no frame header before the first scan")

// readJPEGFrame reads the frame header of a JPEG, walking its segments from
// the start of the file to the first SOF marker as leniently as image/jpeg
// does: bytes between segments are skipped, and so are restart markers.
func readJPEGFrame(data []byte) (jpegFrame, error) {
	if len(data) < 2 || data[0] != 0xFF || data[1] != 0xD8 {
		return jpegFrame{}, errors.New("no start of image")
	}
	for i := 2; i < len(data); {
		if data[i] != 0xFF {
			i++ // extraneous data
			continue
		}
		for i < len(data) && data[i] == 0xFF { // fill bytes
			i++
		}
		if i+1 > len(data) {
			break
		}
		marker := data[i]
		i++
		switch {
		case marker == 0x00, marker >= 0xD0 && marker <= 0xD7: // escaped 0xFF, restart marker
			continue
		case marker == 0xD9, marker == 0xDA: // end of image or start of scan before any frame
			return jpegFrame{}, errNoFrame
		}
		if i+2 > len(data) {
			break
		}
		n := int(data[i])<<8 | int(data[i+1])
		if n < 2 || i+n > len(data) {
			return jpegFrame{}, fmt.Errorf("segment %X overruns the file", marker)
		}
		if marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC {
			return parseFrame(marker, data[i+2:i+n])
		}
		i += n
	}
	return jpegFrame{}, errNoFrame
}

// parseFrame reads a SOF segment's body (B.2.2): precision, height, width,
// then each component's id, sampling factors and quantisation table.
func parseFrame(marker byte, b []byte) (jpegFrame, error) {
	if len(b) < 6 {
		return jpegFrame{}, errors.New("short frame header")
	}
	f := jpegFrame{marker: marker, height: int(b[1])<<8 | int(b[2]), width: int(b[3])<<8 | int(b[4])}
	n := int(b[5])
	if n < 1 || n > 4 || len(b) < 6+3*n {
		return jpegFrame{}, fmt.Errorf("frame of %d components", n)
	}
	for i := range n {
		hv := b[7+3*i]
		c := jpegComp{h: int(hv >> 4), v: int(hv & 0x0F)}
		if c.h < 1 || c.h > 4 || c.v < 1 || c.v > 4 {
			return jpegFrame{}, fmt.Errorf("sampling %dx%d", c.h, c.v)
		}
		f.comps = append(f.comps, c)
	}
	return f, nil
}
