package server

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

var updateGolden = flag.Bool("update", false, "rewrite the cards fixture and its golden HTML (web/src/features/kajian/components/testdata)")

// The cards fixture: sessions whose cards are hard to get right, as the home list sends them
// (cards.json) and as the server's first cards show them (cards.golden.html), kept in web/
// as Vite reads nothing outside it. The app's test kajian-card.test.tsx, next to KajianCard,
// renders KajianCard for each session of cards.json and compares it with cards.golden.html,
// so the two markups cannot drift apart: a change to either side alone fails one of the tests.
const (
	cardsFixture = "../../web/src/features/kajian/components/testdata/cards.json"
	cardsGolden  = "../../web/src/features/kajian/components/testdata/cards.golden.html"
)

// cardsNow is the fixture's moment: Thursday 26 November 2026, 10:00 WIB.
var cardsNow = time.Date(2026, 11, 26, 3, 0, 0, 0, time.UTC)

// fixtureCards are the fixture's sessions as the home list shows them at cardsNow.
func fixtureCards() []kajianDTO {
	day := func(s string) kajian.Date {
		d, err := kajian.ParseDate(s)
		if err != nil {
			panic(err)
		}
		return d
	}
	f := func(v float64) *float64 { return &v }
	created := time.Date(2026, 11, 1, 2, 0, 0, 0, time.UTC)
	type card struct {
		s     kajian.Session
		count int
		km    *float64
	}
	cards := []card{{
		// Online and weekly, with a holiday today (so held next week, and its live stream not
		// offered), more holidays than the card names, a book and an audience.
		s: kajian.Session{ID: "00000000-0000-4000-8000-000000000001", Type: kajian.Recurring, Slug: "kajian-online-kamis",
			Title: "Kajian Online Kamis Pagi", Ustaz: "Ustadzah Aisyah", DayOfWeek: 4, Time: 9*60 + 30, Zone: kajian.WIB,
			IsOnline: true, LiveStreamURL: "https://youtube.com/live/kamis", Audience: kajian.AudienceAkhwat,
			Kitab: "Riyadhus Shalihin", Bab: "Ikhlas dan Niat", Status: kajian.StatusActive,
			Holidays: []kajian.Holiday{{ID: "h1", Date: day("2026-11-26"), Reason: "Banjir"}, {ID: "h2", Date: day("2026-12-10")},
				{ID: "h3", Date: day("2026-12-17")}, {ID: "h4", Date: day("2026-12-24")}, {ID: "h5", Date: day("2026-12-31")},
				{ID: "h6", Date: day("2027-01-07")}, {ID: "h7", Date: day("2027-01-14")}}},
		count: 12,
	}, {
		// Weekly after a prayer ('Ba'da Maghrib +15 menit') in WITA, its time worked out at its
		// place; a poster, a distance, the main speaker second, a holiday without a reason ahead,
		// its meeting in a series and no book.
		s: kajian.Session{ID: "00000000-0000-4000-8000-000000000002", Type: kajian.Recurring, Slug: "tafsir-juz-amma",
			Title: `Tafsir "Juz 'Amma" <1> & Tanya Jawab`, Ustaz: "Ustadz Ahmad", DayOfWeek: 5, Time: 18*60 + 15,
			AfterPrayer: kajian.AfterPrayer{Prayer: kajian.Maghrib, Offset: 15}, Zone: kajian.WITA,
			Location: "Masjid Raya Makassar", Address: "Jl. Masjid Raya No. 1", Latitude: f(-5.1364), Longitude: f(119.4205),
			PosterKey: "posters/2026/11/tafsir.jpg", Status: kajian.StatusActive,
			Speakers: []kajian.Speaker{{Name: "Ustadz Ahmad", Order: 1}, {Name: "Ustadz Budi", IsMain: true, Order: 2}},
			Holidays: []kajian.Holiday{{ID: "h8", Date: day("2026-12-04")}},
			Series:   &kajian.SeriesRef{Slug: "tafsir-juz-amma", Title: "Tafsir Juz 'Amma", Meetings: []kajian.MeetingNo{{Date: day("2026-11-27"), N: 14}}}},
		count: 7, km: f(1.27),
	}, {
		// One-off, online, today and not yet started: its live stream is offered. No poster, no
		// venue, a description and nobody coming yet.
		s: kajian.Session{ID: "00000000-0000-4000-8000-000000000003", Type: kajian.Regular, Slug: "daring-hari-ini",
			Title: "Kajian Daring Hari Ini", Ustaz: "Ustadz Cahyo", Date: day("2026-11-26"), Time: 20 * 60, Zone: kajian.WIB,
			IsOnline: true, LiveStreamURL: "https://youtube.com/live/daring", Description: "Kajian tentang adab menuntut ilmu.",
			Status: kajian.StatusApproved},
	}, {
		// Very long names everywhere, an address and no venue, a distance in whole kilometres,
		// a chapter without its book and its meeting in a series, for men and women.
		s: kajian.Session{ID: "00000000-0000-4000-8000-000000000004", Type: kajian.Regular, Slug: "kajian-akbar",
			Title: "Kajian Akbar Menyambut Bulan Suci Ramadhan: Persiapan Ruhiyah, Ilmu dan Amal Bersama Keluarga Tercinta di Rumah",
			Ustaz: "Ustadz Dr. Muhammad Abdurrahman bin Abdullah Al-Jawi, Lc., M.A.", Date: day("2026-12-05"), Time: 8 * 60,
			Zone: kajian.WIT, Address: "Jl. Raya Sentani Kilometer 12, Kelurahan Hedam, Distrik Heram, Kota Jayapura, Papua",
			Audience: kajian.AudienceIkhwan | kajian.AudienceAkhwat, Bab: "Fiqih Puasa dan Zakat Fitrah",
			PosterKey: "posters/2026/11/akbar.png", Status: kajian.StatusApproved,
			Series: &kajian.SeriesRef{Slug: "fiqih-puasa", Title: "Fiqih Puasa", Meetings: []kajian.MeetingNo{{Date: day("2026-12-05"), N: 3}}}},
		count: 250, km: f(12.4),
	}, {
		// One-off, online, already started: no live stream button. Then one with nothing but a
		// speaker: neither venue nor address.
		s: kajian.Session{ID: "00000000-0000-4000-8000-000000000005", Type: kajian.Regular, Slug: "subuh-tadi",
			Title: "Kajian Subuh", Ustaz: "Ustadz Dani", Date: day("2026-11-26"), Time: 5 * 60, Zone: kajian.WIB,
			IsOnline: true, LiveStreamURL: "https://youtube.com/live/subuh", Status: kajian.StatusApproved},
		count: 3,
	}, {
		s: kajian.Session{ID: "00000000-0000-4000-8000-000000000006", Type: kajian.Regular, Slug: "tanpa-tempat",
			Title: "Kajian Tanpa Tempat", Ustaz: "Ustadz Eko", Date: day("2026-11-30"), Time: 16*60 + 5, Zone: kajian.WITA,
			Status: kajian.StatusApproved},
		count: 1, km: f(0.35),
	}, {
		// Cancelled: a one-off online today (no live stream offered), and a weekly session whose
		// next slot is cancelled (listed at it with the badge, held the week after).
		s: kajian.Session{ID: "00000000-0000-4000-8000-000000000007", Type: kajian.Regular, Slug: "batal-hari-ini",
			Title: "Kajian Batal", Ustaz: "Ustadz Fajar", Date: day("2026-11-26"), Time: 20 * 60, Zone: kajian.WIB,
			IsOnline: true, LiveStreamURL: "https://youtube.com/live/batal", Status: kajian.StatusApproved,
			CancelledAt: &created, CancelReason: "Ustadz sakit"},
		count: 4,
	}, {
		s: kajian.Session{ID: "00000000-0000-4000-8000-000000000008", Type: kajian.Recurring, Slug: "rutin-batal",
			Title: "Kajian Rutin Sabtu", Ustaz: "Ustadz Gani", DayOfWeek: 6, Time: 19 * 60, Zone: kajian.WIB,
			Location: "Masjid Al-Ikhlas", Status: kajian.StatusActive,
			Holidays: []kajian.Holiday{{ID: "h9", Date: day("2026-11-28"), Reason: "Ustadz safar", Cancelled: true}}},
		count: 2,
	}}
	out := make([]kajianDTO, len(cards))
	for i, c := range cards {
		s := c.s
		s.CreatedBy, s.CreatedAt, s.UpdatedAt = "00000000-0000-4000-8000-0000000000aa", created, created
		out[i] = toKajianDTO(&s, s.TimingAt(cardsNow), kajian.Viewer{}, sessionExtras{RSVPCount: c.count, DistanceKm: c.km})
	}
	return out
}

// The fixture and the server's first cards for it are what the files hold (go test -run
// TestFirstCardsGolden -update rewrites them; the app's test then says whether KajianCard
// still matches).
func TestFirstCardsGolden(t *testing.T) {
	cards := fixtureCards()
	fixture, err := json.MarshalIndent(cards, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	fixture = append(fixture, '\n')
	// One card a line: the app's test compares them one by one.
	var golden bytes.Buffer
	for _, c := range cards {
		html, err := firstCardsHTML([]kajianDTO{c})
		if err != nil {
			t.Fatal(err)
		}
		golden.WriteString(html + "\n")
	}
	for path, want := range map[string][]byte{cardsFixture: fixture, cardsGolden: golden.Bytes()} {
		if *updateGolden {
			if err := os.WriteFile(path, want, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is stale: the server's cards or their DTO changed. Run `go test ./internal/server -run TestFirstCardsGolden -update`, "+
				"then `npm test` in web/ to see that KajianCard still renders the same markup.\n%s", path, firstDifference(got, want))
		}
	}
}

// firstDifference shows the first line where the file (got) and the server (want) differ,
// from a little before where they part.
func firstDifference(got, want []byte) string {
	g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := range max(len(g), len(w)) {
		var a, b string
		if i < len(g) {
			a = g[i]
		}
		if i < len(w) {
			b = w[i]
		}
		if a != b {
			at := 0
			for at < min(len(a), len(b)) && a[at] == b[at] {
				at++
			}
			at = max(0, at-40)
			return fmt.Sprintf("line %d:\n   the file …%s\nthe server …%s", i+1, a[at:min(len(a), at+200)], b[at:min(len(b), at+200)])
		}
	}
	return ""
}

// The fixture covers what it says it covers: cards with each of the lines that only some show.
func TestFirstCardsFixtureIsTricky(t *testing.T) {
	html, err := firstCardsHTML(fixtureCards())
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`role="note">Libur Hari Ini: Banjir</p>`,
		`Setiap Jumat · Ba&#39;da Maghrib &#43;15 menit · adzan ± 18.04 WITA`,
		` · Selanjutnya: 3 Des</span>`,
		`>Libur mendatang: 10 Des, 17 Des &#43;4 lainnya</p>`,
		`</svg> Gabung Live Stream</a>`,
		`<a href="/kajian-rutin/tafsir-juz-amma" class="after:absolute after:inset-0 focus-visible:outline-none" data-discover="true">Tafsir &#34;Juz &#39;Amma&#34; &lt;1&gt; &amp; Tanya Jawab</a>`,
		`<a href="/ustadz/budi" class="relative z-10 hover:underline" data-discover="true">Ustadz Budi</a></p>`, `>Live Stream</span>`, `>-</span>`, `>Jl. Raya Sentani Kilometer 12`,
		`data-testid="distance">`, `>1,3 km</span>`, `>12 km</span>`, `>350 m</span>`,
		`>Khusus Akhwat</span>`, `>Ikhwan &amp; Akhwat</span>`, `>Riyadhus Shalihin · Ikhlas dan Niat</span>`,
		`>0 orang akan hadir</span>`, `>250 orang akan hadir</span>`, `>Kajian tentang adab menuntut ilmu.</p>`,
		`class="lucide lucide-radio size-4 shrink-0 text-stone-400"`, `>OFFLINE</span>`, `> Kajian Rutin</span>`,
		`data-testid="cancelled">Dibatalkan: Ustadz sakit</p>`, `data-testid="cancelled">Dibatalkan 28 Nov: Ustadz safar</p>`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("no card has %s", want)
		}
	}
	if n, posters := strings.Count(html, "<article "), strings.Count(html, "<img "); n != 8 || posters != 2 {
		t.Errorf("%d cards with %d posters, want 8 with 2", n, posters)
	}
	if n := strings.Count(html, "Gabung Live Stream"); n != 1 {
		t.Errorf("%d cards offer their live stream, want only the one online today, not started nor cancelled", n)
	}
}

// With nothing to list, the prerendered page would show an empty list until the app loads:
// the plain app, which shows it loading, is served instead.
func TestEmptyHomeIsNotPrerendered(t *testing.T) {
	e := newEnv(t, onSQLite)
	body := string(e.newClient().do("GET", "/", nil).body)
	if strings.Contains(body, "data-prerendered") || !strings.Contains(body, `<div id="root"></div>`) {
		t.Errorf("an empty home page is prerendered: %s", body)
	}
}
