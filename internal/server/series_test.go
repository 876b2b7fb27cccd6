package server

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// A series from the posting form: its author creates it and lists it; another author naming it
// is refused on series_id with nothing stored, as is an unknown one; an admin attaches sessions
// to it; its page numbers the meetings from its start, skipping a holiday; the session's page
// links the series with its next meeting; a signed-in user follows it.
func TestSeriesJourney(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		ctx := context.Background()
		author, _ := e.signedIn("penulis@example.id", kajian.RoleUser)
		other, otherUser := e.signedIn("lain@example.id", kajian.RoleUser)
		admin, _ := e.signedIn("admin@example.id", kajian.RoleAdmin)
		visitor := e.newClient()

		r := author.do("POST", "/api/v1/seri", map[string]any{"title": "", "ustaz": " ", "starts_on": "kemarin"})
		if r.status != http.StatusBadRequest {
			t.Fatalf("empty series: %d %s", r.status, r.body)
		}
		r = author.do("POST", "/api/v1/seri", map[string]any{"title": "Syarah Kitab Tauhid", "ustaz": "Ust. Firanda",
			"kitab": "Kitab Tauhid", "starts_on": "2026-11-01"})
		if r.status != http.StatusCreated {
			t.Fatalf("create: %d %s", r.status, r.body)
		}
		var created struct{ Series seriesDTO }
		unmarshalBody(t, r, &created)
		sr := created.Series
		if sr.Slug != "syarah-kitab-tauhid" || sr.Path != "/seri/syarah-kitab-tauhid" || sr.StartsOn != "2026-11-01" {
			t.Fatalf("created %+v", sr)
		}
		var mine seriesList
		unmarshalBody(t, author.do("GET", "/api/v1/my-seri", nil), &mine)
		if len(mine.Series) != 1 || mine.Series[0].ID != sr.ID {
			t.Fatalf("my series %+v", mine)
		}
		if r := visitor.do("POST", "/api/v1/seri", map[string]any{"title": "x", "ustaz": "y", "starts_on": "2026-11-01"}); r.status != http.StatusUnauthorized {
			t.Fatalf("visitor creates: %d", r.status)
		}

		// Another author naming it, or a series that does not exist: refused, nothing stored.
		for id, msg := range map[string]string{sr.ID: kajian.MsgSeriesNotYours, "00000000-0000-4000-8000-000000000000": kajian.MsgSeriesNotFound} {
			r := other.do("POST", "/api/v1/postings", withFields(oneOffBody(), map[string]any{"series_id": id}))
			if _, field, _ := apiErrorOf(t, r); field != "series_id" {
				t.Fatalf("field %q: %s", field, r.body)
			}
			wantAPIError(t, r, http.StatusBadRequest, msg)
		}
		if page, err := e.db.ListMine(ctx, kajian.MineFilter{UserID: otherUser.ID, Now: testNow}); err != nil || page.Total != 0 {
			t.Fatalf("refused postings stored: %d %v", page.Total, err)
		}
		// Nor may they move their own session into it by an edit: refused, the session unchanged.
		r = other.do("POST", "/api/v1/postings", oneOffBody())
		var own postingSavedDTO
		unmarshalBody(t, r, &own)
		edit := withFields(oneOffBody(), map[string]any{"title": "Judul Baru", "series_id": sr.ID})
		wantAPIError(t, other.do("PUT", "/api/v1/postings/regular/"+own.Kajian.Slug, edit), http.StatusBadRequest, kajian.MsgSeriesNotYours)
		if k, err := e.db.FindSession(ctx, kajian.Regular, own.Kajian.ID); err != nil || k.SeriesID != "" || k.Title != own.Kajian.Title {
			t.Fatalf("refused edit stored: %+v %v", k, err)
		}

		// The admin puts a weekly Saturday session (a holiday on the 28th) and a one-off on
		// Wednesday the 25th into the author's series.
		weekly := withFields(weeklyBody(), map[string]any{"title": "Syarah Kitab Tauhid Pekanan", "day_of_week": 6, "series_id": sr.ID,
			"holidays": []map[string]any{{"date": "2026-11-28", "reason": "Libur"}}})
		r = admin.do("POST", "/api/v1/postings", weekly)
		if r.status != http.StatusCreated && r.status != http.StatusOK {
			t.Fatalf("weekly: %d %s", r.status, r.body)
		}
		var saved postingSavedDTO
		unmarshalBody(t, r, &saved)
		if saved.Kajian.Series == nil || saved.Kajian.Series.Slug != sr.Slug {
			t.Fatalf("weekly's series %+v", saved.Kajian.Series)
		}
		weeklyPath := saved.Kajian.Path
		r = admin.do("POST", "/api/v1/postings", withFields(oneOffBody(), map[string]any{"date": "2026-11-25", "series_id": sr.ID}))
		if r.status != http.StatusCreated && r.status != http.StatusOK {
			t.Fatalf("one-off: %d %s", r.status, r.body)
		}

		// Today is Ahad 22 November: Saturdays 7, 14, 21 are meetings 1-3, Wednesday the 25th is
		// 4, Saturday the 28th is a holiday, 5 December is 5.
		var page seriesPageDTO
		unmarshalBody(t, visitor.do("GET", "/api/v1/seri/"+sr.Slug, nil), &page)
		if len(page.Past) != 3 || page.Past[0].Label != "Pertemuan ke-3" || page.Past[0].Date != "2026-11-21" || page.Past[2].N != 1 {
			t.Fatalf("past %+v", page.Past)
		}
		if len(page.Coming) != kajian.SeriesComingMax || page.Coming[0].Date != "2026-11-25" || page.Coming[0].N != 4 ||
			page.Coming[1].Date != "2026-12-05" || page.Coming[1].Label != "Pertemuan ke-5" || page.Coming[1].DateLabel != "Sabtu, 5 Desember 2026" {
			t.Fatalf("coming %+v", page.Coming[:2])
		}
		if page.Coming[1].SessionPath != weeklyPath || page.Series.Kitab == nil || *page.Series.Kitab != "Kitab Tauhid" {
			t.Fatalf("page %+v", page)
		}
		if r := visitor.do("GET", "/api/v1/seri/tidak-ada", nil); r.status != http.StatusNotFound {
			t.Fatalf("unknown series: %d", r.status)
		} else {
			wantAPIError(t, r, http.StatusNotFound, "Seri kajian tidak ditemukan")
		}

		detail := visitor.do("GET", "/api/v1"+weeklyPath, nil).json(t)
		link, _ := detail["series"].(map[string]any)
		if detail["meeting_label"] != "Pertemuan ke-5" || link["slug"] != sr.Slug || link["title"] != "Syarah Kitab Tauhid" {
			t.Fatalf("session page: %v %v", detail["meeting_label"], link)
		}
		if r := visitor.do("GET", "/seri/"+sr.Slug, nil); r.status != http.StatusOK || !strings.Contains(string(r.body), "Syarah Kitab Tauhid") {
			t.Fatalf("series page html: %d", r.status)
		}

		if r := visitor.do("GET", "/sitemap.xml", nil); !strings.Contains(string(r.body), "<loc>http://kajian.test/seri/"+sr.Slug+"</loc>") {
			t.Fatalf("the sitemap has no series page:\n%s", r.body)
		}

		// Following it.
		r = other.do("POST", "/api/v1/follows", map[string]any{"kind": "series", "series_slug": sr.Slug})
		if r.status != http.StatusOK {
			t.Fatalf("follow: %d %s", r.status, r.body)
		}
		var follows followList
		unmarshalBody(t, other.do("GET", "/api/v1/follows", nil), &follows)
		if len(follows.Follows) != 1 || follows.Follows[0].Kind != "series" || follows.Follows[0].SeriesSlug == nil ||
			*follows.Follows[0].SeriesSlug != sr.Slug || follows.Follows[0].Label != "Syarah Kitab Tauhid" {
			t.Fatalf("follows %+v", follows)
		}
		if r := other.do("POST", "/api/v1/follows", map[string]any{"kind": "series", "series_slug": "tidak-ada"}); r.status != http.StatusNotFound {
			t.Fatalf("follow unknown: %d", r.status)
		}
	})
}
