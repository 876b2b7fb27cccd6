package ai

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// The lines of a rekap: which are noise (greetings, closings, hashtags, contacts), which are
// day headings or a session's "when", which start a list item, and how a one-line session
// splits into its parts.

var (
	// numberedRe starts an item of a numbered or bulleted list: "1.", "2)", "3️⃣", "- ", "• ".
	numberedRe = regexp.MustCompile(`^\s*(?:\d{1,2}\s*[.)]\s|\d\x{FE0F}?\x{20E3}|[-•*▪▫►➤🔹🔸◾◽]\x{FE0F}?\s)`)
	// separatorRe is a line of separators between blocks: "━━━━", "-----", "=====", "~~~".
	separatorRe = regexp.MustCompile(`^\s*[━─\-=~_*•·]{3,}\s*$`)
	// greetingRe starts the greetings, prayers and closings around a rekap's sessions.
	greetingRe = regexp.MustCompile(`(?i)^(?:assalamu|asalamu|assalaamu|wassalam|wa'?alaikum|bismillah|alhamdulillah|jazakumullah|jazakallah|jazakillah|jazakunnallah|jazaakumullah|barakallah|baarakallah|wallahu|semoga|sebarkan|bagikan|share|mohon|ikhwah fillah|hadirilah|yuk|ayo|mari|terbuka untuk umum|gratis|free|follow|ikuti|subscribe|wassalam|salam|terima kasih|syukron|catat|save the date|jangan lupa)\b`)
	// contactRe starts a contact line: "CP:", "Info: 0812…", "Konfirmasi/Info: …".
	contactRe = regexp.MustCompile(`(?i)^(?:cp|contact person|info|informasi|narahubung|kontak|konfirmasi|konfirmasi/info|info/konfirmasi|pendaftaran|hubungi|wa|whatsapp|hp|telp|ig|instagram)\b\s*[:/]?`)
	// thisWeekRe says the sessions are this or next week's, not a standing schedule.
	thisWeekRe = regexp.MustCompile(`(?i)\b(?:pekan|minggu)\s+(?:ini|depan)\b|\bsepekan\b|\bhari\s+ini\b|\bbesok\b`)
	// datePartRe is a date in brackets after a weekday: "Senin (7/12)".
	datePartRe = regexp.MustCompile(`\(\s*(\d{1,2}\s*/\s*\d{1,2}(?:\s*/\s*\d{2,4})?|\d{1,2}\s+\p{L}{3,9}(?:\s+\d{4})?)\s*\)`)
	// partSepRe splits a one-line session at its pipes, dashes and bullets, at 'bersama'/'oleh'
	// and around a bracketed speaker.
	partSepRe = regexp.MustCompile(`\s*\|\s*|\s+[-–—•]\s+|\s+(?:bersama|oleh)\s+|\s*\(\s*|\s*\)\s*`)
)

// isNoise reports whether a line says nothing of any session: a greeting or closing, a
// hashtag line, a contact, or decoration only.
func isNoise(raw string) bool {
	t := cleanLine(raw)
	if t == "" {
		return true
	}
	if strings.HasPrefix(t, "#") || strings.HasPrefix(t, "@") {
		return true
	}
	if greetingRe.MatchString(t) {
		return !placeWordRe.MatchString(t) // "Hadirilah kajian di Masjid …" still names the place
	}
	if contactRe.MatchString(t) && (phoneRe.MatchString(t) || strings.Contains(t, "@")) {
		return true
	}
	// a bare phone number; "Sabtu, 5 Desember 2026 • 19.00" looks like one but says when
	return phoneRe.MatchString(t) && !hasWhen(t) && utf8.RuneCountInString(phoneRe.ReplaceAllString(t, "")) < 25
}

// isBlank reports whether a line separates blocks: empty, a row of separators or emoji only.
func isBlank(raw string) bool {
	return strings.TrimSpace(raw) == "" || separatorRe.MatchString(raw) || cleanLine(raw) == ""
}

// dayParts finds the weekday and the date a line names.
func dayParts(t string) (w weekdayHit, hasDay bool, d dateHit, hasDate bool) {
	w, hasDay = findWeekday(t)
	d, hasDate = findDate(urlRe.ReplaceAllString(t, " "), true)
	return w, hasDay, d, hasDate
}

// restAfterWhen is what a line says besides its weekday, date and start.
func restAfterWhen(t string) string {
	w, hasDay, d, hasDate := dayParts(t)
	cut := []byte(t)
	blank := func(from, to int) {
		for i := from; i < to && i < len(cut); i++ {
			cut[i] = ' '
		}
	}
	if hasDay {
		blank(w.start, w.end)
	}
	if hasDate {
		blank(d.start, d.end)
	}
	// its rhythm is schedule too: 'Ahad minggu ke-2 tiap bulan', '3 pekan sekali', and the
	// same weekday again ('Rabu pagi 09.00 (terdekat Rabu 9 Des)'), a few times at most, for a
	// long line would make this quadratic
	for _, s := range readRhythm(t).spans {
		blank(s[0], s[1])
	}
	for i := 0; hasDay && i < 3; i++ {
		again, ok := findWeekday(string(cut))
		if !ok || again.day != w.day {
			break
		}
		blank(again.start, again.end)
	}
	rest := string(cut)
	if loc := prayerStartRe.FindStringIndex(rest); loc != nil {
		rest = rest[:loc[0]] + " " + rest[loc[1]:]
	}
	rest = clockTextRe.ReplaceAllString(rest, " ")
	rest = scheduleWordsRe.ReplaceAllString(rest, " ")
	rest = dayNoiseRe.ReplaceAllString(rest, " ")
	return strings.Trim(collapseSpace(rest), " ,.*_~:-–—•()[]/|@")
}

var (
	// clockTextRe is a clock time and its range and zone: "19.30 s.d. 21.00 WIB", "pukul 08.00".
	clockTextRe = regexp.MustCompile(`(?i)(?:\b(?:pukul|pkl|jam)\.?\s*)?\b\d{1,2}[.:]\d{2}\b(?:\s*(?:[-–—]|s\.?\s?d\.?|s/d|sampai|hingga)\s*(?:\d{1,2}[.:]\d{2}|selesai|isya|maghrib|ashar|dzuhur)\b)?(?:\s*(?:wib|wita|wit)\b)?|\b(?:s\.?\s?d\.?|s/d|sampai|hingga)\s+(?:selesai|isya|maghrib|ashar|dzuhur)\b|\b(?:wib|wita|wit)\b`)
	// scheduleWordsRe is what a day line says of its schedule besides the day: '(setiap pekan)',
	// '*Rutin* tiap Senin', 'mulai …', 'terdekat …', '(ONLINE)'.
	scheduleWordsRe = regexp.MustCompile(`(?i)\b(?:(?:se)?tiap|saban|per)\s+(?:pekan|bulan(?:nya)?)\b|\b(?:rutin|pekanan|mingguan|mulai|dimulai|terdekat|online|daring|offline|luring)\b`)
	// dayNoiseRe is what day lines carry besides the day: "Hari/Tgl:", "malam", "setiap", and
	// the pieces of a date not read as one ("Dec 1").
	dayNoiseRe = regexp.MustCompile(`(?i)\b(?:hari|tgl|tanggal|waktu|pukul|pkl|jam|setiap|tiap|malam|pagi|sore|siang|s\.?d\.?|selesai|\d{1,2}|` + monthAlt + `)\b\.?`)
)

// maxSessionLine bounds the bytes of a line read as a day line or a one-line session; the
// longest such lines hold a title, a speaker with degrees, a place and a time.
const maxSessionLine = 400

// isDayLine reports whether a line is only a day: a weekday or a date, maybe its start, and
// nothing else ('AHAD, 6 DESEMBER', '*SENIN 7/12*', 'Senin (7/12) ba'da Maghrib'). It is never a
// title.
func isDayLine(raw string) bool {
	if len(raw) > maxSessionLine {
		return false
	}
	t := cleanLine(raw)
	if _, label := splitLabelKind(t); label != kindNone && label != kindDate && label != kindTime {
		return false
	}
	_, hasDay, _, hasDate := dayParts(t)
	if !hasDay && !hasDate {
		return false
	}
	if _, k := splitLabelKind(t); k != kindNone {
		t = strings.TrimSpace(t[strings.IndexAny(t, ":：")+1:])
	}
	return utf8.RuneCountInString(restAfterWhen(t)) <= 2
}

// splitLabelKind is the kind of a line's label, kindNone without one.
func splitLabelKind(t string) (string, kind) {
	k, v, ok := splitLabel(t)
	if !ok {
		return t, kindNone
	}
	return v, k
}

// isOneLiner reports whether a line holds a whole session: its day or its start, its speaker
// or more parts, as "Senin - Kajian Fiqih - Ust. Agus - ba'da Maghrib" or pipes. A day line
// ("Selasa, 1 Desember 2026, ba'da Maghrib") is not one: it says nothing else.
func isOneLiner(raw string) bool {
	if len(raw) > maxSessionLine {
		return false
	}
	t := cleanLine(raw)
	if strings.Count(t, "|") >= 2 {
		return true
	}
	if _, k := splitLabelKind(t); k != kindNone || isDayLine(raw) {
		return false
	}
	parts := sessionParts(t)
	_, hasDay, _, hasDate := dayParts(t)
	speaker := false
	for _, p := range parts {
		speaker = speaker || honorificAtStart(p)
	}
	switch {
	case len(parts) >= 3 && (hasDay || hasDate) && (hasWhen(t) || speaker):
		return true // "1 Des - Ust. A - Keutamaan Sedekah": its start may be the header's
	case len(parts) >= 3 && hasWhen(t) && speaker:
		return true // "Kajian Fiqih Waris - Ust. Ahmad - 09.00 WIB" under a day heading
	case len(parts) == 2 && (hasDay || hasDate) && hasWhen(t) && speaker:
		return true // "Senin 30 Nov ba'da Maghrib Kajian Tafsir oleh Ustadz A."
	}
	return false
}

// hasWhen reports whether a line says when: a clock time or a start after a prayer.
func hasWhen(l string) bool {
	if prayerStartRe.MatchString(l) {
		return true
	}
	_, ok := findClock(urlRe.ReplaceAllString(l, " "))
	return ok
}

// sessionParts splits a one-line session into its parts: "Senin, 30 Nov | Kajian Tafsir | Ust.
// A | 18.30 WIB", "- Malam Jumat (3/12) ba'da Isya: Kajian Kitab Al-Hikam bersama Ustadz B",
// "Senin: Tafsir Jalalain, Ust. C, ba'da Maghrib". A date in brackets stays with its day.
func sessionParts(t string) []string {
	t = datePartRe.ReplaceAllString(t, " $1 ")
	var parts []string
	for _, p := range partSepRe.Split(t, -1) {
		parts = append(parts, splitWhenColon(p)...)
	}
	if len(nonEmptyParts(parts)) < 3 {
		if byComma := splitCommas(t); len(nonEmptyParts(byComma)) > len(nonEmptyParts(parts)) {
			// a comma part may still hold 'oleh …': 'tema "…" oleh Ustadz A, Lc.'
			parts = nil
			for _, p := range byComma {
				parts = append(parts, partSepRe.Split(p, -1)...)
			}
		}
	}
	var out []string
	for _, p := range nonEmptyParts(parts) {
		out = append(out, splitLeadingWhen(p)...)
	}
	return out
}

// splitLeadingWhen splits "Senin 30 Nov ba'da Maghrib Kajian Tafsir" into the day and start it
// begins with and the rest.
func splitLeadingWhen(p string) []string {
	if rhythmPart(p) {
		return []string{p} // 'Ahad pekan pertama' is all day
	}
	end := 0
	for range 8 {
		rest := p[end:]
		skip := len(rest) - len(strings.TrimLeft(rest, " ,:;()"))
		next := end
		for _, loc := range whenSpans(rest[skip:]) {
			if loc[0] == 0 && end+skip+loc[1] > next {
				next = end + skip + loc[1]
			}
		}
		if next == end {
			break
		}
		end = next
	}
	if end == 0 || len(restAfterWhen(p[end:])) <= 2 {
		return []string{p} // "Tuesday, Dec 1" is all day
	}
	return []string{strings.TrimSpace(p[:end]), strings.TrimSpace(strings.TrimLeft(p[end:], " ,:;-"))}
}

// whenSpans are where the start of s names a weekday, a date, a start after a prayer or a
// clock time; only its first bytes are searched, for a long line would make this quadratic.
func whenSpans(s string) [][]int {
	if len(s) > 60 {
		s = s[:60]
	}
	var out [][]int
	if w, ok := findWeekday(s); ok {
		out = append(out, []int{w.start, w.end})
	}
	if d, ok := findDate(s, true); ok {
		out = append(out, []int{d.start, d.end})
	}
	if loc := prayerStartRe.FindStringIndex(s); loc != nil {
		out = append(out, loc)
	}
	if loc := clockTextRe.FindStringIndex(s); loc != nil {
		out = append(out, loc)
	}
	return out
}

// splitWhenColon splits "Sabtu, 5 Des: 16.00 WIB" or "Malam Jumat 3/12 ba'da Isya: Kajian …" at
// the colon that ends the day.
func splitWhenColon(p string) []string {
	i := strings.Index(p, ": ")
	if i < 0 {
		return []string{p}
	}
	head := p[:i]
	if _, hasDay, _, hasDate := dayParts(head); !hasDay && !hasDate && !hasWhen(head) {
		return []string{p}
	}
	return []string{head, p[i+2:]}
}

// splitCommas splits "Senin: Tafsir Jalalain, Ust. C, ba'da Maghrib" at its commas, keeping a
// name's degrees ("Ust. A, Lc., M.A.") with the name.
func splitCommas(t string) []string {
	var out []string
	for _, p := range strings.Split(t, ",") {
		p = strings.TrimSpace(p)
		if n := len(out); n > 0 && (degreeLike(strings.TrimSuffix(p, ".")) || degreeLike(p)) {
			out[n-1] += ", " + p
			continue
		}
		out = append(out, splitWhenColon(p)...)
	}
	return out
}

func nonEmptyParts(ps []string) []string {
	var out []string
	for _, p := range ps {
		if p = strings.Trim(strings.TrimSpace(p), ",;:"); p != "" {
			out = append(out, p)
		}
	}
	return out
}
