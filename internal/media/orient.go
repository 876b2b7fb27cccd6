package media

import (
	"bytes"
	"encoding/binary"
	"image"
)

// jpegOrientation returns the EXIF orientation (1–8) recorded in a JPEG's APP1
// segment, or 1 when there is none. Phones store photos as the sensor saw them
// and record the rotation here; since re-encoding drops EXIF, the rotation has
// to be applied to the pixels or the poster would come out sideways.
func jpegOrientation(data []byte) int {
	if len(data) < 4 || data[0] != 0xFF || data[1] != 0xD8 {
		return 1
	}
	for i := 2; i+4 <= len(data); {
		if data[i] != 0xFF {
			return 1
		}
		marker := data[i+1]
		switch {
		case marker == 0xFF: // fill byte
			i++
			continue
		case marker == 0x01 || marker >= 0xD0 && marker <= 0xD8: // markers without a length
			i += 2
			continue
		case marker == 0xDA || marker == 0xD9: // image data starts: EXIF comes before it
			return 1
		}
		n := int(data[i+2])<<8 | int(data[i+3])
		if n < 2 || i+2+n > len(data) {
			return 1
		}
		seg := data[i+4 : i+2+n]
		if marker == 0xE1 && bytes.HasPrefix(seg, []byte("Exif\x00\x00")) {
			if o := exifOrientation(seg[6:]); o != 0 {
				return o
			}
		}
		i += 2 + n
	}
	return 1
}

// exifOrientation reads tag 0x0112 from the first IFD of a TIFF structure, or
// returns 0 when it is missing or malformed.
func exifOrientation(tiff []byte) int {
	if len(tiff) < 8 {
		return 0
	}
	var bo binary.ByteOrder
	switch string(tiff[:2]) {
	case "II":
		bo = binary.LittleEndian
	case "MM":
		bo = binary.BigEndian
	default:
		return 0
	}
	if bo.Uint16(tiff[2:]) != 42 {
		return 0
	}
	off := uint64(bo.Uint32(tiff[4:]))
	if off+2 > uint64(len(tiff)) {
		return 0
	}
	count := uint64(bo.Uint16(tiff[off:]))
	for k := uint64(0); k < count; k++ {
		e := off + 2 + 12*k
		if e+12 > uint64(len(tiff)) {
			return 0
		}
		if bo.Uint16(tiff[e:]) != 0x0112 {
			continue
		}
		const typeShort = 3
		if bo.Uint16(tiff[e+2:]) != typeShort {
			return 0
		}
		if v := int(bo.Uint16(tiff[e+8:])); v >= 1 && v <= 8 {
			return v
		}
		return 0
	}
	return 0
}

// orient returns src turned and mirrored as EXIF orientation o asks, so that
// it displays upright without the tag. Orientations 5–8 swap width and height.
func orient(src *image.RGBA, o int) *image.RGBA {
	if o < 2 || o > 8 {
		return src
	}
	b := src.Bounds()
	w, h := b.Dx(), b.Dy()
	dw, dh := w, h
	if o >= 5 {
		dw, dh = h, w
	}
	dst := image.NewRGBA(image.Rect(0, 0, dw, dh))
	for y := 0; y < h; y++ {
		row := src.Pix[(y)*src.Stride:]
		for x := 0; x < w; x++ {
			var dx, dy int
			switch o {
			case 2: // mirrored left to right
				dx, dy = w-1-x, y
			case 3: // turned 180°
				dx, dy = w-1-x, h-1-y
			case 4: // mirrored top to bottom
				dx, dy = x, h-1-y
			case 5: // mirrored along the main diagonal
				dx, dy = y, x
			case 6: // needs a quarter turn clockwise
				dx, dy = h-1-y, x
			case 7: // mirrored along the other diagonal
				dx, dy = h-1-y, w-1-x
			case 8: // needs a quarter turn anticlockwise
				dx, dy = y, w-1-x
			}
			copy(dst.Pix[dy*dst.Stride+dx*4:dy*dst.Stride+dx*4+4], row[x*4:x*4+4])
		}
	}
	return dst
}
