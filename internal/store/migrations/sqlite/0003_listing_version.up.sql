-- The home list is assembled from an in-memory listing of the sessions it can
-- show (internal/store/listing.go), tied to this number: every change to a
-- session, its speakers or its holidays raises it, in the same transaction, so
-- each copy of the server sees on its next request that its listing is stale.
CREATE TABLE listing_version (
    id      INTEGER PRIMARY KEY CHECK (id = 1),
    version INTEGER NOT NULL
);
INSERT INTO listing_version (id, version) VALUES (1, 0);
CREATE TRIGGER kajian_listing_insert AFTER INSERT ON kajian BEGIN UPDATE listing_version SET version = version + 1; END;
CREATE TRIGGER kajian_listing_update AFTER UPDATE ON kajian BEGIN UPDATE listing_version SET version = version + 1; END;
CREATE TRIGGER kajian_listing_delete AFTER DELETE ON kajian BEGIN UPDATE listing_version SET version = version + 1; END;
CREATE TRIGGER recurring_kajian_listing_insert AFTER INSERT ON recurring_kajian BEGIN UPDATE listing_version SET version = version + 1; END;
CREATE TRIGGER recurring_kajian_listing_update AFTER UPDATE ON recurring_kajian BEGIN UPDATE listing_version SET version = version + 1; END;
CREATE TRIGGER recurring_kajian_listing_delete AFTER DELETE ON recurring_kajian BEGIN UPDATE listing_version SET version = version + 1; END;
CREATE TRIGGER kajian_speakers_listing_insert AFTER INSERT ON kajian_speakers BEGIN UPDATE listing_version SET version = version + 1; END;
CREATE TRIGGER kajian_speakers_listing_update AFTER UPDATE ON kajian_speakers BEGIN UPDATE listing_version SET version = version + 1; END;
CREATE TRIGGER kajian_speakers_listing_delete AFTER DELETE ON kajian_speakers BEGIN UPDATE listing_version SET version = version + 1; END;
CREATE TRIGGER recurring_kajian_holidays_listing_insert AFTER INSERT ON recurring_kajian_holidays BEGIN UPDATE listing_version SET version = version + 1; END;
CREATE TRIGGER recurring_kajian_holidays_listing_update AFTER UPDATE ON recurring_kajian_holidays BEGIN UPDATE listing_version SET version = version + 1; END;
CREATE TRIGGER recurring_kajian_holidays_listing_delete AFTER DELETE ON recurring_kajian_holidays BEGIN UPDATE listing_version SET version = version + 1; END;

-- The listing is read by status (and start, for one-off sessions); the
-- candidate indexes of 0002 are no longer read.
DROP INDEX kajian_status_start_cover;
DROP INDEX kajian_status_geo_cover;
DROP INDEX recurring_kajian_status_week_cover;
DROP INDEX recurring_kajian_status_geo_cover;
CREATE INDEX kajian_status_start ON kajian (status, starts_at);
CREATE INDEX recurring_kajian_status ON recurring_kajian (status);
