-- Posters that no session shows (internal/store/posters.go): each upload, and
-- each poster a session let go of (replaced on edit, or the session deleted).
-- A session takes a poster by deleting its row in the transaction that saves
-- the session, so a row exists only while no session shows the poster. The
-- sweep deletes the files of rows past expires_at: it first sets deleting_at,
-- after which no session can take the poster, then deletes the files, then the
-- row. user_id has no foreign key so that the row, and so the clean-up,
-- outlives its user.
CREATE TABLE poster_uploads (
    poster_key  TEXT PRIMARY KEY,     -- the original's key; its variants' keys follow from it
    user_id     TEXT NOT NULL,        -- who uploaded it
    created_at  TIMESTAMPTZ NOT NULL, -- when it was uploaded, or let go of by its session
    expires_at  TIMESTAMPTZ NOT NULL, -- from then on the sweep deletes it
    deleting_at TIMESTAMPTZ           -- when a sweep began deleting its files
);
CREATE INDEX poster_uploads_expires ON poster_uploads (expires_at);

-- Whether a session shows a poster is asked on every take, release and sweep.
CREATE INDEX kajian_poster_key ON kajian (poster_key) WHERE poster_key IS NOT NULL;
CREATE INDEX recurring_kajian_poster_key ON recurring_kajian (poster_key) WHERE poster_key IS NOT NULL;
