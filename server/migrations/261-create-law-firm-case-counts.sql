-- How many cases each firm has, kept up to date by the database itself, so that S's firm list
-- and the total of every firm's cases read a few rows instead of counting all cases on each request.
-- Inserts and deletes: statement triggers with transition tables, so a bulk load of 100,000 cases updates
-- each firm's row once. Cases added to one firm at the same time queue for its row until each commits.
CREATE TABLE law_firm_case_counts (
  law_firm_id  integer PRIMARY KEY REFERENCES law_firms (law_firm_id) ON DELETE CASCADE,
  case_count   integer NOT NULL CHECK (case_count >= 0)
);
INSERT INTO law_firm_case_counts (law_firm_id, case_count)
  SELECT law_firm_id, count(*) FROM cases GROUP BY law_firm_id;

CREATE FUNCTION law_firm_case_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO law_firm_case_counts AS k (law_firm_id, case_count)
    SELECT law_firm_id, count(*) FROM new_cases GROUP BY law_firm_id ORDER BY law_firm_id
  ON CONFLICT (law_firm_id) DO UPDATE SET case_count = k.case_count + excluded.case_count;
  RETURN NULL;
END;
$$;
CREATE FUNCTION law_firm_case_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A firm deleted with its cases has no row left to update.
  UPDATE law_firm_case_counts k SET case_count = k.case_count - x.n
    FROM (SELECT law_firm_id, count(*) AS n FROM old_cases GROUP BY law_firm_id) x
    WHERE k.law_firm_id = x.law_firm_id;
  RETURN NULL;
END;
$$;
-- Cases do not move between firms today; if one ever does, both firms' counts follow.
CREATE FUNCTION law_firm_case_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE law_firm_case_counts SET case_count = case_count - 1 WHERE law_firm_id = OLD.law_firm_id;
  INSERT INTO law_firm_case_counts AS k (law_firm_id, case_count) VALUES (NEW.law_firm_id, 1)
  ON CONFLICT (law_firm_id) DO UPDATE SET case_count = k.case_count + 1;
  RETURN NULL;
END;
$$;
CREATE FUNCTION law_firm_case_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE law_firm_case_counts SET case_count = 0;
  RETURN NULL;
END;
$$;
CREATE TRIGGER cases_counted_insert AFTER INSERT ON cases REFERENCING NEW TABLE AS new_cases
  FOR EACH STATEMENT EXECUTE FUNCTION law_firm_case_counts_inserted();
CREATE TRIGGER cases_counted_delete AFTER DELETE ON cases REFERENCING OLD TABLE AS old_cases
  FOR EACH STATEMENT EXECUTE FUNCTION law_firm_case_counts_deleted();
-- A row trigger on the firm column only: claim numbers update cases all the time and must not pay for it.
CREATE TRIGGER cases_counted_move AFTER UPDATE OF law_firm_id ON cases
  FOR EACH ROW WHEN (OLD.law_firm_id IS DISTINCT FROM NEW.law_firm_id)
  EXECUTE FUNCTION law_firm_case_counts_moved();
CREATE TRIGGER cases_counted_truncate AFTER TRUNCATE ON cases
  FOR EACH STATEMENT EXECUTE FUNCTION law_firm_case_counts_truncated();
