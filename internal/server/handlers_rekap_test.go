package server

import (
	"context"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// 'Salin rekap' answers anyone with the list's first sessions under the same filters, at most
// kajian.MaxRekapItems, each with its page link; a filter the list refuses is refused.
func TestHomeRekapFollowsTheListFilters(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		if err := storetest.SeedHome(context.Background(), e.db, 120, 20); err != nil {
			t.Fatal(err)
		}
		c := e.newClient() // a visitor
		for _, query := range []string{"", "type=recurring", "mode=online", "q=kajian",
			"lat=-6.2&lng=106.83&sort=distance&radius_km=50", "lat=-6.2&lng=106.83&sort=distance&limit=2&cursor=x"} {
			var list struct {
				Items []struct {
					Path string `json:"path"`
				} `json:"items"`
				Total int `json:"total"`
			}
			listQuery := strings.ReplaceAll(strings.ReplaceAll(query, "&limit=2", ""), "&cursor=x", "")
			unmarshalBody(t, c.do("GET", "/api/v1/kajian?limit=30&"+listQuery, nil), &list)
			var rekap rekapTextDTO
			res := c.do("GET", "/api/v1/kajian/rekap?"+query, nil)
			unmarshalBody(t, res, &rekap)
			want := min(list.Total, kajian.MaxRekapItems)
			if res.status != 200 || rekap.Count != want || len(list.Items) != want || want == 0 {
				t.Errorf("%q: %d, count %d, list %d of %d", query, res.status, rekap.Count, len(list.Items), list.Total)
			}
			if n := strings.Count(rekap.Text, "🔗 http://kajian.test/"); n != rekap.Count {
				t.Errorf("%q: %d links for %d sessions", query, n, rekap.Count)
			}
			for _, it := range list.Items {
				if !strings.Contains(rekap.Text, "🔗 http://kajian.test"+it.Path+"\n") {
					t.Errorf("%q: %s is on the list but not in the rekap", query, it.Path)
				}
			}
		}
		if got := c.do("GET", "/api/v1/kajian/rekap?radius_km=10", nil); got.status != 400 {
			t.Errorf("a radius without a place: %d, want 400", got.status)
		}
	})
}
