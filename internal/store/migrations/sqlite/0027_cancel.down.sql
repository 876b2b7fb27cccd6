ALTER TABLE recurring_kajian_holidays DROP COLUMN cancelled;
ALTER TABLE recurring_kajian DROP COLUMN cancel_reason;
ALTER TABLE recurring_kajian DROP COLUMN cancelled_at;
ALTER TABLE kajian DROP COLUMN cancel_reason;
ALTER TABLE kajian DROP COLUMN cancelled_at;
