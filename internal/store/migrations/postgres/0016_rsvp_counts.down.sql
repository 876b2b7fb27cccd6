DROP TRIGGER rsvp_count ON rsvp;
DROP FUNCTION count_hadir();
DROP FUNCTION rsvp_occurrence(rsvp);
DROP TABLE rsvp_counts;
