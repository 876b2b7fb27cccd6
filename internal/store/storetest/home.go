package storetest

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// HomeCity is a city the generated sessions cluster around.
type HomeCity struct {
	Name     string
	Lat, Lng float64
	Zone     kajian.Zone
}

// HomeCities are twenty Indonesian cities, west to east.
var HomeCities = []HomeCity{
	{"Banda Aceh", 5.5483, 95.3238, kajian.WIB}, {"Medan", 3.5952, 98.6722, kajian.WIB},
	{"Padang", -0.9471, 100.4172, kajian.WIB}, {"Pekanbaru", 0.5071, 101.4478, kajian.WIB},
	{"Palembang", -2.9761, 104.7754, kajian.WIB}, {"Jakarta", -6.2088, 106.8456, kajian.WIB},
	{"Bogor", -6.5971, 106.8060, kajian.WIB}, {"Bandung", -6.9175, 107.6191, kajian.WIB},
	{"Semarang", -6.9667, 110.4167, kajian.WIB}, {"Yogyakarta", -7.7956, 110.3695, kajian.WIB},
	{"Surakarta", -7.5755, 110.8243, kajian.WIB}, {"Surabaya", -7.2575, 112.7521, kajian.WIB},
	{"Malang", -7.9666, 112.6326, kajian.WIB}, {"Pontianak", -0.0263, 109.3425, kajian.WIB},
	{"Denpasar", -8.6705, 115.2126, kajian.WITA}, {"Mataram", -8.5833, 116.1167, kajian.WITA},
	{"Balikpapan", -1.2379, 116.8529, kajian.WITA}, {"Makassar", -5.1477, 119.4327, kajian.WITA},
	{"Manado", 1.4748, 124.8421, kajian.WITA}, {"Jayapura", -2.5337, 140.7181, kajian.WIT},
}

var homeTopics = []string{"Tafsir Surat Al-Kahfi", "Fiqih Shalat", "Riyadhus Shalihin", "Sirah Nabawiyah",
	"Tahsin Al-Qur'an", "Fiqih Muamalah", "Kajian Muslimah", "Tazkiyatun Nafs", "Aqidah Ushul Tsalatsah",
	"Bahasa Arab Dasar", "Bulughul Maram", "Hadits Arbain", "Adab Penuntut Ilmu", "Keluarga Sakinah"}

var homeUstadz = []string{"Ustadz Abdurrahman Hakim", "Ustadz Fauzan Ramadhan", "Ustadz Muhammad Ilham",
	"Dr. Syamsul Arifin", "Ustadz Hanif Maulana", "Ustadzah Aisyah Nur Hidayah", "Buya Ismail Yunus"}

// SeedHome fills db with oneOff one-off and weekly weekly sessions spread over
// HomeCities (a tenth of them online, without a place), for benchmarks and
// load tests of the home list. One-off sessions fall in the half year after
// now; weekly ones on every weekday, some with holidays. It is deterministic.
func SeedHome(ctx context.Context, db *store.DB, oneOff, weekly int) error {
	owner, _, err := db.CreateUser(ctx, store.NewUser{Email: "benchmark@kajiankita.id", PasswordHash: "x", FullName: "Benchmark"})
	if err != nil {
		return err
	}
	now := db.Clock().Now()
	rng := rand.New(rand.NewPCG(42, 4242))
	newSession := func(t kajian.Type, i int) *kajian.Session {
		c := HomeCities[rng.IntN(len(HomeCities))]
		ustadz := homeUstadz[rng.IntN(len(homeUstadz))]
		s := &kajian.Session{Type: t, Status: kajian.PublicStatus(t), CreatedBy: owner.ID, Zone: c.Zone,
			Title: fmt.Sprintf("%s %s #%d", homeTopics[rng.IntN(len(homeTopics))], c.Name, i), Ustaz: ustadz,
			Time:        kajian.ClockTime(rng.IntN(18)*60 + 5*60 + []int{0, 30}[rng.IntN(2)]),
			Description: "Kajian umum terbuka untuk ikhwan dan akhwat."}
		if rng.IntN(10) == 0 {
			s.IsOnline, s.LiveStreamURL = true, "https://www.youtube.com/live/kajian"
		} else {
			lat, lng := c.Lat+(rng.Float64()-0.5)*0.3, c.Lng+(rng.Float64()-0.5)*0.3
			s.Latitude, s.Longitude = &lat, &lng
			s.Location, s.Address = "Masjid Raya "+c.Name, fmt.Sprintf("Jl. Masjid No.%d, %s", i%200+1, c.Name)
		}
		if rng.IntN(3) == 0 {
			s.Speakers = []kajian.Speaker{{Name: ustadz, IsMain: true}, {Name: homeUstadz[rng.IntN(len(homeUstadz))]}}
		}
		if rng.IntN(20) == 0 {
			s.Status = kajian.StatusPending
		}
		return s
	}
	for i := range oneOff {
		s := newSession(kajian.Regular, i)
		s.Date = kajian.Today(now, s.Zone).AddDays(rng.IntN(180))
		if i%20 == 0 { // a dauroh of two to four days
			s.EndDate, s.EndTime = s.Date.AddDays(1+i%3), 16*60
		}
		if err := db.CreateSession(ctx, s); err != nil {
			return err
		}
	}
	for i := range weekly {
		s := newSession(kajian.Recurring, i)
		s.DayOfWeek = rng.IntN(7)
		s.Rhythm = homeRhythm(i, s.DayOfWeek, kajian.Today(now, s.Zone))
		if rng.IntN(5) == 0 {
			today := kajian.Today(now, s.Zone)
			first := today.AddDays((s.DayOfWeek-today.Weekday()+7)%7 + 7*rng.IntN(3))
			s.Holidays = []kajian.Holiday{{Date: first, Reason: "Ustadz safar"}, {Date: first.AddDays(28)}}
		}
		if err := db.CreateSession(ctx, s); err != nil {
			return err
		}
	}
	return db.Analyze(ctx)
}

// homeRhythm is the i-th weekly session's rhythm (on day): a quarter every two to four weeks
// from a date in the last months, a quarter in given weeks of the month, half every week (as
// scripts/scale makes them).
func homeRhythm(i, day int, today kajian.Date) kajian.Rhythm {
	monthly := [][]int{{1}, {2, 4}, {kajian.LastWeek}, {1, 3}, {3}, {1, kajian.LastWeek}}
	switch i % 4 {
	case 1:
		d := today.AddDays(-7 * (i % 13))
		return kajian.Rhythm{EveryWeeks: 2 + i%3, From: d.AddDays((day - d.Weekday() + 7) % 7)}
	case 2:
		return kajian.Rhythm{MonthWeeks: monthly[i%len(monthly)]}
	}
	return kajian.Rhythm{}
}
