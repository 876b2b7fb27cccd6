-- A masjid's team in the moderation log: an admin verifying a masjid, adding or removing its
-- editors and deciding claims, each with the masjid as its subject. Existing place follows
-- within 200 m of a masjid become follows of that masjid (a Go data step after this SQL).
ALTER TABLE moderation_log DROP CONSTRAINT moderation_log_action_check;
ALTER TABLE moderation_log ADD CONSTRAINT moderation_log_action_check CHECK (action IN ('approve', 'reject',
    'delete_session', 'delete_note', 'feedback_status', 'delete_feedback', 'role_change', 'publish_direct', 'unpublish',
    'report_edit', 'report_cancel', 'report_delete', 'report_dismiss',
    'masjid_verify', 'masjid_editor_add', 'masjid_editor_remove', 'masjid_claim_approve', 'masjid_claim_reject'));
ALTER TABLE moderation_log DROP CONSTRAINT moderation_log_subject_type_check;
ALTER TABLE moderation_log ADD CONSTRAINT moderation_log_subject_type_check CHECK (subject_type IN ('regular', 'recurring',
    'note', 'feedback', 'user', 'masjid'));

-- The poster sweep asks whether a masjid still shows an image before deleting it.
CREATE INDEX masjid_photo ON masjid (photo_key) WHERE photo_key IS NOT NULL;
CREATE INDEX masjid_qris ON masjid (infaq_qris_key) WHERE infaq_qris_key IS NOT NULL;
