-- The listing's trigger as 0004 wrote it: the session alone.
CREATE OR REPLACE FUNCTION raise_listing_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    r    record;
    v    bigint;
    k    integer := 1;
    sid  uuid;
BEGIN
    IF TG_OP = 'DELETE' THEN
        r := OLD;
    ELSE
        r := NEW;
    END IF;
    IF TG_TABLE_NAME = 'kajian' THEN
        k := 0;
        sid := r.id;
    ELSIF TG_TABLE_NAME = 'recurring_kajian' THEN
        sid := r.id;
    ELSIF TG_TABLE_NAME = 'kajian_speakers' THEN
        IF r.kajian_id IS NOT NULL THEN
            k := 0;
            sid := r.kajian_id;
        ELSE
            sid := r.recurring_kajian_id;
        END IF;
    ELSE
        sid := r.recurring_kajian_id;
    END IF;
    UPDATE listing_version SET version = version + 1 RETURNING version INTO v;
    INSERT INTO listing_changes (version, kind, session_id) VALUES (v, k, sid);
    DELETE FROM listing_changes WHERE version <= v - 1000;
    RETURN NULL;
END
$$;
