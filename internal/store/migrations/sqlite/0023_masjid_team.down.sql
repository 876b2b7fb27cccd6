-- The log goes back to its former actions; lines about masjid teams go (the masjid follows
DROP INDEX masjid_qris;
DROP INDEX masjid_photo;
-- made from place follows stay masjid follows: 0020's down removes them with the masjid).
CREATE TABLE moderation_log_prev (
    id            TEXT PRIMARY KEY,
    actor_id      TEXT,
    action        TEXT NOT NULL CHECK (action IN ('approve', 'reject', 'delete_session', 'delete_note',
                      'feedback_status', 'delete_feedback', 'role_change', 'publish_direct', 'unpublish',
                      'report_edit', 'report_cancel', 'report_delete', 'report_dismiss')),
    subject_type  TEXT NOT NULL CHECK (subject_type IN ('regular', 'recurring', 'note', 'feedback', 'user')),
    subject_id    TEXT NOT NULL,
    subject_title TEXT NOT NULL,
    detail        TEXT,
    reason        TEXT,
    created_at    TEXT NOT NULL
);
INSERT INTO moderation_log_prev SELECT id, actor_id, action, subject_type, subject_id, subject_title, detail, reason, created_at
    FROM moderation_log WHERE subject_type <> 'masjid';
DROP TABLE moderation_log;
ALTER TABLE moderation_log_prev RENAME TO moderation_log;
CREATE INDEX moderation_log_created ON moderation_log (created_at DESC, id DESC);
CREATE INDEX moderation_log_action ON moderation_log (action, created_at DESC, id DESC);
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
