-- The hashes stay: to the code before this migration they are secrets nobody holds, so the feed
-- addresses and opt-out links handed out before it must be made again.
DROP TABLE digest_optouts;
ALTER TABLE notify_settings RENAME COLUMN feed_hash TO feed_token;
ALTER TABLE notify_settings RENAME COLUMN digest_hash TO digest_token;
