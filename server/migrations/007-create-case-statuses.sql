-- Case phases 1–7 (reference data, in English and Swedish).
CREATE TABLE case_statuses (
  case_status_id smallint PRIMARY KEY CHECK (case_status_id BETWEEN 1 AND 7),
  name_en        text NOT NULL,
  name_sv        text NOT NULL
);
INSERT INTO case_statuses (case_status_id, name_en, name_sv) VALUES
  (1, 'Phase 1', 'Fas 1'),
  (2, 'Phase 2', 'Fas 2'),
  (3, 'Phase 3', 'Fas 3'),
  (4, 'Phase 4', 'Fas 4'),
  (5, 'Phase 5', 'Fas 5'),
  (6, 'Phase 6', 'Fas 6'),
  (7, 'Phase 7', 'Fas 7');
