package server

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"log/slog"
	"net/http"
	"strconv"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/masjids"
	"github.com/kajiankita/kajian/internal/media"
)

// The masjid directory's page metadata: the same for everyone.
const (
	masjidDirectoryTitle = "Direktori Masjid"
	masjidDirectoryText  = "Cari masjid terdekat atau berdasarkan nama, lalu lihat jadwal kajian pekan ini, kajian rutin, fasilitas dan info infaq setiap masjid."
)

// handleMasjidDirectoryPage serves GET /masjid: the app with the directory's title and description.
func (ps *pageServer) handleMasjidDirectoryPage() http.Handler {
	return ps.metaPage("/masjid", func(r *http.Request) (pageMeta, int, error) {
		return pageMeta{Title: masjidDirectoryTitle + " · Kajian Kita", OGTitle: masjidDirectoryTitle, Description: masjidDirectoryText,
			CanonicalURL: ps.links.base + "/masjid"}, http.StatusOK, nil
	})
}

// handleMasjidPage serves GET /masjid/{slug}: the app with the masjid's title, description,
// canonical URL and preview image; 404 (kept out of search results) for an unknown slug.
func (ps *pageServer) handleMasjidPage(ms *masjids.Service) http.Handler {
	return ps.metaPage("/masjid/:slug", func(r *http.Request) (pageMeta, int, error) {
		p, err := ms.Masjid(r.Context(), kajian.Viewer{}, r.PathValue("slug"))
		if kajian.ErrorKind(err) == kajian.KindNotFound {
			return missingMeta("Masjid tidak ditemukan"), http.StatusNotFound, nil
		}
		if err != nil {
			return pageMeta{}, 0, err
		}
		m := p.Masjid
		title := "Jadwal Kajian " + m.Name
		return pageMeta{Title: title + " · Kajian Kita", OGTitle: title, Description: masjidDescription(p),
			CanonicalURL: ps.links.base + kajian.MasjidPath(m.Slug), ImageURL: ps.links.masjidPreview(m),
			ImageType: masjidPreviewType(m), ImageAlt: m.Name}, http.StatusOK, nil
	})
}

// handleUstadzPagePage serves GET /ustadz/{slug}: the app with the speaker's name, their next
// sessions as the description and the soonest one's preview image; 404 when none names them.
func (ps *pageServer) handleUstadzPagePage(ms *masjids.Service) http.Handler {
	return ps.metaPage("/ustadz/:slug", func(r *http.Request) (pageMeta, int, error) {
		u, err := ms.Ustadz(r.Context(), r.PathValue("slug"))
		if kajian.ErrorKind(err) == kajian.KindNotFound {
			return missingMeta("Ustadz tidak ditemukan"), http.StatusNotFound, nil
		}
		if err != nil {
			return pageMeta{}, 0, err
		}
		title := "Jadwal Kajian " + u.Name
		next := u.Upcoming[0]
		desc := strconv.Itoa(len(u.Upcoming)) + " kajian mendatang bersama " + u.Name + ". Terdekat: " + next.Title + ", " +
			sessionDescription(next, next.TimingAt(ms.Now()).NextDate)
		return pageMeta{Title: title + " · Kajian Kita", OGTitle: title, Description: truncateRunes(desc, 240),
			CanonicalURL: ps.links.base + kajian.UstadzPath(u.Slug), ImageURL: ps.links.previewImage(next),
			ImageType: previewImageType(next), ImageAlt: next.Title}, http.StatusOK, nil
	})
}

// metaPage serves the app's HTML for route with the metadata meta works out.
func (ps *pageServer) metaPage(route string, meta func(r *http.Request) (pageMeta, int, error)) http.Handler {
	app := ps.handleApp()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if ps.web.page == nil {
			app.ServeHTTP(w, r)
			return
		}
		m, status, err := meta(r)
		if err != nil {
			writeError(w, r, err)
			return
		}
		ps.serve(w, r, status, route, &m)
	})
}

// missingMeta is the metadata of a page whose subject does not exist.
func missingMeta(msg string) pageMeta {
	return pageMeta{Title: msg + " · Kajian Kita", OGTitle: msg, NoIndex: true}
}

// masjidDescription is what previews say of a masjid: where it is, what it holds, what it offers.
func masjidDescription(p masjids.Page) string {
	m := p.Masjid
	var b strings.Builder
	b.WriteString(m.Name)
	if m.Address != "" {
		b.WriteString(", " + m.Address)
	}
	b.WriteString(". ")
	if p.UpcomingCount > 0 {
		b.WriteString(strconv.Itoa(p.UpcomingCount) + " kajian mendatang")
	} else {
		b.WriteString("Belum ada kajian mendatang")
	}
	if len(p.Weekly) > 0 {
		var days []string
		for _, d := range p.Weekly {
			days = append(days, kajian.DayName(d.Day))
		}
		b.WriteString(", kajian rutin setiap " + strings.Join(days, ", "))
	}
	b.WriteString(".")
	if len(m.Facilities) > 0 {
		var labels []string
		for _, f := range m.Facilities {
			labels = append(labels, f.Label())
		}
		b.WriteString(" Fasilitas: " + strings.Join(labels, ", ") + ".")
	}
	return truncateRunes(b.String(), 240)
}

// masjidPreviewText is what a masjid's drawn preview shows.
func masjidPreviewText(m *kajian.Masjid) media.PreviewText {
	return media.PreviewText{Title: m.Name, When: "Jadwal Kajian", Time: m.Region, Place: m.Address, Brand: previewBrand}
}

// masjidPreviewVersion names the content of m's preview: its photo, or the drawn text.
func masjidPreviewVersion(m *kajian.Masjid) string {
	t := masjidPreviewText(m)
	sum := sha256.Sum256([]byte(strings.Join([]string{"v1", "masjid", m.PhotoKey, t.Title, t.When, t.Time, t.Place, t.Brand}, "\x00")))
	return hex.EncodeToString(sum[:8])
}

// masjidPreview is the absolute URL of m's 1200x630 preview image.
func (l links) masjidPreview(m *kajian.Masjid) string {
	return l.base + kajian.MasjidPath(m.Slug) + "/og-image?v=" + masjidPreviewVersion(m)
}

func masjidPreviewType(m *kajian.Masjid) string {
	if m.PhotoKey != "" {
		return "image/jpeg"
	}
	return media.PreviewContentType
}

// handleMasjidPreviewImage serves GET /masjid/{slug}/og-image: the photo's og variant, else a
// card drawn with the masjid's name, region and address (kept in the blob store once drawn).
func handleMasjidPreviewImage(ms *masjids.Service, bucket media.Bucket) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		m, err := ms.Find(r.Context(), r.PathValue("slug"))
		if err != nil {
			return err
		}
		version := masjidPreviewVersion(m)
		etag := `"` + version + `"`
		h := w.Header()
		h.Set("Cache-Control", previewCacheControl)
		h.Set("ETag", etag)
		if r.Header.Get("If-None-Match") == etag {
			w.WriteHeader(http.StatusNotModified)
			return nil
		}
		if m.PhotoKey != "" {
			rc, attrs, err := bucket.Open(r.Context(), media.VariantKey(m.PhotoKey, media.VariantOG))
			if err == nil {
				defer rc.Close()
				return writeImage(w, r, attrs.ContentType, rc)
			}
			if !errors.Is(err, kajian.ErrNotFound) {
				return err
			}
		}
		key := previewsPrefix + "masjid/" + m.ID + "-" + version + ".png"
		if rc, _, err := bucket.Open(r.Context(), key); err == nil {
			defer rc.Close()
			return writeImage(w, r, media.PreviewContentType, rc)
		}
		img, err := media.DrawPreview(masjidPreviewText(m))
		if err != nil {
			return err
		}
		if err := bucket.Put(r.Context(), key, bytes.NewReader(img), int64(len(img)), media.PreviewContentType); err != nil {
			slog.WarnContext(r.Context(), "keep drawn preview", "err", err, "key", key) // serve it anyway
		}
		return writeImage(w, r, media.PreviewContentType, bytes.NewReader(img))
	})
}
