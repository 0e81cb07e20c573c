-- A debt collector finds a creditor by its exact organisation
-- number, spaces and dash ignored (representatives-repository.ts compares this expression).
CREATE INDEX creditors_org_key_idx ON creditors (translate(company_org_nr, ' -', ''));
