-- Law firms (trustee firms). The firm's colour and logo brand its users' header.
CREATE TABLE law_firms (
  law_firm_id        integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name               text NOT NULL,
  contact_name       text NOT NULL,
  contact_email      text NOT NULL,
  url                text,
  notes              text,
  color_code         text NOT NULL DEFAULT '#B08D38',
  logo_stored_name   text,
  logo_original_name text,
  created_by         text,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX law_firms_name_idx ON law_firms (lower(name));
