package server

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// The widget prints the domain's words for each session and escapes what people wrote.
func TestEmbedTemplate(t *testing.T) {
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC) // Kamis 19:00 WIB
	weekly := &kajian.Session{Type: kajian.Recurring, Slug: "jumat-pagi", Title: "Tafsir <Juz> 'Amma", DayOfWeek: 5,
		Time: 6 * 60, Zone: kajian.WIB, Ustaz: "Ustadz Fulan & Rekan"}
	oneOff := &kajian.Session{Type: kajian.Regular, Slug: "2026-11-28-fiqih", Title: "Fiqih Shalat", Date: kajian.Date{Year: 2026, Month: 11, Day: 28},
		Zone: kajian.WITA, Time: 18 * 60, AfterPrayer: kajian.AfterPrayer{Prayer: kajian.Maghrib}}
	m := &kajian.Masjid{Slug: "masjid-al-ikhlas-bandung", Name: "Masjid Al-Ikhlas"}
	l := newLinks("https://kajiankita.id/")
	var b bytes.Buffer
	if err := masjidEmbedTemplate.Execute(&b, newEmbedPage(l, m, kajian.NextSessions([]*kajian.Session{oneOff, weekly}, now, 5), true)); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, want := range []string{
		`<html lang="id" class="gelap">`,
		`<h1>Masjid Al-Ikhlas</h1>`,
		`<a href="https://kajiankita.id/kajian-rutin/jumat-pagi" target="_blank" rel="noopener">Tafsir &lt;Juz&gt; &#39;Amma</a><span class="rutin">Rutin</span>`,
		`<p class="when">Jumat, 27 Nov · 06.00 WIB</p>`,
		`<p class="who">Ustadz Fulan &amp; Rekan</p>`,
		`<p class="when">Sabtu, 28 Nov · Ba&#39;da Maghrib · adzan ± 18.`,
		`<a href="https://kajiankita.id/masjid/masjid-al-ikhlas-bandung" target="_blank" rel="noopener">Jadwal lengkap di Kajian Kita</a>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("missing %s in\n%s", want, page)
		}
	}
	if strings.Index(page, "Tafsir") > strings.Index(page, "Fiqih") {
		t.Error("the weekly session on Friday comes before Saturday's")
	}
	for _, banned := range []string{"<script", "<img", "<link", "@font-face", "url("} {
		if strings.Contains(page, banned) {
			t.Errorf("the widget loads something: %s", banned)
		}
	}
	b.Reset()
	masjidEmbedTemplate.Execute(&b, newEmbedPage(l, m, nil, false))
	if page := b.String(); strings.Contains(page, `class="gelap"`) || !strings.Contains(page, "Belum ada jadwal kajian mendatang.") {
		t.Errorf("light and empty: %s", page)
	}
}
