-- A calendar source may belong to a masjid (issue 29: a masjid's editor adds its calendar): its
-- imported sessions are attached to that masjid. NULL: the adder's own source, as before.
ALTER TABLE calendar_sources ADD COLUMN masjid_id UUID REFERENCES masjid (id) ON DELETE SET NULL;
