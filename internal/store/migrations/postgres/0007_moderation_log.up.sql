-- The moderation log: every admin action (approve, reject, delete a session,
-- delete a note, change or delete feedback, change a role) with who, when,
-- what and why. Append-only: the triggers refuse any change to a written row.
-- The subject's title is kept as it was, since the subject may be deleted.
CREATE TABLE moderation_log (
    id            UUID PRIMARY KEY,
    actor_id      UUID,
    action        TEXT NOT NULL CHECK (action IN ('approve', 'reject', 'delete_session', 'delete_note',
                      'feedback_status', 'delete_feedback', 'role_change')),
    subject_type  TEXT NOT NULL CHECK (subject_type IN ('regular', 'recurring', 'note', 'feedback', 'user')),
    subject_id    TEXT NOT NULL,
    subject_title TEXT NOT NULL,
    detail        TEXT,
    reason        TEXT,
    created_at    TIMESTAMPTZ NOT NULL
);
CREATE INDEX moderation_log_created ON moderation_log (created_at DESC, id DESC);

CREATE FUNCTION moderation_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'moderation_log is append-only';
END;
$$;
CREATE TRIGGER moderation_log_no_change BEFORE UPDATE OR DELETE ON moderation_log
    FOR EACH ROW EXECUTE FUNCTION moderation_log_append_only();

-- 'Kelola Feedback' lists newest first.
CREATE INDEX feedback_created ON feedback (created_at DESC, id DESC);
