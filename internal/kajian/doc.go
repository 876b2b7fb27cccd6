// Package kajian holds the domain of Kajian Kita: its nouns (sessions, speakers,
// holidays, attendance, profiles, notes, feedback) and the rules over them
// (slugs, schedules and time zones, visibility, status transitions, validation,
// phone numbers, distances and share text). It performs no I/O and imports
// nothing else of this module, so every rule here is tested without a database.
package kajian
