package server

import (
	"fmt"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

type minePage struct {
	Items []struct {
		ID        string  `json:"id"`
		Type      string  `json:"type"`
		Title     string  `json:"title"`
		Status    string  `json:"status"`
		Path      string  `json:"path"`
		Date      *string `json:"date"`
		CanEdit   bool    `json:"can_edit"`
		CanDelete bool    `json:"can_delete"`
		RSVPCount int     `json:"rsvp_count"`
	} `json:"items"`
	Total      int `json:"total"`
	Page       int `json:"page"`
	PageSize   int `json:"page_size"`
	TotalPages int `json:"total_pages"`
}

func TestMyKajian(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		me, _ := e.signedIn("me@example.id", kajian.RoleUser)
		other, _ := e.signedIn("other@example.id", kajian.RoleUser)
		admin, _ := e.signedIn("admin@example.id", kajian.RoleAdmin)
		wantAPIError(t, e.newClient().do("GET", "/api/v1/my-kajian", nil), 401, "Silakan masuk terlebih dahulu")

		// 11 one-off (one of them yesterday) and 2 weekly, posted a minute apart.
		var ids []string
		for i := 0; i < 11; i++ {
			e.clock.Advance(60e9)
			body := withFields(oneOffBody(), map[string]any{"title": fmt.Sprintf("Kajian Fiqih %02d", i)})
			if i == 0 {
				body["date"] = "2026-11-21"
			}
			ids = append(ids, mustPost(t, me, body).Kajian.ID)
		}
		e.clock.Advance(60e9)
		weeklyOne := mustPost(t, me, withFields(weeklyBody(), map[string]any{"title": "Tahsin Pekanan", "location": "Musala Al-Ikhlas"})).Kajian
		e.clock.Advance(60e9)
		weeklyTwo := mustPost(t, me, withFields(weeklyBody(), map[string]any{"title": "Kitab Tauhid"})).Kajian
		mustPost(t, other, withFields(oneOffBody(), map[string]any{"title": "Bukan Milik Saya"}))
		admin.do("POST", "/api/v1/admin/approvals/regular/"+ids[10]+"/approve", nil)
		admin.do("POST", "/api/v1/admin/approvals/recurring/"+weeklyOne.ID+"/approve", nil)
		admin.do("POST", "/api/v1/admin/approvals/regular/"+ids[9]+"/reject", map[string]any{"reason": "Kurang lengkap"})

		var p minePage
		unmarshalBody(t, me.do("GET", "/api/v1/my-kajian", nil), &p)
		if p.Total != 13 || len(p.Items) != 10 || p.Page != 1 || p.PageSize != 10 || p.TotalPages != 2 {
			t.Fatalf("first page: total %d items %d pages %d", p.Total, len(p.Items), p.TotalPages)
		}
		if p.Items[0].ID != weeklyTwo.ID || p.Items[1].ID != weeklyOne.ID || p.Items[2].ID != ids[10] {
			t.Fatalf("not newest first: %s %s %s", p.Items[0].Title, p.Items[1].Title, p.Items[2].Title)
		}
		// Published items cannot be deleted by their owner; others can.
		if p.Items[1].Status != "active" || p.Items[1].CanDelete || !p.Items[1].CanEdit || p.Items[2].CanDelete || !p.Items[3].CanDelete {
			t.Fatalf("permissions: %+v", p.Items[:4])
		}
		if p.Items[1].Path != "/kajian-rutin/kamis-tahsin-pekanan" || p.Items[2].Path != "/kajian/2026-11-24-kajian-fiqih-10" {
			t.Fatalf("links: %s %s", p.Items[1].Path, p.Items[2].Path)
		}
		unmarshalBody(t, me.do("GET", "/api/v1/my-kajian?page=2", nil), &p)
		if len(p.Items) != 3 || p.Items[2].ID != ids[0] || p.Page != 2 {
			t.Fatalf("second page: %d items", len(p.Items))
		}
		for _, c := range []struct {
			query string
			want  int
		}{
			{"type=recurring", 2},
			{"type=regular", 11},
			{"type=all&status=all&time=all", 13},
			{"status=approved", 2}, // approved one-off and the active weekly one
			{"status=pending", 10},
			{"status=rejected", 1},
			{"status=draft", 0},
			{"time=past", 1},
			{"time=upcoming", 12},
			{"q=FIQIH+0", 10},
			{"q=adi+hidayat", 13},
			{"q=al-ikhlas", 1},
			{"q=tidak+ada", 0},
			{"type=regular&status=pending&time=upcoming&q=fiqih", 8},
		} {
			unmarshalBody(t, me.do("GET", "/api/v1/my-kajian?"+c.query, nil), &p)
			if p.Total != c.want {
				t.Errorf("%s: %d, want %d", c.query, p.Total, c.want)
			}
		}
		for _, bad := range []string{"type=harian", "status=active", "time=kemarin", "page=0", "page=x"} {
			wantAPIError(t, me.do("GET", "/api/v1/my-kajian?"+bad, nil), 400, "Filter tidak valid")
		}
		unmarshalBody(t, other.do("GET", "/api/v1/my-kajian", nil), &p)
		if p.Total != 1 || p.Items[0].Title != "Bukan Milik Saya" {
			t.Fatalf("another user's list: %+v", p)
		}
	})
}
