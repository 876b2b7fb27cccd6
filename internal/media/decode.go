package media

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"runtime/debug"

	"golang.org/x/sync/semaphore"
)

// Every image that comes in — a poster upload, a poster read by OCR or a
// vision model — takes the one path of decodeUpload: its format is sniffed
// from its bytes, its dimensions are read from its header, and before any
// pixel is decoded it must fit the pixel limit and claim its decoded size
// from a process-wide budget in bytes. A small file claiming a huge canvas,
// or a 16-bit one that decodes to eight bytes a pixel, is refused before it
// can take the memory; many big ones at once wait for each other.

// DecodeBudget is how many bytes of decoded pixels and working copies all
// images being decoded at once may hold; more wait. It keeps a server copy's
// memory bounded however many uploads arrive together, and refuses an image
// that alone needs more: a 40-megapixel baseline JPEG fits (at most 3 bytes
// a pixel), a progressive one up to about 17 megapixels with the usual 4:2:0
// chroma (7.5 bytes a pixel, see jpegframe.go), an 8-bit RGBA PNG up to 32
// megapixels, a 16-bit one up to 16.
const DecodeBudget = 192 << 20

// workingBytes is what an image's processing holds besides its decoded
// pixels: the RGBA original of at most 2000x2000 and its variants.
const workingBytes = 64 << 20

var decodeBudget = semaphore.NewWeighted(DecodeBudget)

// returnAbove is the decoded size from which an image's memory is collected
// and returned to the system before its budget passes to the next image
// (8 images of 16 megapixels at 16 bits took a copy to 422 MB with its
// tesseract runs, scripts/image-bombs.sh). A full collection costs a few
// milliseconds; images this big are a few posters an hour.
const returnAbove = 32 << 20

// bytesPerPixel is what a decoder allocates a pixel for a color model; an
// unknown model counts as the widest.
func bytesPerPixel(m color.Model) int64 {
	switch m {
	case color.GrayModel, color.AlphaModel:
		return 1
	case color.Gray16Model, color.Alpha16Model:
		return 2
	case color.YCbCrModel: // 4:4:4 at worst
		return 3
	case color.RGBAModel, color.NRGBAModel, color.CMYKModel, color.NYCbCrAModel:
		return 4
	}
	if _, ok := m.(color.Palette); ok {
		return 1
	}
	return 8 // RGBA64, NRGBA64 and anything else
}

// decodeBytes is what decoding the image will allocate: a JPEG's as its
// frame header says (progressive ones hold their coefficients too), other
// formats' at the bytes a pixel of their color model.
func decodeBytes(format Format, data []byte, cfg image.Config) (int64, error) {
	if format != FormatJPEG {
		return int64(cfg.Width) * int64(cfg.Height) * bytesPerPixel(cfg.ColorModel), nil
	}
	frame, err := readJPEGFrame(data)
	if err != nil {
		return 0, err
	}
	if !frame.supported() || frame.width != cfg.Width || frame.height != cfg.Height {
		return 0, fmt.Errorf("JPEG frame %X of %dx%d", frame.marker, frame.width, frame.height)
	}
	return frame.decodeBytes(cfg.ColorModel), nil
}

// decodeUpload sniffs, checks and decodes an image within the budget. The
// caller must call release when done with the image (not before: its pixels
// are what the budget counts). Refusals are ErrNotAnImage, ErrImageTooBig and
// ErrImageCorrupted.
func decodeUpload(ctx context.Context, data []byte) (Format, image.Image, func(), error) {
	format := Sniff(data)
	decodeConfig, decodeImage := decoders(format)
	if decodeConfig == nil {
		return "", nil, nil, ErrNotAnImage
	}
	cfg, err := decodeConfig(bytes.NewReader(data))
	if err != nil {
		return "", nil, nil, ErrImageCorrupted.Wrap(err)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return "", nil, nil, ErrImageCorrupted.Wrap(fmt.Errorf("%dx%d image", cfg.Width, cfg.Height))
	}
	pixels := int64(cfg.Width) * int64(cfg.Height)
	if pixels > MaxPosterPixels {
		return "", nil, nil, ErrImageTooBig.Wrap(fmt.Errorf("%dx%d image", cfg.Width, cfg.Height))
	}
	need, err := decodeBytes(format, data, cfg)
	if err != nil {
		return "", nil, nil, ErrImageCorrupted.Wrap(err)
	}
	need += workingBytes
	if need > DecodeBudget {
		return "", nil, nil, ErrImageTooBig.Wrap(fmt.Errorf("%dx%d image needs %d MB to decode", cfg.Width, cfg.Height, need>>20))
	}
	if err := decodeBudget.Acquire(ctx, need); err != nil {
		return "", nil, nil, err
	}
	release := func() {
		if need-workingBytes >= returnAbove {
			// The pixels are garbage now, but the collector would free them
			// (and give the pages back) only after the next image waiting
			// for the budget had allocated its own: a burst would hold both.
			debug.FreeOSMemory()
		}
		decodeBudget.Release(need)
	}
	img, err := decodeImage(bytes.NewReader(data))
	if err != nil {
		release()
		return "", nil, nil, ErrImageCorrupted.Wrap(err)
	}
	if b := img.Bounds(); b.Dx() != cfg.Width || b.Dy() != cfg.Height {
		// The header promised one size and the pixels came in another.
		release()
		return "", nil, nil, ErrImageCorrupted.Wrap(fmt.Errorf("header %dx%d, decoded %dx%d", cfg.Width, cfg.Height, b.Dx(), b.Dy()))
	}
	return format, img, release, nil
}

// ReadMaxSide is the long side of an image handed to a reader (OCR or a
// vision model): poster text stays legible, and tesseract stays under about
// 100 MB.
const ReadMaxSide = 2000

// ForReading takes an upload on the same path as a poster and returns it as
// a JPEG of at most ReadMaxSide on its long side, 8-bit, upright, without
// metadata and flattened on white: what OCR and a vision model read, never
// the uploader's bytes.
func ForReading(ctx context.Context, data []byte) (Image, error) {
	if len(data) > MaxPosterBytes {
		return Image{}, ErrFileTooLarge
	}
	format, img, release, err := decodeUpload(ctx, data)
	if err != nil {
		return Image{}, err
	}
	defer release()
	base := shrinkLongSide(img, ReadMaxSide)
	if format == FormatJPEG {
		base = orient(base, jpegOrientation(data))
	}
	if !opaque(img) {
		base = flatten(base)
	}
	return encodeJPEG(base)
}
