-- Back to two roles: contributors become users again. The log keeps its lines: a direct
-- publication reads as the contributor's approval and an undo as a rejection, each with its
-- original kind in detail, since the old CHECK knows neither.

CREATE TABLE user_profiles_old (
    id                           TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    full_name                    TEXT NOT NULL CHECK (trim(full_name) <> ''),
    phone                        TEXT,
    role                         TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
    manual_location_city         TEXT,
    manual_location_display_name TEXT,
    manual_location_latitude     REAL CHECK (manual_location_latitude BETWEEN -90 AND 90),
    manual_location_longitude    REAL CHECK (manual_location_longitude BETWEEN -180 AND 180),
    manual_location_updated_at   TEXT,
    created_at                   TEXT NOT NULL,
    updated_at                   TEXT NOT NULL,
    CHECK ((manual_location_latitude IS NULL) = (manual_location_longitude IS NULL))
);
INSERT INTO user_profiles_old (id, full_name, phone, role, manual_location_city, manual_location_display_name,
    manual_location_latitude, manual_location_longitude, manual_location_updated_at, created_at, updated_at)
SELECT id, full_name, phone, CASE role WHEN 'kontributor' THEN 'user' ELSE role END, manual_location_city,
    manual_location_display_name, manual_location_latitude, manual_location_longitude, manual_location_updated_at,
    created_at, updated_at
FROM user_profiles;
DROP TABLE user_profiles;
ALTER TABLE user_profiles_old RENAME TO user_profiles;

CREATE TABLE moderation_log_old (
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
INSERT INTO moderation_log_old (id, actor_id, action, subject_type, subject_id, subject_title, detail, reason, created_at)
SELECT id, actor_id,
    CASE action WHEN 'publish_direct' THEN 'approve' WHEN 'unpublish' THEN 'reject' ELSE action END,
    subject_type, subject_id, subject_title,
    CASE WHEN action IN ('publish_direct', 'unpublish') THEN action ELSE detail END,
    reason, created_at
FROM moderation_log;
DROP TABLE moderation_log;
ALTER TABLE moderation_log_old RENAME TO moderation_log;
CREATE INDEX moderation_log_created ON moderation_log (created_at DESC, id DESC);
CREATE TRIGGER moderation_log_no_update BEFORE UPDATE ON moderation_log
BEGIN
    SELECT RAISE(ABORT, 'moderation_log is append-only');
END;
CREATE TRIGGER moderation_log_no_delete BEFORE DELETE ON moderation_log
BEGIN
    SELECT RAISE(ABORT, 'moderation_log is append-only');
END;
