-- Back to two roles: contributors become users again. The log keeps its lines: a direct
-- publication reads as the contributor's approval and an undo as a rejection, each with its
-- original kind in detail, since the old CHECK knows neither. The append-only trigger is
-- paused for that rewrite only, inside this migration's transaction.
DROP INDEX moderation_log_action;
ALTER TABLE moderation_log DISABLE TRIGGER moderation_log_no_change;
UPDATE moderation_log SET detail = action,
    action = CASE action WHEN 'publish_direct' THEN 'approve' ELSE 'reject' END
WHERE action IN ('publish_direct', 'unpublish');
ALTER TABLE moderation_log ENABLE TRIGGER moderation_log_no_change;
ALTER TABLE moderation_log DROP CONSTRAINT moderation_log_action_check;
ALTER TABLE moderation_log ADD CONSTRAINT moderation_log_action_check CHECK (action IN ('approve', 'reject',
    'delete_session', 'delete_note', 'feedback_status', 'delete_feedback', 'role_change'));

UPDATE user_profiles SET role = 'user' WHERE role = 'kontributor';
ALTER TABLE user_profiles DROP CONSTRAINT user_profiles_role_check;
ALTER TABLE user_profiles ADD CONSTRAINT user_profiles_role_check CHECK (role IN ('user', 'admin'));
