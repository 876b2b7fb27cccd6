-- The home list keeps the encoded bytes of visitors' pages (internal/server/home_cache.go), tied to
-- the listing's version and to this number: every attendance answer raises it, in its
-- transaction, so one tiny read tells every copy whether a kept page still holds the right counts.
CREATE TABLE attendance_version (
    id      INTEGER PRIMARY KEY CHECK (id = 1),
    version INTEGER NOT NULL
);
INSERT INTO attendance_version (id, version) VALUES (1, 0);
CREATE TRIGGER rsvp_attendance_insert AFTER INSERT ON rsvp BEGIN UPDATE attendance_version SET version = version + 1; END;
CREATE TRIGGER rsvp_attendance_update AFTER UPDATE ON rsvp BEGIN UPDATE attendance_version SET version = version + 1; END;
CREATE TRIGGER rsvp_attendance_delete AFTER DELETE ON rsvp BEGIN UPDATE attendance_version SET version = version + 1; END;
