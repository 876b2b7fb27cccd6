package server

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"html/template"
	"log/slog"
	"net/http"
	"strconv"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/masjids"
)

// The masjid's widget for its own website (/masjid/{slug}/embed): one server-rendered page
// with its styles inline, no script, no font, no image and no cookie, so an iframe on any site
// paints it at once and the whole of it stays far below kajian's 25 KB budget.

//go:embed templates/masjid_embed.html
var masjidEmbedHTML string

var masjidEmbedTemplate = template.Must(template.New("embed").Parse(masjidEmbedHTML))

// embedMaxAge is how long browsers and caches may keep the widget: a few minutes, so a site
// showing it costs little and a new session still appears soon.
const embedMaxAge = 5 * 60

// handleMasjidEmbed serves GET /masjid/{slug}/embed: the masjid's next sessions, one-off and
// weekly together, ?jumlah= of them (kajian.MasjidEmbedSize), in the dark theme with
// ?tema=gelap; an unknown masjid is a 404 widget saying so. Every reader is a visitor here.
func handleMasjidEmbed(ms *masjids.Service, clock kajian.Clock, l links) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p, err := ms.Masjid(r.Context(), kajian.Viewer{}, r.PathValue("slug"))
		if kajian.ErrorKind(err) == kajian.KindNotFound {
			writeEmbed(w, r, http.StatusNotFound, embedPage{Dark: embedDark(r), HomeURL: l.base + "/"})
			return
		}
		if err != nil {
			writeError(w, r, err)
			return
		}
		sessions := append([]*kajian.Session{}, p.Upcoming...)
		for _, d := range p.Weekly {
			sessions = append(sessions, d.Sessions...)
		}
		items := kajian.NextSessions(sessions, clock.Now(), kajian.MasjidEmbedSize(r.URL.Query().Get("jumlah")))
		writeEmbed(w, r, http.StatusOK, newEmbedPage(l, p.Masjid, items, embedDark(r)))
	})
}

// embedPage is what the widget shows.
type embedPage struct {
	Found   bool
	Dark    bool
	Name    string
	PageURL string // the masjid's page on Kajian Kita
	HomeURL string
	Items   []embedItem
}

type embedItem struct {
	Title, URL, Day, Time, Speaker string
	Weekly                         bool
}

// newEmbedPage is the widget of m showing items, in the dark theme when dark.
func newEmbedPage(l links, m *kajian.Masjid, items []kajian.ScreenItem, dark bool) embedPage {
	p := embedPage{Found: true, Dark: dark, Name: m.Name, PageURL: masjidPageURL(l, m.Slug), HomeURL: l.base + "/"}
	for _, it := range items {
		p.Items = append(p.Items, embedItem{Title: it.Session.Title, URL: l.session(it.Session), Day: it.Day,
			Time: it.Time, Speaker: it.Speaker, Weekly: it.Weekly})
	}
	return p
}

// embedDark reads ?tema=: 'gelap' is the dark theme, anything else the light one.
func embedDark(r *http.Request) bool { return r.URL.Query().Get("tema") == "gelap" }

// writeEmbed renders p with status: compressed when the browser takes gzip, cacheable by
// anyone for embedMaxAge, the same for every viewer (no cookie is read or set).
func writeEmbed(w http.ResponseWriter, r *http.Request, status int, p embedPage) {
	var b bytes.Buffer
	if err := masjidEmbedTemplate.Execute(&b, p); err != nil {
		slog.ErrorContext(r.Context(), "masjid embed", "err", err)
		writeError(w, r, err)
		return
	}
	body := b.Bytes()
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "public, max-age="+strconv.Itoa(embedMaxAge))
	h.Add("Vary", "Accept-Encoding")
	if strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
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

// masjidPageURL is the absolute link to a masjid's page.
func masjidPageURL(l links, slug string) string { return l.base + kajian.MasjidPath(slug) }
