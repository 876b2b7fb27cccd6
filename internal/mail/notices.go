package mail

import (
	"fmt"
	"strings"
)

// The notices that tell authors what an admin did with their work. Each
// returns the subject and bodies; the caller sets To. name may be empty.

// SessionApproved tells a poster their session is published; link opens it.
func SessionApproved(name, kind, title, link string) Message {
	return letter{
		Subject: kind + " Anda telah disetujui: " + title,
		Name:    name,
		Intro:   kind + " \u201c" + title + "\u201d yang Anda kirim telah disetujui admin dan sekarang tampil di " + Product + ".",
		Button:  "Lihat Kajian",
		Link:    link,
		Ignore:  "Jazaakumullahu khairan telah berbagi info kajian.",
	}.message()
}

// SessionRejected tells a poster their session was rejected, and why; link
// opens their sessions.
func SessionRejected(name, kind, title, reason, link string) Message {
	return letter{
		Subject: kind + " Anda ditolak: " + title,
		Name:    name,
		Intro:   "Mohon maaf, " + lowerFirst(kind) + " \u201c" + title + "\u201d yang Anda kirim ditolak oleh admin dengan alasan berikut:",
		Quote:   reason,
		Button:  "Buka Kajian Saya",
		Link:    link,
		Ignore:  "Anda dapat memposting kajian ini kembali dengan data yang sudah diperbaiki.",
	}.message()
}

// SessionDeleted tells a poster an admin deleted their session.
func SessionDeleted(name, kind, title, link string) Message {
	return letter{
		Subject: kind + " Anda dihapus oleh admin: " + title,
		Name:    name,
		Intro:   kind + " \u201c" + title + "\u201d yang Anda kirim telah dihapus oleh admin dan tidak lagi tampil di " + Product + ".",
		Button:  "Buka Kajian Saya",
		Link:    link,
		Ignore:  "Jika menurut Anda ini keliru, kirimkan pesan melalui halaman Saran & Masukan.",
	}.message()
}

// NoteDeleted tells an author an admin deleted their public note about the
// session titled title; link opens their notes.
func NoteDeleted(name, title, link string) Message {
	about := ""
	if title != "" {
		about = " tentang \u201c" + title + "\u201d"
	}
	return letter{
		Subject: "Catatan publik Anda dihapus oleh admin",
		Name:    name,
		Intro:   "Catatan publik Anda" + about + " telah dihapus oleh admin dan tidak lagi tampil di " + Product + ".",
		Button:  "Buka Catatan Saya",
		Link:    link,
		Ignore:  "Jika menurut Anda ini keliru, kirimkan pesan melalui halaman Saran & Masukan.",
	}.message()
}

// ReportHandled tells a signed-in reporter that an admin handled their report
// of the session titled title; outcome ends the sentence saying what became
// of it, and link opens the session (or the home page once it is gone).
func ReportHandled(name, title, outcome, link string) Message {
	return letter{
		Subject: "Laporan Anda telah ditinjau: " + title,
		Name:    name,
		Intro:   "Terima kasih telah melaporkan kajian \u201c" + title + "\u201d. Admin telah meninjau laporan Anda: " + outcome,
		Button:  "Buka " + Product,
		Link:    link,
		Ignore:  "Laporan seperti milik Anda membantu menjaga info kajian tetap benar. Jazaakumullahu khairan.",
	}.message()
}

// MasjidClaimApproved tells a user an admin approved their claim to keep the masjid named
// masjidName; link opens its 'Kelola masjid' page.
func MasjidClaimApproved(name, masjidName, link string) Message {
	return letter{
		Subject: "Anda kini pengurus " + masjidName,
		Name:    name,
		Intro: "Permintaan Anda sebagai pengurus \u201c" + masjidName + "\u201d telah disetujui admin. Anda kini dapat mengubah data " +
			"masjid dan memposting kajiannya tanpa antrean persetujuan.",
		Button: "Kelola Masjid",
		Link:   link,
		Ignore: "Jazaakumullahu khairan telah menjaga info kajian masjid Anda.",
	}.message()
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return string(s[0]|0x20) + s[1:]
}

// UnsubscribeLine ends the weekly digest, before its opt-out link.
const UnsubscribeLine = "Tidak ingin menerima ringkasan mingguan ini lagi?"

// DigestEntry is one new session in the weekly digest.
type DigestEntry struct {
	Title, Detail, Link string
}

// WeeklyDigest lists the new sessions of the ustadz and places a user follows; the unsubscribe
// page turns the digest off in one click, without signing in, and mail apps may POST oneClick.
func WeeklyDigest(name string, entries []DigestEntry, homeLink, unsubscribe, oneClick string) Message {
	var list []string
	for _, e := range entries {
		list = append(list, e.Title+"\n"+e.Detail+"\n"+e.Link)
	}
	subject := fmt.Sprintf("%d kajian baru dari ustadz dan tempat yang Anda ikuti", len(entries))
	if len(entries) == 1 {
		subject = "Kajian baru dari yang Anda ikuti: " + entries[0].Title
	}
	return letter{
		Subject:     subject,
		Name:        name,
		Intro:       "Berikut kajian baru minggu ini dari ustadz dan tempat yang Anda ikuti di " + Product + ":",
		Quote:       strings.Join(list, "\n\n"),
		Button:      "Lihat Semua Kajian",
		Link:        homeLink,
		Ignore:      "Anda menerima email ini karena mengikuti ustadz atau tempat kajian. Atur di halaman Profil.",
		Unsubscribe: unsubscribe,
		OneClick:    oneClick,
	}.message()
}
