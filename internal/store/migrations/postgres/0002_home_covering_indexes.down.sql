DROP INDEX kajian_status_start_cover;
DROP INDEX kajian_status_geo_cover;
DROP INDEX recurring_kajian_status_week_cover;
DROP INDEX recurring_kajian_status_geo_cover;
CREATE INDEX kajian_status_start ON kajian (status, starts_at);
CREATE INDEX kajian_status_geo ON kajian (status, latitude, longitude);
CREATE INDEX recurring_kajian_status_week ON recurring_kajian (status, week_minute_utc);
CREATE INDEX recurring_kajian_status_geo ON recurring_kajian (status, latitude, longitude);
