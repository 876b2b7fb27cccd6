-- Each pending sign-up keeps its own credentials with its verification link,
-- and the account takes them only when the link is used by someone who
-- proves they chose them: the browser that signed up (browser_hash, the hash
-- of a secret in its cookie) or whoever types that password. A later sign-up
-- for the same unverified address no longer replaces anything.
ALTER TABLE email_tokens ADD COLUMN password_hash TEXT;
ALTER TABLE email_tokens ADD COLUMN full_name TEXT;
ALTER TABLE email_tokens ADD COLUMN phone TEXT;
ALTER TABLE email_tokens ADD COLUMN browser_hash TEXT;
