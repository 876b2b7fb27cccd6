package kajian

// RSVPStatus is an attendance answer.
type RSVPStatus string

// Attendance answers; only Hadir counts as attending.
const (
	Hadir      RSVPStatus = "hadir"
	TidakHadir RSVPStatus = "tidak_hadir"
)

// Valid reports whether s is an attendance answer.
func (s RSVPStatus) Valid() bool { return s == Hadir || s == TidakHadir }
