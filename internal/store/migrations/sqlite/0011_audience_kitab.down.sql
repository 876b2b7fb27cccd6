ALTER TABLE recurring_kajian DROP COLUMN bab;
ALTER TABLE recurring_kajian DROP COLUMN kitab;
ALTER TABLE recurring_kajian DROP COLUMN audience;
ALTER TABLE kajian DROP COLUMN bab;
ALTER TABLE kajian DROP COLUMN kitab;
ALTER TABLE kajian DROP COLUMN audience;
