DROP INDEX feedback_created;
DROP TRIGGER moderation_log_no_change ON moderation_log;
DROP FUNCTION moderation_log_append_only();
DROP TABLE moderation_log;
