package journal

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/renderer/html"

	"github.com/kajiankita/kajian/internal/htmlsafe"
	"github.com/kajiankita/kajian/internal/kajian"
)

// editorNote uses every element of the editor's vocabulary (internal/htmlsafe),
// nested lists and a link in a list item included.
const editorNote = `<h2>Empat Fitnah</h2><p>Teks <strong>tebal</strong>, <em>miring</em>, <u>garis bawah</u>, <s>coret</s> dan <code>kode</code>.<br>Baris kedua.</p>` +
	`<h3>Rujukan</h3><ul><li><p>Tafsir Ibnu Katsir</p><ul><li><p>Jilid 5</p></li></ul></li><li><p><a href="https://kajiankita.id/kajian/al-kahfi">Kajian Al-Kahfi</a></p></li></ul>` +
	`<ol><li><p>Fitnah agama</p></li><li><p>Fitnah harta</p><ol><li><p>Pemilik dua kebun</p></li></ol></li></ol>` +
	`<blockquote><p>Barangsiapa membaca surat Al-Kahfi pada hari Jumat…</p></blockquote>` +
	`<pre><code>QS 18:10
  doa ashabul kahfi</code></pre><p>1. bukan daftar * dan _ biasa</p>`

// between removes the layout whitespace renderers put between tags.
var between = regexp.MustCompile(`>\s+<`)

// normalised is note HTML compared as a reader sees it: no layout whitespace,
// <br> and code ends without the renderer's newline, and list items without
// their paragraph (the editor wraps every item in <p>; Markdown says "tight").
func normalised(noteHTML string) string {
	noteHTML = strings.NewReplacer("<del>", "<s>", "</del>", "</s>").Replace(noteHTML) // goldmark's ~~
	s := between.ReplaceAllString(strings.TrimSpace(htmlsafe.Notes(noteHTML)), "><")
	return strings.NewReplacer("<br>\n", "<br>", "\n</code></pre>", "</code></pre>",
		"<li><p>", "<li>", "</p></li>", "</li>", "</p><ul>", "<ul>", "</p><ol>", "<ol>").Replace(s)
}

// The export keeps what the editor made: read back as Markdown, it gives the
// same HTML for every tag of the vocabulary.
func TestMarkdownRoundTrip(t *testing.T) {
	saved := htmlsafe.Notes(editorNote)
	md := noteMarkdown(saved, "")
	md = strings.NewReplacer("##### ", "### ", "#### ", "## ").Replace(md) // undo the outline's shift
	var out bytes.Buffer
	reader := goldmark.New(goldmark.WithExtensions(extension.Strikethrough), goldmark.WithRendererOptions(html.WithUnsafe()))
	if err := reader.Convert([]byte(md), &out); err != nil {
		t.Fatal(err)
	}
	want, got := normalised(saved), normalised(out.String())
	if got != want {
		t.Errorf("round trip changed the note\nmarkdown:\n%s\ngot:  %s\nwant: %s", md, got, want)
	}
}

// What a reader of the file sees: Markdown syntax, never HTML but <u>, links with their address.
func TestMarkdownExportShape(t *testing.T) {
	notes := []kajian.Note{{SessionTitle: "Tafsir Al-Kahfi", SessionUstaz: "Ustadz Hakim"}}
	notes[0].Notes, notes[0].Tags = htmlsafe.Notes(editorNote), []string{"tafsir"}
	notes[0].AttendanceDate = kajian.Date{Year: 2026, Month: 11, Day: 24}
	md := Markdown("Fulan", notes)
	for _, want := range []string{
		"# Catatan Kajian — Fulan", "## Tafsir Al-Kahfi", "- Tag: #tafsir",
		"#### Empat Fitnah", "##### Rujukan", "**tebal**", "*miring*", "<u>garis bawah</u>", "~~coret~~", "`kode`",
		"- Tafsir Ibnu Katsir\n  \n  - Jilid 5", "[Kajian Al-Kahfi](https://kajiankita.id/kajian/al-kahfi)",
		"1. Fitnah agama", "> Barangsiapa", "```\nQS 18:10\n  doa ashabul kahfi\n```", `1\. bukan daftar`,
	} {
		if !strings.Contains(md, want) {
			t.Errorf("export lacks %q:\n%s", want, md)
		}
	}
	if strings.Contains(md, "<p>") || strings.Contains(md, "<strong>") || strings.Contains(md, "<a ") {
		t.Errorf("export holds HTML:\n%s", md)
	}
}
