package server

import (
	"net/http"
	"strconv"
	"strings"

	qrcode "github.com/skip2/go-qrcode"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/masjids"
)

// handleMasjidQR serves GET /masjid/{slug}/qr.svg: a QR code of the masjid's page, which its
// lobby screen shows (and a poster may); 404 for an unknown masjid.
func handleMasjidQR(ms *masjids.Service, l links) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p, err := ms.Masjid(r.Context(), kajian.Viewer{}, r.PathValue("slug"))
		if err != nil {
			writeError(w, r, err)
			return
		}
		writeQR(w, r, masjidPageURL(l, p.Masjid.Slug))
	})
}

// qrMaxAge is how long the lobby screen's QR code may be kept: it only changes with the
// masjid's slug, and the screen must show it for a day without a connection.
const qrMaxAge = 24 * 60 * 60

// qrSVG is a QR code of text as an SVG: one path of dark modules, with the code's quiet zone,
// scaled by whoever shows it (crispEdges keeps the modules sharp at any size).
func qrSVG(text string) ([]byte, error) {
	q, err := qrcode.New(text, qrcode.Medium)
	if err != nil {
		return nil, err
	}
	bits := q.Bitmap()
	n := strconv.Itoa(len(bits))
	var b strings.Builder
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ` + n + " " + n + `" shape-rendering="crispEdges">`)
	b.WriteString(`<rect width="` + n + `" height="` + n + `" fill="#fff"/><path fill="#000" d="`)
	for y, row := range bits {
		for x := 0; x < len(row); x++ {
			if !row[x] {
				continue
			}
			run := 1 // a row's neighbouring dark modules are one rectangle
			for x+run < len(row) && row[x+run] {
				run++
			}
			w := strconv.Itoa(run)
			b.WriteString("M" + strconv.Itoa(x) + " " + strconv.Itoa(y) + "h" + w + "v1h-" + w + "z")
			x += run - 1
		}
	}
	b.WriteString(`"/></svg>`)
	return []byte(b.String()), nil
}

// writeQR answers with the QR code of link, cacheable for qrMaxAge.
func writeQR(w http.ResponseWriter, r *http.Request, link string) {
	body, err := qrSVG(link)
	if err != nil {
		writeError(w, r, err)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "image/svg+xml")
	h.Set("Cache-Control", "public, max-age="+strconv.Itoa(qrMaxAge))
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(body)
	}
}
