package media

import (
	"bytes"
	"fmt"
	"image"
	"image/gif"
	"image/jpeg"
	"image/png"
	"io"
	"runtime"

	"golang.org/x/image/webp"
)

// Image is one encoded picture ready to store.
type Image struct {
	Data          []byte
	ContentType   string // "image/jpeg" or "image/png"
	Width, Height int
}

// Ext returns the file extension for the image's type, without a dot.
func (i Image) Ext() string {
	if i.ContentType == "image/png" {
		return "png"
	}
	return "jpg"
}

// Poster is an uploaded poster after checking and re-encoding: the original
// (long side at most 2000 px; PNG when it has transparency, JPEG otherwise)
// and its JPEG variants. None of them carries the upload's metadata.
type Poster struct {
	Source   Format // the upload's type, as sniffed
	Original Image
	Card     Image // 640 px wide, or narrower when the poster is
	Detail   Image // 1200 px wide, or narrower when the poster is
	OG       Image // exactly 1200x630, for link previews
}

// ProcessPoster reads an upload of at most MaxPosterBytes, checks that it is
// a JPEG, PNG, GIF or WebP image by its content and of a sane size, and
// returns it re-encoded with its variants. Refusals are *kajian.Error values
// with Indonesian messages (ErrFileTooLarge, ErrNotAnImage, ErrImageTooBig,
// ErrImageCorrupted); other errors come from reading r.
//
// Of an animated GIF only the first frame is kept.
func ProcessPoster(r io.Reader) (*Poster, error) {
	// Reading one byte past the limit tells "exactly 20MB" from "more" while
	// never holding more than the limit plus one byte.
	data, err := io.ReadAll(io.LimitReader(r, MaxPosterBytes+1))
	if err != nil {
		return nil, fmt.Errorf("read poster: %w", err)
	}
	if len(data) > MaxPosterBytes {
		return nil, ErrFileTooLarge
	}
	format := Sniff(data)
	if format == "" {
		return nil, ErrNotAnImage
	}
	// Decoding and resizing are CPU-bound and hold up to a few hundred MB for
	// a big image; more at once than there are CPUs only adds memory.
	working <- struct{}{}
	defer func() { <-working }()
	img, err := decode(format, data)
	if err != nil {
		return nil, err
	}

	base := shrinkLongSide(img, originalMaxSide)
	if format == FormatJPEG {
		base = orient(base, jpegOrientation(data))
	}
	p := &Poster{Source: format}
	flat := base
	if opaque(img) {
		p.Original, err = encodeJPEG(base)
	} else {
		p.Original, err = encodePNG(base)
		flat = flatten(base)
	}
	if err != nil {
		return nil, err
	}
	if p.Card, err = encodeJPEG(toWidth(flat, cardWidth)); err != nil {
		return nil, err
	}
	if p.Detail, err = encodeJPEG(toWidth(flat, detailWidth)); err != nil {
		return nil, err
	}
	if p.OG, err = encodeJPEG(composeOG(flat)); err != nil {
		return nil, err
	}
	return p, nil
}

// working bounds how many posters are processed at once.
var working = make(chan struct{}, runtime.GOMAXPROCS(0))

// decode checks the declared dimensions before decoding any pixel, then
// decodes with the decoder of the sniffed format only.
func decode(f Format, data []byte) (image.Image, error) {
	var (
		decodeConfig func(io.Reader) (image.Config, error)
		decodeImage  func(io.Reader) (image.Image, error)
	)
	switch f {
	case FormatJPEG:
		decodeConfig, decodeImage = jpeg.DecodeConfig, jpeg.Decode
	case FormatPNG:
		decodeConfig, decodeImage = png.DecodeConfig, png.Decode
	case FormatGIF:
		decodeConfig, decodeImage = gif.DecodeConfig, gif.Decode
	case FormatWebP:
		decodeConfig, decodeImage = webp.DecodeConfig, webp.Decode
	default:
		return nil, ErrNotAnImage
	}
	cfg, err := decodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, ErrImageCorrupted.Wrap(err)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return nil, ErrImageCorrupted.Wrap(fmt.Errorf("%dx%d image", cfg.Width, cfg.Height))
	}
	if int64(cfg.Width)*int64(cfg.Height) > MaxPosterPixels {
		return nil, ErrImageTooBig.Wrap(fmt.Errorf("%dx%d image", cfg.Width, cfg.Height))
	}
	img, err := decodeImage(bytes.NewReader(data))
	if err != nil {
		return nil, ErrImageCorrupted.Wrap(err)
	}
	if b := img.Bounds(); b.Dx() != cfg.Width || b.Dy() != cfg.Height {
		// The header promised one size and the pixels came in another.
		return nil, ErrImageCorrupted.Wrap(fmt.Errorf("header %dx%d, decoded %dx%d", cfg.Width, cfg.Height, b.Dx(), b.Dy()))
	}
	return img, nil
}

// opaque reports whether img has no transparent or translucent pixel.
func opaque(img image.Image) bool {
	if o, ok := img.(interface{ Opaque() bool }); ok {
		return o.Opaque()
	}
	return toRGBA(img).Opaque()
}

// jpegQuality keeps posters' small text sharp at about a third of the size
// of quality 95.
const jpegQuality = 85

func encodeJPEG(img *image.RGBA) (Image, error) {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: jpegQuality}); err != nil {
		return Image{}, fmt.Errorf("encode jpeg: %w", err)
	}
	return Image{Data: buf.Bytes(), ContentType: "image/jpeg", Width: img.Bounds().Dx(), Height: img.Bounds().Dy()}, nil
}

func encodePNG(img *image.RGBA) (Image, error) {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return Image{}, fmt.Errorf("encode png: %w", err)
	}
	return Image{Data: buf.Bytes(), ContentType: "image/png", Width: img.Bounds().Dx(), Height: img.Bounds().Dy()}, nil
}
