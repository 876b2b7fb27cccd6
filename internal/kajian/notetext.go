package kajian

import (
	"html"
	"strings"
)

// NoteText returns the plain text of a note's HTML for excerpts, copying and
// sharing: tags are dropped, paragraphs, line breaks and list items become
// line breaks, entities are decoded and runs of blank lines collapse to one.
func NoteText(h string) string {
	var b strings.Builder
	for len(h) > 0 {
		lt := strings.IndexByte(h, '<')
		if lt < 0 {
			b.WriteString(h)
			break
		}
		b.WriteString(h[:lt])
		gt := strings.IndexByte(h[lt:], '>')
		if gt < 0 {
			break // an unclosed tag: drop the rest
		}
		if breaksLine(h[lt+1 : lt+gt]) {
			b.WriteByte('\n')
		}
		h = h[lt+gt+1:]
	}
	lines := strings.Split(html.UnescapeString(b.String()), "\n")
	out := lines[:0]
	for _, l := range lines {
		l = strings.Join(strings.Fields(l), " ")
		if l == "" && (len(out) == 0 || out[len(out)-1] == "") {
			continue
		}
		out = append(out, l)
	}
	return strings.TrimSpace(strings.Join(out, "\n"))
}

// breaksLine reports whether the tag (without its brackets) ends a line: a
// line break or the end of a block.
func breaksLine(tag string) bool {
	tag = strings.ToLower(tag)
	closing := strings.HasPrefix(tag, "/")
	name, _, _ := strings.Cut(strings.TrimLeft(tag, "/"), " ")
	if name == "br" || name == "br/" {
		return true
	}
	if !closing {
		return false
	}
	name = strings.TrimRight(name, "/")
	switch name {
	case "p", "li", "div", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "ul", "ol", "pre", "tr":
		return true
	}
	return false
}
