-- Study notes keep their plain text beside the HTML (search and excerpts read it;
-- filled for older notes by the migration's Go step, store/migrate_data.go), and the key
-- a client sends with a new note: a save retried after a lost answer finds the note it
-- made instead of making a second one.
ALTER TABLE kajian_journal ADD COLUMN notes_text TEXT NOT NULL DEFAULT '';
ALTER TABLE kajian_journal ADD COLUMN client_key TEXT;
CREATE UNIQUE INDEX kajian_journal_client_key ON kajian_journal (user_id, client_key);
CREATE INDEX kajian_journal_public_date ON kajian_journal (visibility, attendance_date);
