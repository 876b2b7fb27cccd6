-- Trusted contributors ('kontributor'): the role CHECK accepts them, and the moderation log
-- records their direct publications ('publish_direct') and an admin's undo ('unpublish').
-- SQLite cannot change a CHECK in place: each table is rebuilt (new table, copy, drop, rename)
-- with its indexes and triggers. No table references user_profiles or moderation_log, so the
-- rebuild runs with foreign keys on; user_profiles keeps its own reference to users.

CREATE TABLE user_profiles_new (
    id                           TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    full_name                    TEXT NOT NULL CHECK (trim(full_name) <> ''),
    phone                        TEXT,
    role                         TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin', 'kontributor')),
    manual_location_city         TEXT,
    manual_location_display_name TEXT,
    manual_location_latitude     REAL CHECK (manual_location_latitude BETWEEN -90 AND 90),
    manual_location_longitude    REAL CHECK (manual_location_longitude BETWEEN -180 AND 180),
    manual_location_updated_at   TEXT,
    created_at                   TEXT NOT NULL,
    updated_at                   TEXT NOT NULL,
    CHECK ((manual_location_latitude IS NULL) = (manual_location_longitude IS NULL))
);
INSERT INTO user_profiles_new (id, full_name, phone, role, manual_location_city, manual_location_display_name,
    manual_location_latitude, manual_location_longitude, manual_location_updated_at, created_at, updated_at)
SELECT id, full_name, phone, role, manual_location_city, manual_location_display_name,
    manual_location_latitude, manual_location_longitude, manual_location_updated_at, created_at, updated_at
FROM user_profiles;
DROP TABLE user_profiles;
ALTER TABLE user_profiles_new RENAME TO user_profiles;

CREATE TABLE moderation_log_new (
    id            TEXT PRIMARY KEY,
    actor_id      TEXT,
    action        TEXT NOT NULL CHECK (action IN ('approve', 'reject', 'delete_session', 'delete_note',
                      'feedback_status', 'delete_feedback', 'role_change', 'publish_direct', 'unpublish')),
    subject_type  TEXT NOT NULL CHECK (subject_type IN ('regular', 'recurring', 'note', 'feedback', 'user')),
    subject_id    TEXT NOT NULL,
    subject_title TEXT NOT NULL,
    detail        TEXT,
    reason        TEXT,
    created_at    TEXT NOT NULL
);
INSERT INTO moderation_log_new (id, actor_id, action, subject_type, subject_id, subject_title, detail, reason, created_at)
SELECT id, actor_id, action, subject_type, subject_id, subject_title, detail, reason, created_at FROM moderation_log;
-- Dropping a table drops its triggers first, so the append-only triggers do not refuse it.
DROP TABLE moderation_log;
ALTER TABLE moderation_log_new RENAME TO moderation_log;
CREATE INDEX moderation_log_created ON moderation_log (created_at DESC, id DESC);
-- The contributors' publications an admin reviews, newest first.
CREATE INDEX moderation_log_action ON moderation_log (action, created_at DESC, id DESC);
CREATE TRIGGER moderation_log_no_update BEFORE UPDATE ON moderation_log
BEGIN
    SELECT RAISE(ABORT, 'moderation_log is append-only');
END;
CREATE TRIGGER moderation_log_no_delete BEFORE DELETE ON moderation_log
BEGIN
    SELECT RAISE(ABORT, 'moderation_log is append-only');
END;
