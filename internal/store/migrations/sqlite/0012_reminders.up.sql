-- Never miss a kajian: calendar feeds, Web Push reminders and change notices, and follows.

-- A user's choices about what reaches them, and the secrets of their links: the personal
-- calendar feed (a capability URL, shown on the profile, so kept readable) and the weekly
-- digest's one-click opt-out. No row: every kind on, no feed yet.
CREATE TABLE notify_settings (
    user_id        TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    feed_token     TEXT NOT NULL UNIQUE,
    digest_token   TEXT NOT NULL UNIQUE,
    remind_evening INTEGER NOT NULL DEFAULT 1 CHECK (remind_evening IN (0, 1)),
    remind_hour    INTEGER NOT NULL DEFAULT 1 CHECK (remind_hour IN (0, 1)),
    change_notices INTEGER NOT NULL DEFAULT 1 CHECK (change_notices IN (0, 1)),
    follow_notices INTEGER NOT NULL DEFAULT 1 CHECK (follow_notices IN (0, 1)),
    weekly_digest  INTEGER NOT NULL DEFAULT 1 CHECK (weekly_digest IN (0, 1)),
    updated_at     TEXT NOT NULL
);

-- Browsers' Web Push subscriptions (RFC 8030): where to send and the keys to encrypt for.
CREATE TABLE push_subscriptions (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    endpoint   TEXT NOT NULL UNIQUE,
    p256dh     TEXT NOT NULL,
    auth       TEXT NOT NULL,
    created_at TEXT NOT NULL
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

-- The durable queue of notices. dedupe_key makes enqueueing the same notice twice a no-op;
-- a copy claims due rows (claimed_until) before sending, so no two copies send one notice.
-- due_at NULL: held until the session it is about is approved again.
CREATE TABLE notify_jobs (
    id            TEXT PRIMARY KEY,
    dedupe_key    TEXT NOT NULL UNIQUE,
    kind          TEXT NOT NULL CHECK (kind IN ('evening', 'hour', 'change', 'cancel', 'follow', 'digest')),
    user_id       TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    session_type  TEXT NOT NULL DEFAULT '' CHECK (session_type IN ('', 'regular', 'recurring')),
    session_id    TEXT NOT NULL DEFAULT '', -- no foreign key: a cancellation outlives its session
    occurrence    TEXT NOT NULL DEFAULT '', -- a weekly session's date (YYYY-MM-DD) the notice is about
    starts_at     TEXT,              -- a reminder's occurrence, as planned
    payload       TEXT NOT NULL DEFAULT '',
    due_at        TEXT,
    claimed_until TEXT,
    attempts      INTEGER NOT NULL DEFAULT 0,
    last_error    TEXT,
    done_at       TEXT,
    outcome       TEXT CHECK (outcome IN ('sent', 'skipped', 'failed')),
    created_at    TEXT NOT NULL
);
CREATE INDEX notify_jobs_due ON notify_jobs (due_at) WHERE done_at IS NULL;
CREATE INDEX notify_jobs_session ON notify_jobs (session_id) WHERE done_at IS NULL;
CREATE INDEX notify_jobs_done ON notify_jobs (done_at) WHERE done_at IS NOT NULL;

-- Speakers (key: the normalised name) and places (key: rounded coordinates) a user follows.
CREATE TABLE follows (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind       TEXT NOT NULL CHECK (kind IN ('ustadz', 'place')),
    key        TEXT NOT NULL CHECK (key <> ''),
    label      TEXT NOT NULL CHECK (trim(label) <> ''),
    latitude   REAL CHECK (latitude BETWEEN -90 AND 90),
    longitude  REAL CHECK (longitude BETWEEN -180 AND 180),
    created_at TEXT NOT NULL,
    UNIQUE (user_id, kind, key),
    CHECK ((kind = 'place') = (latitude IS NOT NULL AND longitude IS NOT NULL))
);
CREATE INDEX follows_key ON follows (kind, key);
CREATE INDEX follows_place ON follows (kind, latitude, longitude);

-- New sessions of what a user follows, waiting for their weekly e-mail (users without push).
CREATE TABLE digest_items (
    id           TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    session_id   TEXT NOT NULL,
    title        TEXT NOT NULL,
    detail       TEXT NOT NULL,
    path         TEXT NOT NULL,
    created_at   TEXT NOT NULL,
    sent_at      TEXT,
    UNIQUE (user_id, session_id)
);
CREATE INDEX digest_items_unsent ON digest_items (user_id) WHERE sent_at IS NULL;

-- Published sessions deleted or rejected, kept 30 days so that calendar feeds can say
-- STATUS:CANCELLED. snapshot is the event as JSON; speakers ('|key|key|') and attendees
-- ('|user id|…|') let the ustadz and personal feeds find it, the coordinates the place feeds.
CREATE TABLE cancelled_sessions (
    session_id   TEXT PRIMARY KEY,
    snapshot     TEXT NOT NULL,
    speakers     TEXT NOT NULL DEFAULT '',
    attendees    TEXT NOT NULL DEFAULT '',
    latitude     REAL,
    longitude    REAL,
    cancelled_at TEXT NOT NULL
);
CREATE INDEX cancelled_sessions_at ON cancelled_sessions (cancelled_at);
