-- Issue 31: a series ('Syarah Kitab Tauhid bersama Ust. X') groups sessions with a kitab;
-- its meetings are counted from starts_on ('Pertemuan ke-N'). Sessions name their series
-- (series_id, NULL for none; a deleted series leaves its sessions), and users follow a series.
CREATE TABLE series (
    id         UUID PRIMARY KEY,
    slug       TEXT NOT NULL UNIQUE,
    title      TEXT NOT NULL CHECK (trim(title) <> ''),
    ustaz      TEXT NOT NULL CHECK (trim(ustaz) <> ''),
    kitab      TEXT,
    starts_on  TEXT NOT NULL CHECK (starts_on ~ '^[0-9]{4}-[01][0-9]-[0-3][0-9]$'),
    created_by UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at TIMESTAMPTZ NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX series_created_by ON series (created_by, created_at);
ALTER TABLE kajian ADD COLUMN series_id UUID REFERENCES series (id) ON DELETE SET NULL;
ALTER TABLE recurring_kajian ADD COLUMN series_id UUID REFERENCES series (id) ON DELETE SET NULL;
CREATE INDEX kajian_series ON kajian (series_id) WHERE series_id IS NOT NULL;
CREATE INDEX recurring_kajian_series ON recurring_kajian (series_id) WHERE series_id IS NOT NULL;

-- Follows gain a fourth kind: a series, by its id (key), without a point.
ALTER TABLE follows DROP CONSTRAINT follows_kind_check;
ALTER TABLE follows ADD CONSTRAINT follows_kind_check CHECK (kind IN ('ustadz', 'place', 'masjid', 'series'));
