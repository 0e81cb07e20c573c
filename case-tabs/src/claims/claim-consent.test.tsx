import { screen, waitFor, within } from '@testing-library/react';
import { addClaim, getClaimBases, getDebtCollectorMapping, NOT_APPROVED_MESSAGE } from 'shared-api';
import { errorFor, handlerFor, sampleCreditor } from 'shared-api/testing';
import { renderAs, server, setupTabTests, toastTexts } from '../testing';
import { ClaimCentre } from './claim-centre';
import { bases, serveClaims } from './claim-fixtures';

setupTabTests();

const pdf = () => new File(['%PDF-1.7'], 'Faktura.pdf', { type: 'application/pdf' });

/** A debt collector files for a creditor only once the creditor has approved it. */
describe('a debt collector without the creditor’s approval', () => {
  it('is told, in its language, why no creditor can be chosen', async () => {
    server.use(
      serveClaims('creditor', []),
      handlerFor(getClaimBases, bases),
      handlerFor(getDebtCollectorMapping, { creditorList: [] }),
    );
    const { user } = await renderAs('D', <ClaimCentre side="creditor" caseId={5} />, 'sv');
    await user.click(await screen.findByRole('button', { name: 'Ny fordran' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ny fordran' });
    await user.click(within(dialog).getByRole('radio', { name: 'Inkassobolag (för en borgenär)' }));
    const note = await within(dialog).findByText(/Ingen borgenär som följer ärendet har godkänt/);
    expect(within(dialog).getByLabelText('Borgenär')).toHaveAccessibleDescription(note.textContent ?? '');
  });

  it('shows why a claim was refused when the approval was revoked while the dialog was open', async () => {
    server.use(
      serveClaims('creditor', []),
      handlerFor(getClaimBases, bases),
      handlerFor(getDebtCollectorMapping, {
        creditorList: [{ ...sampleCreditor, creditorId: 7, caseIdList: [{ caseId: 5 }] }],
      }),
      errorFor(addClaim, 403, NOT_APPROVED_MESSAGE),
    );
    const { user } = await renderAs('D', <ClaimCentre side="creditor" caseId={5} />);
    await user.click(await screen.findByRole('button', { name: 'New Claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'New claim' });
    await user.click(within(dialog).getByRole('radio', { name: 'Debt collector (for a creditor)' }));
    const creditor = await within(dialog).findByLabelText('Creditor');
    await waitFor(() => expect(within(creditor).getAllByRole('option')).toHaveLength(2));
    expect(within(dialog).queryByText(/has approved you/)).toBeNull();
    await user.selectOptions(creditor, '7');
    await user.type(within(dialog).getByLabelText('Claim amount (SEK)'), '250');
    await user.selectOptions(within(dialog).getByLabelText('Basis of claim'), 'SupplierInvoice');
    await user.upload(within(dialog).getByLabelText('File'), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'error: This creditor has not approved you to act for it. You can file claims for it once it approves your request.',
      ),
    );
  });
});
