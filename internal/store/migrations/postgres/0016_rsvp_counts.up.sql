-- Counting an occurrence's 'hadir' answers read each answer's row, in every answer and in every
-- read of the answers' changes (make scale): at a session with thousands of attendees each of them
-- would read thousands of rows. The count is kept per occurrence instead, by a trigger on the
-- answers, for occurrences with at least one 'hadir': a one-off session's id, or a weekly
-- session's id, a space and the date (occurrence below).
CREATE TABLE rsvp_counts (
    occurrence TEXT PRIMARY KEY,
    hadir      INTEGER NOT NULL CHECK (hadir >= 0)
);
CREATE FUNCTION rsvp_occurrence(answer rsvp) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $$
    SELECT COALESCE(CAST(answer.kajian_id AS TEXT), CAST(answer.recurring_kajian_id AS TEXT) || ' ' || answer.occurrence_date)
$$;
INSERT INTO rsvp_counts (occurrence, hadir)
    SELECT rsvp_occurrence(rsvp), COUNT(*) FROM rsvp WHERE status = 'hadir' GROUP BY 1;
CREATE FUNCTION count_hadir() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' AND OLD.status = 'hadir' THEN
        -- One less, and the row gone at none: this transaction holds it from the UPDATE on (a
        -- DELETE first would read the count of its snapshot, not the one it waited for).
        UPDATE rsvp_counts SET hadir = hadir - 1 WHERE occurrence = rsvp_occurrence(OLD);
        DELETE FROM rsvp_counts WHERE occurrence = rsvp_occurrence(OLD) AND hadir = 0;
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.status = 'hadir' THEN
        INSERT INTO rsvp_counts (occurrence, hadir) VALUES (rsvp_occurrence(NEW), 1)
            ON CONFLICT (occurrence) DO UPDATE SET hadir = rsvp_counts.hadir + 1;
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER rsvp_count AFTER INSERT OR UPDATE OF status OR DELETE ON rsvp
    FOR EACH ROW EXECUTE FUNCTION count_hadir();
