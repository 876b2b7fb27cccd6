// Command scale builds issue 17's data set on an empty PostgreSQL with COPY: 1,000,000 one-off
// sessions spread over the three past years and the coming year, 100,000 weekly ones, 50,000
// users and 2,000,000 attendance answers, in twenty cities; a quarter of the weekly sessions held
// every two to four weeks, a quarter in given weeks of the month, one one-off in twenty a dauroh,
// and one session in 25 of each type in one of 4,000 series. Then run scripts/loadhome -seeded
// against it (make scale does both).
//
//	./scripts/with-postgres.sh go run ./scripts/scale
package main

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "scale:", err)
		os.Exit(1)
	}
}

var (
	topics = []string{"Tafsir Surat Al-Kahfi", "Fiqih Shalat", "Sirah Nabawiyah", "Hadits Arbain", "Aqidah Wasithiyah",
		"Adab Penuntut Ilmu", "Tahsin Al-Quran", "Fiqih Muamalah", "Riyadhus Shalihin", "Kitab Tauhid"}
	ustadz = []string{"Ustadz Abdul Somad", "Ustadz Adi Hidayat", "Ustadz Firanda Andirja", "Ustadz Khalid Basalamah",
		"Ustadz Oemar Mita", "Ustadz Hanan Attaki", "Ustadz Syafiq Riza Basalamah", "Ustadz Abdullah Zaen"}
	places = []string{"Masjid Raya", "Masjid Agung", "Masjid Al-Ikhlas", "Masjid Nurul Iman", "Islamic Center"}
)

func run() error {
	oneOff := flag.Int("oneoff", 1_000_000, "one-off sessions")
	weekly := flag.Int("weekly", 100_000, "weekly sessions")
	users := flag.Int("users", 50_000, "users")
	rsvps := flag.Int("rsvps", 2_000_000, "attendance answers (to one-off sessions)")
	flag.Parse()
	url := os.Getenv(storetest.PostgresEnv)
	if url == "" {
		return fmt.Errorf("%s is not set: run through ./scripts/with-postgres.sh", storetest.PostgresEnv)
	}
	ctx := context.Background()
	db, err := store.Open(ctx, url, kajian.SystemClock{})
	if err != nil {
		return err
	}
	if _, err := db.Migrate(ctx); err != nil {
		return err
	}
	if n, _ := db.CountRows(ctx, "kajian"); n > 0 {
		return fmt.Errorf("the database already holds %d sessions; use an empty one", n)
	}
	db.Close()

	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	// A bulk load: no triggers (listing_version is raised once at the end) and no per-row checks
	// of foreign keys, which the generator keeps by construction.
	if _, err := conn.Exec(ctx, "SET session_replication_role = replica"); err != nil {
		return err
	}
	rng := rand.New(rand.NewPCG(17, 2026))
	now := time.Now().UTC()
	start := time.Now()

	userIDs := make([]uuid.UUID, *users)
	for i := range userIDs {
		userIDs[i] = uuid.New()
	}
	if err := copyRows(ctx, conn, "users", []string{"id", "email", "password_hash", "email_verified_at", "created_at", "updated_at"}, *users,
		func(i int) []any {
			return []any{userIDs[i], fmt.Sprintf("jamaah%d@example.id", i), "x", now, now, now}
		}); err != nil {
		return err
	}
	if err := copyRows(ctx, conn, "user_profiles", []string{"id", "full_name", "role", "created_at", "updated_at"}, *users,
		func(i int) []any { return []any{userIDs[i], fmt.Sprintf("Jamaah %d", i), "user", now, now} }); err != nil {
		return err
	}

	// Series (issue 31): one weekly session in seriesEvery and one one-off session in seriesEvery
	// belong to one, so cards with 'Pertemuan ke-N' are on the pages; each series started three
	// years ago and holds one weekly session and some ten one-off sessions over the four years.
	seriesIDs := make([]uuid.UUID, max(1, *weekly/seriesEvery))
	if err := copyRows(ctx, conn, "series", []string{"id", "slug", "title", "ustaz", "starts_on", "created_by", "created_at", "updated_at"},
		len(seriesIDs), func(i int) []any {
			seriesIDs[i] = uuid.New()
			return []any{seriesIDs[i], fmt.Sprintf("seri-%d", i), fmt.Sprintf("Syarah Kitab %d", i), ustadz[i%len(ustadz)],
				kajian.DateOf(now.AddDate(-3, 0, 0)).String(), userIDs[i%len(userIDs)], now, now}
		}); err != nil {
		return err
	}
	seriesOf := func(i int) any {
		if i%seriesEvery != 0 {
			return nil
		}
		return seriesIDs[(i/seriesEvery)%len(seriesIDs)]
	}

	// One-off sessions: dates uniformly over three years back and one ahead; nine in ten approved.
	from := now.AddDate(-3, 0, 0)
	span := now.AddDate(1, 0, 0).Sub(from)
	oneOffIDs := make([]uuid.UUID, *oneOff)
	cols := []string{"id", "slug", "title", "ustaz", "date", "time", "timezone_region", "starts_at", "is_online", "location",
		"address", "latitude", "longitude", "description", "status", "search_text", "created_by", "created_at", "updated_at",
		"approved_by", "approved_at", "audience", "end_date", "end_time", "series_id"}
	session := func(i int) (title, who, place string, lat, lng float64, online bool, z kajian.Zone) {
		c := storetest.HomeCities[rng.IntN(len(storetest.HomeCities))]
		title = fmt.Sprintf("%s #%d", topics[rng.IntN(len(topics))], i)
		who = ustadz[rng.IntN(len(ustadz))]
		place = places[rng.IntN(len(places))] + " " + c.Name
		return title, who, place, c.Lat + (rng.Float64()-0.5)*0.4, c.Lng + (rng.Float64()-0.5)*0.4, rng.IntN(10) == 0, c.Zone
	}
	if err := copyRows(ctx, conn, "kajian", cols, *oneOff, func(i int) []any {
		oneOffIDs[i] = uuid.New()
		title, who, place, lat, lng, online, z := session(i)
		at := from.Add(time.Duration(rng.Int64N(int64(span)))).Truncate(24 * time.Hour)
		d := kajian.DateOf(at)
		clock := kajian.ClockTime((5 + rng.IntN(16)) * 60)
		status := "approved"
		if rng.IntN(10) == 0 {
			status = "pending"
		}
		var la, ln any = lat, lng
		if online {
			la, ln = nil, nil
		}
		owner := userIDs[rng.IntN(len(userIDs))]
		var endDate, endTime any // one in twenty a dauroh of two to four days, ending at 16.00
		if i%20 == 0 {
			endDate, endTime = d.AddDays(1+i%3).String(), "16:00"
		}
		return []any{oneOffIDs[i], kajian.OneOffSlug(d, title) + "-" + oneOffIDs[i].String()[:8], title, who, d.String(), clock.String(), string(z),
			kajian.At(d, clock, z), online, place, "Jl. Contoh No. " + fmt.Sprint(i%200), la, ln, "Kajian rutin warga.",
			status, strings.ToLower(title + " · " + who + " · " + place), owner, now, now, owner, now, "umum", endDate, endTime, seriesOf(i)}
	}); err != nil {
		return err
	}
	weeklyCols := []string{"id", "slug", "title", "ustaz", "day_of_week", "time", "timezone_region", "week_minute_utc", "is_online",
		"location", "address", "latitude", "longitude", "description", "status", "search_text", "created_by", "created_at",
		"updated_at", "approved_by", "approved_at", "audience", "every_weeks", "rhythm_from", "month_weeks", "series_id"}
	weeklyIDs := make([]uuid.UUID, *weekly)
	if err := copyRows(ctx, conn, "recurring_kajian", weeklyCols, *weekly, func(i int) []any {
		weeklyIDs[i] = uuid.New()
		title, who, place, lat, lng, online, z := session(i)
		day, clock := rng.IntN(7), kajian.ClockTime((5+rng.IntN(16))*60)
		var la, ln any = lat, lng
		if online {
			la, ln = nil, nil
		}
		owner := userIDs[rng.IntN(len(userIDs))]
		every, from, weeks := rhythmRow(i, day, kajian.Today(now, z))
		return []any{weeklyIDs[i], kajian.WeeklySlug(day, title) + "-" + weeklyIDs[i].String()[:8], title, who, day, clock.String(), string(z),
			kajian.WeekMinuteUTC(day, clock, z), online, place, "Jl. Contoh", la, ln, "Kajian pekanan.", "active",
			strings.ToLower(title + " · " + who + " · " + place), owner, now, now, owner, now, "umum", every, from, weeks, seriesOf(i)}
	}); err != nil {
		return err
	}
	speakerRow := func(i int) []any {
		if i < len(oneOffIDs) {
			return []any{uuid.New(), oneOffIDs[i], nil, ustadz[i%len(ustadz)], true, 1}
		}
		return []any{uuid.New(), nil, weeklyIDs[i-len(oneOffIDs)], ustadz[i%len(ustadz)], true, 1}
	}
	if err := copyRows(ctx, conn, "kajian_speakers", []string{"id", "kajian_id", "recurring_kajian_id", "name", "is_main_speaker", "speaker_order"},
		len(oneOffIDs)+len(weeklyIDs), speakerRow); err != nil {
		return err
	}
	// Answers: per session, users i*7+k*13 (distinct for each k), so (session, user) is unique.
	per := max(1, *rsvps/max(1, len(oneOffIDs)))
	if err := copyRows(ctx, conn, "rsvp", []string{"id", "user_id", "kajian_id", "status", "created_at", "updated_at"}, len(oneOffIDs)*per,
		func(i int) []any {
			s, k := i/per, i%per
			u := userIDs[(s*7+k*13)%len(userIDs)]
			return []any{uuid.New(), u, oneOffIDs[s], "hadir", now, now}
		}); err != nil {
		return err
	}
	if _, err := conn.Exec(ctx, "SET session_replication_role = origin"); err != nil {
		return err
	}
	// The counts the answers' trigger keeps, as the migration that made it counted them.
	if _, err := conn.Exec(ctx, "INSERT INTO rsvp_counts (occurrence, hadir) SELECT rsvp_occurrence(rsvp), COUNT(*) FROM rsvp WHERE status = 'hadir' GROUP BY 1"); err != nil {
		return err
	}
	if _, err := conn.Exec(ctx, "UPDATE listing_version SET version = version + 1"); err != nil {
		return err
	}
	if _, err := conn.Exec(ctx, "ANALYZE"); err != nil {
		return err
	}
	fmt.Printf("built %d one-off and %d weekly sessions, %d users and %d answers in %v\n",
		*oneOff, *weekly, *users, len(oneOffIDs)*per, time.Since(start).Round(time.Second))
	return nil
}

// seriesEvery: one session in this many, of each type, is in a series.
const seriesEvery = 25

// copyRows loads n rows of table with COPY.
func copyRows(ctx context.Context, conn *pgx.Conn, table string, cols []string, n int, row func(i int) []any) error {
	t0 := time.Now()
	i := 0
	_, err := conn.CopyFrom(ctx, pgx.Identifier{table}, cols, pgx.CopyFromFunc(func() ([]any, error) {
		if i == n {
			return nil, nil
		}
		r := row(i)
		i++
		return r, nil
	}))
	if err != nil {
		return fmt.Errorf("copy %s: %w", table, err)
	}
	fmt.Printf("  %-16s %9d rows in %v\n", table, n, time.Since(t0).Round(time.Millisecond))
	return nil
}

// rhythmRow is the rhythm of the i-th weekly session (on day): a quarter every two to four
// weeks from a date in the last months, a quarter in given weeks of the month, half every week.
func rhythmRow(i, day int, today kajian.Date) (every int, from any, weeks string) {
	monthly := []string{"1", "2,4", "-1", "1,3", "3", "1,-1"}
	switch i % 4 {
	case 1:
		d := today.AddDays(-7 * (i % 13))
		return 2 + i%3, d.AddDays((day - d.Weekday() + 7) % 7).String(), ""
	case 2:
		return 1, nil, monthly[i%len(monthly)]
	}
	return 1, nil, ""
}
