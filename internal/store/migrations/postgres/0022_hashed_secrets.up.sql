-- Issue 32: the secrets of a user's links outside the app are kept as hashes (SHA-256, hex), as
-- sessions are, so whoever reads the database cannot read someone's calendar or stop their digest.
-- The existing secrets are hashed by the migration's Go step (SQLite has no SHA-256), so every
-- feed address and opt-out link already handed out keeps working; the feed's address is shown
-- only when it is made.
ALTER TABLE notify_settings RENAME COLUMN feed_token TO feed_hash;
ALTER TABLE notify_settings RENAME COLUMN digest_token TO digest_hash;

-- Each weekly digest mails a fresh opt-out secret; every one mailed stops the digest.
-- notify_settings.digest_hash is the one the row was made with (mailed before this migration).
CREATE TABLE digest_optouts (
    token_hash TEXT PRIMARY KEY,
    user_id    UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX digest_optouts_user ON digest_optouts (user_id);
