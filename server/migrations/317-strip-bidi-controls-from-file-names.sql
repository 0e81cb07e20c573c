-- Uploaded file names lose Unicode's bidirectional controls (src/http/bidi-controls.ts): a name
-- such as 'invoice' U+202E 'fdp.exe.pdf' is shown as if it ended in .pdf. New uploads are cleaned
-- when they are stored; this cleans the names stored before, the same characters: U+202A-U+202E,
-- U+2066-U+2069, U+200E, U+200F, U+061C. A name left empty becomes 'file', as an upload's would.
UPDATE documents
SET document_name = coalesce(nullif(regexp_replace(document_name, U&'[\202A-\202E\2066-\2069\200E\200F\061C]', '', 'g'), ''), 'file')
WHERE document_name ~ U&'[\202A-\202E\2066-\2069\200E\200F\061C]';
UPDATE invoices
SET file_name = coalesce(nullif(regexp_replace(file_name, U&'[\202A-\202E\2066-\2069\200E\200F\061C]', '', 'g'), ''), 'file')
WHERE file_name ~ U&'[\202A-\202E\2066-\2069\200E\200F\061C]';
UPDATE law_firms
SET logo_original_name = coalesce(nullif(regexp_replace(logo_original_name, U&'[\202A-\202E\2066-\2069\200E\200F\061C]', '', 'g'), ''), 'file')
WHERE logo_original_name ~ U&'[\202A-\202E\2066-\2069\200E\200F\061C]';
