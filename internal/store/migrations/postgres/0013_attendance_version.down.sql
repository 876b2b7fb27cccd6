DROP TRIGGER rsvp_attendance ON rsvp;
DROP FUNCTION raise_attendance_version();
DROP TABLE attendance_version;
