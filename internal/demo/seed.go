// Package demo fills an empty database with believable Indonesian data so the
// app can be tried at once: sessions in many cities, one-off and weekly, online
// and offline, with speakers, holidays, attendance, notes and feedback. Dates
// are relative to the clock, so the home list is never empty.
package demo

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// The demo accounts `make run` prints.
const (
	AdminEmail    = "admin@kajiankita.id"
	AdminPassword = "admin12345"
	UserEmail     = "demo@kajiankita.id"
	UserPassword  = "demo12345"
)

// Summary says what Seed created.
type Summary struct {
	Users, OneOff, Weekly, RSVPs, Notes, Feedback int
	Masjid                                        int
	Attached                                      store.MasjidAttach // how the sessions found their masjid
}

// Seed fills the database when it holds no sessions and no demo admin, and
// reports whether it did. Running it again changes nothing, and so does
// running it in several copies of the server started together: on
// PostgreSQL they take turns under the lock migrations take, and on SQLite
// (no lock across processes) a copy that finds the demo admin created under
// it by another leaves the filling to that one.
func Seed(ctx context.Context, db *store.DB) (sum Summary, seeded bool, err error) {
	err = db.WithMigrationLock(ctx, func(ctx context.Context) error {
		sum, seeded, err = seed(ctx, db)
		return err
	})
	return sum, seeded, err
}

func seed(ctx context.Context, db *store.DB) (Summary, bool, error) {
	if _, err := db.FindUserByEmail(ctx, AdminEmail); err == nil {
		return Summary{}, false, nil
	}
	for _, t := range []string{"kajian", "recurring_kajian"} {
		if n, err := db.CountRows(ctx, t); err != nil || n > 0 {
			return Summary{}, false, err
		}
	}
	now := db.Clock().Now()
	hist := kajian.NewFixedClock(now)
	s := &seeder{db: db.WithClock(hist), hist: hist, now: now}
	err := s.run(ctx)
	if errors.Is(err, errSeededElsewhere) {
		return Summary{}, false, nil
	}
	return s.sum, err == nil, err
}

// errSeededElsewhere stops a seeder whose demo admin another copy created
// first.
var errSeededElsewhere = errors.New("another copy is seeding the demo data")

type seeder struct {
	db    *store.DB
	hist  *kajian.FixedClock // the store's clock: postings and answers are dated over past weeks
	now   time.Time
	sum   Summary
	admin kajian.User
	user  kajian.User
	crowd []kajian.User // other members who post and attend
}

var crowdNames = []struct{ name, email, phone string }{
	{"Rizky Pratama", "rizky@kajiankita.id", "081234567801"},
	{"Siti Nurhaliza Putri", "siti@kajiankita.id", "081234567802"},
	{"Hendra Saputra", "hendra@kajiankita.id", "081234567803"},
	{"Nurul Aini", "nurul@kajiankita.id", "081234567804"},
}

func (s *seeder) run(ctx context.Context) error {
	var err error
	if s.admin, err = s.account(ctx, AdminEmail, AdminPassword, "Admin Kajian Kita", "081100000001", kajian.RoleAdmin); err != nil {
		if errors.Is(err, kajian.ErrEmailTaken) {
			return errSeededElsewhere
		}
		return err
	}
	if s.user, err = s.account(ctx, UserEmail, UserPassword, "Ahmad Fadli", "081200000002", kajian.RoleUser); err != nil {
		return err
	}
	for _, c := range crowdNames {
		token, _ := auth.NewToken() // members who never sign in get a password nobody knows
		u, err := s.account(ctx, c.email, token, c.name, c.phone, kajian.RoleUser)
		if err != nil {
			return err
		}
		s.crowd = append(s.crowd, u)
	}
	oneOffs, err := s.oneOffSessions(ctx)
	if err != nil {
		return err
	}
	weekly, err := s.weeklySessions(ctx)
	if err != nil {
		return err
	}
	if err := s.masjid(ctx); err != nil {
		return err
	}
	if err := s.attendance(ctx, oneOffs, weekly); err != nil {
		return err
	}
	s.hist.Set(s.now)
	if err := s.notes(ctx, oneOffs, weekly); err != nil {
		return err
	}
	if err := s.series(ctx, weekly); err != nil {
		return err
	}
	return s.feedback(ctx)
}

func (s *seeder) account(ctx context.Context, email, password, name, phone string, role kajian.Role) (kajian.User, error) {
	hash, err := auth.HashPassword(password)
	if err != nil {
		return kajian.User{}, err
	}
	// Confirmed a month ago: a sign-in right after `make run` is a sign-in, not a confirmation
	// (which would greet with 'Email berhasil diverifikasi!').
	u, _, err := s.db.CreateUser(ctx, store.NewUser{Email: email, PasswordHash: hash, FullName: name, Phone: phone, Role: role,
		Verified: true, VerifiedAt: s.now.AddDate(0, -1, 0)})
	if err != nil {
		return u, fmt.Errorf("demo account %s: %w", email, err)
	}
	s.sum.Users++
	return u, nil
}

var clockTimes = []string{"05:30", "09:00", "10:00", "13:00", "16:00", "18:30", "19:30", "20:00"}

func (s *seeder) clock(i int) kajian.ClockTime {
	c, _ := kajian.ParseClock(clockTimes[i%len(clockTimes)])
	return c
}

// place fills a session's venue, or makes it an online session.
func (s *seeder) place(k *kajian.Session, v venue, online bool, i int) {
	k.Zone = kajian.Zone(v.zone)
	if online {
		k.IsOnline = true
		k.LiveStreamURL = fmt.Sprintf("https://www.youtube.com/live/kajiankita%03d", i)
		return
	}
	lat, lng := v.lat, v.lng
	k.Location, k.Address = v.name, v.address+", "+v.city
	k.Latitude, k.Longitude = &lat, &lng
	k.MapsURL = "https://www.google.com/maps/search/?api=1&query=" + url.QueryEscape(k.Location+" "+k.Address)
	if i%5 == 0 {
		k.LiveStreamURL = fmt.Sprintf("https://www.youtube.com/live/kajiankita%03d", i)
	}
}

func (s *seeder) withTopic(k *kajian.Session, t topic, owner kajian.User, i int) {
	k.Title, k.Description, k.CreatedBy = t.title, t.description, owner.ID
	k.Ustaz = t.speakers[0]
	d := topicDetails[t.title]
	k.Audience, _ = kajian.ParseAudience(d.audience)
	k.Kitab, k.Bab = d.kitab, d.bab
	if len(t.speakers) > 1 || i%4 == 0 { // some sessions keep only the ustaz field: speakers are then derived
		for j, name := range t.speakers {
			k.Speakers = append(k.Speakers, kajian.Speaker{Name: name, IsMain: j == 0, Order: j + 1})
		}
	}
	if i%3 != 0 {
		k.ContactPerson = strings.SplitN(crowdNames[i%len(crowdNames)].name, " ", 2)[0]
		k.ContactPhone = crowdNames[i%len(crowdNames)].phone
	}
}

func (s *seeder) owner(i int) kajian.User {
	switch i % 6 {
	case 0:
		return s.admin
	case 1:
		return s.user
	}
	return s.crowd[i%len(s.crowd)]
}

// poster owns a posting that waits for or was refused by an admin: the demo
// user or a member, never the admin (an admin's postings are published at once).
func (s *seeder) poster(i int) kajian.User {
	if i%2 == 0 {
		return s.user
	}
	return s.crowd[i%len(s.crowd)]
}

// oneOffSessions creates 44 upcoming approved sessions (two of them started
// earlier today, so 'Kajian Sebelumnya' has something), 6 past ones for the
// notes, and a few pending and rejected postings.
func (s *seeder) oneOffSessions(ctx context.Context) ([]*kajian.Session, error) {
	var all []*kajian.Session
	for i := 0; i < 56; i++ {
		v := venues[(i*7)%len(venues)]
		k := &kajian.Session{Type: kajian.Regular}
		owner := s.owner(i)
		if i >= 50 { // pending and rejected
			owner = s.poster(i)
		}
		s.withTopic(k, topics[i%len(topics)], owner, i)
		s.place(k, v, i%6 == 5, i)
		today := kajian.Today(s.now, k.Zone)
		local := s.now.In(k.Zone.Location())
		switch {
		case i < 2: // started earlier today
			k.Date = today
			k.Time = kajian.ClockTime(max(0, local.Hour()-2-i) * 60)
		case i < 4: // later today, or tomorrow when the day is nearly over
			k.Date, k.Time = today, kajian.ClockTime((local.Hour()+2+i)*60)
			if local.Hour()+2+i > 23 {
				k.Date, k.Time = today.AddDays(1), s.clock(i)
			}
		case i < 44:
			k.Date, k.Time = today.AddDays(1+(i-4)*45/40), s.clock(i)
			fitTitle(k)
			if i == 9 {
				makeDauroh(k)
			}
		case i < 50: // past, for notes
			k.Date, k.Time = today.AddDays(-3*(i-43)), s.clock(i)
			fitTitle(k)
		default: // postings waiting for or refused by an admin
			k.Date, k.Time = today.AddDays(5+i-50), s.clock(i)
			fitTitle(k)
		}
		switch {
		case i >= 53: // refused yesterday: posted the week before
			s.postedWeeksAgo(1)
		case i >= 50: // waiting: posted lately
			s.postedWeeksAgo(0)
		default:
			s.postedWeeksAgo(i % historyWeeks)
		}
		switch {
		case i < 50:
			s.approve(k)
		case i < 53:
			k.Status = kajian.StatusPending
		default:
			k.Status, k.RejectionReason = kajian.StatusRejected, "Informasi tempat dan waktu belum lengkap. Mohon lengkapi alamat dan nomor narahubung."
			at := s.now.Add(-24 * time.Hour)
			k.ApprovedBy, k.ApprovedAt = s.admin.ID, &at
		}
		if err := s.db.CreateSession(ctx, k); err != nil {
			return nil, fmt.Errorf("demo session %q: %w", k.Title, err)
		}
		s.sum.OneOff++
		all = append(all, k)
	}
	return all, nil
}

// weeklySessions creates 16 active weekly sessions (one has a holiday today),
// plus pending and rejected ones.
func (s *seeder) weeklySessions(ctx context.Context) ([]*kajian.Session, error) {
	var all []*kajian.Session
	for i := 0; i < 19; i++ {
		v := venues[(i*5+3)%len(venues)]
		k := &kajian.Session{Type: kajian.Recurring}
		owner := s.owner(i + 1)
		if i >= 16 { // pending and rejected
			owner = s.poster(i)
		}
		s.withTopic(k, weeklyTopics[i%len(weeklyTopics)], owner, i)
		if i >= len(weeklyTopics) {
			k.Title += " " + v.city
		}
		s.place(k, v, i%4 == 3, 100+i)
		today := kajian.Today(s.now, k.Zone)
		k.DayOfWeek, k.Time = (i*3)%7, s.clock(i+3)
		fitTitle(k)
		demoRhythm(k, i, today)
		switch i % 3 {
		case 0: // two upcoming holidays on its weekday
			first := today.AddDays((k.DayOfWeek-today.Weekday()+7)%7 + 7)
			k.Holidays = []kajian.Holiday{{Date: first, Reason: "Ustadz sedang safar dakwah"}, {Date: first.AddDays(14)}, {Date: first.AddDays(28), Reason: "Libur akhir tahun"}}
		case 1:
			if i == 1 { // a holiday today
				k.DayOfWeek = today.Weekday()
				k.Holidays = []kajian.Holiday{{Date: today, Reason: "Masjid dipakai untuk acara walimah"}}
			}
			if i == 4 { // its next date cancelled: listed there with 'Dibatalkan' and the reason
				next := k.WeeklyDateFrom(today.AddDays(1)) // its rhythm's next date, not merely its weekday's
				k.Holidays = []kajian.Holiday{{Date: next, Reason: "Ustadz sedang sakit", Cancelled: true}}
			}
		}
		s.postedWeeksAgo((i * 5) % historyWeeks)
		if i >= 16 {
			s.postedWeeksAgo(0)
		}
		switch {
		case i < 16:
			s.approve(k)
		case i < 18:
			k.Status = kajian.StatusPending
		default:
			k.Status, k.RejectionReason = kajian.StatusRejected, "Jadwal bentrok dengan kajian lain di masjid yang sama. Silakan konfirmasi ke takmir."
		}
		if err := s.db.CreateSession(ctx, k); err != nil {
			return nil, fmt.Errorf("demo weekly session %q: %w", k.Title, err)
		}
		s.sum.Weekly++
		all = append(all, k)
	}
	return all, nil
}

func (s *seeder) attendance(ctx context.Context, oneOffs, weekly []*kajian.Session) error {
	members := append([]kajian.User{s.user, s.admin}, s.crowd...)
	for i, k := range oneOffs {
		if !k.IsPublic() {
			continue
		}
		for j, m := range members {
			if (i+j)%3 == 0 || (m.ID == s.user.ID && i >= 44) { // the demo user attended the past ones
				st := kajian.Hadir
				if (i+j)%7 == 0 {
					st = kajian.TidakHadir
				}
				s.answeredAfter(i % historyWeeks)
				if err := s.db.SetRSVP(ctx, m.ID, kajian.Regular, k.ID, kajian.Date{}, st); err != nil {
					return fmt.Errorf("demo rsvp: %w", err)
				}
			}
		}
	}
	for i, k := range weekly {
		if !k.IsPublic() {
			continue
		}
		next := k.TimingAt(s.now).NextDate // held: by its rhythm, past its holidays
		for j, m := range members {
			if (i+j)%2 == 0 {
				s.answeredAfter((i * 5) % historyWeeks)
				if err := s.db.SetRSVP(ctx, m.ID, kajian.Recurring, k.ID, next, kajian.Hadir); err != nil {
					return fmt.Errorf("demo rsvp: %w", err)
				}
			}
		}
	}
	return nil
}

// demoNotes are written about the session they name: an index into the six past one-off
// sessions (topics 0-5: Al-Kahfi, Shalat Berjamaah, Riyadhus Shalihin, Sirah, Tahsin,
// Muamalah), or weeklyNote for the first weekly session (Tafsir Ibnu Katsir).
var demoNotes = []struct {
	session    int
	html       string
	tags       []string
	visibility kajian.Visibility
	favorite   bool
}{
	{2, "<h2>Poin penting</h2><ul><li>Ikhlas adalah syarat diterimanya amal.</li><li>Niat letaknya di hati, tidak perlu dilafalkan.</li><li>Perbarui niat sebelum belajar dan bekerja.</li></ul><p><em>Amalan pekan ini:</em> muhasabah sebelum tidur.</p>", []string{"ikhlas", "niat", "riyadhus-shalihin"}, kajian.Public, true},
	{0, "<p>Empat fitnah dalam Surat Al-Kahfi: <strong>agama</strong>, <strong>harta</strong>, <strong>ilmu</strong> dan <strong>kekuasaan</strong>. Obatnya: teman yang shalih, mengingat akhirat, tawadhu dan ikhlas.</p><blockquote>Baca Al-Kahfi setiap hari Jumat.</blockquote>", []string{"tafsir", "al-kahfi", "jumat", "akhir-zaman"}, kajian.Public, false},
	{1, "<p>Catatan pribadi: perbaiki shaf, jangan ragu maju ke shaf pertama. Ingatkan anak-anak dengan lembut.</p>", []string{"fiqih", "shalat"}, kajian.Private, false},
	{5, "<ol><li>Pre-order (akad salam) sah bila harga, spesifikasi dan waktu serah jelas di awal.</li><li>Dropship: jadilah wakil penjual atau beli dulu barangnya.</li><li>Jangan menjual barang yang belum dimiliki.</li></ol><p>Tanya lagi ke ustadz soal paylater.</p>", []string{"muamalah", "jual-beli"}, kajian.Private, true},
	{4, "<p>Nun sukun atau tanwin bertemu huruf ba dibaca <strong>iqlab</strong>: berubah menjadi mim dengan dengung. Latihan makharijul huruf tiap pagi, lima menit saja tapi rutin.</p>", []string{"tahsin", "tajwid"}, kajian.Public, false},
	{weeklyNote, "<p>Tafsir Al-Fatihah menurut Ibnu Katsir: <em>ash-shirath al-mustaqim</em> adalah Islam, jalan orang yang diberi nikmat. Kita memintanya minimal 17 kali sehari dalam shalat.</p>", []string{"tafsir", "al-fatihah", "ibnu-katsir"}, kajian.Public, false},
}

// weeklyNote marks a demo note about the first weekly session.
const weeklyNote = -1

func (s *seeder) notes(ctx context.Context, oneOffs, weekly []*kajian.Session) error {
	past := oneOffs[44:50]
	authors := []kajian.User{s.user, s.user, s.user, s.user, s.crowd[0], s.crowd[1]}
	for i, n := range demoNotes {
		e := &kajian.JournalEntry{UserID: authors[i].ID, Notes: n.html, Tags: n.tags, Visibility: n.visibility, IsFavorite: n.favorite}
		if n.session == weeklyNote {
			w := weekly[0]
			today := kajian.Today(s.now, w.Zone)
			e.RecurringKajianID = w.ID
			e.AttendanceDate = lastHeldBefore(w, today.AddDays(-6))
		} else {
			e.KajianID, e.AttendanceDate = past[n.session].ID, past[n.session].Date
		}
		if _, err := s.db.CreateJournalEntry(ctx, e, ""); err != nil {
			return fmt.Errorf("demo note: %w", err)
		}
		s.sum.Notes++
	}
	return nil
}

func (s *seeder) feedback(ctx context.Context) error {
	resolved := s.now.Add(-12 * time.Hour)
	items := []kajian.Feedback{
		{Name: "Ahmad Fadli", Email: UserEmail, UserID: s.user.ID, Subject: "Tambahkan filter kajian muslimah", Message: "Mohon ada filter khusus kajian muslimah agar istri saya mudah mencari.", Category: kajian.FeedbackFeatureRequest},
		{Name: "", Email: "", Subject: "Aplikasinya sangat membantu", Message: "Jazakumullahu khairan, sekarang mudah cari kajian dekat kantor.", Category: kajian.FeedbackCompliment, Status: kajian.FeedbackReviewed},
		{Name: "Rizky Pratama", Email: "rizky@kajiankita.id", UserID: s.crowd[0].ID, Subject: "Peta tidak muncul di HP lama", Message: "Di Android 8 peta kadang kosong, harus dimuat ulang.", Category: kajian.FeedbackBugReport, Status: kajian.FeedbackInProgress},
		{Name: "Hamba Allah", Subject: "Jadwal kajian kadang tidak diperbarui", Message: "Ada kajian yang sudah dibatalkan tapi masih tampil.", Category: kajian.FeedbackComplaint, Status: kajian.FeedbackResolved, ResolvedAt: &resolved, ResolvedBy: s.admin.ID},
		{Name: "Nurul Aini", Email: "nurul@kajiankita.id", UserID: s.crowd[3].ID, Subject: "Notifikasi sebelum kajian", Message: "Bagaimana kalau ada pengingat satu jam sebelum kajian dimulai?", Category: kajian.FeedbackSuggestion},
	}
	for i := range items {
		if err := s.db.CreateFeedback(ctx, &items[i]); err != nil {
			return fmt.Errorf("demo feedback: %w", err)
		}
		s.sum.Feedback++
	}
	return nil
}
