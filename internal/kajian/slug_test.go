package kajian

import (
	"strings"
	"testing"
	"time"
)

func TestTitleSlug(t *testing.T) {
	tests := []struct{ title, want string }{
		{"Kajian Tafsir Al-Qur'an", "kajian-tafsir-alquran"},
		{"  Fiqih   Shalat  ", "fiqih-shalat"},
		{"Satu Dua Tiga Empat Lima Enam Tujuh Delapan Sembilan", "satu-dua-tiga-empat-lima-enam-tujuh-delapan"},
		{"Kajian — Rutin!!", "kajian-rutin"},
		{"Tafsīr Juz 30", "tafsr-juz-30"},
		{"", ""},
		{"كتاب التوحيد", ""},
		{"ADAB & AKHLAK (Bagian 2)", "adab-akhlak-bagian-2"},
	}
	for _, tt := range tests {
		if got := TitleSlug(tt.title); got != tt.want {
			t.Errorf("TitleSlug(%q) = %q, want %q", tt.title, got, tt.want)
		}
	}
}

func TestSessionSlugs(t *testing.T) {
	d := Date{2026, time.November, 24}
	if got := OneOffSlug(d, "Kajian Tafsir Al-Qur'an"); got != "2026-11-24-kajian-tafsir-alquran" {
		t.Errorf("OneOffSlug = %q", got)
	}
	if got := OneOffSlug(d, "!!!"); got != "2026-11-24" {
		t.Errorf("OneOffSlug of empty title = %q", got)
	}
	if got := WeeklySlug(0, "Kajian Kitab Tauhid"); got != "ahad-kajian-kitab-tauhid" {
		t.Errorf("WeeklySlug = %q", got)
	}
	if got := WeeklySlug(5, "Tahsin"); got != "jumat-tahsin" {
		t.Errorf("WeeklySlug = %q", got)
	}
}

func TestUUIDInSlug(t *testing.T) {
	tests := []struct {
		slug, want string
		ok         bool
	}{
		{"2026-11-24-kajian-8F14E45F-CEEA-467A-9575-6E1C2D3B4A5F", "8f14e45f-ceea-467a-9575-6e1c2d3b4a5f", true},
		{"8f14e45f-ceea-467a-9575-6e1c2d3b4a5f", "8f14e45f-ceea-467a-9575-6e1c2d3b4a5f", true},
		{"ahad-kajian-kitab-tauhid", "", false},
		{"2026-11-24-kajian", "", false},
		{"8f14e45f-ceea-467a-9575-6e1c2d3b4a5", "", false},
	}
	for _, tt := range tests {
		got, ok := UUIDInSlug(tt.slug)
		if got != tt.want || ok != tt.ok {
			t.Errorf("UUIDInSlug(%q) = %q, %v; want %q, %v", tt.slug, got, ok, tt.want, tt.ok)
		}
	}
}

func FuzzTitleSlug(f *testing.F) {
	for _, s := range []string{"Kajian Tafsir", "a-b c", "  ", "ÄÖÜ 123", "x\x00y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, title string) {
		s := TitleSlug(title)
		if strings.Count(s, "-") > MaxSlugWords-1 {
			t.Fatalf("too many words in %q", s)
		}
		if strings.HasPrefix(s, "-") || strings.HasSuffix(s, "-") || strings.Contains(s, "--") {
			t.Fatalf("bad hyphens in %q", s)
		}
		for _, r := range s {
			if !(r == '-' || (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9')) {
				t.Fatalf("unexpected %q in %q", r, s)
			}
		}
		if again := TitleSlug(strings.ReplaceAll(s, "-", " ")); again != s {
			t.Fatalf("slug words not stable: %q -> %q", s, again)
		}
	})
}

func FuzzUUIDInSlug(f *testing.F) {
	f.Add("2026-11-24-kajian-8f14e45f-ceea-467a-9575-6e1c2d3b4a5f")
	f.Add("ahad-x")
	f.Fuzz(func(t *testing.T, slug string) {
		id, ok := UUIDInSlug(slug)
		if ok != (id != "") {
			t.Fatalf("ok=%v with id %q", ok, id)
		}
		if ok && (len(id) != 36 || strings.ToLower(id) != id) {
			t.Fatalf("bad id %q", id)
		}
	})
}
