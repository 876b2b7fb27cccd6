-- Issue 31: how sessions really recur and how long they last. Both tables carry the same
-- schedule columns, so statements reading either (or both in one UNION) read them alike:
--   end_time     when it ends ('HH:MM'), NULL: two hours after the start;
--   end_date     a one-off dauroh's last day, NULL for one day (never on a weekly session);
--   every_weeks  1 every week, 2-4 every N weeks counted from rhythm_from (weekly sessions only);
--   month_weeks  the weeks of the month it is held in, '2,4' or '1,-1' (-1: the last); '' none.
ALTER TABLE kajian ADD COLUMN end_time TEXT CHECK (end_time ~ '^[0-2][0-9]:[0-5][0-9]$');
ALTER TABLE kajian ADD COLUMN end_date TEXT CHECK (end_date ~ '^[0-9]{4}-[01][0-9]-[0-3][0-9]$' AND end_date > date);
ALTER TABLE kajian ADD COLUMN every_weeks INTEGER NOT NULL DEFAULT 1 CHECK (every_weeks = 1);
ALTER TABLE kajian ADD COLUMN rhythm_from TEXT CHECK (rhythm_from IS NULL);
ALTER TABLE kajian ADD COLUMN month_weeks TEXT NOT NULL DEFAULT '' CHECK (month_weeks = '');
ALTER TABLE recurring_kajian ADD COLUMN end_time TEXT CHECK (end_time ~ '^[0-2][0-9]:[0-5][0-9]$');
ALTER TABLE recurring_kajian ADD COLUMN end_date TEXT CHECK (end_date IS NULL);
ALTER TABLE recurring_kajian ADD COLUMN every_weeks INTEGER NOT NULL DEFAULT 1 CHECK (every_weeks BETWEEN 1 AND 4);
ALTER TABLE recurring_kajian ADD COLUMN rhythm_from TEXT CHECK (rhythm_from ~ '^[0-9]{4}-[01][0-9]-[0-3][0-9]$');
ALTER TABLE recurring_kajian ADD COLUMN month_weeks TEXT NOT NULL DEFAULT '' CHECK (month_weeks ~ '^(|(-1|[1-4])(,(-1|[1-4]))*)$');
-- A holiday may span days ('Libur 18 Februari – 19 Maret 2027: Ramadhan'): until_date is the
-- range's last day, NULL for one date.
ALTER TABLE recurring_kajian_holidays ADD COLUMN until_date TEXT CHECK (until_date ~ '^[0-9]{4}-[01][0-9]-[0-3][0-9]$' AND until_date > holiday_date);
