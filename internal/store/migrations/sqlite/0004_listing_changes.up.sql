-- Which session each raise of listing_version was for, so that a copy of the
-- server whose listing is a few versions old re-reads those sessions only
-- (internal/store/listing.go), not every listable one. One row per raise;
-- the triggers keep the last 1,000, and a copy further behind reads all.
CREATE TABLE listing_changes (
    version    INTEGER NOT NULL PRIMARY KEY,
    kind       INTEGER NOT NULL CHECK (kind IN (0, 1)), -- 0 one-off, 1 weekly
    session_id TEXT NOT NULL
);
DROP TRIGGER kajian_listing_insert;
DROP TRIGGER kajian_listing_update;
DROP TRIGGER kajian_listing_delete;
DROP TRIGGER recurring_kajian_listing_insert;
DROP TRIGGER recurring_kajian_listing_update;
DROP TRIGGER recurring_kajian_listing_delete;
DROP TRIGGER kajian_speakers_listing_insert;
DROP TRIGGER kajian_speakers_listing_update;
DROP TRIGGER kajian_speakers_listing_delete;
DROP TRIGGER recurring_kajian_holidays_listing_insert;
DROP TRIGGER recurring_kajian_holidays_listing_update;
DROP TRIGGER recurring_kajian_holidays_listing_delete;
CREATE TRIGGER kajian_listing_insert AFTER INSERT ON kajian BEGIN
    UPDATE listing_version SET version = version + 1;
    INSERT INTO listing_changes (version, kind, session_id) SELECT version, 0, NEW.id FROM listing_version;
    DELETE FROM listing_changes WHERE version <= (SELECT version FROM listing_version) - 1000;
END;
CREATE TRIGGER kajian_listing_update AFTER UPDATE ON kajian BEGIN
    UPDATE listing_version SET version = version + 1;
    INSERT INTO listing_changes (version, kind, session_id) SELECT version, 0, NEW.id FROM listing_version;
    DELETE FROM listing_changes WHERE version <= (SELECT version FROM listing_version) - 1000;
END;
CREATE TRIGGER kajian_listing_delete AFTER DELETE ON kajian BEGIN
    UPDATE listing_version SET version = version + 1;
    INSERT INTO listing_changes (version, kind, session_id) SELECT version, 0, OLD.id FROM listing_version;
    DELETE FROM listing_changes WHERE version <= (SELECT version FROM listing_version) - 1000;
END;
CREATE TRIGGER recurring_kajian_listing_insert AFTER INSERT ON recurring_kajian BEGIN
    UPDATE listing_version SET version = version + 1;
    INSERT INTO listing_changes (version, kind, session_id) SELECT version, 1, NEW.id FROM listing_version;
    DELETE FROM listing_changes WHERE version <= (SELECT version FROM listing_version) - 1000;
END;
CREATE TRIGGER recurring_kajian_listing_update AFTER UPDATE ON recurring_kajian BEGIN
    UPDATE listing_version SET version = version + 1;
    INSERT INTO listing_changes (version, kind, session_id) SELECT version, 1, NEW.id FROM listing_version;
    DELETE FROM listing_changes WHERE version <= (SELECT version FROM listing_version) - 1000;
END;
CREATE TRIGGER recurring_kajian_listing_delete AFTER DELETE ON recurring_kajian BEGIN
    UPDATE listing_version SET version = version + 1;
    INSERT INTO listing_changes (version, kind, session_id) SELECT version, 1, OLD.id FROM listing_version;
    DELETE FROM listing_changes WHERE version <= (SELECT version FROM listing_version) - 1000;
END;
CREATE TRIGGER kajian_speakers_listing_insert AFTER INSERT ON kajian_speakers BEGIN
    UPDATE listing_version SET version = version + 1;
    INSERT INTO listing_changes (version, kind, session_id) SELECT version, CASE WHEN NEW.kajian_id IS NULL THEN 1 ELSE 0 END, COALESCE(NEW.kajian_id, NEW.recurring_kajian_id) FROM listing_version;
    DELETE FROM listing_changes WHERE version <= (SELECT version FROM listing_version) - 1000;
END;
CREATE TRIGGER kajian_speakers_listing_update AFTER UPDATE ON kajian_speakers BEGIN
    UPDATE listing_version SET version = version + 1;
    INSERT INTO listing_changes (version, kind, session_id) SELECT version, CASE WHEN NEW.kajian_id IS NULL THEN 1 ELSE 0 END, COALESCE(NEW.kajian_id, NEW.recurring_kajian_id) FROM listing_version;
    DELETE FROM listing_changes WHERE version <= (SELECT version FROM listing_version) - 1000;
END;
CREATE TRIGGER kajian_speakers_listing_delete AFTER DELETE ON kajian_speakers BEGIN
    UPDATE listing_version SET version = version + 1;
    INSERT INTO listing_changes (version, kind, session_id) SELECT version, CASE WHEN OLD.kajian_id IS NULL THEN 1 ELSE 0 END, COALESCE(OLD.kajian_id, OLD.recurring_kajian_id) FROM listing_version;
    DELETE FROM listing_changes WHERE version <= (SELECT version FROM listing_version) - 1000;
END;
CREATE TRIGGER recurring_kajian_holidays_listing_insert AFTER INSERT ON recurring_kajian_holidays BEGIN
    UPDATE listing_version SET version = version + 1;
    INSERT INTO listing_changes (version, kind, session_id) SELECT version, 1, NEW.recurring_kajian_id FROM listing_version;
    DELETE FROM listing_changes WHERE version <= (SELECT version FROM listing_version) - 1000;
END;
CREATE TRIGGER recurring_kajian_holidays_listing_update AFTER UPDATE ON recurring_kajian_holidays BEGIN
    UPDATE listing_version SET version = version + 1;
    INSERT INTO listing_changes (version, kind, session_id) SELECT version, 1, NEW.recurring_kajian_id FROM listing_version;
    DELETE FROM listing_changes WHERE version <= (SELECT version FROM listing_version) - 1000;
END;
CREATE TRIGGER recurring_kajian_holidays_listing_delete AFTER DELETE ON recurring_kajian_holidays BEGIN
    UPDATE listing_version SET version = version + 1;
    INSERT INTO listing_changes (version, kind, session_id) SELECT version, 1, OLD.recurring_kajian_id FROM listing_version;
    DELETE FROM listing_changes WHERE version <= (SELECT version FROM listing_version) - 1000;
END;
