-- Kajian Kita schema for SQLite. Ids are UUID text; instants are UTC text in the
-- fixed-width form 'YYYY-MM-DD HH:MM:SS.ffffff' so they sort as they compare;
-- session dates ('YYYY-MM-DD') and times ('HH:MM') are local to the session's zone.

CREATE TABLE users (
    id                TEXT PRIMARY KEY,
    email             TEXT NOT NULL UNIQUE CHECK (email <> '' AND email = lower(email)),
    password_hash     TEXT,
    email_verified_at TEXT,
    google_subject    TEXT UNIQUE,
    created_at        TEXT NOT NULL,
    updated_at        TEXT NOT NULL
);

CREATE TABLE user_profiles (
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

-- Signed-in browser sessions: the cookie carries a random token, the table its hash.
CREATE TABLE auth_sessions (
    token_hash   TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at   TEXT NOT NULL,
    expires_at   TEXT NOT NULL,
    last_seen_at TEXT NOT NULL,
    user_agent   TEXT,
    ip           TEXT
);
CREATE INDEX auth_sessions_user ON auth_sessions (user_id);
CREATE INDEX auth_sessions_expires ON auth_sessions (expires_at);

-- Single-use e-mail links (verification, password reset), stored hashed.
CREATE TABLE email_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose    TEXT NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at    TEXT
);
CREATE INDEX email_tokens_user ON email_tokens (user_id, purpose);

-- In-flight Google sign-ins (state, nonce and PKCE verifier), so any server copy can finish them.
CREATE TABLE oauth_states (
    state_hash    TEXT PRIMARY KEY,
    nonce         TEXT NOT NULL,
    code_verifier TEXT NOT NULL,
    return_to     TEXT NOT NULL,
    created_at    TEXT NOT NULL,
    expires_at    TEXT NOT NULL
);

-- One-off sessions ("insidental").
CREATE TABLE kajian (
    id               TEXT PRIMARY KEY,
    slug             TEXT NOT NULL UNIQUE,
    title            TEXT NOT NULL CHECK (trim(title) <> ''),
    ustaz            TEXT NOT NULL,
    date             TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    time             TEXT NOT NULL CHECK (time GLOB '[0-2][0-9]:[0-5][0-9]'),
    timezone_region  TEXT NOT NULL DEFAULT 'WIB' CHECK (timezone_region IN ('WIB', 'WITA', 'WIT')),
    starts_at        TEXT NOT NULL, -- date + time in its zone, as a UTC instant
    is_online        INTEGER NOT NULL DEFAULT 0 CHECK (is_online IN (0, 1)),
    live_stream_url  TEXT,
    location         TEXT,
    address          TEXT,
    maps_url         TEXT,
    latitude         REAL CHECK (latitude BETWEEN -90 AND 90),
    longitude        REAL CHECK (longitude BETWEEN -180 AND 180),
    description      TEXT,
    poster_key       TEXT,
    contact_person   TEXT,
    contact_phone    TEXT,
    status           TEXT NOT NULL DEFAULT 'pending'
                     CHECK (status IN ('pending', 'approved', 'rejected', 'draft', 'inactive')),
    rejection_reason TEXT,
    search_text      TEXT NOT NULL DEFAULT '', -- lowercased title, ustaz, speakers, location, address
    created_by       TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at       TEXT NOT NULL,
    updated_at       TEXT NOT NULL,
    approved_by      TEXT REFERENCES users (id) ON DELETE SET NULL,
    approved_at      TEXT,
    CHECK ((latitude IS NULL) = (longitude IS NULL))
);
CREATE INDEX kajian_status_start ON kajian (status, starts_at);
CREATE INDEX kajian_status_geo ON kajian (status, latitude, longitude);
CREATE INDEX kajian_created_by ON kajian (created_by, created_at);

-- Weekly sessions ("rutin").
CREATE TABLE recurring_kajian (
    id               TEXT PRIMARY KEY,
    slug             TEXT NOT NULL UNIQUE,
    title            TEXT NOT NULL CHECK (trim(title) <> ''),
    ustaz            TEXT NOT NULL,
    day_of_week      INTEGER NOT NULL CHECK (day_of_week BETWEEN 0 AND 6),
    time             TEXT NOT NULL CHECK (time GLOB '[0-2][0-9]:[0-5][0-9]'),
    timezone_region  TEXT NOT NULL DEFAULT 'WIB' CHECK (timezone_region IN ('WIB', 'WITA', 'WIT')),
    week_minute_utc  INTEGER NOT NULL CHECK (week_minute_utc BETWEEN 0 AND 10079), -- orders by next occurrence
    is_online        INTEGER NOT NULL DEFAULT 0 CHECK (is_online IN (0, 1)),
    live_stream_url  TEXT,
    location         TEXT,
    address          TEXT,
    maps_url         TEXT,
    latitude         REAL CHECK (latitude BETWEEN -90 AND 90),
    longitude        REAL CHECK (longitude BETWEEN -180 AND 180),
    description      TEXT,
    poster_key       TEXT,
    contact_person   TEXT,
    contact_phone    TEXT,
    status           TEXT NOT NULL DEFAULT 'pending'
                     CHECK (status IN ('pending', 'active', 'rejected', 'draft', 'inactive')),
    rejection_reason TEXT,
    search_text      TEXT NOT NULL DEFAULT '',
    created_by       TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at       TEXT NOT NULL,
    updated_at       TEXT NOT NULL,
    approved_by      TEXT REFERENCES users (id) ON DELETE SET NULL,
    approved_at      TEXT,
    CHECK ((latitude IS NULL) = (longitude IS NULL))
);
CREATE INDEX recurring_kajian_status_week ON recurring_kajian (status, week_minute_utc);
CREATE INDEX recurring_kajian_status_geo ON recurring_kajian (status, latitude, longitude);
CREATE INDEX recurring_kajian_created_by ON recurring_kajian (created_by, created_at);

CREATE TABLE recurring_kajian_holidays (
    id                  TEXT PRIMARY KEY,
    recurring_kajian_id TEXT NOT NULL REFERENCES recurring_kajian (id) ON DELETE CASCADE,
    holiday_date        TEXT NOT NULL CHECK (holiday_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    reason              TEXT,
    created_at          TEXT NOT NULL,
    UNIQUE (recurring_kajian_id, holiday_date)
);
CREATE INDEX recurring_kajian_holidays_date ON recurring_kajian_holidays (holiday_date);

CREATE TABLE kajian_speakers (
    id                  TEXT PRIMARY KEY,
    kajian_id           TEXT REFERENCES kajian (id) ON DELETE CASCADE,
    recurring_kajian_id TEXT REFERENCES recurring_kajian (id) ON DELETE CASCADE,
    name                TEXT NOT NULL CHECK (trim(name) <> ''),
    is_main_speaker     INTEGER NOT NULL DEFAULT 0 CHECK (is_main_speaker IN (0, 1)),
    speaker_order       INTEGER NOT NULL CHECK (speaker_order >= 1),
    CHECK ((kajian_id IS NULL) <> (recurring_kajian_id IS NULL))
);
CREATE INDEX kajian_speakers_kajian ON kajian_speakers (kajian_id, speaker_order);
CREATE INDEX kajian_speakers_recurring ON kajian_speakers (recurring_kajian_id, speaker_order);

-- Attendance: one record per user per one-off session, or per weekly occurrence.
CREATE TABLE rsvp (
    id                  TEXT PRIMARY KEY,
    user_id             TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kajian_id           TEXT REFERENCES kajian (id) ON DELETE CASCADE,
    recurring_kajian_id TEXT REFERENCES recurring_kajian (id) ON DELETE CASCADE,
    occurrence_date     TEXT CHECK (occurrence_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    status              TEXT NOT NULL CHECK (status IN ('hadir', 'tidak_hadir')),
    created_at          TEXT NOT NULL,
    updated_at          TEXT NOT NULL,
    CHECK ((kajian_id IS NOT NULL AND recurring_kajian_id IS NULL AND occurrence_date IS NULL)
        OR (kajian_id IS NULL AND recurring_kajian_id IS NOT NULL AND occurrence_date IS NOT NULL))
);
CREATE UNIQUE INDEX rsvp_one_per_kajian ON rsvp (kajian_id, user_id) WHERE kajian_id IS NOT NULL;
CREATE UNIQUE INDEX rsvp_one_per_occurrence ON rsvp (recurring_kajian_id, occurrence_date, user_id)
    WHERE recurring_kajian_id IS NOT NULL;
CREATE INDEX rsvp_user ON rsvp (user_id, status);

-- Study notes. A note keeps its text when its session is deleted (the link becomes NULL).
CREATE TABLE kajian_journal (
    id                  TEXT PRIMARY KEY,
    user_id             TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kajian_id           TEXT REFERENCES kajian (id) ON DELETE SET NULL,
    recurring_kajian_id TEXT REFERENCES recurring_kajian (id) ON DELETE SET NULL,
    attendance_date     TEXT NOT NULL CHECK (attendance_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    notes               TEXT NOT NULL CHECK (trim(notes) <> ''),
    is_favorite         INTEGER NOT NULL DEFAULT 0 CHECK (is_favorite IN (0, 1)),
    visibility          TEXT NOT NULL DEFAULT 'private' CHECK (visibility IN ('private', 'public')),
    created_at          TEXT NOT NULL,
    updated_at          TEXT NOT NULL,
    CHECK (kajian_id IS NULL OR recurring_kajian_id IS NULL)
);
CREATE INDEX kajian_journal_user ON kajian_journal (user_id, attendance_date);
CREATE INDEX kajian_journal_public ON kajian_journal (visibility, created_at);
CREATE INDEX kajian_journal_kajian ON kajian_journal (kajian_id, visibility, created_at);
CREATE INDEX kajian_journal_recurring ON kajian_journal (recurring_kajian_id, visibility, created_at);

CREATE TABLE kajian_journal_tags (
    journal_id TEXT NOT NULL REFERENCES kajian_journal (id) ON DELETE CASCADE,
    tag        TEXT NOT NULL CHECK (trim(tag) <> ''),
    position   INTEGER NOT NULL,
    PRIMARY KEY (journal_id, tag)
);
CREATE INDEX kajian_journal_tags_tag ON kajian_journal_tags (tag, journal_id);

CREATE VIEW kajian_journal_with_details AS
SELECT j.*,
       k.title     AS kajian_title,
       k.ustaz     AS kajian_ustaz,
       k.location  AS kajian_location,
       r.title     AS recurring_kajian_title,
       r.ustaz     AS recurring_kajian_ustaz,
       r.location  AS recurring_kajian_location
FROM kajian_journal j
LEFT JOIN kajian k ON k.id = j.kajian_id
LEFT JOIN recurring_kajian r ON r.id = j.recurring_kajian_id;

CREATE TABLE feedback (
    id          TEXT PRIMARY KEY,
    name        TEXT,
    email       TEXT,
    subject     TEXT NOT NULL CHECK (trim(subject) <> ''),
    message     TEXT NOT NULL CHECK (trim(message) <> ''),
    category    TEXT NOT NULL DEFAULT 'suggestion'
                CHECK (category IN ('suggestion', 'feature_request', 'bug_report', 'complaint', 'compliment', 'other')),
    status      TEXT NOT NULL DEFAULT 'new'
                CHECK (status IN ('new', 'reviewed', 'in_progress', 'resolved', 'closed')),
    user_id     TEXT REFERENCES users (id) ON DELETE SET NULL,
    created_at  TEXT NOT NULL,
    updated_at  TEXT NOT NULL,
    resolved_at TEXT,
    resolved_by TEXT REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX feedback_status ON feedback (status, created_at);
