package ai

import (
	"regexp"
	"strings"
	"unicode"
)

// kind says what a line of an announcement is about, from its label
// ("Tema:", "CP:") or its marker emoji (📅, 🕌).
type kind int

const (
	kindNone kind = iota
	kindTitle
	kindBook
	kindSpeaker
	kindModerator // moderators, MCs and translators are not speakers
	kindDate
	kindTime
	kindPlace
	kindAddress
	kindCity
	kindContact
	kindLive
	kindDesc
	kindOther // a label we know and ignore: "Peserta:", "Infaq:"
)

// labels maps a label, lower-cased with dots dropped and spaces collapsed, to
// its kind.
var labels = map[string]kind{}

func init() {
	add := func(k kind, names ...string) {
		for _, n := range names {
			labels[n] = k
		}
	}
	add(kindTitle, "tema", "judul", "topik", "materi", "tajuk", "bahasan", "pembahasan", "title",
		"theme", "topic", "tema kajian", "judul kajian", "kajian", "acara", "tema acara")
	add(kindBook, "kitab", "buku", "kitab yang dikaji", "kitab kajian")
	add(kindSpeaker, "pemateri", "narasumber", "nara sumber", "pembicara", "penceramah", "pengisi",
		"pengisi kajian", "pemateri kajian", "bersama", "oleh", "speaker", "speakers", "pemapar",
		"penyaji", "mubaligh", "muballigh", "ustadz", "ustaz", "ustad", "guest speaker",
		"keynote speaker", "pembicara utama", "pemateri utama", "penceramah utama")
	add(kindModerator, "moderator", "mc", "host", "pembawa acara", "penerjemah", "penterjemah",
		"translator", "qari", "qori", "tilawah")
	add(kindDate, "hari", "tanggal", "tgl", "hari/tanggal", "hari/tgl", "hari / tanggal",
		"hari & tanggal", "hari dan tanggal", "date", "day", "jadwal", "pelaksanaan",
		"hari/tanggal/waktu", "hari, tanggal", "waktu pelaksanaan", "hari/tgl/jam")
	add(kindTime, "waktu", "pukul", "jam", "time", "pkl", "jam/waktu")
	add(kindPlace, "tempat", "lokasi", "venue", "location", "bertempat", "bertempat di",
		"tempat kajian", "lokasi kajian", "tempat/lokasi", "place")
	add(kindAddress, "alamat", "address", "alamat lengkap")
	add(kindCity, "kota", "kab", "kabupaten", "city")
	add(kindContact, "cp", "contact person", "kontak", "contact", "narahubung", "info", "informasi",
		"info & pendaftaran", "info dan pendaftaran", "info/pendaftaran", "pendaftaran", "konfirmasi",
		"reservasi", "hp", "wa", "whatsapp", "telp", "telepon", "hubungi", "no hp", "no wa",
		"cp/wa", "info/cp", "kontak person", "registrasi", "registration", "register", "daftar",
		"info lebih lanjut", "informasi lebih lanjut", "info & cp", "info/konfirmasi",
		"pendaftaran & info", "pendaftaran dan info", "konfirmasi kehadiran", "cp/info")
	add(kindLive, "live", "live streaming", "streaming", "link", "siaran langsung", "live di",
		"youtube", "instagram", "ig", "zoom", "link zoom", "tautan", "link live", "live youtube",
		"live ig", "via", "disiarkan", "google meet", "meet", "join zoom meeting", "link streaming",
		"live instagram", "saksikan", "tonton", "link kajian", "link meeting", "online")
	add(kindDesc, "keterangan", "ket", "deskripsi", "catatan", "note", "notes", "info tambahan",
		"description", "nb")
	add(kindOther, "peserta", "infaq", "infak", "htm", "biaya", "fasilitas", "terbuka untuk",
		"khusus", "dresscode", "meeting id", "passcode", "password", "id", "kode", "doorprize",
		"penyelenggara", "diselenggarakan oleh", "panitia", "donasi", "rekening", "sponsor")
}

// markers maps the emoji broadcasts put in front of a line to its kind.
var markers = map[rune]kind{
	'📅': kindDate, '🗓': kindDate, '📆': kindDate,
	'⏰': kindTime, '⌚': kindTime, '⏱': kindTime, '⏲': kindTime, '🕰': kindTime,
	'🎙': kindSpeaker, '🎤': kindSpeaker, '👳': kindSpeaker, '👤': kindSpeaker, '🗣': kindSpeaker,
	'🕌': kindPlace, '🏠': kindPlace, '🏛': kindPlace, '🏢': kindPlace, '🏡': kindPlace, '🏫': kindPlace,
	'📍': kindPlace, '🗺': kindPlace,
	'📞': kindContact, '☎': kindContact, '📱': kindContact, '📲': kindContact,
	'🔴': kindLive, '📺': kindLive, '🎥': kindLive, '📡': kindLive, '💻': kindLive, '🌐': kindLive,
	'📹': kindLive,
	'📖': kindTitle, '📚': kindTitle, '📝': kindTitle, '🏷': kindTitle,
}

func init() {
	for r := rune(0x1F550); r <= 0x1F567; r++ { // 🕐 … 🕧, every clock face
		markers[r] = kindTime
	}
}

// line is one line of an announcement, cleaned for reading.
type line struct {
	value   string // markup and emoji removed; the text after the label, if any
	kind    kind
	label   bool // the kind comes from a label, not only a marker
	carried bool // the label was on an earlier line ("Pemateri:" above the names)
	// audience: a label saying who may come ("Peserta: Khusus Akhwat"); ignored as kindOther
	// by every other reading, it is the first place the audience is read from.
	audience bool
}

var (
	urlRe = regexp.MustCompile(`(?i)\b(?:https?://|www\.)[^\s<>"]+|\b(?:youtu\.be|(?:m\.|www\.)?youtube\.com|(?:[a-z0-9]+\.)?zoom\.us|meet\.google\.com|(?:www\.)?instagram\.com|(?:www\.|m\.)?facebook\.com|fb\.watch|(?:www\.)?tiktok\.com|bit\.ly|s\.id|linktr\.ee|wa\.me|t\.me|forms\.gle|maps\.app\.goo\.gl|goo\.gl)/[^\s<>"]*`)
	// listNumRe strips "1. " before a name and bullets, not the "09." of "09.30"
	listNumRe  = regexp.MustCompile(`^(?:\d{1,2}[.)]\s+(\p{L})|[-–—>=+•·]+\s*)`)
	labelSepRe = regexp.MustCompile(`[:：]`)
	// audienceLabelRe is a label naming who a session is for.
	audienceLabelRe = regexp.MustCompile(`(?i)^\s*(?:peserta|khusus|terbuka untuk)\s*[:：]`)
)

// splitLines cleans text into lines and gives each its kind. A label with
// nothing after it ("Pemateri:") hands its kind to the following lines up to
// the next blank, labelled or marked line, because broadcasts often put the
// value on the lines below.
func splitLines(text string) []line {
	text = strings.NewReplacer("\r\n", "\n", "\r", "\n", "\u2028", "\n").Replace(text)
	var out []line
	carry := kindNone
	for _, raw := range strings.Split(text, "\n") {
		mark := markerOf(raw)
		t := cleanLine(raw)
		if t == "" {
			carry = kindNone
			continue
		}
		l := line{value: t, kind: mark}
		if k, v, ok := splitLabel(t); ok {
			l.kind, l.value, l.label = k, v, true
			l.audience = k == kindOther && audienceLabelRe.MatchString(t)
			carry = kindNone
			if v == "" {
				carry = k
				continue
			}
		} else if mark != kindNone && headerRe.MatchString(t) && !placeWordRe.MatchString(t) {
			// "🕌 KAJIAN AHAD PAGI 🕌": the emoji decorate the event's name
			l.kind = kindNone
			carry = kindNone
		} else if carry != kindNone && (mark == kindNone || mark == carry) {
			l.kind, l.label, l.carried = carry, true, true
		} else {
			carry = kindNone
		}
		out = append(out, l)
	}
	return out
}

// markerOf returns the kind of the first marker emoji in s.
func markerOf(s string) kind {
	if strings.Contains(s, "\U0001F468\u200D\U0001F3EB") || strings.Contains(s, "\U0001F9D1\u200D\U0001F3EB") {
		return kindSpeaker // 👨‍🏫 a teacher, not the 🏫 school it is built from
	}
	for _, r := range s {
		if k, ok := markers[r]; ok {
			return k
		}
	}
	return kindNone
}

// cleanLine removes emoji, decorations and WhatsApp markup (*bold*, _italic_,
// ~strike~, ```mono```) while leaving links and handles intact, and strips
// list bullets and numbers.
func cleanLine(s string) string {
	var b strings.Builder
	last := 0
	for _, m := range urlRe.FindAllStringIndex(s, -1) {
		b.WriteString(stripDecor(s[last:m[0]]))
		b.WriteString(" " + strings.TrimRight(s[m[0]:m[1]], ".,;:!?)*_~'\"") + " ")
		last = m[1]
	}
	b.WriteString(stripDecor(s[last:]))
	t := collapseSpace(b.String())
	for {
		u := strings.TrimSpace(listNumRe.ReplaceAllString(t, "$1"))
		if u == t {
			break
		}
		t = u
	}
	if strings.Trim(t, "-=_.~*#•·|:>+ ") == "" {
		return ""
	}
	return t
}

// stripDecor removes symbols, emoji joiners and markup characters from text
// that holds no link.
func stripDecor(s string) string {
	s = strings.ReplaceAll(s, "```", " ")
	var b strings.Builder
	rs := []rune(s)
	for i, r := range rs {
		switch {
		case r == '*' || r == '~' || r == '•' || r == '●' || r == '·' || r == '\u200b' || r == '\u200d' ||
			r == '\ufe0f' || r == '\ufe0e' || r == '\u20e3' || r == '\u2060':
			b.WriteRune(' ')
		case r == '_' && underscoreMarkup(rs, i):
			b.WriteRune(' ')
		case unicode.Is(unicode.So, r) || unicode.Is(unicode.Sk, r) && r > 0x7f || unicode.Is(unicode.Co, r) ||
			r >= 0x1F000 || unicode.Is(unicode.Cc, r) && r != '\t':
			b.WriteRune(' ')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// underscoreMarkup reports whether the '_' at rs[i] is italic markup, at the
// edge of a word, rather than part of a handle like @kajian_sunnah.
func underscoreMarkup(rs []rune, i int) bool {
	before := i == 0 || !isWordRune(rs[i-1])
	after := i == len(rs)-1 || !isWordRune(rs[i+1])
	return before || after
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// splitLabel reads "Label: value" for the labels we know.
func splitLabel(t string) (kind, string, bool) {
	loc := labelSepRe.FindStringIndex(t)
	if loc == nil || loc[0] == 0 || loc[0] > 40 {
		return kindNone, "", false
	}
	name := strings.NewReplacer(".", "", "'", "", " / ", "/", "/ ", "/", " /", "/").Replace(lower(collapseSpace(t[:loc[0]])))
	if strings.ContainsAny(name, "0123456789") {
		return kindNone, "", false
	}
	k, ok := labels[strings.TrimSpace(name)]
	if !ok {
		return kindNone, "", false
	}
	return k, strings.TrimSpace(t[loc[1]:]), true
}
