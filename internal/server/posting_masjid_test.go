package server

import (
	"context"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// TestPostingAtMasjid: a posting may name a masjid that exists (its point becomes the session's,
// cards link it on both tables); an unknown one is the field's error, and nothing is stored.
func TestPostingAtMasjid(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		ctx := context.Background()
		m := &kajian.Masjid{Name: "Masjid Istiqlal", Region: "Jakarta Pusat", Address: "Jl. Taman Wijaya Kusuma",
			Point: kajian.NewGeoPoint(-6.1702, 106.8311), Zone: kajian.WIB}
		if err := e.db.CreateMasjid(ctx, m); err != nil {
			t.Fatal(err)
		}
		c, _ := e.signedIn("fulan@example.id", kajian.RoleUser)
		res := c.do("POST", "/api/v1/postings", withFields(oneOffBody(), map[string]any{"masjid_id": "7d9f0a38-5f4b-4f57-9a47-3d1c1d6c7e11"}))
		if _, field, msg := apiErrorOf(t, res); res.status != 400 || field != "masjid_id" || msg != "Masjid yang dipilih tidak ditemukan" {
			t.Fatalf("unknown masjid: %d %s", res.status, res.body)
		}
		if n, _ := e.db.CountRows(ctx, "kajian"); n != 0 {
			t.Fatalf("%d sessions stored by a refused posting", n)
		}
		for _, body := range []map[string]any{oneOffBody(), weeklyBody()} {
			res := c.do("POST", "/api/v1/postings", withFields(body, map[string]any{"masjid_id": m.ID}))
			var saved struct {
				Kajian struct {
					Masjid   *struct{ Slug, Name string } `json:"masjid"`
					Latitude float64                      `json:"latitude"`
					Path     string                       `json:"path"`
					Speakers []struct{ Slug string }      `json:"speakers"`
				} `json:"kajian"`
				Geocode string `json:"geocode"`
			}
			unmarshalBody(t, res, &saved)
			k := saved.Kajian
			if res.status != 201 || k.Masjid == nil || k.Masjid.Slug != m.Slug || k.Masjid.Name != m.Name ||
				k.Latitude != -6.1702 || saved.Geocode != "verified" || k.Speakers[0].Slug != "adi-hidayat" {
				t.Fatalf("posting at a masjid: %d %s", res.status, res.body)
			}
			// Its page reads it back; an edit that does not name a masjid keeps it, "" unlinks it.
			edit := c.do("GET", "/api/v1"+k.Path, nil)
			if got := edit.json(t)["masjid"]; edit.status != 200 || got == nil {
				t.Fatalf("read back %s: %d %s", k.Path, edit.status, edit.body)
			}
			typ, slug, _ := strings.Cut(strings.TrimPrefix(k.Path, "/"), "/")
			form := "/api/v1/postings/" + map[string]string{"kajian": "regular", "kajian-rutin": "recurring"}[typ] + "/" + slug
			changed := withFields(body, map[string]any{"description": "Bawa mushaf", "kajian_type": nil, "holidays": nil})
			for _, step := range []struct {
				masjid any
				linked bool
			}{{nil, true}, {"", false}} {
				res := c.do("PUT", form, withFields(changed, map[string]any{"masjid_id": step.masjid}))
				saved, _ := res.json(t)["kajian"].(map[string]any)
				if got := saved["masjid"]; res.status != 200 || (got != nil) != step.linked {
					t.Fatalf("edit with masjid_id %v: %d %s", step.masjid, res.status, res.body)
				}
			}
		}
	})
}
