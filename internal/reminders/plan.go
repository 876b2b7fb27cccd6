package reminders

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/push"
	"github.com/kajiankita/kajian/internal/store"
)

// Attending plans the two reminders of the occurrence userID is saying 'hadir' to (occ: a
// weekly session's date; zero for a one-off), queued with the answer (store.Answer) and then
// sent by Wake's worker. Whether they still go is decided when they are due.
func (s *Service) Attending(userID string, k *kajian.Session, occ kajian.Date) []store.Job {
	start := occurrenceStart(k, occ)
	now := s.clock.Now()
	var jobs []store.Job
	for _, kind := range []kajian.NoticeKind{kajian.NoticeEvening, kajian.NoticeHour} {
		due := kajian.ReminderDue(kind, start, k.Zone)
		if due.Before(now) {
			due = now // looked at now: still worth sending, or skipped
		}
		jobs = append(jobs, store.Job{DedupeKey: reminderKey(kind, userID, k.ID, occ), Kind: kind, UserID: userID,
			SessionType: k.Type, SessionID: k.ID, Occurrence: occ, StartsAt: &start, DueAt: &due})
	}
	return jobs
}

func reminderKey(kind kajian.NoticeKind, userID, sessionID string, occ kajian.Date) string {
	return fmt.Sprintf("%s:%s:%s:%s", kind, userID, sessionID, occ)
}

// occurrenceStart is when the occurrence on occ (one-off: the session) starts.
func occurrenceStart(k *kajian.Session, occ kajian.Date) time.Time {
	if k.Type != kajian.Recurring {
		return k.Start()
	}
	return kajian.At(occ, k.TimeOn(occ), k.Zone)
}

// ChangeNotice is what the attendees of k are told after an edit moved it (nil when it did
// not): held, while k waits for approval again, until it is approved.
func ChangeNotice(before, after *kajian.Session, now time.Time) *kajian.SessionNotice {
	if !kajian.ScheduleChanged(before, after) {
		return nil
	}
	m := push.Message{Title: "Jadwal berubah: " + after.Title, Body: "Sekarang " + whenWhere(after, now),
		URL: kajian.PagePath(after.Type, after.Slug), Tag: "kajian-" + after.ID}
	return &kajian.SessionNotice{Kind: kajian.NoticeChange, Key: now.UTC().Format(time.RFC3339Nano), Payload: payload(m),
		Held: !after.IsPublic()}
}

// Cancelled is what k's attendees and calendar feeds are told when k leaves public view for
// good (deleted, or rejected after an edit).
func Cancelled(k *kajian.Session, now time.Time) kajian.SessionNews {
	m := push.Message{Title: "Kajian dibatalkan: " + k.Title, Body: whenWhere(k, now) + " tidak jadi diadakan.",
		URL: "/", Tag: "kajian-" + k.ID}
	snap, err := json.Marshal(kajian.SnapshotOf(k))
	if err != nil {
		panic(err) // plain fields: cannot fail
	}
	return kajian.SessionNews{
		Notice:    &kajian.SessionNotice{Kind: kajian.NoticeCancel, Key: "cancel", Payload: payload(m)},
		Cancelled: &kajian.Cancellation{Snapshot: string(snap), Speakers: k.SpeakerKeys(), Point: k.Point()},
	}
}

// whenWhere says when k is next held and where: 'Ahad, 6 Desember 2026 pukul 19:30 WIB di
// Masjid Istiqlal'.
func whenWhere(k *kajian.Session, now time.Time) string {
	next := k.TimingAt(now).NextDate
	out := next.LongIndonesian() + " pukul " + k.TimeTextOn(next)
	if k.Type == kajian.Recurring {
		out = "setiap " + kajian.DayName(k.DayOfWeek) + ", mulai " + out
	}
	if place := k.PlaceText(); place != "" {
		out += " di " + place
	}
	return out
}

func payload(m push.Message) string {
	b, err := json.Marshal(m)
	if err != nil {
		panic(err) // strings only: cannot fail
	}
	return string(b)
}

// reminderMessage is the reminder of kind for k's occurrence on occ starting at start.
func reminderMessage(kind kajian.NoticeKind, k *kajian.Session, occ kajian.Date) push.Message {
	d := occ
	if k.Type != kajian.Recurring {
		d = k.Date
	}
	body := "Pukul " + k.TimeTextOn(d)
	if place := k.PlaceText(); place != "" {
		body += " di " + place
	}
	title := "Besok: " + k.Title
	if kind == kajian.NoticeHour {
		title = "1 jam lagi: " + k.Title
	}
	return push.Message{Title: title, Body: body, URL: kajian.PagePath(k.Type, k.Slug), Tag: "kajian-" + k.ID}
}
