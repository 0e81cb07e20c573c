/** The demo firms' cases (seed/demo.ts inserts them). */
export interface DemoCase {
  debtorName: string;
  debtorOrgnr: string;
  knr: string;
  court: string;
  sector: string;
  status: number;
  decided: string;
  allowMessages: boolean;
  notes: string;
}

export const NORDLAW_CASES: DemoCase[] = [
  {
    debtorName: 'Fjällbygg i Åre AB',
    debtorOrgnr: '556712-3456',
    knr: 'K 1234-24',
    court: 'Östersunds tingsrätt',
    sector: 'F',
    status: 2,
    decided: '2024-03-12',
    allowMessages: true,
    notes: 'Konkurs efter egen ansökan. Bevakningsförfarande pågår.',
  },
  {
    debtorName: 'Kaffekompaniet Södermalm AB',
    debtorOrgnr: '559034-7781',
    knr: 'K 5521-24',
    court: 'Stockholms tingsrätt',
    sector: 'I',
    status: 1,
    decided: '2024-09-02',
    allowMessages: true,
    notes: 'Verksamheten avvecklad. Inventering av lager klar.',
  },
  {
    debtorName: 'Norrlands Transport & Logistik AB',
    debtorOrgnr: '556488-9902',
    knr: 'K 877-23',
    court: 'Umeå tingsrätt',
    sector: 'H',
    status: 4,
    decided: '2023-11-20',
    allowMessages: false,
    notes: 'Fordon sålda på auktion. Utdelningsförslag under arbete.',
  },
  {
    debtorName: 'Göta Mekaniska Verkstad AB',
    debtorOrgnr: '556201-4417',
    knr: 'K 3310-22',
    court: 'Göteborgs tingsrätt',
    sector: 'C',
    status: 6,
    decided: '2022-06-15',
    allowMessages: false,
    notes: 'Slutredovisning inlämnad.',
  },
];

export const VASTJURISTERNA_CASES: DemoCase[] = [
  {
    debtorName: 'Skånska Bageriet i Lund AB',
    debtorOrgnr: '559112-6630',
    knr: 'K 2045-24',
    court: 'Lunds tingsrätt',
    sector: 'C',
    status: 3,
    decided: '2024-05-28',
    allowMessages: true,
    notes: 'Rekonstruktion övergick i konkurs.',
  },
  {
    debtorName: 'Malmö Möbeldesign AB',
    debtorOrgnr: '556987-1203',
    knr: 'K 6610-23',
    court: 'Malmö tingsrätt',
    sector: 'G',
    status: 5,
    decided: '2023-12-04',
    allowMessages: true,
    notes: 'Varulager överlåtet till ny ägare.',
  },
];
