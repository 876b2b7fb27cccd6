-- Calendar sources: iCal addresses whose events become drafts for the one who added them,
-- fetched again every 6 hours (updated_count: the posted sessions its changes updated; its drafts
-- and postings are counted from calendar_events). A copy of the server claims a due source (claimed_until) so that
-- N copies fetch each source once.
CREATE TABLE calendar_sources (
    id              TEXT PRIMARY KEY,
    url             TEXT NOT NULL CHECK (url <> ''),
    name            TEXT NOT NULL DEFAULT '',
    owner_id        TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    etag            TEXT,
    last_modified   TEXT,
    last_fetched_at TEXT,
    last_error      TEXT,
    updated_count   INTEGER NOT NULL DEFAULT 0 CHECK (updated_count >= 0),
    next_fetch_at   TEXT NOT NULL,
    claimed_until   TEXT,
    created_at      TEXT NOT NULL,
    UNIQUE (owner_id, url)
);
CREATE INDEX calendar_sources_due ON calendar_sources (next_fetch_at);

-- One row per event (or occurrence) of a source by the reader's stable key: its draft while it
-- waits, the session it became once posted, and what tells a change of it.
CREATE TABLE calendar_events (
    id           TEXT PRIMARY KEY,
    source_id    TEXT NOT NULL REFERENCES calendar_sources (id) ON DELETE CASCADE,
    event_key    TEXT NOT NULL,
    state        TEXT NOT NULL CHECK (state IN ('draft', 'posting', 'posted', 'cancelled')),
    draft        TEXT NOT NULL,
    hash         TEXT NOT NULL,
    sequence     INTEGER NOT NULL DEFAULT 0,
    modified_at  TEXT,
    session_type TEXT CHECK (session_type IN ('regular', 'recurring')),
    session_id   TEXT,
    created_at   TEXT NOT NULL,
    updated_at   TEXT NOT NULL,
    UNIQUE (source_id, event_key),
    CHECK ((state = 'posted') = (session_id IS NOT NULL) OR state = 'cancelled')
);
CREATE INDEX calendar_events_session ON calendar_events (session_id) WHERE session_id IS NOT NULL;
