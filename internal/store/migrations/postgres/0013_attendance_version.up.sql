-- The home list keeps the encoded bytes of visitors' pages (internal/server/home_cache.go), tied to
-- the listing's version and to this number: every attendance answer raises it, in its transaction
-- (at commit, as listing_version's triggers do), so one tiny read tells every copy whether a kept
-- page still holds the right counts.
CREATE TABLE attendance_version (
    id      INTEGER PRIMARY KEY CHECK (id = 1),
    version BIGINT NOT NULL
);
INSERT INTO attendance_version (id, version) VALUES (1, 0);
CREATE FUNCTION raise_attendance_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE attendance_version SET version = version + 1;
    RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER rsvp_attendance AFTER INSERT OR UPDATE OR DELETE ON rsvp
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION raise_attendance_version();
