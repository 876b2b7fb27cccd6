DROP INDEX kajian_journal_public_date;
DROP INDEX kajian_journal_client_key;
ALTER TABLE kajian_journal DROP COLUMN client_key;
ALTER TABLE kajian_journal DROP COLUMN notes_text;
