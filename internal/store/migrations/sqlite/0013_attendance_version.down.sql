DROP TRIGGER rsvp_attendance_insert;
DROP TRIGGER rsvp_attendance_update;
DROP TRIGGER rsvp_attendance_delete;
DROP TABLE attendance_version;
