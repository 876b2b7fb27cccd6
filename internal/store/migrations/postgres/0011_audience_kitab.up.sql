-- Who a session is for (keys joined by commas: umum, ikhwan, akhwat, anak-anak, keluarga; every
-- existing session is for everyone) and the book and chapter it studies ('Kitab Riyadhus
-- Shalihin, Bab Ikhlas'), both optional.
ALTER TABLE kajian ADD COLUMN audience TEXT NOT NULL DEFAULT 'umum';
ALTER TABLE kajian ADD COLUMN kitab TEXT;
ALTER TABLE kajian ADD COLUMN bab TEXT;
ALTER TABLE recurring_kajian ADD COLUMN audience TEXT NOT NULL DEFAULT 'umum';
ALTER TABLE recurring_kajian ADD COLUMN kitab TEXT;
ALTER TABLE recurring_kajian ADD COLUMN bab TEXT;
