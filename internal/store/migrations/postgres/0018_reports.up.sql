-- 'Laporkan': anyone reports a session that is wrong, and admins handle the
-- report in 'Laporan'. A signed-in reporter is linked (one report per account
-- per session, the unique index); a visitor is only the hash of their client
-- address. The session is named by type and id, not a foreign key: a report
-- outlives the session it got deleted.
CREATE TABLE reports (
    id           UUID PRIMARY KEY,
    session_type TEXT NOT NULL CHECK (session_type IN ('regular', 'recurring')),
    session_id   UUID NOT NULL,
    reason       TEXT NOT NULL CHECK (reason IN ('wrong_time_place', 'cancelled', 'duplicate', 'not_kajian',
                     'inappropriate', 'other')),
    note         TEXT,
    reporter_id  UUID REFERENCES users (id) ON DELETE SET NULL,
    client_hash  TEXT,
    status       TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved', 'dismissed')),
    action       TEXT CHECK (action IN ('edit', 'cancel', 'delete', 'dismiss')),
    resolved_by  UUID REFERENCES users (id) ON DELETE SET NULL,
    resolved_at  TIMESTAMPTZ,
    created_at   TIMESTAMPTZ NOT NULL,
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

-- The moderation log learns the four ways to handle a report.
ALTER TABLE moderation_log DROP CONSTRAINT moderation_log_action_check;
ALTER TABLE moderation_log ADD CONSTRAINT moderation_log_action_check CHECK (action IN ('approve', 'reject',
    'delete_session', 'delete_note', 'feedback_status', 'delete_feedback', 'role_change', 'publish_direct', 'unpublish',
    'report_edit', 'report_cancel', 'report_delete', 'report_dismiss'));
