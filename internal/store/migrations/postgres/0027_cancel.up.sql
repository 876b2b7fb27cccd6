-- Issue 31: a cancellation that stays visible. A one-off session cancelled by its author or an
-- admin keeps its row, listed until its start with the reason: cancelled_at says when it was
-- cancelled (NULL: it is on), cancel_reason why (required with it). The weekly table carries
-- the same two columns, always NULL, so statements reading both tables (one UNION) read them
-- alike, as 0026's schedule columns do; a weekly session's single occurrence is cancelled by a
-- row of recurring_kajian_holidays with cancelled true (a reason required), so every rule that
-- skips a holiday skips it, while lists keep it until its time with its badge.
ALTER TABLE kajian ADD COLUMN cancelled_at TIMESTAMPTZ;
ALTER TABLE kajian ADD COLUMN cancel_reason TEXT CHECK ((cancelled_at IS NULL) = (cancel_reason IS NULL));
ALTER TABLE recurring_kajian ADD COLUMN cancelled_at TIMESTAMPTZ CHECK (cancelled_at IS NULL);
ALTER TABLE recurring_kajian ADD COLUMN cancel_reason TEXT CHECK (cancel_reason IS NULL);
ALTER TABLE recurring_kajian_holidays ADD COLUMN cancelled BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE recurring_kajian_holidays ADD CONSTRAINT recurring_kajian_holidays_cancel_reason
    CHECK (NOT cancelled OR (reason IS NOT NULL AND reason <> ''));
