-- S can require two-factor sign-in for every staff member of a firm.
ALTER TABLE law_firms ADD COLUMN require_two_factor boolean NOT NULL DEFAULT false;
