import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getBankDetails, getCreditors, saveBankDetails } from 'shared-api';
import { handlerFor, samples } from 'shared-api/testing';
import { CREDITOR_ID, renderAt, server, setupTestEnvironment, signInAs } from '../../../testing/render';
import { BankDetailsSection } from './bank-details-section';

setupTestEnvironment();

const view = { ...samples.getBankDetails.data, creditorId: CREDITOR_ID };

function serve() {
  const saved: unknown[] = [];
  server.use(
    handlerFor(getBankDetails, view),
    handlerFor(saveBankDetails, ({ body }) => {
      saved.push(body);
      return {
        ...view,
        kind: 'Bankgiro' as const,
        masked: '••••1055',
        changedAt: '2026-09-03T10:00:00.000Z',
      };
    }),
  );
  return saved;
}

it('shows where the dividends go, masked, and checks a number before sending it with the password', async () => {
  signInAs('C');
  const saved = serve();
  await renderAt(<BankDetailsSection />);
  expect(await screen.findByText('Bankgiro: ••••1055')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Paid to'), { target: { value: 'Bankgiro' } });
  fireEvent.change(await screen.findByLabelText('Number'), { target: { value: '5050-1056' } });
  fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'Demo1234!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save bank details' }));
  expect(await screen.findByText('Enter a valid bankgiro number (7 or 8 digits)')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Number'), { target: { value: '5050-1055' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save bank details' }));
  await waitFor(() =>
    expect(saved).toEqual([
      { creditorId: CREDITOR_ID, details: { kind: 'Bankgiro', number: '50501055' }, password: 'Demo1234!' },
    ]),
  );
  expect(await screen.findByText('Bank details saved')).toBeInTheDocument();
});

it('asks the password before anything is sent', async () => {
  signInAs('C');
  const saved = serve();
  await renderAt(<BankDetailsSection />, '/dashboard', { language: 'sv' });
  fireEvent.change(await screen.findByLabelText('Clearingnummer'), { target: { value: '8327-9' } });
  fireEvent.change(screen.getByLabelText('Kontonummer'), { target: { value: '1234567897' } });
  fireEvent.click(screen.getByRole('button', { name: 'Spara bankuppgifter' }));
  expect(await screen.findByText('Fältet är obligatoriskt')).toBeInTheDocument();
  expect(saved).toEqual([]);
});

it('lets a debt collector choose a creditor that approves it', async () => {
  signInAs('D', 'inkasso@collector.demo');
  serve();
  server.use(
    handlerFor(getCreditors, {
      creditorList: [
        {
          creditorId: 21,
          creditorName: 'Byggvaror i Norr AB',
          creditorCompanyOrgNr: '556677-8899',
          representation: 'Approved',
        },
        {
          creditorId: 22,
          creditorName: 'Väntande AB',
          creditorCompanyOrgNr: '556677-8898',
          representation: 'Pending',
        },
      ],
      totalCount: 2,
    }),
  );
  await renderAt(<BankDetailsSection />);
  const whom = await screen.findByLabelText('Bank details of');
  expect(await screen.findByRole('option', { name: 'Byggvaror i Norr AB' })).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: 'Väntande AB' })).not.toBeInTheDocument();
  fireEvent.change(whom, { target: { value: '21' } });
  expect(whom).toHaveValue('21');
});
