DROP TABLE calendar_events;
DROP TABLE calendar_sources;
