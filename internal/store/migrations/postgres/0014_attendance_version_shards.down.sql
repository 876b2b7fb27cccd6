UPDATE attendance_version SET version = (SELECT SUM(version) FROM attendance_version) WHERE id = 1;
DELETE FROM attendance_version WHERE id > 1;
ALTER TABLE attendance_version DROP CONSTRAINT attendance_version_id_check;
ALTER TABLE attendance_version ADD CONSTRAINT attendance_version_id_check CHECK (id = 1);
CREATE OR REPLACE FUNCTION raise_attendance_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE attendance_version SET version = version + 1;
    RETURN NULL;
END
$$;
