-- A firm's offices (the form sends them as one '; '-separated string).
CREATE TABLE law_firm_offices (
  law_firm_office_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  law_firm_id        integer NOT NULL REFERENCES law_firms (law_firm_id) ON DELETE CASCADE,
  name               text NOT NULL,
  sort_order         integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX law_firm_offices_firm_name_uq ON law_firm_offices (law_firm_id, lower(name));
