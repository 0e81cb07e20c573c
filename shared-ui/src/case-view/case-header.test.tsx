import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleCase } from 'shared-api/testing';
import { i18n, initI18n, setDisplayTimeZone } from 'shared-ui/light';
import { CaseHeader } from './case-header';
import { notesPreview } from './case-notes';

beforeAll(async () => {
  initI18n();
  setDisplayTimeZone('Europe/Stockholm');
  await i18n.changeLanguage('en');
});
afterAll(() => setDisplayTimeZone(null));

it('cuts the notes to their first words', () => {
  expect(notesPreview('  Bevakning pågår nu ', 1)).toBe('Bevakning');
  expect(notesPreview('Bevakning pågår nu', 2)).toBe('Bevakning pågår');
});

it('shows debtor, org. number, case number, status and firm, and more on request', async () => {
  const user = userEvent.setup();
  render(<CaseHeader caseDetails={sampleCase} variant="lawfirm" />);
  const header = screen.getByRole('region', { name: 'Byggfirma Åkesson AB' });
  for (const text of ['556677-8899', 'K 1234-26', 'Nordlaw Advokatbyrå'])
    expect(within(header).getByText(text)).toBeInTheDocument();
  expect(screen.queryByText('Construction')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show more information' }));
  for (const text of [
    'Construction',
    'Stockholms tingsrätt',
    '2026/03/14',
    '2026/04/02',
    'Sofia Öberg',
    'sofia.oberg@nordlaw.demo',
  ])
    expect(screen.getByText(text)).toBeInTheDocument();
  expect(screen.getByText('Bevakningsförfarande')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show all notes' }));
  expect(await screen.findByRole('dialog')).toHaveTextContent(sampleCase.caseNotes!);
  expect(screen.getByRole('button', { name: 'Show less information' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

it('shows creditors the first two words of the notes', async () => {
  const user = userEvent.setup();
  render(<CaseHeader caseDetails={sampleCase} variant="creditor" />);
  await user.click(screen.getByRole('button', { name: 'Show more information' }));
  expect(screen.getByText('Bevakningsförfarande pågår.')).toBeInTheDocument();
});

it('shows the claims procedure dates the case has, in Swedish too', async () => {
  const withDates = {
    ...sampleCase,
    claimsDeadline: '2026-09-30',
    claimsProcedureDecidedOn: '2026-07-10',
    objectionDeadline: '2026-10-15',
    settlementDeadline: '2026-11-02',
  };
  const { unmount } = render(<CaseHeader caseDetails={withDates} variant="creditor" />);
  expect(screen.getByText('Objection deadline')).toBeInTheDocument();
  expect(screen.getByText('2026/10/15')).toBeInTheDocument();
  expect(screen.getByText('Settlement deadline')).toBeInTheDocument();
  expect(screen.getByText('Claims procedure decided on')).toBeInTheDocument();
  unmount();
  await i18n.changeLanguage('sv');
  const sv = render(
    <CaseHeader caseDetails={{ ...sampleCase, objectionDeadline: '2026-10-15' }} variant="lawfirm" />,
  );
  expect(screen.getByText('Anmärkningsdag')).toBeInTheDocument();
  expect(screen.queryByText('Sista dag för förlikning')).not.toBeInTheDocument();
  sv.unmount();
  await i18n.changeLanguage('en');
});
