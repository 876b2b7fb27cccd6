package server

import (
	"net/http"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/masjids"
)

// handleMasjidTV serves GET /masjid/{slug}/tv, a masjid's lobby screen: the app's page (the
// screen is web/src/features/masjid-screen) titled with the masjid, kept out of search results;
// 404 with the app, which says so, for an unknown masjid.
func (ps *pageServer) handleMasjidTV(ms *masjids.Service) http.Handler {
	app := ps.handleApp()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if ps.web.page == nil {
			app.ServeHTTP(w, r)
			return
		}
		status, m := http.StatusOK, pageMeta{NoIndex: true}
		p, err := ms.Masjid(r.Context(), kajian.Viewer{}, r.PathValue("slug"))
		switch {
		case kajian.ErrorKind(err) == kajian.KindNotFound:
			status, m.Title, m.OGTitle = http.StatusNotFound, "Masjid tidak ditemukan · Kajian Kita", "Masjid tidak ditemukan"
		case err != nil:
			writeError(w, r, err)
			return
		default:
			m.Title, m.OGTitle = "Layar "+p.Masjid.Name+" · Kajian Kita", "Layar "+p.Masjid.Name
		}
		ps.serve(w, r, status, "/masjid/:slug/tv", &m)
	})
}
