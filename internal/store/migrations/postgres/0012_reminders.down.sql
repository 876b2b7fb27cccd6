DROP TABLE cancelled_sessions;
DROP TABLE digest_items;
DROP TABLE follows;
DROP TABLE notify_jobs;
DROP TABLE push_subscriptions;
DROP TABLE notify_settings;
