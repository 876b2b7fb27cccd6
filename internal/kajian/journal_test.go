package kajian

import (
	"strings"
	"testing"
	"time"
)

func TestValidateNote(t *testing.T) {
	now := time.Date(2026, 11, 22, 5, 0, 0, 0, time.UTC)
	ok := NoteInput{KajianID: "k", AttendanceDate: "2026-11-20", Notes: "<p>Ilmu</p>"}
	with := func(change func(*NoteInput)) NoteInput { in := ok; change(&in); return in }
	for _, tc := range []struct {
		name     string
		in       NoteInput
		text     string
		creating bool
		field    string
		msg      string
	}{
		{"valid", ok, "Ilmu", true, "", ""},
		// The order of content-side §5: text, session, date.
		{"empty text first", with(func(in *NoteInput) { in.KajianID, in.AttendanceDate = "", "" }), "  ", true, "notes", MsgNoteRequired},
		{"no session", with(func(in *NoteInput) { in.KajianID, in.AttendanceDate = "", "" }), "Ilmu", true, "kajian_id", MsgSessionRequired},
		{"both sessions", with(func(in *NoteInput) { in.RecurringKajianID = "r" }), "Ilmu", true, "kajian_id", "Pilih satu kajian saja"},
		{"no date", with(func(in *NoteInput) { in.AttendanceDate = " " }), "Ilmu", true, "attendance_date", MsgDateRequired},
		{"an edit keeps its session", with(func(in *NoteInput) { in.KajianID = "" }), "Ilmu", false, "", ""},
		{"not a date", with(func(in *NoteInput) { in.AttendanceDate = "2026-02-30" }), "Ilmu", true, "attendance_date", "Tanggal kehadiran tidak valid"},
		{"year 1", with(func(in *NoteInput) { in.AttendanceDate = "0001-01-01" }), "Ilmu", true, "attendance_date", "Tanggal kehadiran tidak valid"},
		{"a year ahead is fine", with(func(in *NoteInput) { in.AttendanceDate = "2027-11-22" }), "Ilmu", true, "", ""},
		{"more than a year ahead", with(func(in *NoteInput) { in.AttendanceDate = "2027-11-23" }), "Ilmu", true, "attendance_date",
			"Tanggal kehadiran paling lambat satu tahun dari sekarang"},
		{"too long", with(func(in *NoteInput) { in.Notes = strings.Repeat("a", MaxNoteBytes+1) }), "Ilmu", true, "notes",
			"Catatan terlalu panjang (maksimal 100 KB)"},
		{"bad visibility", with(func(in *NoteInput) { in.Visibility = "semua" }), "Ilmu", true, "visibility", "Visibilitas catatan tidak valid"},
		{"21 tags", with(func(in *NoteInput) {
			for i := range 21 {
				in.Tags = append(in.Tags, strings.Repeat("t", i+1))
			}
		}), "Ilmu", true, "tags", "Maksimal 20 tag untuk satu catatan"},
		{"20 tags, repeats dropped", with(func(in *NoteInput) {
			for i := range 20 {
				in.Tags = append(in.Tags, strings.Repeat("t", i+1), " "+strings.Repeat("t", i+1))
			}
		}), "Ilmu", true, "", ""},
		{"a long tag", with(func(in *NoteInput) { in.Tags = []string{strings.Repeat("é", 41)} }), "Ilmu", true, "tags", "Tag maksimal 40 karakter"},
	} {
		err := ValidateNote(tc.in, tc.text, tc.creating, now)
		if tc.msg == "" {
			if err != nil {
				t.Errorf("%s: %v", tc.name, err)
			}
			continue
		}
		e, isErr := err.(*Error)
		if !isErr || e.Field != tc.field || e.Message != tc.msg {
			t.Errorf("%s: %v, want %s %q", tc.name, err, tc.field, tc.msg)
		}
	}
}

func TestCleanTags(t *testing.T) {
	got := CleanTags([]string{" fiqih ", "", "Fiqih", "fiqih", "adab  islami", "  "})
	want := []string{"fiqih", "Fiqih", "adab islami"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("%q", got)
	}
}
