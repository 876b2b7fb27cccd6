package kajian

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestNoteText(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{"<p>Sabar itu indah</p>", "Sabar itu indah"},
		{"<p>Satu</p><p>Dua</p>", "Satu\nDua"},
		{"<p>Satu<br>Dua<br/>Tiga</p>", "Satu\nDua\nTiga"},
		{"<ul><li>Wudhu</li><li>Shalat</li></ul>", "Wudhu\nShalat"},
		{"<p><strong>Tebal</strong> dan <em>miring</em></p>", "Tebal dan miring"},
		{"<p>Ibnu &amp; Umar &lt;3 &quot;x&quot;</p>", `Ibnu & Umar <3 "x"`},
		{"<p>a</p><p></p><p></p><p>b</p>", "a\n\nb"},
		{"teks <b>tanpa penutup", "teks tanpa penutup"},
		{"awal <script", "awal"},
		{"<p>  banyak    spasi </p>", "banyak spasi"},
	} {
		if got := NoteText(c.in); got != c.want {
			t.Errorf("NoteText(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func FuzzNoteText(f *testing.F) {
	for _, s := range []string{"<p>a</p>", "<<>>", "&amp;<br>", "<p", "x</p>y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		out := NoteText(in)
		if utf8.ValidString(in) && !utf8.ValidString(out) {
			t.Fatalf("invalid UTF-8 from %q", in)
		}
		if strings.Contains(out, "\n\n\n") || out != strings.TrimSpace(out) {
			t.Fatalf("untidy output %q", out)
		}
		if NoteText(out) == "" && out != "" && !strings.ContainsAny(out, "<") {
			t.Fatalf("text lost on a second pass: %q", out)
		}
	})
}
