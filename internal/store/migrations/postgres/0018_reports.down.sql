-- The log goes back to its former actions; lines about reports go with the reports.
ALTER TABLE moderation_log DISABLE TRIGGER moderation_log_no_change;
DELETE FROM moderation_log WHERE action LIKE 'report\_%';
ALTER TABLE moderation_log ENABLE TRIGGER moderation_log_no_change;
ALTER TABLE moderation_log DROP CONSTRAINT moderation_log_action_check;
ALTER TABLE moderation_log ADD CONSTRAINT moderation_log_action_check CHECK (action IN ('approve', 'reject',
    'delete_session', 'delete_note', 'feedback_status', 'delete_feedback', 'role_change', 'publish_direct', 'unpublish'));
DROP TABLE reports;
