DROP INDEX feedback_created;
DROP TRIGGER moderation_log_no_delete;
DROP TRIGGER moderation_log_no_update;
DROP TABLE moderation_log;
