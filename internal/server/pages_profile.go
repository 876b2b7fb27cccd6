package server

import (
	"context"
	"net/http"
	"net/url"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/profiles"
)

// handleProfilePage serves GET /profile/{userId}: the app's HTML with the person's name as the
// page's title and preview tags (Open Graph, Twitter card), as session pages have, so a shared
// profile link reads as the person's without running JavaScript. An unknown person answers 404
// with the app, which then says 'Profil tidak ditemukan'.
func (ps *pageServer) handleProfilePage(pr *profiles.Service) http.Handler {
	app := ps.handleApp()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if ps.web.page == nil {
			app.ServeHTTP(w, r)
			return
		}
		m, status, err := profilePageMeta(r.Context(), pr, ps.links, r.PathValue("userId"))
		if err != nil {
			writeError(w, r, err)
			return
		}
		ps.serve(w, r, status, "/profile/:userId", &m)
	})
}

// profilePageMeta is the metadata of a public profile's page, with the page's status.
func profilePageMeta(ctx context.Context, pr *profiles.Service, l links, id string) (pageMeta, int, error) {
	p, err := pr.Public(ctx, id)
	if kajian.ErrorKind(err) == kajian.KindNotFound {
		msg := "Profil tidak ditemukan"
		return pageMeta{Title: msg + " · Kajian Kita", OGTitle: msg, NoIndex: true}, http.StatusNotFound, nil
	}
	if err != nil {
		return pageMeta{}, 0, err
	}
	name := p.FullName
	if name == "" {
		name = "Pengguna Kajian Kita"
	}
	return pageMeta{
		Title:        name + " · Kajian Kita",
		OGTitle:      name,
		Description:  "Profil " + name + " di Kajian Kita: kajian yang dibagikan dan catatan kajian publiknya.",
		CanonicalURL: l.base + "/profile/" + url.PathEscape(p.ID),
	}, http.StatusOK, nil
}
