-- Debtor sectors: the sections A–U of the Swedish Standard Industrial
-- Classification (SNI 2007), in English and Swedish.
CREATE TABLE sectors (
  sector_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code      char(1) NOT NULL UNIQUE,
  name_en   text NOT NULL,
  name_sv   text NOT NULL
);
INSERT INTO sectors (code, name_en, name_sv) VALUES
  ('A', 'Agriculture, forestry and fishing', 'Jordbruk, skogsbruk och fiske'),
  ('B', 'Mining and quarrying', 'Utvinning av mineral'),
  ('C', 'Manufacturing', 'Tillverkning'),
  ('D', 'Electricity, gas, steam and air conditioning supply', 'Försörjning av el, gas, värme och kyla'),
  ('E', 'Water supply; sewerage, waste management and remediation', 'Vattenförsörjning; avloppsrening, avfallshantering och sanering'),
  ('F', 'Construction', 'Byggverksamhet'),
  ('G', 'Wholesale and retail trade; repair of motor vehicles and motorcycles', 'Handel; reparation av motorfordon och motorcyklar'),
  ('H', 'Transportation and storage', 'Transport och magasinering'),
  ('I', 'Accommodation and food service activities', 'Hotell- och restaurangverksamhet'),
  ('J', 'Information and communication', 'Informations- och kommunikationsverksamhet'),
  ('K', 'Financial and insurance activities', 'Finans- och försäkringsverksamhet'),
  ('L', 'Real estate activities', 'Fastighetsverksamhet'),
  ('M', 'Professional, scientific and technical activities', 'Verksamhet inom juridik, ekonomi, vetenskap och teknik'),
  ('N', 'Administrative and support service activities', 'Uthyrning, fastighetsservice, resetjänster och andra stödtjänster'),
  ('O', 'Public administration and defence; compulsory social security', 'Offentlig förvaltning och försvar; obligatorisk socialförsäkring'),
  ('P', 'Education', 'Utbildning'),
  ('Q', 'Human health and social work activities', 'Vård och omsorg; sociala tjänster'),
  ('R', 'Arts, entertainment and recreation', 'Kultur, nöje och fritid'),
  ('S', 'Other service activities', 'Annan serviceverksamhet'),
  ('T', 'Activities of households as employers; undifferentiated goods- and services-producing activities of households for own use', 'Förvärvsarbete i hushåll; hushållens produktion av diverse varor och tjänster för eget bruk'),
  ('U', 'Activities of extraterritorial organisations and bodies', 'Verksamhet vid internationella organisationer, utländska ambassader o.d.');
