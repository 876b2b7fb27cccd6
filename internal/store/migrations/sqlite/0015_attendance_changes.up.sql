-- Each raise of the attendance version also writes which occurrence the answer changed, under the
-- version it raised to (see the PostgreSQL migration): SQLite has one writer and one version row
-- (shard 1). Each rsvp trigger writes the change; the change's own trigger raises the version to it
-- and, every hundredth raise, prunes all but the last 1000 changes.
CREATE TABLE attendance_changes (
    shard               INTEGER NOT NULL,
    version             INTEGER NOT NULL,
    kajian_id           TEXT,
    recurring_kajian_id TEXT,
    occurrence_date     TEXT,
    PRIMARY KEY (shard, version)
);
CREATE TRIGGER attendance_changes_raise AFTER INSERT ON attendance_changes BEGIN
    UPDATE attendance_version SET version = NEW.version;
    DELETE FROM attendance_changes WHERE NEW.version % 100 = 0 AND version <= NEW.version - 1000;
END;
DROP TRIGGER rsvp_attendance_insert;
DROP TRIGGER rsvp_attendance_update;
DROP TRIGGER rsvp_attendance_delete;
CREATE TRIGGER rsvp_attendance_insert AFTER INSERT ON rsvp BEGIN
    INSERT INTO attendance_changes (shard, version, kajian_id, recurring_kajian_id, occurrence_date)
        SELECT id, version + 1, NEW.kajian_id, NEW.recurring_kajian_id, NEW.occurrence_date FROM attendance_version;
END;
CREATE TRIGGER rsvp_attendance_update AFTER UPDATE ON rsvp BEGIN
    INSERT INTO attendance_changes (shard, version, kajian_id, recurring_kajian_id, occurrence_date)
        SELECT id, version + 1, NEW.kajian_id, NEW.recurring_kajian_id, NEW.occurrence_date FROM attendance_version;
END;
CREATE TRIGGER rsvp_attendance_delete AFTER DELETE ON rsvp BEGIN
    INSERT INTO attendance_changes (shard, version, kajian_id, recurring_kajian_id, occurrence_date)
        SELECT id, version + 1, OLD.kajian_id, OLD.recurring_kajian_id, OLD.occurrence_date FROM attendance_version;
END;
