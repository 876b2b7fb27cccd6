package server

import (
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/kajiankita/kajian/internal/calfeed"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/sessions"
)

// calendarICS is the iCalendar file of k to add to any calendar app: one event (or, for a
// weekly session after a prayer, one per coming occurrence) in the session's own zone.
func calendarICS(k *kajian.Session, now time.Time, link, host string) []byte {
	return calfeed.Write(calfeed.Calendar{Name: k.Title, Host: host,
		Events: []calfeed.Event{{Session: k, Link: link, From: now}}})
}

// calendarFileName is the download's name: the title's slug, or "kajian".
func calendarFileName(k *kajian.Session) string {
	name := kajian.TitleSlug(k.Title)
	if name == "" {
		name = "kajian"
	}
	return name + ".ics"
}

// handleCalendar serves GET /kajian/{slug}/kalender.ics and
// /kajian-rutin/{slug}/kalender.ics: the session as an iCalendar file to add
// to any calendar app.
func handleCalendar(ss *sessions.Service, l links, t kajian.Type) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		k, err := ss.Find(r.Context(), viewerOf(r.Context()), t, r.PathValue("slug"))
		if err != nil {
			return err
		}
		host := "kajiankita"
		if u, err := url.Parse(l.base); err == nil && u.Hostname() != "" {
			host = u.Hostname()
		}
		body := calendarICS(k, ss.Now(), l.session(k), host)
		h := w.Header()
		h.Set("Content-Type", "text/calendar; charset=utf-8")
		h.Set("Content-Disposition", `attachment; filename="`+calendarFileName(k)+`"`)
		h.Set("Cache-Control", "no-cache")
		h.Set("Content-Length", strconv.Itoa(len(body)))
		w.WriteHeader(http.StatusOK)
		if r.Method != http.MethodHead {
			w.Write(body)
		}
		return nil
	})
}
