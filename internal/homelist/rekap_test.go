package homelist_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/homelist"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// The rekap lists what the list shows for the filter: its first sessions in the list's order,
// at most kajian.MaxRekapItems, each once with its link.
func TestRekapListsTheFilteredList(t *testing.T) {
	bandung := &homelist.Point{Lat: -6.9175, Lng: 107.6191}
	filters := []homelist.Filter{
		{},
		{Sort: homelist.ByDistance, Near: bandung, RadiusKm: 45},
		{Query: "tafsir", Type: kajian.Regular},
		{Type: kajian.Recurring, Limit: 2, Cursor: "ignored"},
		{Query: "tidak ada kajian seperti ini"},
	}
	const base = "https://kajiankita.id"
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		all := homeFixture(t, db, testNow, 3)
		byID := map[string]*kajian.Session{}
		for _, s := range all {
			byID[s.ID] = s
		}
		list := homelist.New(db)
		for _, f := range filters {
			want, _ := expectedHome(all, homelist.Filter{Query: f.Query, Type: f.Type, Near: f.Near, RadiusKm: f.RadiusKm, Sort: f.Sort}, testNow)
			want = want[:min(len(want), kajian.MaxRekapItems)]
			text, count, err := list.Rekap(context.Background(), testNow, f, base)
			if err != nil {
				t.Fatalf("%+v: %v", f, err)
			}
			if count != len(want) || strings.Count(text, "🔗 ") != len(want) {
				t.Errorf("%+v: count %d with %d links, want %d", f, count, strings.Count(text, "🔗 "), len(want))
			}
			for _, e := range want {
				s := byID[e.ID]
				if link := base + kajian.PagePath(s.Type, s.Slug) + "\n"; strings.Count(text, link) != 1 {
					t.Errorf("%+v: %s (%s) is not listed once", f, s.Title, link)
				}
			}
		}
		if _, count, _ := list.Rekap(context.Background(), testNow, homelist.Filter{}, base); count != kajian.MaxRekapItems {
			t.Errorf("the whole list gives %d sessions, want the bound %d", count, kajian.MaxRekapItems)
		}
		var bad *kajian.Error
		if _, _, err := list.Rekap(context.Background(), testNow, homelist.Filter{RadiusKm: 10}, base); !errors.As(err, &bad) || bad.Kind != kajian.KindInvalid {
			t.Errorf("a radius without a place: %v, want the list's refusal", err)
		}
	})
}
