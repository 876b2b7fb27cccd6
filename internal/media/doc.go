// Package media turns uploaded posters into safe, resized images and keeps
// them in a blob store.
//
// An upload is trusted for nothing: its type is read from its first bytes,
// its dimensions are checked before any pixel is decoded, and every stored
// image is re-encoded so no metadata (EXIF GPS, XMP, text chunks) survives.
// Each poster is stored once with three variants beside it (card, detail and
// a 1200x630 social preview), so the server can serve them as cacheable files.
// Sessions without a poster get a preview card drawn by DrawPreview.
//
// The blob store is the Bucket interface with a local-folder implementation
// (file:///dir) and an S3-compatible one (s3://bucket?endpoint=…), chosen by
// OpenBucket from KAJIAN_STORAGE_URL.
package media
