package kajian

import (
	"encoding/json"
	"testing"
	"time"
)

func TestChangeNotice(t *testing.T) {
	now := time.Date(2026, time.November, 20, 3, 0, 0, 0, time.UTC)
	before := shareSession()
	before.ID, before.Slug, before.Status = "k1", "2026-11-24-tafsir", StatusApproved
	if n := ChangeNotice(before, before, now); n != nil {
		t.Fatalf("an edit that moved nothing tells attendees: %+v", n)
	}
	after := *before
	after.Time = 20 * 60
	n := ChangeNotice(before, &after, now)
	if n == nil || n.Kind != NoticeChange || n.Key != "2026-11-20T03:00:00Z" || n.Held {
		t.Fatalf("ChangeNotice = %+v", n)
	}
	want := `{"title":"Jadwal berubah:   Tafsir Al-Kahfi ","body":"Sekarang Selasa, 24 November 2026 pukul 20.00 WITA di Masjid Raya, Jl. Merdeka 1","url":"/kajian/2026-11-24-tafsir","tag":"kajian-k1"}`
	if n.Payload != want {
		t.Errorf("payload\n%s\nwant\n%s", n.Payload, want)
	}
	after.Status = StatusPending
	if n := ChangeNotice(before, &after, now); n == nil || !n.Held {
		t.Errorf("a moved session waiting for approval does not hold its notice: %+v", n)
	}
}

func TestCancelled(t *testing.T) {
	now := time.Date(2026, time.November, 20, 3, 0, 0, 0, time.UTC)
	k := shareSession()
	k.ID = "k1"
	news := Cancelled(k, now)
	if news.Notice == nil || news.Notice.Kind != NoticeCancel || news.Notice.Key != "cancel" || news.Notice.Held {
		t.Fatalf("notice %+v", news.Notice)
	}
	var m NoticeText
	if err := json.Unmarshal([]byte(news.Notice.Payload), &m); err != nil ||
		m.Body != "Selasa, 24 November 2026 pukul 19.30 WITA di Masjid Raya, Jl. Merdeka 1 tidak jadi diadakan." || m.URL != "/" || m.Tag != "kajian-k1" {
		t.Errorf("payload %s (%v)", news.Notice.Payload, err)
	}
	c := news.Cancelled
	var snap SessionSnapshot
	if c == nil || json.Unmarshal([]byte(c.Snapshot), &snap) != nil || snap.ID != "k1" || c.Point == nil ||
		len(c.Speakers) != 2 || c.Speakers[0] != SpeakerKey("Ustadz Hakim") {
		t.Errorf("cancellation %+v", c)
	}
}

func TestWhenWhere(t *testing.T) {
	now := time.Date(2026, time.November, 20, 3, 0, 0, 0, time.UTC)
	w := &Session{Type: Recurring, DayOfWeek: 4, Time: 20 * 60, Zone: WIB, IsOnline: true}
	if got, want := w.WhenWhere(now), "setiap Kamis, mulai Kamis, 26 November 2026 pukul 20.00 WIB di "+OnlinePlatform; got != want {
		t.Errorf("WhenWhere = %q, want %q", got, want)
	}
}
