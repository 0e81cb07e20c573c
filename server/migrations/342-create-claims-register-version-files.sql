-- The files of a published claims register version, rendered once when it is published and kept in the
-- file storage: PDF and XLSX, in Swedish and in English. A download serves these bytes, so a later change
-- of the register's layout or texts never changes what an old version says.
CREATE TABLE claims_register_version_files (
  register_version_id integer NOT NULL REFERENCES claims_register_versions (register_version_id) ON DELETE CASCADE,
  format              text NOT NULL CHECK (format IN ('pdf', 'xlsx')),
  language            text NOT NULL CHECK (language IN ('en', 'sv')),
  stored_name         text NOT NULL,
  file_size           integer NOT NULL,
  sha256              text,
  PRIMARY KEY (register_version_id, format, language)
);
