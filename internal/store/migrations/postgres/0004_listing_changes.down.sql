DROP TABLE listing_changes;
CREATE OR REPLACE FUNCTION raise_listing_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE listing_version SET version = version + 1;
    RETURN NULL;
END
$$;
