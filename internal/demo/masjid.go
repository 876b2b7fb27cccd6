package demo

import (
	"context"
	"fmt"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

// EditedMasjid is the venue whose masjid page the demo user keeps (a masjid_editors row), so
// that the team's pages can be tried at once.
const EditedMasjid = "Masjid Jogokariyan"

// facilitySets are the facilities the demo's masjid list, in turn.
var facilitySets = [][]kajian.Facility{
	{kajian.FacilityAkhwatArea, kajian.FacilityCarPark, kajian.FacilityMotorPark, kajian.FacilityAC, kajian.FacilityLiveStreaming},
	{kajian.FacilityAkhwatArea, kajian.FacilityMotorPark, kajian.FacilityAkhwatWudhu},
	{kajian.FacilityAkhwatArea, kajian.FacilityCarPark, kajian.FacilityWheelchair, kajian.FacilityAkhwatWudhu, kajian.FacilityChildcare, kajian.FacilityAC},
	{kajian.FacilityMotorPark, kajian.FacilityAC},
}

// masjidOf is the demo's masjid for venue i: every venue is one, with facilities, contact and an
// infaq block whose bank and account are plainly not real ('Bank Contoh', 0000 …).
func masjidOf(i int, v venue) *kajian.Masjid {
	handle := strings.ReplaceAll(kajian.TitleSlug(v.name), "-", "")
	m := &kajian.Masjid{
		Name: v.name, Address: v.address + ", " + v.city, Region: v.city, Zone: kajian.Zone(v.zone),
		Point: kajian.NewGeoPoint(v.lat, v.lng), Facilities: facilitySets[i%len(facilitySets)],
		WhatsApp:  fmt.Sprintf("0812-0000-%04d", 100+i),
		Instagram: "https://www.instagram.com/" + handle + ".contoh",
		Infaq: kajian.Infaq{Bank: "Bank Contoh Syariah (demo)", Account: fmt.Sprintf("0000-0000-%04d", 100+i),
			Holder: "DKM " + v.name + " (contoh)"},
		Verified: i%3 != 2,
	}
	if i%2 == 0 {
		m.Website = "https://" + handle + ".contoh.kajiankita.id"
		m.YouTube = "https://www.youtube.com/@" + handle + "contoh"
	}
	return m
}

// masjid creates a masjid for every venue, makes the demo user an editor of EditedMasjid, and
// attaches the sessions to them by the migration's rule (store.AttachSessionsToMasjid).
func (s *seeder) masjid(ctx context.Context) error {
	for i, v := range venues {
		m := masjidOf(i, v)
		m.CreatedBy = s.admin.ID
		if err := s.db.CreateMasjid(ctx, m); err != nil {
			return fmt.Errorf("demo masjid %q: %w", v.name, err)
		}
		s.sum.Masjid++
		if v.name == EditedMasjid {
			if err := s.db.InsertMasjidEditor(ctx, m.ID, s.user.ID, s.admin.ID); err != nil {
				return err
			}
		}
	}
	counts, err := s.db.AttachSessionsToMasjid(ctx, false)
	s.sum.Attached = counts
	return err
}

// MasjidLine says what the demo made of masjid, as `make run` prints it.
func (sum Summary) MasjidLine() string {
	a := sum.Attached
	return fmt.Sprintf("%d masjid; sessions attached: %d by name, %d by nearness, %d without one, %d online",
		sum.Masjid, a.ByName, a.ByNearness, a.Unattached, a.Online)
}
