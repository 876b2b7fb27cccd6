-- 'Laporkan': anyone reports a session that is wrong, and admins handle the
-- report in 'Laporan'. A signed-in reporter is linked (one report per account
-- per session, the unique index); a visitor is only the hash of their client
-- address. The session is named by type and id, not a foreign key: a report
-- outlives the session it got deleted.
CREATE TABLE reports (
    id           TEXT PRIMARY KEY,
    session_type TEXT NOT NULL CHECK (session_type IN ('regular', 'recurring')),
    session_id   TEXT NOT NULL,
    reason       TEXT NOT NULL CHECK (reason IN ('wrong_time_place', 'cancelled', 'duplicate', 'not_kajian',
                     'inappropriate', 'other')),
    note         TEXT,
    reporter_id  TEXT REFERENCES users (id) ON DELETE SET NULL,
    client_hash  TEXT,
    status       TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved', 'dismissed')),
    action       TEXT CHECK (action IN ('edit', 'cancel', 'delete', 'dismiss')),
    resolved_by  TEXT REFERENCES users (id) ON DELETE SET NULL,
    resolved_at  TEXT,
    created_at   TEXT NOT NULL,
    CHECK ((status = 'open') = (action IS NULL))
);
CREATE UNIQUE INDEX reports_one_per_account ON reports (session_type, session_id, reporter_id)
    WHERE reporter_id IS NOT NULL;
-- 'Laporan' lists newest first, filtered by status, reason or both.
CREATE INDEX reports_created ON reports (created_at DESC, id DESC);
CREATE INDEX reports_status ON reports (status, created_at DESC);
CREATE INDEX reports_reason ON reports (reason, status, created_at DESC);
-- Handling one report handles every open report of its session.
CREATE INDEX reports_session ON reports (session_id, status);

-- The moderation log learns the four ways to handle a report. SQLite cannot
-- change a CHECK in place: the table is rebuilt with its rows, index and
-- append-only triggers (DROP TABLE fires no trigger).
CREATE TABLE moderation_log_next (
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
INSERT INTO moderation_log_next SELECT id, actor_id, action, subject_type, subject_id, subject_title, detail, reason, created_at
    FROM moderation_log;
DROP TABLE moderation_log;
ALTER TABLE moderation_log_next RENAME TO moderation_log;
CREATE INDEX moderation_log_created ON moderation_log (created_at DESC, id DESC);
CREATE TRIGGER moderation_log_no_update BEFORE UPDATE ON moderation_log
BEGIN
    SELECT RAISE(ABORT, 'moderation_log is append-only');
END;
CREATE TRIGGER moderation_log_no_delete BEFORE DELETE ON moderation_log
BEGIN
    SELECT RAISE(ABORT, 'moderation_log is append-only');
END;
