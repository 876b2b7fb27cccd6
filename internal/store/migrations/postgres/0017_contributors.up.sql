-- Trusted contributors ('kontributor'): the role CHECK accepts them, and the moderation log
-- records their direct publications ('publish_direct') and an admin's undo ('unpublish').
ALTER TABLE user_profiles DROP CONSTRAINT user_profiles_role_check;
ALTER TABLE user_profiles ADD CONSTRAINT user_profiles_role_check CHECK (role IN ('user', 'admin', 'kontributor'));

ALTER TABLE moderation_log DROP CONSTRAINT moderation_log_action_check;
ALTER TABLE moderation_log ADD CONSTRAINT moderation_log_action_check CHECK (action IN ('approve', 'reject',
    'delete_session', 'delete_note', 'feedback_status', 'delete_feedback', 'role_change', 'publish_direct', 'unpublish'));
-- The contributors' publications an admin reviews, newest first.
CREATE INDEX moderation_log_action ON moderation_log (action, created_at DESC, id DESC);
