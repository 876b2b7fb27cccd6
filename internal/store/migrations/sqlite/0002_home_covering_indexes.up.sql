-- The home list reads its candidates from these indexes alone: each holds
-- every column the candidate queries select or filter on (except search
-- text), so a 50 km box of ~1,000 sessions no longer looks up ~1,000 table
-- rows. The date indexes also order by id, the ORDER BY's tie-break; the
-- one-off one holds date and zone for the past group's "today" test. They
-- replace the narrower indexes of 0001, which are their prefixes.
DROP INDEX kajian_status_start;
DROP INDEX kajian_status_geo;
DROP INDEX recurring_kajian_status_week;
DROP INDEX recurring_kajian_status_geo;
CREATE INDEX kajian_status_start_cover ON kajian (status, starts_at, id, latitude, longitude, is_online, date, timezone_region);
CREATE INDEX kajian_status_geo_cover ON kajian (status, latitude, longitude, starts_at, is_online, id);
CREATE INDEX recurring_kajian_status_week_cover ON recurring_kajian (status, week_minute_utc, id, latitude, longitude, is_online);
CREATE INDEX recurring_kajian_status_geo_cover ON recurring_kajian (status, latitude, longitude, week_minute_utc, is_online, id);
