DELETE FROM follows WHERE kind = 'masjid';
ALTER TABLE follows DROP CONSTRAINT follows_kind_check;
ALTER TABLE follows ADD CONSTRAINT follows_kind_check CHECK (kind IN ('ustadz', 'place'));
DROP TABLE masjid_words;
DROP TABLE masjid_claims;
DROP TABLE masjid_editors;
ALTER TABLE recurring_kajian DROP COLUMN masjid_id;
ALTER TABLE kajian DROP COLUMN masjid_id;
DROP TABLE masjid;
