ALTER TABLE kajian DROP COLUMN end_time, DROP COLUMN end_date, DROP COLUMN every_weeks, DROP COLUMN rhythm_from, DROP COLUMN month_weeks;
ALTER TABLE recurring_kajian DROP COLUMN end_time, DROP COLUMN end_date, DROP COLUMN every_weeks, DROP COLUMN rhythm_from, DROP COLUMN month_weeks;
ALTER TABLE recurring_kajian_holidays DROP COLUMN until_date;
