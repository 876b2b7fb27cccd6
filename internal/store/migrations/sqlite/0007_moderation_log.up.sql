-- The moderation log: every admin action (approve, reject, delete a session,
-- delete a note, change or delete feedback, change a role) with who, when,
-- what and why. Append-only: the triggers refuse any change to a written row.
-- The subject's title is kept as it was, since the subject may be deleted.
CREATE TABLE moderation_log (
    id            TEXT PRIMARY KEY,
    actor_id      TEXT,
    action        TEXT NOT NULL CHECK (action IN ('approve', 'reject', 'delete_session', 'delete_note',
                      'feedback_status', 'delete_feedback', 'role_change')),
    subject_type  TEXT NOT NULL CHECK (subject_type IN ('regular', 'recurring', 'note', 'feedback', 'user')),
    subject_id    TEXT NOT NULL,
    subject_title TEXT NOT NULL,
    detail        TEXT,
    reason        TEXT,
    created_at    TEXT NOT NULL
);
CREATE INDEX moderation_log_created ON moderation_log (created_at DESC, id DESC);

CREATE TRIGGER moderation_log_no_update BEFORE UPDATE ON moderation_log
BEGIN
    SELECT RAISE(ABORT, 'moderation_log is append-only');
END;
CREATE TRIGGER moderation_log_no_delete BEFORE DELETE ON moderation_log
BEGIN
    SELECT RAISE(ABORT, 'moderation_log is append-only');
END;

-- 'Kelola Feedback' lists newest first.
CREATE INDEX feedback_created ON feedback (created_at DESC, id DESC);
