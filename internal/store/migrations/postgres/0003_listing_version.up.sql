-- The home list is assembled from an in-memory listing of the sessions it can
-- show (internal/store/listing.go), tied to this number: every change to a
-- session, its speakers or its holidays raises it, in the same transaction, so
-- each copy of the server sees on its next request that its listing is stale.
-- The triggers run when the transaction commits (DEFERRED), so the row is
-- locked only then: a writer never waits for it while holding other rows.
CREATE TABLE listing_version (
    id      INTEGER PRIMARY KEY CHECK (id = 1),
    version BIGINT NOT NULL
);
INSERT INTO listing_version (id, version) VALUES (1, 0);
CREATE FUNCTION raise_listing_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE listing_version SET version = version + 1;
    RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER kajian_listing AFTER INSERT OR UPDATE OR DELETE ON kajian
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION raise_listing_version();
CREATE CONSTRAINT TRIGGER recurring_kajian_listing AFTER INSERT OR UPDATE OR DELETE ON recurring_kajian
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION raise_listing_version();
CREATE CONSTRAINT TRIGGER kajian_speakers_listing AFTER INSERT OR UPDATE OR DELETE ON kajian_speakers
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION raise_listing_version();
CREATE CONSTRAINT TRIGGER recurring_kajian_holidays_listing AFTER INSERT OR UPDATE OR DELETE ON recurring_kajian_holidays
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION raise_listing_version();

-- The listing is read by status (and start, for one-off sessions); the
-- candidate indexes of 0002 are no longer read.
DROP INDEX kajian_status_start_cover;
DROP INDEX kajian_status_geo_cover;
DROP INDEX recurring_kajian_status_week_cover;
DROP INDEX recurring_kajian_status_geo_cover;
CREATE INDEX kajian_status_start ON kajian (status, starts_at);
CREATE INDEX recurring_kajian_status ON recurring_kajian (status);
