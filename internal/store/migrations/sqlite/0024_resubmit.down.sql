-- The log goes back to the actions before 'resubmit'; resubmission lines go.
CREATE TABLE moderation_log_prev (
    id            TEXT PRIMARY KEY,
    actor_id      TEXT,
    action        TEXT NOT NULL CHECK (action IN ('approve', 'reject', 'delete_session', 'delete_note',
                      'feedback_status', 'delete_feedback', 'role_change', 'publish_direct', 'unpublish',
                      'report_edit', 'report_cancel', 'report_delete', 'report_dismiss',
                      'masjid_verify', 'masjid_editor_add', 'masjid_editor_remove', 'masjid_claim_approve',
                      'masjid_claim_reject')),
    subject_type  TEXT NOT NULL CHECK (subject_type IN ('regular', 'recurring', 'note', 'feedback', 'user', 'masjid')),
    subject_id    TEXT NOT NULL,
    subject_title TEXT NOT NULL,
    detail        TEXT,
    reason        TEXT,
    created_at    TEXT NOT NULL
);
INSERT INTO moderation_log_prev SELECT id, actor_id, action, subject_type, subject_id, subject_title, detail, reason, created_at
    FROM moderation_log WHERE action <> 'resubmit';
DROP TABLE moderation_log;
ALTER TABLE moderation_log_prev RENAME TO moderation_log;
CREATE INDEX moderation_log_created ON moderation_log (created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS moderation_log_action ON moderation_log (action, created_at DESC, id DESC);
CREATE TRIGGER moderation_log_no_update BEFORE UPDATE ON moderation_log
BEGIN
    SELECT RAISE(ABORT, 'moderation_log is append-only');
END;
CREATE TRIGGER moderation_log_no_delete BEFORE DELETE ON moderation_log
BEGIN
    SELECT RAISE(ABORT, 'moderation_log is append-only');
END;
CREATE TRIGGER moderation_log_no_replace BEFORE INSERT ON moderation_log
WHEN EXISTS (SELECT 1 FROM moderation_log WHERE id = NEW.id OR (NEW.rowid <> -1 AND rowid = NEW.rowid))
BEGIN
    SELECT RAISE(ABORT, 'moderation_log is append-only');
END;
