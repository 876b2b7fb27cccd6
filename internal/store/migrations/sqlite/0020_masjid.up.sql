-- Masjid: the places that hold kajian, each with a page its team (DKM) keeps.
-- name_key is kajian.MasjidNameKey(name): what sessions are attached by; search_text is the
-- lowercased name, address and region the directory searches.
CREATE TABLE masjid (
    id              TEXT PRIMARY KEY,
    slug            TEXT NOT NULL UNIQUE,
    name            TEXT NOT NULL CHECK (trim(name) <> ''),
    name_key        TEXT NOT NULL,
    search_text     TEXT NOT NULL DEFAULT '',
    address         TEXT NOT NULL DEFAULT '',
    latitude        REAL NOT NULL CHECK (latitude BETWEEN -90 AND 90),
    longitude       REAL NOT NULL CHECK (longitude BETWEEN -180 AND 180),
    region          TEXT NOT NULL DEFAULT '',
    timezone_region TEXT NOT NULL DEFAULT 'WIB' CHECK (timezone_region IN ('WIB', 'WITA', 'WIT')),
    photo_key       TEXT,
    facilities      TEXT NOT NULL DEFAULT '', -- comma-separated kajian.Facility keys
    whatsapp        TEXT NOT NULL DEFAULT '',
    website         TEXT NOT NULL DEFAULT '',
    instagram       TEXT NOT NULL DEFAULT '',
    youtube         TEXT NOT NULL DEFAULT '',
    infaq_bank      TEXT NOT NULL DEFAULT '',
    infaq_account   TEXT NOT NULL DEFAULT '',
    infaq_holder    TEXT NOT NULL DEFAULT '',
    infaq_qris_key  TEXT,
    verified        INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1)),
    created_by      TEXT REFERENCES users (id) ON DELETE SET NULL,
    created_at      TEXT NOT NULL,
    updated_at      TEXT NOT NULL
);
CREATE INDEX masjid_geo ON masjid (latitude, longitude);
CREATE INDEX masjid_name_key ON masjid (name_key);
CREATE INDEX masjid_name ON masjid (name, id);

-- The directory's search index: every word of a masjid's search_text, so that a word's prefix
-- is a range of one btree (word >= 'ikh' AND word < 'iki'), never a scan of every masjid.
-- Bytewise order (SQLite compares bytes) keeps that range exact.
CREATE TABLE masjid_words (
    word      TEXT NOT NULL,
    masjid_id TEXT NOT NULL REFERENCES masjid (id) ON DELETE CASCADE,
    PRIMARY KEY (word, masjid_id)
);
CREATE INDEX masjid_words_masjid ON masjid_words (masjid_id);

ALTER TABLE kajian ADD COLUMN masjid_id TEXT REFERENCES masjid (id) ON DELETE SET NULL;
ALTER TABLE recurring_kajian ADD COLUMN masjid_id TEXT REFERENCES masjid (id) ON DELETE SET NULL;
CREATE INDEX kajian_masjid ON kajian (masjid_id, starts_at) WHERE masjid_id IS NOT NULL;
CREATE INDEX recurring_kajian_masjid ON recurring_kajian (masjid_id) WHERE masjid_id IS NOT NULL;

-- The users who keep a masjid's page and post its sessions without the approval queue.
CREATE TABLE masjid_editors (
    masjid_id  TEXT NOT NULL REFERENCES masjid (id) ON DELETE CASCADE,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    added_by   TEXT REFERENCES users (id) ON DELETE SET NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (masjid_id, user_id)
);
CREATE INDEX masjid_editors_user ON masjid_editors (user_id);

-- 'Saya pengurus masjid ini': a user's request to keep a masjid, decided at the admins' desk.
CREATE TABLE masjid_claims (
    id         TEXT PRIMARY KEY,
    masjid_id  TEXT NOT NULL REFERENCES masjid (id) ON DELETE CASCADE,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    note       TEXT NOT NULL DEFAULT '',
    status     TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
    decided_by TEXT REFERENCES users (id) ON DELETE SET NULL,
    decided_at TEXT,
    created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX masjid_claims_one_pending ON masjid_claims (masjid_id, user_id) WHERE status = 'pending';
CREATE INDEX masjid_claims_status ON masjid_claims (status, created_at);

-- Follows gain a third kind: a masjid, by its id (key), without a point.
CREATE TABLE follows_new (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind       TEXT NOT NULL CHECK (kind IN ('ustadz', 'place', 'masjid')),
    key        TEXT NOT NULL CHECK (key <> ''),
    label      TEXT NOT NULL CHECK (trim(label) <> ''),
    latitude   REAL CHECK (latitude BETWEEN -90 AND 90),
    longitude  REAL CHECK (longitude BETWEEN -180 AND 180),
    created_at TEXT NOT NULL,
    UNIQUE (user_id, kind, key),
    CHECK ((kind = 'place') = (latitude IS NOT NULL AND longitude IS NOT NULL))
);
INSERT INTO follows_new SELECT id, user_id, kind, key, label, latitude, longitude, created_at FROM follows;
DROP TABLE follows;
ALTER TABLE follows_new RENAME TO follows;
CREATE INDEX follows_key ON follows (kind, key);
CREATE INDEX follows_place ON follows (kind, latitude, longitude);
