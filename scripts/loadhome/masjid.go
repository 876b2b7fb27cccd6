package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"time"

	"github.com/kajiankita/kajian/internal/demo"
	"github.com/kajiankita/kajian/internal/store"
)

// seedDemo fills the empty database with the demo data, as `make run` does with KAJIAN_DEMO=1:
// the masjid line measures the masjid pages on that data, which the synthetic sessions would not
// fit (the demo seeds only an empty database).
func seedDemo(ctx context.Context, db *store.DB) (int, int, error) {
	start := time.Now()
	sum, seeded, err := demo.Seed(ctx, db)
	if err != nil {
		return 0, 0, err
	}
	if !seeded {
		return 0, 0, fmt.Errorf("the demo data was not seeded: the database is not empty")
	}
	fmt.Printf("seeded the demo data on %s in %v: %d one-off and %d weekly sessions, %s\n", db.Dialect(),
		time.Since(start).Round(time.Millisecond), sum.OneOff, sum.Weekly, sum.MasjidLine())
	return sum.OneOff, sum.Weekly, nil
}

// masjidPages returns the API addresses of every masjid's page, read from the directory a page
// at a time, busiest first (most upcoming sessions), so that the line turns over all of them.
func masjidPages(client *http.Client, origin string) ([]string, error) {
	type entry struct {
		Slug     string `json:"slug"`
		Upcoming int    `json:"upcoming_count"`
	}
	var all []entry
	for page := 1; ; page++ {
		res, err := client.Get(fmt.Sprintf("%s/api/v1/masjid?limit=50&page=%d", origin, page))
		if err != nil {
			return nil, err
		}
		var body struct {
			Items   []entry `json:"items"`
			HasMore bool    `json:"has_more"`
		}
		err = json.NewDecoder(res.Body).Decode(&body)
		res.Body.Close()
		if err != nil {
			return nil, fmt.Errorf("the masjid directory: %w", err)
		}
		all = append(all, body.Items...)
		if !body.HasMore || len(body.Items) == 0 {
			break
		}
	}
	if len(all) == 0 {
		return nil, fmt.Errorf("the masjid directory is empty")
	}
	slices.SortStableFunc(all, func(a, b entry) int { return b.Upcoming - a.Upcoming })
	urls := make([]string, len(all))
	for i, m := range all {
		urls[i] = origin + "/api/v1/masjid/" + m.Slug
	}
	fmt.Printf("the masjid line turns over the %d masjid pages (upcoming sessions: %d at the busiest, %d at the quietest)\n",
		len(all), all[0].Upcoming, all[len(all)-1].Upcoming)
	return urls, nil
}
