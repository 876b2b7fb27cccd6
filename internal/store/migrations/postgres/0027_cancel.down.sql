ALTER TABLE recurring_kajian_holidays DROP CONSTRAINT recurring_kajian_holidays_cancel_reason;
ALTER TABLE recurring_kajian_holidays DROP COLUMN cancelled;
ALTER TABLE recurring_kajian DROP COLUMN cancel_reason, DROP COLUMN cancelled_at;
ALTER TABLE kajian DROP COLUMN cancel_reason, DROP COLUMN cancelled_at;
