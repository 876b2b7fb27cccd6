-- 'Ajukan ulang': an author sends a rejected posting back to the approval queue, a 'resubmit'
-- line in the moderation log (its reason: the rejection it answers). The actions are those of
-- 0023 (masjid team) and 'resubmit'.
ALTER TABLE moderation_log DROP CONSTRAINT moderation_log_action_check;
ALTER TABLE moderation_log ADD CONSTRAINT moderation_log_action_check CHECK (action IN ('approve', 'reject',
    'delete_session', 'delete_note', 'feedback_status', 'delete_feedback', 'role_change', 'publish_direct', 'unpublish',
    'report_edit', 'report_cancel', 'report_delete', 'report_dismiss',
    'masjid_verify', 'masjid_editor_add', 'masjid_editor_remove', 'masjid_claim_approve', 'masjid_claim_reject',
    'resubmit'));
