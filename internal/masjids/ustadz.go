package masjids

import (
	"cmp"
	"context"
	"slices"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

// MaxUstadzSessions bounds the upcoming sessions a speaker's page lists.
const MaxUstadzSessions = 50

// ErrUstadzNotFound answers a speaker's page that no upcoming session names.
var ErrUstadzNotFound = kajian.Errorf(kajian.KindNotFound, "not_found", "Ustadz tidak ditemukan")

// Ustadz is a speaker's page: the name as sessions write it most often, their upcoming public
// sessions everywhere, and the masjid where they teach. Nothing beyond what sessions show.
type Ustadz struct {
	Name     string
	Slug     string
	Upcoming []*kajian.Session
	Masjid   []kajian.MasjidListed // by how many of the speaker's sessions each holds, then name
}

// Ustadz returns the page of the speaker whose kajian.SpeakerSlug is slug, or ErrUstadzNotFound.
func (s *Service) Ustadz(ctx context.Context, slug string) (Ustadz, error) {
	key := strings.ReplaceAll(slug, "-", " ")
	if key == "" || kajian.TitleSlug(key) != slug {
		return Ustadz{}, ErrUstadzNotFound
	}
	now := s.clock.Now()
	listed, err := s.home.BySpeaker(ctx, now, key, MaxUstadzSessions)
	if err != nil {
		return Ustadz{}, err
	}
	u := Ustadz{Slug: slug}
	spellings := map[string]int{}
	held := map[string]int{} // sessions by masjid id
	var order []string       // spellings in the order first seen, so that a tie goes to the soonest
	for _, k := range listed {
		named := false
		for _, sp := range k.SpeakersOrDerived() {
			if kajian.SpeakerSlug(sp.Name) != slug {
				continue
			}
			named = true
			if spellings[sp.Name] == 0 {
				order = append(order, sp.Name)
			}
			spellings[sp.Name]++
		}
		if !named {
			continue
		}
		u.Upcoming = append(u.Upcoming, k)
		if k.MasjidID != "" {
			held[k.MasjidID]++
		}
	}
	if len(u.Upcoming) == 0 {
		return Ustadz{}, ErrUstadzNotFound
	}
	for _, name := range order {
		if spellings[name] > spellings[u.Name] {
			u.Name = name
		}
	}
	u.Masjid, err = s.listed(ctx, held)
	return u, err
}

// listed returns the masjid of held (id → the speaker's sessions there) as the directory lists
// them, most sessions first.
func (s *Service) listed(ctx context.Context, held map[string]int) ([]kajian.MasjidListed, error) {
	ids := make([]string, 0, len(held))
	for id := range held {
		ids = append(ids, id)
	}
	byID, err := s.store.MasjidByIDs(ctx, ids)
	if err != nil {
		return nil, err
	}
	counts, err := s.store.MasjidUpcomingCounts(ctx, ids, s.clock.Now())
	if err != nil {
		return nil, err
	}
	out := []kajian.MasjidListed{}
	for _, id := range ids {
		if m := byID[id]; m != nil {
			out = append(out, kajian.MasjidListed{Masjid: m, UpcomingCount: counts[id]})
		}
	}
	slices.SortFunc(out, func(a, b kajian.MasjidListed) int {
		return cmp.Or(cmp.Compare(held[b.Masjid.ID], held[a.Masjid.ID]), cmp.Compare(a.Masjid.Name, b.Masjid.Name))
	})
	return out, nil
}
