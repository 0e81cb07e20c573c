-- Case documents uploaded by firm staff. New uploads are drafts; creditors
-- see only published ones. The file itself lives in storage under stored_name.
CREATE TABLE documents (
  document_id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  case_id             integer NOT NULL REFERENCES cases (case_id) ON DELETE CASCADE,
  law_firm_id         integer NOT NULL REFERENCES law_firms (law_firm_id) ON DELETE CASCADE,
  uploaded_by_user_id integer REFERENCES users (user_id) ON DELETE SET NULL,
  document_name       text NOT NULL,
  stored_name         text NOT NULL UNIQUE,
  file_size           bigint NOT NULL,
  status              text NOT NULL DEFAULT 'Draft' CHECK (status IN ('Draft', 'Published')),
  comment             text,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  published_at        timestamptz
);
CREATE INDEX documents_case_idx ON documents (case_id, created_at);
