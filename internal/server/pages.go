package server

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"html"
	"log/slog"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/sessions"
)

// pageServer writes the app's pages: index.html with what each page's first
// render needs.
type pageServer struct {
	web           *appFiles
	links         links
	googleEnabled bool
	// home is the home list's page for a request and its parameters.
	home func(r *http.Request, params url.Values) (homePageDTO, error)
}

// pageTemplate is the app's index.html split at </head>, where the server
// adds what a page needs: its metadata (replacing the generic title,
// description and Open Graph tags), the session and the module preloads of
// its route; and at the app's root element, which a prerendered page fills.
type pageTemplate struct {
	head      string // up to </head>, without the generic metadata
	plainHead string // up to </head>, as built
	tail      string // from </head> to the end, the app's root element empty
	// home is the home page as a first-time visitor's browser first renders
	// it (prerender/home.html, written by the web build), or "".
	home string
	// For a prerendered page: plainHead without the app's scripts, which
	// start.js loads after the first paint, and those scripts.
	deferredHead string
	entry        string
	entryModules []string
}

// appScripts are the app's entry script and module preloads in index.html.
var appScripts = regexp.MustCompile(`\s*<(script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="([^"]+)"[^>]*>(</script>)?`)

// appRoot is the app's mount point in index.html.
const appRoot = `<div id="root"></div>`

// replacedHeadTags are the generic tags of index.html a page's metadata replaces.
var replacedHeadTags = regexp.MustCompile(`(?is)\s*(<title>.*?</title>|<meta\s[^>]*?(name|property)="(description|og:type|og:title|og:description|og:url|og:image|og:site_name|og:locale)"[^>]*>)`)

// newPageTemplate prepares index.html for metadata injection; it is nil when
// the file has no </head>, and pages are then served as the plain app.
func newPageTemplate(index []byte) *pageTemplate {
	i := strings.Index(strings.ToLower(string(index)), "</head>")
	if i < 0 {
		return nil
	}
	p := &pageTemplate{
		head:      replacedHeadTags.ReplaceAllString(string(index[:i]), ""),
		plainHead: string(index[:i]),
		tail:      string(index[i:]),
	}
	p.deferredHead = appScripts.ReplaceAllStringFunc(p.plainHead, func(tag string) string {
		m := appScripts.FindStringSubmatch(tag)
		if strings.HasPrefix(m[1], "script") {
			p.entry = m[2]
		} else {
			p.entryModules = append(p.entryModules, m[2])
		}
		return ""
	})
	return p
}

// pageMeta is what a page tells link previews and search engines.
type pageMeta struct {
	Title        string // the document title, with the product name
	OGTitle      string // the title alone
	Description  string
	CanonicalURL string
	ImageURL     string
	ImageType    string
	ImageAlt     string
	NoIndex      bool
	JSONLD       any
}

// render writes the page's HTML: index.html with m (nil: the generic
// metadata) and extra, the first render's needs, in its head, and root (when
// not "": the prerendered home page, with the generic metadata, whose
// scripts extra starts) as the content of the app's root element.
func (p *pageTemplate) render(m *pageMeta, extra, root string) []byte {
	var b bytes.Buffer
	switch {
	case root != "":
		b.WriteString(p.deferredHead)
	case m == nil:
		b.WriteString(p.plainHead)
	default:
		b.WriteString(p.head)
		p.writeMeta(&b, *m)
	}
	b.WriteString(extra)
	b.WriteString("\n  ")
	tail := p.tail
	if root != "" {
		tail = strings.Replace(tail, appRoot, `<div id="root" data-prerendered="home">`+root+`</div>`, 1)
	}
	b.WriteString(tail)
	return b.Bytes()
}

// writeMeta writes a page's title, description, canonical URL, Open Graph
// and Twitter tags and JSON-LD.
func (p *pageTemplate) writeMeta(b *bytes.Buffer, m pageMeta) {
	attr := html.EscapeString
	meta := func(kind, key, value string) {
		if value != "" {
			b.WriteString("\n    <meta " + kind + `="` + key + `" content="` + attr(value) + `" />`)
		}
	}
	b.WriteString("\n    <title>" + html.EscapeString(m.Title) + "</title>")
	meta("name", "description", m.Description)
	if m.NoIndex {
		meta("name", "robots", "noindex")
	}
	if m.CanonicalURL != "" {
		b.WriteString("\n    <link rel=\"canonical\" href=\"" + attr(m.CanonicalURL) + "\" />")
	}
	meta("property", "og:site_name", "Kajian Kita")
	meta("property", "og:locale", "id_ID")
	meta("property", "og:type", "website")
	meta("property", "og:title", m.OGTitle)
	meta("property", "og:description", m.Description)
	meta("property", "og:url", m.CanonicalURL)
	if m.ImageURL != "" {
		meta("property", "og:image", m.ImageURL)
		if strings.HasPrefix(m.ImageURL, "https://") {
			meta("property", "og:image:secure_url", m.ImageURL)
		}
		meta("property", "og:image:type", m.ImageType)
		meta("property", "og:image:width", strconv.Itoa(previewWidth))
		meta("property", "og:image:height", strconv.Itoa(previewHeight))
		meta("property", "og:image:alt", m.ImageAlt)
		meta("name", "twitter:card", "summary_large_image")
	} else {
		meta("name", "twitter:card", "summary")
	}
	meta("name", "twitter:title", m.OGTitle)
	meta("name", "twitter:description", m.Description)
	meta("name", "twitter:image", m.ImageURL)
	meta("name", "twitter:image:alt", m.ImageAlt)
	if m.JSONLD != nil {
		// encoding/json escapes <, > and & (and U+2028/9), so no value can
		// end the script element.
		if ld, err := json.Marshal(m.JSONLD); err == nil {
			b.WriteString("\n    <script type=\"application/ld+json\">" + string(ld) + "</script>")
		}
	}
}

// truncateRunes cuts s to at most n characters at a word boundary, with "…".
func truncateRunes(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)[:n-1]
	cut := string(r)
	if i := strings.LastIndex(cut, " "); i > len(cut)/2 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,.;:-") + "…"
}

// sessionDescription is the one-paragraph summary previews show, e.g.
// "Setiap Kamis pukul 19.30 WIB di Masjid Raya, bersama Ustadz Fulan. …", or
// for a session after a prayer "Setiap Kamis, Ba'da Maghrib · adzan ± 17.58 WIB di
// …" with the prayer's time on next (its date, or its next occurrence).
func sessionDescription(k *kajian.Session, next kajian.Date) string {
	var b strings.Builder
	if k.AfterPrayer.Prayer != "" {
		b.WriteString(k.WhenText() + ", " + k.TimePhrase(next))
	} else {
		b.WriteString(k.WhenText() + " " + k.TimePhrase(next))
	}
	if place := k.PlaceText(); place == kajian.OnlinePlatform {
		b.WriteString(" secara online (live stream)")
	} else if place != "" {
		b.WriteString(" di " + place)
	}
	if names := k.SpeakerNames(); names != "" {
		b.WriteString(", bersama " + names)
	}
	// A name ending in a degree ("Lc.", "M.A.") already ends the sentence: no "Lc..".
	if !strings.HasSuffix(b.String(), ".") {
		b.WriteString(".")
	}
	if d := strings.TrimSpace(k.Description); d != "" {
		b.WriteString(" " + d)
	}
	return truncateRunes(b.String(), 240)
}

// notFoundMeta is the metadata of a page whose session is missing or hidden:
// the app's message as its title, kept out of search results.
func notFoundMeta(t kajian.Type, err error) pageMeta {
	msg := "Kajian tidak ditemukan"
	var e *kajian.Error
	if errors.As(err, &e) {
		msg = e.Message
	} else if t == kajian.Recurring {
		msg = "Kajian rutin tidak ditemukan"
	}
	return pageMeta{Title: msg + " · Kajian Kita", OGTitle: msg, NoIndex: true}
}

// sessionPageMeta is the metadata of a session's page as viewer sees it, with
// the page's status: 404 for a missing session or one viewer may not see.
func sessionPageMeta(ctx context.Context, ss *sessions.Service, l links, viewer kajian.Viewer, t kajian.Type, slug string) (pageMeta, int, error) {
	k, err := ss.Find(ctx, viewer, t, slug)
	if kajian.ErrorKind(err) == kajian.KindNotFound {
		return notFoundMeta(t, err), http.StatusNotFound, nil
	}
	if err != nil {
		return pageMeta{}, 0, err
	}
	creator, err := ss.CreatorName(ctx, k)
	if err != nil {
		return pageMeta{}, 0, err
	}
	alt := k.Title
	if k.PosterKey != "" {
		alt = "Poster " + k.Title
	}
	return pageMeta{
		Title:        k.Title + " · Kajian Kita",
		OGTitle:      k.Title,
		Description:  sessionDescription(k, k.TimingAt(ss.Now()).NextDate),
		CanonicalURL: l.session(k),
		ImageURL:     l.previewImage(k),
		ImageType:    previewImageType(k),
		ImageAlt:     alt,
		NoIndex:      !k.IsPublic(),
		JSONLD:       sessionJSONLD(k, creator, ss.Now(), l),
	}, http.StatusOK, nil
}

// homeBootQuery is the home list's first request on a first visit: no
// location stored yet, so sorted by date (spec §4 Sort mode), no filter.
var homeBootQuery = map[string]string{"sort": "date", "limit": "6"}

// reservedSlugs are app routes under /kajian/ that are not sessions.
var reservedSlugs = map[string]bool{"new": true}

// handleSessionPage serves GET /kajian/{slug} and /kajian-rutin/{slug}: the
// app's HTML with the session's title, description, canonical URL, Open
// Graph, Twitter card and JSON-LD in its head, so chat apps and search
// engines see them without running JavaScript. A missing or hidden session
// answers 404 with the app, which then shows its message.
func (ps *pageServer) handleSessionPage(ss *sessions.Service, t kajian.Type) http.Handler {
	app := ps.handleApp()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		slug := r.PathValue("slug")
		if ps.web.page == nil || (t == kajian.Regular && reservedSlugs[slug]) {
			app.ServeHTTP(w, r)
			return
		}
		m, status, err := sessionPageMeta(r.Context(), ss, ps.links, viewerOf(r.Context()), t, slug)
		if err != nil {
			writeError(w, r, err)
			return
		}
		route := "/kajian/:slug"
		if t == kajian.Recurring {
			route = "/kajian-rutin/:slug"
		}
		ps.serve(w, r, status, route, &m)
	})
}

// servePage writes the app's HTML for a request to route (a path of the
// app's router, a key of preloads.json): index.html with m (nil: the generic
// metadata) and what its first render needs, so that it waits for nothing the
// server already knows:
//
//   - module preloads of the route's page, fetched with the entry script
//     instead of after it has run;
//   - the session of the request's cookie, as GET /api/v1/auth/session
//     answers it (lib/session.ts reads it), instead of a round trip first;
//   - on the home page, the first page of the list as a first visit asks for
//     it (homeBootQuery), with the query it answers: the app uses it when it
//     would ask the same (features/kajian/api/home-queries.ts);
//   - on the home page for a visitor without a query, the page itself as the
//     app first renders it for a first visit (prerender/home.html) with the
//     first page's cards written in (home_cards.go), so kajian show as soon as
//     the HTML and CSS are in; its scripts then load just after that first
//     paint (start.js) rather than with it, and the app hydrates the page
//     (web/src/main.tsx).
//
// The page differs per viewer, so caches must revalidate, never share it and
// key it on the cookie.
func (ps *pageServer) serve(w http.ResponseWriter, r *http.Request, status int, route string, m *pageMeta) {
	session := sessionOf(r, ps.googleEnabled)
	boot := map[string]any{"session": session}
	root := ""
	if route == "/" && r.URL.RawQuery == "" {
		params := url.Values{}
		for k, v := range homeBootQuery {
			params.Set(k, v)
		}
		page, err := ps.home(r, params)
		if err != nil {
			slog.ErrorContext(r.Context(), "home list for the page", "err", err) // the app asks for it itself
		} else {
			boot["home"] = map[string]any{"query": homeBootQuery, "page": page}
		}
		// The prerendered page is a visitor's and needs its first cards: without them (an
		// empty list, or one that failed) it would show nothing until the app has loaded, so
		// the plain app, which shows the list loading, is the better page.
		if err == nil && len(page.Items) > 0 && session.User == nil && m == nil && ps.web.page.entry != "" &&
			strings.Contains(ps.web.page.home, firstCardsSlot) {
			if cards, err := firstCardsHTML(page.Items); err == nil {
				root = strings.Replace(ps.web.page.home, firstCardsSlot, cards, 1)
			} else {
				slog.ErrorContext(r.Context(), "first cards", "err", err)
			}
		}
	}
	var extra strings.Builder
	if root != "" {
		modules := slices.Concat(ps.web.page.entryModules, ps.web.preloads[route])
		extra.WriteString("\n    <script defer src=\"/start.js\" data-entry=\"" + html.EscapeString(ps.web.page.entry) +
			"\" data-modules=\"" + html.EscapeString(strings.Join(modules, " ")) + "\"></script>")
	} else {
		for _, f := range ps.web.preloads[route] {
			extra.WriteString("\n    <link rel=\"modulepreload\" crossorigin href=\"" + html.EscapeString(f) + "\" />")
		}
	}
	// encoding/json escapes <, > and &, so no value can end the element.
	if b, err := json.Marshal(boot); err == nil {
		extra.WriteString("\n    <script id=\"kajian-boot\" type=\"application/json\">" + string(b) + "</script>")
	}
	body := ps.web.page.render(m, extra.String(), root)
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "private, no-cache")
	h.Add("Vary", "Cookie")
	h.Add("Vary", "Accept-Encoding")
	if strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.DefaultCompression)
		zw.Write(body)
		zw.Close()
		body = buf.Bytes()
		h.Set("Content-Encoding", "gzip")
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		w.Write(body)
	}
}
