package media

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/gif"
	"image/jpeg"
	"image/png"
	"io"

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
func ProcessPoster(ctx context.Context, r io.Reader) (*Poster, error) {
	// Reading one byte past the limit tells "exactly 20MB" from "more" while
	// never holding more than the limit plus one byte.
	data, err := io.ReadAll(io.LimitReader(r, MaxPosterBytes+1))
	if err != nil {
		return nil, fmt.Errorf("read poster: %w", err)
	}
	if len(data) > MaxPosterBytes {
		return nil, ErrFileTooLarge
	}
	format, img, release, err := decodeUpload(ctx, data)
	if err != nil {
		return nil, err
	}
	defer release()

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

// decoders returns the header reader and the decoder of a sniffed format.
func decoders(f Format) (func(io.Reader) (image.Config, error), func(io.Reader) (image.Image, error)) {
	switch f {
	case FormatJPEG:
		return jpeg.DecodeConfig, jpeg.Decode
	case FormatPNG:
		return png.DecodeConfig, png.Decode
	case FormatGIF:
		return gif.DecodeConfig, gif.Decode
	case FormatWebP:
		return webp.DecodeConfig, webp.Decode
	}
	return nil, nil
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
