-- Issue 31: a card names its meeting in its series ('Pertemuan ke-14'), counted over every
-- session of the series, so a write that moves the count (a session of the series added,
-- removed, approved, moved, cancelled, or a holiday of one) changes its siblings' cards too.
-- The listing's trigger now notes each sibling as changed as well, one raise each, so kept
-- cards and pages of the siblings are made anew as for a write of their own. An update that
-- leaves what the count reads as it was (an edit of the title, a masjid's rename touching its
-- sessions) notes the session alone, as before.
CREATE OR REPLACE FUNCTION raise_listing_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    r       record;
    v       bigint;
    k       integer := 1;
    sid     uuid;
    series  uuid[] := '{}';
    s       uuid;
    sibling record;
BEGIN
    IF TG_OP = 'DELETE' THEN
        r := OLD;
    ELSE
        r := NEW;
    END IF;
    IF TG_TABLE_NAME = 'kajian' THEN
        k := 0;
        sid := r.id;
        IF TG_OP <> 'UPDATE' THEN
            series := ARRAY[r.series_id];
        ELSIF (OLD.status, OLD.series_id, OLD.date, OLD.time, OLD.after_prayer, OLD.prayer_offset, OLD.cancelled_at)
              IS DISTINCT FROM (NEW.status, NEW.series_id, NEW.date, NEW.time, NEW.after_prayer, NEW.prayer_offset, NEW.cancelled_at) THEN
            series := ARRAY[OLD.series_id, NEW.series_id];
        END IF;
    ELSIF TG_TABLE_NAME = 'recurring_kajian' THEN
        sid := r.id;
        IF TG_OP <> 'UPDATE' THEN
            series := ARRAY[r.series_id];
        ELSIF (OLD.status, OLD.series_id, OLD.day_of_week, OLD.time, OLD.after_prayer, OLD.prayer_offset, OLD.every_weeks, OLD.rhythm_from, OLD.month_weeks)
              IS DISTINCT FROM (NEW.status, NEW.series_id, NEW.day_of_week, NEW.time, NEW.after_prayer, NEW.prayer_offset, NEW.every_weeks, NEW.rhythm_from, NEW.month_weeks) THEN
            series := ARRAY[OLD.series_id, NEW.series_id];
        END IF;
    ELSIF TG_TABLE_NAME = 'kajian_speakers' THEN
        IF r.kajian_id IS NOT NULL THEN
            k := 0;
            sid := r.kajian_id;
        ELSE
            sid := r.recurring_kajian_id;
        END IF;
    ELSE
        sid := r.recurring_kajian_id;
        series := ARRAY(SELECT series_id FROM recurring_kajian WHERE id = sid);
    END IF;
    UPDATE listing_version SET version = version + 1 RETURNING version INTO v;
    INSERT INTO listing_changes (version, kind, session_id) VALUES (v, k, sid);
    FOREACH s IN ARRAY ARRAY(SELECT DISTINCT x FROM unnest(series) x WHERE x IS NOT NULL) LOOP
        FOR sibling IN SELECT 0 AS kind, id FROM kajian WHERE series_id = s AND id <> sid
                       UNION ALL SELECT 1, id FROM recurring_kajian WHERE series_id = s AND id <> sid LOOP
            UPDATE listing_version SET version = version + 1 RETURNING version INTO v;
            INSERT INTO listing_changes (version, kind, session_id) VALUES (v, sibling.kind, sibling.id);
        END LOOP;
    END LOOP;
    DELETE FROM listing_changes WHERE version <= v - 1000;
    RETURN NULL;
END
$$;
