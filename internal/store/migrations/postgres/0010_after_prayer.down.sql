ALTER TABLE recurring_kajian DROP COLUMN prayer_offset;
ALTER TABLE recurring_kajian DROP COLUMN after_prayer;
ALTER TABLE kajian DROP COLUMN prayer_offset;
ALTER TABLE kajian DROP COLUMN after_prayer;
