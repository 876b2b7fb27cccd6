-- Each raise of the attendance version also writes which occurrence the answer changed, under the
-- version it raised to (see the PostgreSQL migration): SQLite has one writer and one version row
-- (shard 1). At least the last 1000 changes are kept, pruned every hundredth raise.
CREATE TABLE attendance_changes (
    shard               INTEGER NOT NULL,
    version             INTEGER NOT NULL,
    kajian_id           TEXT,
    recurring_kajian_id TEXT,
    occurrence_date     TEXT,
    PRIMARY KEY (shard, version)
);
DROP TRIGGER rsvp_attendance_insert;
DROP TRIGGER rsvp_attendance_update;
DROP TRIGGER rsvp_attendance_delete;
CREATE TRIGGER rsvp_attendance_insert AFTER INSERT ON rsvp BEGIN
    UPDATE attendance_version SET version = version + 1;
    INSERT INTO attendance_changes (shard, version, kajian_id, recurring_kajian_id, occurrence_date)
        SELECT id, version, NEW.kajian_id, NEW.recurring_kajian_id, NEW.occurrence_date FROM attendance_version;
    DELETE FROM attendance_changes WHERE (SELECT version % 100 FROM attendance_version) = 0
        AND version <= (SELECT version FROM attendance_version) - 1000;
END;
CREATE TRIGGER rsvp_attendance_update AFTER UPDATE ON rsvp BEGIN
    UPDATE attendance_version SET version = version + 1;
    INSERT INTO attendance_changes (shard, version, kajian_id, recurring_kajian_id, occurrence_date)
        SELECT id, version, NEW.kajian_id, NEW.recurring_kajian_id, NEW.occurrence_date FROM attendance_version;
    DELETE FROM attendance_changes WHERE (SELECT version % 100 FROM attendance_version) = 0
        AND version <= (SELECT version FROM attendance_version) - 1000;
END;
CREATE TRIGGER rsvp_attendance_delete AFTER DELETE ON rsvp BEGIN
    UPDATE attendance_version SET version = version + 1;
    INSERT INTO attendance_changes (shard, version, kajian_id, recurring_kajian_id, occurrence_date)
        SELECT id, version, OLD.kajian_id, OLD.recurring_kajian_id, OLD.occurrence_date FROM attendance_version;
    DELETE FROM attendance_changes WHERE (SELECT version % 100 FROM attendance_version) = 0
        AND version <= (SELECT version FROM attendance_version) - 1000;
END;
