-- Never miss a kajian: calendar feeds, Web Push reminders and change notices, and follows.

-- A user's choices about what reaches them, and the secrets of their links: the personal
-- calendar feed (a capability URL, shown on the profile, so kept readable) and the weekly
-- digest's one-click opt-out. No row: every kind on, no feed yet.
CREATE TABLE notify_settings (
    user_id        UUID PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    feed_token     TEXT NOT NULL UNIQUE,
    digest_token   TEXT NOT NULL UNIQUE,
    remind_evening BOOLEAN NOT NULL DEFAULT TRUE,
    remind_hour    BOOLEAN NOT NULL DEFAULT TRUE,
    change_notices BOOLEAN NOT NULL DEFAULT TRUE,
    follow_notices BOOLEAN NOT NULL DEFAULT TRUE,
    weekly_digest  BOOLEAN NOT NULL DEFAULT TRUE,
    updated_at     TIMESTAMPTZ NOT NULL
);

-- Browsers' Web Push subscriptions (RFC 8030): where to send and the keys to encrypt for.
CREATE TABLE push_subscriptions (
    id         UUID PRIMARY KEY,
    user_id    UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    endpoint   TEXT NOT NULL UNIQUE,
    p256dh     TEXT NOT NULL,
    auth       TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

-- The durable queue of notices. dedupe_key makes enqueueing the same notice twice a no-op;
-- a copy claims due rows (claimed_until) before sending, so no two copies send one notice.
-- due_at NULL: held until the session it is about is approved again.
CREATE TABLE notify_jobs (
    id            UUID PRIMARY KEY,
    dedupe_key    TEXT NOT NULL UNIQUE,
    kind          TEXT NOT NULL CHECK (kind IN ('evening', 'hour', 'change', 'cancel', 'follow', 'digest')),
    user_id       UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    session_type  TEXT NOT NULL DEFAULT '' CHECK (session_type IN ('', 'regular', 'recurring')),
    session_id    TEXT NOT NULL DEFAULT '', -- no foreign key: a cancellation outlives its session
    occurrence    TEXT NOT NULL DEFAULT '', -- a weekly session's date (YYYY-MM-DD) the notice is about
    starts_at     TIMESTAMPTZ,              -- a reminder's occurrence, as planned
    payload       TEXT NOT NULL DEFAULT '',
    due_at        TIMESTAMPTZ,
    claimed_until TIMESTAMPTZ,
    attempts      INTEGER NOT NULL DEFAULT 0,
    last_error    TEXT,
    done_at       TIMESTAMPTZ,
    outcome       TEXT CHECK (outcome IN ('sent', 'skipped', 'failed')),
    created_at    TIMESTAMPTZ NOT NULL
);
CREATE INDEX notify_jobs_due ON notify_jobs (due_at) WHERE done_at IS NULL;
CREATE INDEX notify_jobs_session ON notify_jobs (session_id) WHERE done_at IS NULL;
CREATE INDEX notify_jobs_done ON notify_jobs (done_at) WHERE done_at IS NOT NULL;

-- Speakers (key: the normalised name) and places (key: rounded coordinates) a user follows.
CREATE TABLE follows (
    id         UUID PRIMARY KEY,
    user_id    UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind       TEXT NOT NULL CHECK (kind IN ('ustadz', 'place')),
    key        TEXT NOT NULL CHECK (key <> ''),
    label      TEXT NOT NULL CHECK (trim(label) <> ''),
    latitude   DOUBLE PRECISION CHECK (latitude BETWEEN -90 AND 90),
    longitude  DOUBLE PRECISION CHECK (longitude BETWEEN -180 AND 180),
    created_at TIMESTAMPTZ NOT NULL,
    UNIQUE (user_id, kind, key),
    CHECK ((kind = 'place') = (latitude IS NOT NULL AND longitude IS NOT NULL))
);
CREATE INDEX follows_key ON follows (kind, key);
CREATE INDEX follows_place ON follows (kind, latitude, longitude);

-- New sessions of what a user follows, waiting for their weekly e-mail (users without push).
CREATE TABLE digest_items (
    id           UUID PRIMARY KEY,
    user_id      UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    session_id   TEXT NOT NULL,
    title        TEXT NOT NULL,
    detail       TEXT NOT NULL,
    path         TEXT NOT NULL,
    created_at   TIMESTAMPTZ NOT NULL,
    sent_at      TIMESTAMPTZ,
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
    latitude     DOUBLE PRECISION,
    longitude    DOUBLE PRECISION,
    cancelled_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX cancelled_sessions_at ON cancelled_sessions (cancelled_at);
