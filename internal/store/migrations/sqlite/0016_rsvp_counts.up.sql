-- The 'hadir' answers of each occurrence with any, kept by triggers on the answers (see the
-- PostgreSQL migration): a one-off session's id, or a weekly session's id, a space and the date.
CREATE TABLE rsvp_counts (
    occurrence TEXT PRIMARY KEY,
    hadir      INTEGER NOT NULL CHECK (hadir >= 0)
);
INSERT INTO rsvp_counts (occurrence, hadir)
    SELECT COALESCE(kajian_id, recurring_kajian_id || ' ' || occurrence_date), COUNT(*)
    FROM rsvp WHERE status = 'hadir' GROUP BY 1;
CREATE TRIGGER rsvp_count_insert AFTER INSERT ON rsvp WHEN NEW.status = 'hadir' BEGIN
    INSERT INTO rsvp_counts (occurrence, hadir) VALUES (COALESCE(NEW.kajian_id, NEW.recurring_kajian_id || ' ' || NEW.occurrence_date), 1)
        ON CONFLICT (occurrence) DO UPDATE SET hadir = hadir + 1;
END;
CREATE TRIGGER rsvp_count_to_hadir AFTER UPDATE OF status ON rsvp WHEN OLD.status <> 'hadir' AND NEW.status = 'hadir' BEGIN
    INSERT INTO rsvp_counts (occurrence, hadir) VALUES (COALESCE(NEW.kajian_id, NEW.recurring_kajian_id || ' ' || NEW.occurrence_date), 1)
        ON CONFLICT (occurrence) DO UPDATE SET hadir = hadir + 1;
END;
-- One less, and the row gone at none.
CREATE TRIGGER rsvp_count_from_hadir AFTER UPDATE OF status ON rsvp WHEN OLD.status = 'hadir' AND NEW.status <> 'hadir' BEGIN
    UPDATE rsvp_counts SET hadir = hadir - 1 WHERE occurrence = COALESCE(OLD.kajian_id, OLD.recurring_kajian_id || ' ' || OLD.occurrence_date);
    DELETE FROM rsvp_counts WHERE occurrence = COALESCE(OLD.kajian_id, OLD.recurring_kajian_id || ' ' || OLD.occurrence_date) AND hadir = 0;
END;
CREATE TRIGGER rsvp_count_delete AFTER DELETE ON rsvp WHEN OLD.status = 'hadir' BEGIN
    UPDATE rsvp_counts SET hadir = hadir - 1 WHERE occurrence = COALESCE(OLD.kajian_id, OLD.recurring_kajian_id || ' ' || OLD.occurrence_date);
    DELETE FROM rsvp_counts WHERE occurrence = COALESCE(OLD.kajian_id, OLD.recurring_kajian_id || ' ' || OLD.occurrence_date) AND hadir = 0;
END;
