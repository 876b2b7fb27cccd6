-- Issue 31: a card names its meeting in its series ('Pertemuan ke-14'), counted over every
-- session of the series, so a write that moves the count (a session of the series added,
-- removed, approved, moved, cancelled, or a holiday of one) changes its siblings' cards too.
-- These triggers note each sibling as changed, beside the session's own note (0004), one raise
-- each, so kept cards and pages of the siblings are made anew as for a write of their own. An
-- update that leaves what the count reads as it was (an edit of the title, a masjid's rename
-- touching its sessions) notes the session alone, as before.
CREATE TRIGGER kajian_series_listing_insert AFTER INSERT ON kajian WHEN NEW.series_id IS NOT NULL BEGIN
    INSERT INTO listing_changes (version, kind, session_id)
        SELECT (SELECT version FROM listing_version) + ROW_NUMBER() OVER (ORDER BY kind, id), kind, id FROM (
            SELECT 0 AS kind, id FROM kajian WHERE series_id = NEW.series_id AND id <> NEW.id
            UNION ALL SELECT 1, id FROM recurring_kajian WHERE series_id = NEW.series_id AND id <> NEW.id);
    UPDATE listing_version SET version = MAX(version, COALESCE((SELECT MAX(version) FROM listing_changes), 0));
    DELETE FROM listing_changes WHERE version <= (SELECT version FROM listing_version) - 1000;
END;
CREATE TRIGGER kajian_series_listing_update AFTER UPDATE ON kajian
    WHEN (OLD.series_id IS NOT NULL OR NEW.series_id IS NOT NULL) AND (OLD.status IS NOT NEW.status OR OLD.series_id IS NOT NEW.series_id OR OLD.date IS NOT NEW.date OR OLD.time IS NOT NEW.time OR OLD.after_prayer IS NOT NEW.after_prayer OR OLD.prayer_offset IS NOT NEW.prayer_offset OR OLD.cancelled_at IS NOT NEW.cancelled_at) BEGIN
    INSERT INTO listing_changes (version, kind, session_id)
        SELECT (SELECT version FROM listing_version) + ROW_NUMBER() OVER (ORDER BY kind, id), kind, id FROM (
            SELECT 0 AS kind, id FROM kajian WHERE series_id = NEW.series_id AND id <> NEW.id
            UNION ALL SELECT 1, id FROM recurring_kajian WHERE series_id = NEW.series_id AND id <> NEW.id);
    UPDATE listing_version SET version = MAX(version, COALESCE((SELECT MAX(version) FROM listing_changes), 0));
    INSERT INTO listing_changes (version, kind, session_id)
        SELECT (SELECT version FROM listing_version) + ROW_NUMBER() OVER (ORDER BY kind, id), kind, id FROM (
            SELECT 0 AS kind, id FROM kajian WHERE series_id = (CASE WHEN OLD.series_id IS NOT NEW.series_id THEN OLD.series_id END) AND id <> NEW.id
            UNION ALL SELECT 1, id FROM recurring_kajian WHERE series_id = (CASE WHEN OLD.series_id IS NOT NEW.series_id THEN OLD.series_id END) AND id <> NEW.id);
    UPDATE listing_version SET version = MAX(version, COALESCE((SELECT MAX(version) FROM listing_changes), 0));
    DELETE FROM listing_changes WHERE version <= (SELECT version FROM listing_version) - 1000;
END;
CREATE TRIGGER kajian_series_listing_delete AFTER DELETE ON kajian WHEN OLD.series_id IS NOT NULL BEGIN
    INSERT INTO listing_changes (version, kind, session_id)
        SELECT (SELECT version FROM listing_version) + ROW_NUMBER() OVER (ORDER BY kind, id), kind, id FROM (
            SELECT 0 AS kind, id FROM kajian WHERE series_id = OLD.series_id AND id <> OLD.id
            UNION ALL SELECT 1, id FROM recurring_kajian WHERE series_id = OLD.series_id AND id <> OLD.id);
    UPDATE listing_version SET version = MAX(version, COALESCE((SELECT MAX(version) FROM listing_changes), 0));
    DELETE FROM listing_changes WHERE version <= (SELECT version FROM listing_version) - 1000;
END;
CREATE TRIGGER recurring_kajian_series_listing_insert AFTER INSERT ON recurring_kajian WHEN NEW.series_id IS NOT NULL BEGIN
    INSERT INTO listing_changes (version, kind, session_id)
        SELECT (SELECT version FROM listing_version) + ROW_NUMBER() OVER (ORDER BY kind, id), kind, id FROM (
            SELECT 0 AS kind, id FROM kajian WHERE series_id = NEW.series_id AND id <> NEW.id
            UNION ALL SELECT 1, id FROM recurring_kajian WHERE series_id = NEW.series_id AND id <> NEW.id);
    UPDATE listing_version SET version = MAX(version, COALESCE((SELECT MAX(version) FROM listing_changes), 0));
    DELETE FROM listing_changes WHERE version <= (SELECT version FROM listing_version) - 1000;
END;
CREATE TRIGGER recurring_kajian_series_listing_update AFTER UPDATE ON recurring_kajian
    WHEN (OLD.series_id IS NOT NULL OR NEW.series_id IS NOT NULL) AND (OLD.status IS NOT NEW.status OR OLD.series_id IS NOT NEW.series_id OR OLD.day_of_week IS NOT NEW.day_of_week OR OLD.time IS NOT NEW.time OR OLD.after_prayer IS NOT NEW.after_prayer OR OLD.prayer_offset IS NOT NEW.prayer_offset OR OLD.every_weeks IS NOT NEW.every_weeks OR OLD.rhythm_from IS NOT NEW.rhythm_from OR OLD.month_weeks IS NOT NEW.month_weeks) BEGIN
    INSERT INTO listing_changes (version, kind, session_id)
        SELECT (SELECT version FROM listing_version) + ROW_NUMBER() OVER (ORDER BY kind, id), kind, id FROM (
            SELECT 0 AS kind, id FROM kajian WHERE series_id = NEW.series_id AND id <> NEW.id
            UNION ALL SELECT 1, id FROM recurring_kajian WHERE series_id = NEW.series_id AND id <> NEW.id);
    UPDATE listing_version SET version = MAX(version, COALESCE((SELECT MAX(version) FROM listing_changes), 0));
    INSERT INTO listing_changes (version, kind, session_id)
        SELECT (SELECT version FROM listing_version) + ROW_NUMBER() OVER (ORDER BY kind, id), kind, id FROM (
            SELECT 0 AS kind, id FROM kajian WHERE series_id = (CASE WHEN OLD.series_id IS NOT NEW.series_id THEN OLD.series_id END) AND id <> NEW.id
            UNION ALL SELECT 1, id FROM recurring_kajian WHERE series_id = (CASE WHEN OLD.series_id IS NOT NEW.series_id THEN OLD.series_id END) AND id <> NEW.id);
    UPDATE listing_version SET version = MAX(version, COALESCE((SELECT MAX(version) FROM listing_changes), 0));
    DELETE FROM listing_changes WHERE version <= (SELECT version FROM listing_version) - 1000;
END;
CREATE TRIGGER recurring_kajian_series_listing_delete AFTER DELETE ON recurring_kajian WHEN OLD.series_id IS NOT NULL BEGIN
    INSERT INTO listing_changes (version, kind, session_id)
        SELECT (SELECT version FROM listing_version) + ROW_NUMBER() OVER (ORDER BY kind, id), kind, id FROM (
            SELECT 0 AS kind, id FROM kajian WHERE series_id = OLD.series_id AND id <> OLD.id
            UNION ALL SELECT 1, id FROM recurring_kajian WHERE series_id = OLD.series_id AND id <> OLD.id);
    UPDATE listing_version SET version = MAX(version, COALESCE((SELECT MAX(version) FROM listing_changes), 0));
    DELETE FROM listing_changes WHERE version <= (SELECT version FROM listing_version) - 1000;
END;
CREATE TRIGGER recurring_kajian_holidays_series_listing_insert AFTER INSERT ON recurring_kajian_holidays BEGIN
    INSERT INTO listing_changes (version, kind, session_id)
        SELECT (SELECT version FROM listing_version) + ROW_NUMBER() OVER (ORDER BY kind, id), kind, id FROM (
            SELECT 0 AS kind, id FROM kajian WHERE series_id = (SELECT series_id FROM recurring_kajian WHERE id = NEW.recurring_kajian_id) AND id <> NEW.recurring_kajian_id
            UNION ALL SELECT 1, id FROM recurring_kajian WHERE series_id = (SELECT series_id FROM recurring_kajian WHERE id = NEW.recurring_kajian_id) AND id <> NEW.recurring_kajian_id);
    UPDATE listing_version SET version = MAX(version, COALESCE((SELECT MAX(version) FROM listing_changes), 0));
    DELETE FROM listing_changes WHERE version <= (SELECT version FROM listing_version) - 1000;
END;
CREATE TRIGGER recurring_kajian_holidays_series_listing_update AFTER UPDATE ON recurring_kajian_holidays BEGIN
    INSERT INTO listing_changes (version, kind, session_id)
        SELECT (SELECT version FROM listing_version) + ROW_NUMBER() OVER (ORDER BY kind, id), kind, id FROM (
            SELECT 0 AS kind, id FROM kajian WHERE series_id = (SELECT series_id FROM recurring_kajian WHERE id = NEW.recurring_kajian_id) AND id <> NEW.recurring_kajian_id
            UNION ALL SELECT 1, id FROM recurring_kajian WHERE series_id = (SELECT series_id FROM recurring_kajian WHERE id = NEW.recurring_kajian_id) AND id <> NEW.recurring_kajian_id);
    UPDATE listing_version SET version = MAX(version, COALESCE((SELECT MAX(version) FROM listing_changes), 0));
    DELETE FROM listing_changes WHERE version <= (SELECT version FROM listing_version) - 1000;
END;
CREATE TRIGGER recurring_kajian_holidays_series_listing_delete AFTER DELETE ON recurring_kajian_holidays BEGIN
    INSERT INTO listing_changes (version, kind, session_id)
        SELECT (SELECT version FROM listing_version) + ROW_NUMBER() OVER (ORDER BY kind, id), kind, id FROM (
            SELECT 0 AS kind, id FROM kajian WHERE series_id = (SELECT series_id FROM recurring_kajian WHERE id = OLD.recurring_kajian_id) AND id <> OLD.recurring_kajian_id
            UNION ALL SELECT 1, id FROM recurring_kajian WHERE series_id = (SELECT series_id FROM recurring_kajian WHERE id = OLD.recurring_kajian_id) AND id <> OLD.recurring_kajian_id);
    UPDATE listing_version SET version = MAX(version, COALESCE((SELECT MAX(version) FROM listing_changes), 0));
    DELETE FROM listing_changes WHERE version <= (SELECT version FROM listing_version) - 1000;
END;
