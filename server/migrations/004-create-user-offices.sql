-- Which of its firm's offices a firm user works at.
CREATE TABLE user_offices (
  user_id            integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  law_firm_office_id integer NOT NULL REFERENCES law_firm_offices (law_firm_office_id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, law_firm_office_id)
);
CREATE INDEX user_offices_office_idx ON user_offices (law_firm_office_id);
