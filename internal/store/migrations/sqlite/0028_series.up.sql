-- Issue 31: a series ('Syarah Kitab Tauhid bersama Ust. X') groups sessions with a kitab;
-- its meetings are counted from starts_on ('Pertemuan ke-N'). Sessions name their series
-- (series_id, NULL for none; a deleted series leaves its sessions), and users follow a series.
CREATE TABLE series (
    id         TEXT PRIMARY KEY,
    slug       TEXT NOT NULL UNIQUE,
    title      TEXT NOT NULL CHECK (trim(title) <> ''),
    ustaz      TEXT NOT NULL CHECK (trim(ustaz) <> ''),
    kitab      TEXT,
    starts_on  TEXT NOT NULL CHECK (starts_on GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    created_by TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX series_created_by ON series (created_by, created_at);
ALTER TABLE kajian ADD COLUMN series_id TEXT REFERENCES series (id) ON DELETE SET NULL;
ALTER TABLE recurring_kajian ADD COLUMN series_id TEXT REFERENCES series (id) ON DELETE SET NULL;
CREATE INDEX kajian_series ON kajian (series_id) WHERE series_id IS NOT NULL;
CREATE INDEX recurring_kajian_series ON recurring_kajian (series_id) WHERE series_id IS NOT NULL;

-- Follows gain a fourth kind: a series, by its id (key), without a point.
CREATE TABLE follows_new (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind       TEXT NOT NULL CHECK (kind IN ('ustadz', 'place', 'masjid', 'series')),
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
