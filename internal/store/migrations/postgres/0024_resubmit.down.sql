-- The log goes back to the actions before 'resubmit'; resubmission lines go.
ALTER TABLE moderation_log DISABLE TRIGGER moderation_log_no_change;
DELETE FROM moderation_log WHERE action = 'resubmit';
ALTER TABLE moderation_log ENABLE TRIGGER moderation_log_no_change;
ALTER TABLE moderation_log DROP CONSTRAINT moderation_log_action_check;
ALTER TABLE moderation_log ADD CONSTRAINT moderation_log_action_check CHECK (action IN ('approve', 'reject',
    'delete_session', 'delete_note', 'feedback_status', 'delete_feedback', 'role_change', 'publish_direct', 'unpublish',
    'report_edit', 'report_cancel', 'report_delete', 'report_dismiss',
    'masjid_verify', 'masjid_editor_add', 'masjid_editor_remove', 'masjid_claim_approve', 'masjid_claim_reject'));
