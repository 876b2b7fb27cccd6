package journal

import (
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Markdown is 'Unduh catatan saya': the notes as one Markdown file, each with
// its session's title, ustaz, attendance date and tags, then its text.
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
		b.WriteString("\n" + strings.TrimSpace(n.NotesText) + "\n")
	}
	return b.String()
}

// mdLine keeps a value on one line of Markdown.
func mdLine(s string) string { return strings.Join(strings.Fields(s), " ") }
