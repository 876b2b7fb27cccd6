DROP TRIGGER rsvp_attendance_insert;
DROP TRIGGER rsvp_attendance_update;
DROP TRIGGER rsvp_attendance_delete;
CREATE TRIGGER rsvp_attendance_insert AFTER INSERT ON rsvp BEGIN UPDATE attendance_version SET version = version + 1; END;
CREATE TRIGGER rsvp_attendance_update AFTER UPDATE ON rsvp BEGIN UPDATE attendance_version SET version = version + 1; END;
CREATE TRIGGER rsvp_attendance_delete AFTER DELETE ON rsvp BEGIN UPDATE attendance_version SET version = version + 1; END;
DROP TABLE attendance_changes;
