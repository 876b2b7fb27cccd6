-- The log goes back to its former actions; lines about masjid teams go (the masjid follows
DROP INDEX masjid_qris;
DROP INDEX masjid_photo;
-- made from place follows stay masjid follows: 0020's down removes them with the masjid).
ALTER TABLE moderation_log DISABLE TRIGGER moderation_log_no_change;
DELETE FROM moderation_log WHERE subject_type = 'masjid';
ALTER TABLE moderation_log ENABLE TRIGGER moderation_log_no_change;
ALTER TABLE moderation_log DROP CONSTRAINT moderation_log_subject_type_check;
ALTER TABLE moderation_log ADD CONSTRAINT moderation_log_subject_type_check CHECK (subject_type IN ('regular', 'recurring',
    'note', 'feedback', 'user'));
ALTER TABLE moderation_log DROP CONSTRAINT moderation_log_action_check;
ALTER TABLE moderation_log ADD CONSTRAINT moderation_log_action_check CHECK (action IN ('approve', 'reject',
    'delete_session', 'delete_note', 'feedback_status', 'delete_feedback', 'role_change', 'publish_direct', 'unpublish',
    'report_edit', 'report_cancel', 'report_delete', 'report_dismiss'));
