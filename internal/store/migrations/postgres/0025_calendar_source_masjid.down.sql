ALTER TABLE calendar_sources DROP COLUMN masjid_id;
