-- The moderation log stays append-only against INSERT OR REPLACE too: SQLite
-- deletes the row a REPLACE displaces without firing the delete trigger
-- (unless recursive_triggers is on), so the new row rewrote a written line.
-- An insert whose id or explicit rowid is taken is refused (NEW.rowid is -1
-- when SQLite picks the rowid).
CREATE TRIGGER moderation_log_no_replace BEFORE INSERT ON moderation_log
WHEN EXISTS (SELECT 1 FROM moderation_log WHERE id = NEW.id OR (NEW.rowid <> -1 AND rowid = NEW.rowid))
BEGIN
    SELECT RAISE(ABORT, 'moderation_log is append-only');
END;
