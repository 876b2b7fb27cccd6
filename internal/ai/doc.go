// Package ai reads kajian announcements and writes session descriptions.
//
// A poster or a pasted broadcast becomes an Extraction, the set of form fields
// the posting screen fills in. Three readers produce one: an OpenAI-compatible
// vision model (Client), the tesseract OCR command feeding the built-in parser,
// and the built-in parser of Indonesian WhatsApp broadcasts (ParseAnnouncement).
// Whatever the source, the result passes through Cleanup, so every caller sees
// the same normalised shape. Reader picks the best source the server has.
package ai
