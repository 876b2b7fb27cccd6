-- Rate limits live in the database so that every copy of the server counts
-- against one limit. Each key keeps one instant, in Unix milliseconds: when
-- its token bucket is full again (the generic cell rate algorithm). A key
-- whose instant has passed holds nothing and is swept; a key that is still
-- limiting someone is never removed.
CREATE TABLE rate_limits (
    key     TEXT PRIMARY KEY,
    full_at BIGINT NOT NULL
);
CREATE INDEX rate_limits_full_at ON rate_limits (full_at);
