DELETE FROM follows WHERE kind = 'series';
CREATE TABLE follows_old (
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
INSERT INTO follows_old SELECT id, user_id, kind, key, label, latitude, longitude, created_at FROM follows;
DROP TABLE follows;
ALTER TABLE follows_old RENAME TO follows;
CREATE INDEX follows_key ON follows (kind, key);
CREATE INDEX follows_place ON follows (kind, latitude, longitude);

DROP INDEX recurring_kajian_series;
DROP INDEX kajian_series;
ALTER TABLE recurring_kajian DROP COLUMN series_id;
ALTER TABLE kajian DROP COLUMN series_id;
DROP TABLE series;
