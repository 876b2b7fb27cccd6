DELETE FROM follows WHERE kind = 'series';
ALTER TABLE follows DROP CONSTRAINT follows_kind_check;
ALTER TABLE follows ADD CONSTRAINT follows_kind_check CHECK (kind IN ('ustadz', 'place', 'masjid'));
ALTER TABLE recurring_kajian DROP COLUMN series_id;
ALTER TABLE kajian DROP COLUMN series_id;
DROP TABLE series;
