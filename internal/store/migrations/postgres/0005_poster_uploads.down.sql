DROP INDEX recurring_kajian_poster_key;
DROP INDEX kajian_poster_key;
DROP TABLE poster_uploads;
