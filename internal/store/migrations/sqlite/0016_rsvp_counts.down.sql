DROP TRIGGER rsvp_count_insert;
DROP TRIGGER rsvp_count_to_hadir;
DROP TRIGGER rsvp_count_from_hadir;
DROP TRIGGER rsvp_count_delete;
DROP TABLE rsvp_counts;
