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
	body := "Pukul " + k.TimeText() // "Pukul 19.30 WIB"
	if k.AfterPrayer.Prayer != "" {
		body = k.TimeTextOn(d) // "Ba'da Maghrib · adzan ± 17.58 WIB"
	}
	if place := k.PlaceText(); place != "" {
		body += " di " + place
	}
	title := "Besok: " + k.Title
	if kind == kajian.NoticeHour {
		title = "1 jam lagi: " + k.Title
	}
	return push.Message{Title: title, Body: body, URL: kajian.PagePath(k.Type, k.Slug), Tag: "kajian-" + k.ID}
}
