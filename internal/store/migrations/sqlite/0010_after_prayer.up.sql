-- A session may start after a prayer ('Ba'da Maghrib', optionally some minutes later) instead of
-- at a clock time. The server computes that prayer's time for each date at the session's place;
-- the time column then keeps the time of its date (one-off) or of its next occurrence when it
-- was written (weekly), so existing orderings and indexes keep working. Existing sessions keep
-- their clock time (after_prayer NULL).
ALTER TABLE kajian ADD COLUMN after_prayer TEXT CHECK (after_prayer IN ('subuh', 'dzuhur', 'ashar', 'maghrib', 'isya'));
ALTER TABLE kajian ADD COLUMN prayer_offset INTEGER NOT NULL DEFAULT 0 CHECK (prayer_offset BETWEEN 0 AND 180);
ALTER TABLE recurring_kajian ADD COLUMN after_prayer TEXT CHECK (after_prayer IN ('subuh', 'dzuhur', 'ashar', 'maghrib', 'isya'));
ALTER TABLE recurring_kajian ADD COLUMN prayer_offset INTEGER NOT NULL DEFAULT 0 CHECK (prayer_offset BETWEEN 0 AND 180);
