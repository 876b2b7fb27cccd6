-- A copy that keeps pages of the home list learnt from attendance_version only that some answer
-- changed, so while answers arrived it counted every kept page's sessions again, most of them
-- unchanged (loadhome -writes). Each raise of a version row now also writes which occurrence the
-- answer changed, under that row's version: a row's raises commit one after another behind its
-- lock, so the changes a reader has not seen yet are exactly those of each row above the version it
-- saw last, and there are as many of them as the row rose (fewer: some were pruned, read anew).
-- At least the last 1000 changes of each row are kept, as listing_changes keeps the listing's (0004).
CREATE TABLE attendance_changes (
    shard               INTEGER NOT NULL,
    version             BIGINT NOT NULL,
    kajian_id           UUID,
    recurring_kajian_id UUID,
    occurrence_date     TEXT,
    PRIMARY KEY (shard, version)
);
CREATE OR REPLACE FUNCTION raise_attendance_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    drawn  INTEGER := 1 + floor(random() * 16)::INTEGER; -- drawn once: in the WHERE clause, once per row
    raised BIGINT;
    answer rsvp;
BEGIN
    IF TG_OP = 'DELETE' THEN
        answer := OLD;
    ELSE
        answer := NEW;
    END IF;
    UPDATE attendance_version SET version = version + 1 WHERE id = drawn RETURNING version INTO raised;
    INSERT INTO attendance_changes (shard, version, kajian_id, recurring_kajian_id, occurrence_date)
        VALUES (drawn, raised, answer.kajian_id, answer.recurring_kajian_id, answer.occurrence_date);
    IF raised % 100 = 0 THEN -- pruned every hundredth raise, not at each
        DELETE FROM attendance_changes WHERE shard = drawn AND version <= raised - 1000;
    END IF;
    RETURN NULL;
END
$$;
