-- Masjid: the places that hold kajian, each with a page its team (DKM) keeps.
-- name_key is kajian.MasjidNameKey(name): what sessions are attached by; search_text is the
-- lowercased name, address and region the directory searches.
CREATE TABLE masjid (
    id              UUID PRIMARY KEY,
    slug            TEXT NOT NULL UNIQUE,
    name            TEXT NOT NULL CHECK (trim(name) <> ''),
    name_key        TEXT NOT NULL,
    search_text     TEXT NOT NULL DEFAULT '',
    address         TEXT NOT NULL DEFAULT '',
    latitude        DOUBLE PRECISION NOT NULL CHECK (latitude BETWEEN -90 AND 90),
    longitude       DOUBLE PRECISION NOT NULL CHECK (longitude BETWEEN -180 AND 180),
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
    verified        BOOLEAN NOT NULL DEFAULT FALSE,
    created_by      UUID REFERENCES users (id) ON DELETE SET NULL,
    created_at      TIMESTAMPTZ NOT NULL,
    updated_at      TIMESTAMPTZ NOT NULL
);
CREATE INDEX masjid_geo ON masjid (latitude, longitude);
CREATE INDEX masjid_name_key ON masjid (name_key);
CREATE INDEX masjid_name ON masjid (name, id);

-- The directory's search index: every word of a masjid's search_text, so that a word's prefix
-- is a range of one btree (word >= 'ikh' AND word < 'iki'), never a scan of every masjid.
-- Bytewise order (C collation on PostgreSQL) keeps that range exact.
CREATE TABLE masjid_words (
    word      TEXT COLLATE "C" NOT NULL,
    masjid_id UUID NOT NULL REFERENCES masjid (id) ON DELETE CASCADE,
    PRIMARY KEY (word, masjid_id)
);
CREATE INDEX masjid_words_masjid ON masjid_words (masjid_id);

ALTER TABLE kajian ADD COLUMN masjid_id UUID REFERENCES masjid (id) ON DELETE SET NULL;
ALTER TABLE recurring_kajian ADD COLUMN masjid_id UUID REFERENCES masjid (id) ON DELETE SET NULL;
CREATE INDEX kajian_masjid ON kajian (masjid_id, starts_at) WHERE masjid_id IS NOT NULL;
CREATE INDEX recurring_kajian_masjid ON recurring_kajian (masjid_id) WHERE masjid_id IS NOT NULL;

-- The users who keep a masjid's page and post its sessions without the approval queue.
CREATE TABLE masjid_editors (
    masjid_id  UUID NOT NULL REFERENCES masjid (id) ON DELETE CASCADE,
    user_id    UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    added_by   UUID REFERENCES users (id) ON DELETE SET NULL,
    created_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (masjid_id, user_id)
);
CREATE INDEX masjid_editors_user ON masjid_editors (user_id);

-- 'Saya pengurus masjid ini': a user's request to keep a masjid, decided at the admins' desk.
CREATE TABLE masjid_claims (
    id         UUID PRIMARY KEY,
    masjid_id  UUID NOT NULL REFERENCES masjid (id) ON DELETE CASCADE,
    user_id    UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    note       TEXT NOT NULL DEFAULT '',
    status     TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
    decided_by UUID REFERENCES users (id) ON DELETE SET NULL,
    decided_at TIMESTAMPTZ,
    created_at TIMESTAMPTZ NOT NULL
);
CREATE UNIQUE INDEX masjid_claims_one_pending ON masjid_claims (masjid_id, user_id) WHERE status = 'pending';
CREATE INDEX masjid_claims_status ON masjid_claims (status, created_at);

-- Follows gain a third kind: a masjid, by its id (key), without a point.
ALTER TABLE follows DROP CONSTRAINT follows_kind_check;
ALTER TABLE follows ADD CONSTRAINT follows_kind_check CHECK (kind IN ('ustadz', 'place', 'masjid'));
