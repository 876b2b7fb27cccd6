package server

import (
	"context"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// The time shortcuts on GET /api/v1/kajian: days in each session's zone, with search and
// nearest-first, counted as the map counts, and a kept page not outliving its day.
func TestHomeListWaktu(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		// Jumat 27 November 2026, 23:30 WIB: in Jayapura already Sabtu, 01:30.
		e.clock.Set(time.Date(2026, 11, 27, 16, 30, 0, 0, time.UTC))
		jumat := kajian.Date{Year: 2026, Month: time.November, Day: 27}
		owner := e.createUser("pemilik@example.id", "rahasia123", "Pemilik", kajian.RoleUser)
		jakarta, bekasi, jayapura := [2]float64{-6.2, 106.83}, [2]float64{-6.24, 106.99}, [2]float64{-2.53, 140.72}
		add := func(s *kajian.Session, at [2]float64) {
			s.Ustaz, s.CreatedBy, s.Status = "Ustadz Hakim", owner.ID, kajian.PublicStatus(s.Type)
			s.Latitude, s.Longitude = &at[0], &at[1]
			if err := e.db.CreateSession(context.Background(), s); err != nil {
				t.Fatal(err)
			}
		}
		add(&kajian.Session{Type: kajian.Regular, Title: "Tafsir Jakarta Sabtu", Date: jumat.AddDays(1), Time: 10 * 60, Zone: kajian.WIB}, jakarta)
		add(&kajian.Session{Type: kajian.Regular, Title: "Tafsir Jayapura Sabtu", Date: jumat.AddDays(1), Time: 10 * 60, Zone: kajian.WIT}, jayapura)
		add(&kajian.Session{Type: kajian.Regular, Title: "Fiqih Jayapura Ahad", Date: jumat.AddDays(2), Time: 9 * 60, Zone: kajian.WIT}, jayapura)
		add(&kajian.Session{Type: kajian.Regular, Title: "Tafsir Jakarta Ahad", Date: jumat.AddDays(2), Time: 16 * 60, Zone: kajian.WIB}, bekasi)
		add(&kajian.Session{Type: kajian.Recurring, Title: "Rutin Sabtu Libur", DayOfWeek: 6, Time: 8 * 60, Zone: kajian.WIB,
			Holidays: []kajian.Holiday{{Date: jumat.AddDays(1), Reason: "Masjid direnovasi"}}}, jakarta)
		c := e.newClient()
		for _, tt := range []struct {
			query string
			want  []string
		}{
			{"waktu=hari-ini", []string{"Tafsir Jayapura Sabtu"}},
			{"waktu=besok", []string{"Tafsir Jakarta Sabtu", "Fiqih Jayapura Ahad"}},
			{"waktu=akhir-pekan", []string{"Tafsir Jayapura Sabtu", "Tafsir Jakarta Sabtu", "Fiqih Jayapura Ahad", "Tafsir Jakarta Ahad"}},
			{"waktu=besok&q=tafsir", []string{"Tafsir Jakarta Sabtu"}},
			{"waktu=besok&lat=-2.5&lng=140.7&sort=distance", []string{"Fiqih Jayapura Ahad", "Tafsir Jakarta Sabtu"}},
			{"waktu=pekan-ini&q=tafsir&lat=-6.2&lng=106.8&sort=distance&limit=1", []string{"Tafsir Jakarta Sabtu"}},
		} {
			b := c.home(t, tt.query)
			if got := titlesOf(b.Items); !equalStrings(got, tt.want) {
				t.Errorf("%s: %v, want %v", tt.query, got, tt.want)
			}
			var pts mapPointsDTO
			unmarshalBody(t, c.do("GET", "/api/v1/kajian/points?"+tt.query, nil), &pts)
			if b.Total < len(tt.want) || pts.Total != b.Total {
				t.Errorf("%s: total %d, the map's %d", tt.query, b.Total, pts.Total)
			}
		}
		// A day later 'besok' is Ahad: the page kept for Sabtu is not answered again.
		e.clock.Set(time.Date(2026, 11, 28, 16, 30, 0, 0, time.UTC))
		if got, want := titlesOf(c.home(t, "waktu=besok").Items), []string{"Tafsir Jakarta Ahad"}; !equalStrings(got, want) {
			t.Errorf("besok a day later: %v, want %v", got, want)
		}
	})
}
