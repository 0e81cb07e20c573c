-- The dates of the claims procedure a trustee runs since 1 July 2026, beside the claims deadline:
-- the day the trustee decided to hold it, the objection deadline (anmärkningsdag) and the settlement
-- deadline, after which an objection still open is a dispute for the district court. Calendar days,
-- each ending at midnight Swedish time. The routes explain a wrong order in the caller's language;
-- these checks only keep a row that slipped past them out of the table.
ALTER TABLE cases ADD COLUMN claims_procedure_decided_on date;
ALTER TABLE cases ADD COLUMN objection_deadline date;
ALTER TABLE cases ADD COLUMN settlement_deadline date;
ALTER TABLE cases ADD CONSTRAINT cases_objection_after_claims_deadline
  CHECK (objection_deadline IS NULL OR claims_deadline IS NULL OR objection_deadline > claims_deadline);
ALTER TABLE cases ADD CONSTRAINT cases_settlement_after_objection_deadline
  CHECK (settlement_deadline IS NULL OR objection_deadline IS NULL OR settlement_deadline > objection_deadline);
