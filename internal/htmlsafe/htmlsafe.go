// Package htmlsafe sanitises the HTML of study notes with a kept allow-list
// sanitiser (bluemonday): exactly the notes editor's vocabulary survives,
// everything else (scripts, event handlers, styles, images, SVG, unknown
// link schemes) is dropped. Notes are sanitised when written, and the web
// app sanitises them again before showing them.
package htmlsafe

import (
	"html"
	"regexp"

	"github.com/microcosm-cc/bluemonday"
)

// Elements the editor makes (content-side §2 Journal create: bold, italic,
// underline, strike, headings 2 and 3, lists, quote, code block, link).
var elements = []string{"p", "br", "strong", "em", "u", "s", "h2", "h3", "ul", "ol", "li", "blockquote", "pre", "code", "a"}

// Schemes links may use (content-side §5 Tags and notes).
var schemes = []string{"http", "https", "ftp", "ftps", "mailto", "tel", "callto", "sms", "cid", "xmpp"}

var policy = func() *bluemonday.Policy {
	p := bluemonday.NewPolicy()
	p.AllowElements(elements...)
	p.AllowAttrs("href").Matching(regexp.MustCompile(`^\S+$`)).OnElements("a")
	p.AllowURLSchemes(schemes...)
	p.RequireParseableURLs(true)
	p.AllowRelativeURLs(false)
	p.RequireNoFollowOnLinks(true)
	p.RequireNoReferrerOnLinks(true)
	p.AddTargetBlankToFullyQualifiedLinks(true)
	return p
}()

// Notes returns the note HTML with only the editor's vocabulary left.
func Notes(html string) string { return policy.Sanitize(html) }

// lineBreaks are the tags that end a line when HTML becomes text.
var lineBreaks = regexp.MustCompile(`(?i)<br\s*/?>|</p>|</li>|</div>|</h[1-6]>`)

var strict = bluemonday.StrictPolicy()

// PlainText returns HTML (an imported calendar event's description) as text: every tag
// dropped, line-ending tags kept as line breaks, entities decoded.
func PlainText(s string) string {
	s = strict.Sanitize(lineBreaks.ReplaceAllString(s, "\n"))
	return html.UnescapeString(s)
}
