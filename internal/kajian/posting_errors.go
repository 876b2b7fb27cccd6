package kajian

// Refusals of a posting that only the database can tell; the store answers them.

// ErrPosterGone is returned when a session is saved with a poster it cannot
// take: never uploaded, taken by another session, or being deleted.
var ErrPosterGone = Invalid("poster_key", "Poster tidak ditemukan. Silakan upload ulang poster.")

// ErrHolidayTaken is returned when a weekly session already has a holiday on
// the date.
var ErrHolidayTaken = Errorf(KindConflict, "holiday_taken", "Tanggal libur tersebut sudah ada")

// ErrTooManyHolidays refuses a holiday beyond MaxHolidays.
var ErrTooManyHolidays = Invalid("holidays", "Maksimal 100 jadwal libur")
