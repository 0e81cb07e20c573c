-- Key values offered to forms. ClaimBasis: the basis of a claim, in English
-- and Swedish; key_value is the stable code stored on a claim.
CREATE TABLE key_values (
  key_value_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key_name     text NOT NULL,
  key_value    text NOT NULL,
  label_en     text NOT NULL,
  label_sv     text NOT NULL,
  sort_order   integer NOT NULL DEFAULT 0,
  UNIQUE (key_name, key_value)
);
INSERT INTO key_values (key_name, key_value, label_en, label_sv, sort_order) VALUES
  ('ClaimBasis', 'SupplierInvoice', 'Supplier invoice', 'Leverantörsfaktura', 1),
  ('ClaimBasis', 'Wages', 'Wages', 'Lön', 2),
  ('ClaimBasis', 'Taxes', 'Taxes', 'Skatter', 3),
  ('ClaimBasis', 'Rent', 'Rent', 'Hyra', 4),
  ('ClaimBasis', 'Loan', 'Loan', 'Lån', 5),
  ('ClaimBasis', 'Damages', 'Damages', 'Skadestånd', 6),
  ('ClaimBasis', 'Other', 'Other', 'Övrigt', 7);
