package journal

import (
	"bytes"
	"strings"

	htmltomarkdown "github.com/JohannesKaufmann/html-to-markdown/v2/converter"
	"github.com/JohannesKaufmann/html-to-markdown/v2/plugin/base"
	"github.com/JohannesKaufmann/html-to-markdown/v2/plugin/commonmark"
	"github.com/JohannesKaufmann/html-to-markdown/v2/plugin/strikethrough"
	"golang.org/x/net/html"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Markdown is 'Unduh catatan saya': the notes as one Markdown file, each with
// its session's title, ustaz, attendance date and tags, then its text as the
// editor made it (headings, emphasis, lists, quotes, code and links).
func Markdown(authorName string, notes []kajian.Note) string {
	var b strings.Builder
	b.WriteString("# Catatan Kajian")
	if authorName != "" {
		b.WriteString(" — " + mdLine(authorName))
	}
	b.WriteString("\n")
	if len(notes) == 0 {
		b.WriteString("\nBelum ada catatan kajian.\n")
	}
	for _, n := range notes {
		title, ustaz := n.SessionTitle, n.SessionUstaz
		if strings.TrimSpace(title) == "" {
			title = kajian.NoTitle
		}
		if strings.TrimSpace(ustaz) == "" {
			ustaz = kajian.NoUstaz
		}
		b.WriteString("\n## " + mdLine(title) + "\n\n")
		b.WriteString("- Ustadz: " + mdLine(ustaz) + "\n")
		b.WriteString("- Tanggal: " + n.AttendanceDate.LongIndonesian() + "\n")
		if len(n.Tags) > 0 {
			tags := make([]string, len(n.Tags))
			for i, t := range n.Tags {
				tags[i] = "#" + mdLine(t)
			}
			b.WriteString("- Tag: " + strings.Join(tags, " ") + "\n")
		}
		b.WriteString("\n" + noteMarkdown(n.Notes, n.NotesText) + "\n")
	}
	return b.String()
}

// mdLine keeps a value on one line of Markdown.
func mdLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// converter turns the editor's HTML (internal/htmlsafe's vocabulary) into
// CommonMark with GitHub's ~~strike~~. Underline has no Markdown form, so it
// stays as the inline <u> tag Markdown allows, its content still Markdown.
var converter = func() *htmltomarkdown.Converter {
	c := htmltomarkdown.NewConverter(htmltomarkdown.WithPlugins(
		base.NewBasePlugin(),
		commonmark.NewCommonmarkPlugin(commonmark.WithBulletListMarker("-"), commonmark.WithEmDelimiter("*")),
		strikethrough.NewStrikethroughPlugin(strikethrough.WithDelimiter("~~")),
	))
	c.Register.RendererFor("u", htmltomarkdown.TagTypeInline, renderUnderline, htmltomarkdown.PriorityEarly)
	return c
}()

// renderUnderline writes <u>…</u> around the Markdown of its content, inline
// (the library's HTML wrapper would start a block and end the paragraph).
func renderUnderline(ctx htmltomarkdown.Context, w htmltomarkdown.Writer, n *html.Node) htmltomarkdown.RenderStatus {
	var content bytes.Buffer
	ctx.RenderChildNodes(ctx, &content, n)
	if strings.TrimSpace(content.String()) == "" {
		return htmltomarkdown.RenderSuccess
	}
	w.WriteString("<u>")
	w.Write(content.Bytes())
	w.WriteString("</u>")
	return htmltomarkdown.RenderSuccess
}

// headingShift moves the note's own headings (h2, h3) two levels down, below
// the '## title' each note has in the file, so the outline stays true.
var headingShift = strings.NewReplacer("<h2>", "<h4>", "</h2>", "</h4>", "<h3>", "<h5>", "</h3>", "</h5>")

// noteMarkdown is a note's sanitised HTML as Markdown; should the converter
// fail, the note's plain text is written instead, so the export never loses it.
func noteMarkdown(noteHTML, plain string) string {
	md, err := converter.ConvertString(headingShift.Replace(noteHTML))
	if err != nil {
		return strings.TrimSpace(plain)
	}
	return strings.TrimSpace(md)
}
