-- The moderation log stays append-only against TRUNCATE too, which row
-- triggers do not see.
CREATE TRIGGER moderation_log_no_truncate BEFORE TRUNCATE ON moderation_log
    FOR EACH STATEMENT EXECUTE FUNCTION moderation_log_append_only();
