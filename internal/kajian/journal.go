package kajian

import (
	"strings"
	"time"
	"unicode/utf8"
)

// Visibility says who may read a journal note.
type Visibility string

// Note visibilities; private is the default.
const (
	Private Visibility = "private"
	Public  Visibility = "public"
)

// Valid reports whether v is a visibility.
func (v Visibility) Valid() bool { return v == Private || v == Public }

// JournalEntry is a user's study note about a session they attended.
type JournalEntry struct {
	ID                string
	UserID            string
	KajianID          string // exactly one of KajianID and RecurringKajianID is set at creation
	RecurringKajianID string
	AttendanceDate    Date
	Notes             string // sanitised HTML
	NotesText         string // its plain text, for search, excerpts and copying
	IsFavorite        bool
	Tags              []string
	Visibility        Visibility
	CreatedAt         time.Time
	UpdatedAt         time.Time
}

// Limits of a note (content-side §5 states none; these keep one note from
// filling a phone's screen forever or the database).
const (
	MaxNoteBytes    = 100 * 1024 // of sanitised HTML
	MaxNoteTags     = 20
	MaxNoteTagRunes = 40
)

// What one author may write (issue 32: one account made 200 public 100 KB
// notes in 4.4 s): NoteWriteLimit new notes, counted in the database so
// every copy of the server shares it, and NoteQuotaPerUser in all.
var (
	NoteWriteLimit   = Limit{Max: 30, Per: time.Hour}
	NoteQuotaPerUser = NoteQuota{MaxNotes: 2000, MaxBytes: 50 << 20}
)

// NoteQuota bounds an author's notes: how many, and their sanitised HTML in
// bytes together. The zero quota bounds nothing.
type NoteQuota struct {
	MaxNotes int
	MaxBytes int64
}

// The refusals of the note limits: too many new notes in an hour ('Terlalu
// banyak catatan baru. Silakan coba lagi dalam N menit.', through TooMany),
// and a full quota.
const MsgNoteWrites = "catatan baru"

var (
	ErrNoteQuota      = Errorf(KindConflict, "note_quota", "Anda sudah memiliki 2.000 catatan, jumlah maksimal. Hapus catatan yang tidak diperlukan untuk menulis catatan baru.")
	ErrNoteBytesQuota = Errorf(KindConflict, "note_quota", "Catatan Anda sudah mencapai batas 50 MB. Hapus atau persingkat catatan yang tidak diperlukan lalu coba lagi.")
)

// Check refuses notes that would go beyond the quota: count notes in all
// (the new one included) taking bytes together.
func (q NoteQuota) Check(count int, bytes int64) error {
	switch {
	case q.MaxNotes > 0 && count > q.MaxNotes:
		return ErrNoteQuota
	case q.MaxBytes > 0 && bytes > q.MaxBytes:
		return ErrNoteBytesQuota
	}
	return nil
}

// Journal messages (content-side §5, §8).
const (
	MsgNoteRequired    = "Catatan harus diisi"
	MsgSessionRequired = "Pilih kajian terlebih dahulu"
	MsgDateRequired    = "Tanggal kehadiran harus diisi"
)

// NoteInput is what the journal forms send.
type NoteInput struct {
	KajianID          string
	RecurringKajianID string
	AttendanceDate    string
	Notes             string // HTML as the editor wrote it; sanitised before it is checked
	Tags              []string
	Visibility        Visibility // "" is private
	IsFavorite        bool
}

// CleanTags cleans the tags (CleanText, each run of spaces one space) and
// drops empty ones and repeats (exact match), keeping their order.
func CleanTags(tags []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, t := range tags {
		t = strings.Join(strings.Fields(CleanText(t)), " ")
		if t != "" && !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	return out
}

// ValidateNote checks a note being created (creating, with its session) or
// edited, in the specification's order: the text, the session, the date;
// then the limits. notesText is the plain text of the sanitised notes; now
// bounds the attendance date (not more than a year ahead).
func ValidateNote(in NoteInput, notesText string, creating bool, now time.Time) error {
	if strings.TrimSpace(notesText) == "" {
		return Invalid("notes", MsgNoteRequired)
	}
	if creating {
		k, r := strings.TrimSpace(in.KajianID), strings.TrimSpace(in.RecurringKajianID)
		switch {
		case k == "" && r == "":
			return Invalid("kajian_id", MsgSessionRequired)
		case k != "" && r != "":
			return Invalid("kajian_id", "Pilih satu kajian saja")
		}
	}
	if strings.TrimSpace(in.AttendanceDate) == "" {
		return Invalid("attendance_date", MsgDateRequired)
	}
	d, err := ParseDate(strings.TrimSpace(in.AttendanceDate))
	if err != nil {
		return Invalid("attendance_date", "Tanggal kehadiran tidak valid")
	}
	if latest := DateOf(now.AddDate(1, 0, 0)); latest.Before(d) {
		return Invalid("attendance_date", "Tanggal kehadiran paling lambat satu tahun dari sekarang")
	}
	if d.Year < 2000 {
		return Invalid("attendance_date", "Tanggal kehadiran tidak valid")
	}
	if len(in.Notes) > MaxNoteBytes {
		return Invalid("notes", "Catatan terlalu panjang (maksimal 100 KB)")
	}
	if in.Visibility != "" && !in.Visibility.Valid() {
		return Invalid("visibility", "Visibilitas catatan tidak valid")
	}
	tags := CleanTags(in.Tags)
	if len(tags) > MaxNoteTags {
		return Invalid("tags", "Maksimal 20 tag untuk satu catatan")
	}
	for _, t := range tags {
		if utf8.RuneCountInString(t) > MaxNoteTagRunes {
			return Invalid("tags", "Tag maksimal 40 karakter")
		}
	}
	return nil
}

// NoteSessionFallbacks are what a note shows of a session it no longer has
// (deleted) or that has no value (content-side §2).
const (
	NoTitle    = "Kajian Tanpa Judul"
	NoUstaz    = "Ustadz Tidak Diketahui"
	NoLocation = "Lokasi Tidak Diketahui"
)
