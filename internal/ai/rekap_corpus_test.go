package ai

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// rekapNow is the corpus's today: Saturday 28 November 2026, so "Senin (7/12)" is nine days
// ahead and "Ahad 29/11" is tomorrow.
var rekapNow = time.Date(2026, 11, 28, 9, 0, 0, 0, kajian.WIB.Location())

// The thresholds docs/rekap-reading.md promises.
const (
	minRightShare = 0.95
	maxWrongShare = 0.01
)

// corpusFields are the fields measured, each as the text the fixture states.
var corpusFields = []struct {
	name string
	of   func(e Extraction) string
}{
	{"title", func(e Extraction) string { return e.Title }},
	{"ustaz", func(e Extraction) string { return e.Ustaz }},
	{"kajian_type", func(e Extraction) string { return string(e.KajianType) }},
	{"date", func(e Extraction) string { return e.Date }},
	{"day_of_week", func(e Extraction) string {
		if e.DayOfWeek == nil {
			return ""
		}
		return fmt.Sprint(*e.DayOfWeek)
	}},
	{"time", func(e Extraction) string { return e.Time }},
	{"after_prayer", func(e Extraction) string { return e.AfterPrayer }},
	{"location", func(e Extraction) string { return e.Location }},
	{"audience", func(e Extraction) string { return strings.Join(e.Audience, ",") }},
	{"kitab", func(e Extraction) string { return e.Kitab }},
	{"bab", func(e Extraction) string { return e.Bab }},
	{"timezone_region", func(e Extraction) string { return string(e.TimezoneRegion) }},
	{"live_stream_url", func(e Extraction) string { return e.LiveStreamURL }},
	{"rhythm", rhythmField},
}

// rhythmField is a weekly session's rhythm as one value: 'every week', 'every 2 weeks from
// 2026-12-02' ('from ' when the text gives no first date), 'weeks [2 4]'; "" for a one-off and
// for a rhythm the reader asks for (rhythm_unknown), so a rhythm read as every week is wrong,
// not unread.
func rhythmField(e Extraction) string {
	switch {
	case e.KajianType != kajian.Recurring || e.RhythmUnknown:
		return ""
	case e.EveryWeeks > 1:
		return fmt.Sprintf("every %d weeks from %s", e.EveryWeeks, e.RhythmFrom)
	case len(e.MonthWeeks) > 0:
		return fmt.Sprintf("weeks %v", e.MonthWeeks)
	}
	return "every week"
}

// corpusWant is a fixture's session, read into an Extraction so both sides are measured alike.
func corpusWant(t *testing.T, name string) []Extraction {
	raw, err := os.ReadFile(strings.TrimSuffix(name, ".txt") + ".json")
	if err != nil {
		t.Fatal(err)
	}
	var want []Extraction
	if err := json.Unmarshal(raw, &want); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return want
}

// TestRekapCorpus reads every rekap of testdata/rekap and measures each session's fields
// against what its .json states: right (equal), unread (left empty: the draft asks for it) or
// wrong (a different non-empty value). It fails when a session is not found, a draft is extra,
// fewer than 95% of fields are right or more than 1% are wrong. The method and the figures are
// kept in docs/rekap-reading.md.
func TestRekapCorpus(t *testing.T) {
	m := measureRekaps(t, "testdata/rekap/*.txt", "rekap corpus")
	if m.rekaps < 40 {
		t.Fatalf("the corpus has %d rekaps, at least 40 wanted", m.rekaps)
	}
	m.hold(t)
}

// TestRekapHeldOut measures the held-out rekaps (testdata/rekap-heldout): messages written after
// the reader was tuned, in the forms masjid send, to say how it reads a message it has not seen.
// It holds them to the corpus's promises too; a rekap read wrongly here is added to the corpus
// (with a new held-out one written) before the reader is changed for it.
func TestRekapHeldOut(t *testing.T) {
	m := measureRekaps(t, "testdata/rekap-heldout/*.txt", "held-out rekaps")
	if m.rekaps < 10 {
		t.Fatalf("%d held-out rekaps, at least 10 wanted", m.rekaps)
	}
	m.hold(t)
}

// measured is what reading a set of rekaps gave.
type measured struct {
	rekaps, sessions, found, extra, fields, right, unread, wrong int
}

// measureRekaps reads the rekaps matching glob, logs every unread and wrong field, a line per
// field and a summary line named name.
func measureRekaps(t *testing.T, glob, name string) measured {
	t.Helper()
	texts, err := filepath.Glob(glob)
	if err != nil {
		t.Fatal(err)
	}
	m := measured{rekaps: len(texts)}
	perField := map[string][3]int{} // right, unread, wrong
	for _, path := range texts {
		text, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		want := corpusWant(t, path)
		got := ReadRekap(string(text), rekapNow)
		base := filepath.Base(path)
		m.sessions += len(want)
		m.found += min(len(got), len(want))
		if len(got) != len(want) {
			t.Errorf("%s: %d drafts, %d sessions", base, len(got), len(want))
		}
		m.extra += max(0, len(got)-len(want))
		for i := range min(len(got), len(want)) {
			for _, f := range corpusFields {
				w, g := f.of(want[i]), f.of(got[i].Extraction)
				m.fields++
				c := perField[f.name]
				switch {
				case g == w:
					m.right++
					c[0]++
				case g == "":
					m.unread++
					c[1]++
					t.Logf("%s #%d %s: unread, want %q", base, i+1, f.name, w)
				default:
					m.wrong++
					c[2]++
					t.Logf("%s #%d %s: WRONG %q, want %q", base, i+1, f.name, g, w)
				}
				perField[f.name] = c
			}
		}
	}
	for _, f := range corpusFields {
		c := perField[f.name]
		t.Logf("%-16s right %3d  unread %2d  wrong %2d", f.name, c[0], c[1], c[2])
	}
	t.Logf("%s: %d rekaps, %d/%d sessions found, %d extra drafts; %d fields: %d right (%.1f%%), %d unread and asked (%.1f%%), %d wrong (%.1f%%)",
		name, m.rekaps, m.found, m.sessions, m.extra, m.fields, m.right, pct(m.right, m.fields), m.unread, pct(m.unread, m.fields),
		m.wrong, pct(m.wrong, m.fields))
	return m
}

func pct(n, of int) float64 { return 100 * float64(n) / float64(max(of, 1)) }

// hold fails the test unless every session was found, none extra, and the shares are kept.
func (m measured) hold(t *testing.T) {
	t.Helper()
	if m.found != m.sessions || m.extra != 0 {
		t.Errorf("%d of %d sessions found, %d extra drafts", m.found, m.sessions, m.extra)
	}
	rightShare, wrongShare := pct(m.right, m.fields)/100, pct(m.wrong, m.fields)/100
	if rightShare < minRightShare || wrongShare > maxWrongShare {
		t.Errorf("%.1f%% right (at least %.0f%% wanted), %.1f%% wrong (at most %.0f%% allowed)",
			100*rightShare, 100*minRightShare, 100*wrongShare, 100*maxWrongShare)
	}
}
