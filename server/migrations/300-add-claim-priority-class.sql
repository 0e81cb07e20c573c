-- The trustee's decided priority class of a claim (förmånsrätt), beside the creditor's own statement
-- (claim_priority_right). Null until decided. A special priority names the asset it attaches to.
-- Decisions, settlements and the district court's outcome write these columns; dividends read them.
ALTER TABLE invoices ADD COLUMN priority_class text
  CHECK (priority_class IN ('SpecialPriority', 'GeneralPriority', 'NonPriority', 'Subordinated'));
ALTER TABLE invoices ADD COLUMN priority_asset text;
ALTER TABLE invoices ADD CONSTRAINT invoices_priority_asset_only_special
  CHECK (priority_asset IS NULL OR priority_class = 'SpecialPriority');
