package ai

import (
	"strings"
)

// TemplateDescription writes a session's description from the form's own
// fields, without a model: the same shape the model is asked for (80-120
// words, three benefits, a call to action), in plain words that are true of
// any kajian. It serves when no text model is configured, and says nothing
// the fields do not.
func TemplateDescription(in DescriptionInput) string {
	var b strings.Builder
	title := strings.TrimSpace(in.Title)
	b.WriteString("Mari hadiri kajian \"" + title + "\" bersama " + joinNames(in.speakerNames()) + ".")
	if when := in.schedule(); when != "" {
		b.WriteString(" Kajian ini diadakan " + when)
	} else {
		b.WriteString(" Kajian ini diadakan")
	}
	if in.IsOnline {
		b.WriteString(" secara online melalui siaran langsung, sehingga dapat diikuti dari mana saja.")
	} else {
		place := strings.TrimSpace(in.Location)
		if addr := strings.TrimSpace(in.Address); addr != "" && !strings.EqualFold(addr, place) {
			place += ", " + addr
		}
		b.WriteString(" di " + place + ".")
	}
	b.WriteString("\n\nManfaat mengikuti kajian ini:\n" +
		"• Menambah ilmu dan pemahaman agama sesuai tuntunan Al-Qur'an dan Sunnah.\n" +
		"• Menguatkan iman dan memperbaiki amal dalam kehidupan sehari-hari.\n" +
		"• Mempererat ukhuwah bersama sesama jamaah yang menuntut ilmu.\n\n" +
		"Jangan lewatkan kesempatan berharga ini. Ajak keluarga, sahabat, dan tetangga untuk hadir bersama, " +
		"dan semoga Allah memudahkan langkah kita menuju majelis ilmu serta menjadikannya amal kebaikan yang terus mengalir.")
	return b.String()
}

// joinNames lists names the Indonesian way: 'A', 'A dan B', 'A, B dan C'.
func joinNames(names []string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " dan " + names[len(names)-1]
}
