-- Every firm's cases in the lists' order (debtor name, then id), so that S's case list and the
-- creditor's select-case screen read one page of the index instead of sorting all cases of the platform.
CREATE INDEX cases_debtor_name_idx ON cases (lower(debtor_name), case_id);
