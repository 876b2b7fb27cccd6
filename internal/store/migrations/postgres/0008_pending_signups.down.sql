ALTER TABLE email_tokens DROP COLUMN browser_hash;
ALTER TABLE email_tokens DROP COLUMN phone;
ALTER TABLE email_tokens DROP COLUMN full_name;
ALTER TABLE email_tokens DROP COLUMN password_hash;
