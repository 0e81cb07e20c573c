import { screen, waitFor, within } from '@testing-library/react';
import { sampleCase, sampleCaseStatuses, sampleSectors } from 'shared-api/testing';
import { i18n } from 'shared-ui';
import { renderWithProviders } from '../../../testing/render';
import { setupTestEnvironment } from '../../../testing/server';
import { CaseForm } from './case-form';

setupTestEnvironment();

function renderForm(details = null as typeof sampleCase | null) {
  const onSubmit = jest.fn().mockResolvedValue(true);
  const onClose = jest.fn();
  const view = renderWithProviders(
    <CaseForm
      details={details}
      statuses={sampleCaseStatuses}
      sectors={sampleSectors}
      onSubmit={onSubmit}
      onClose={onClose}
    />,
  );
  const dialog = screen.getByRole('dialog');
  const field = (name: RegExp) => within(dialog).getByLabelText(name);
  const save = () => within(dialog).getByRole('button', { name: 'Save' });
  return { ...view, onSubmit, onClose, dialog, field, save };
}

describe('CaseForm (add)', () => {
  it("is titled 'Add case' with every field of the case form", () => {
    const { dialog, field } = renderForm();
    expect(within(dialog).getByText('Add case')).toBeInTheDocument();
    for (const name of [
      /debtor name/i,
      /organisation number/i,
      /sector/i,
      /^status/i,
      /court/i,
      /decision date/i,
      /edited date/i,
      /k-number/i,
      /lawyer/i,
      /manager/i,
      /^administrator$/i,
      /administrator email/i,
      /notes/i,
    ])
      expect(field(name)).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Receive message from creditor' })).not.toBeChecked();
    expect(within(dialog).getAllByRole('option', { name: /^Phase [1-7]$/ })).toHaveLength(7);
  });

  it('shows the edited date as today', () => {
    const { field } = renderForm();
    expect(field(/edited date/i)).toHaveValue(
      new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' })
        .format(new Date())
        .replace(/-/g, '/'),
    );
  });

  it('shows each required message only after the field was touched', async () => {
    const { user, field, dialog } = renderForm();
    expect(within(dialog).queryByText('Debtor name is required')).not.toBeInTheDocument();
    await user.click(field(/debtor name/i));
    await user.tab();
    expect(await within(dialog).findByText('Debtor name is required')).toBeInTheDocument();
    await user.click(field(/organisation number/i));
    await user.tab();
    expect(await within(dialog).findByText('Org. number is required')).toBeInTheDocument();
    await user.click(field(/k-number/i));
    await user.tab();
    expect(await within(dialog).findByText('K-number is required')).toBeInTheDocument();
    await user.click(field(/^status/i));
    await user.tab();
    expect(await within(dialog).findByText('Status is required')).toBeInTheDocument();
  });

  it('checks the administrator email only when one is given', async () => {
    const { user, field, dialog } = renderForm();
    await user.type(field(/administrator email/i), 'sofia@');
    await user.tab();
    expect(await within(dialog).findByText('Invalid email')).toBeInTheDocument();
    await user.clear(field(/administrator email/i));
    await waitFor(() => expect(within(dialog).queryByText('Invalid email')).not.toBeInTheDocument());
  });

  it('enables Save once the required fields are valid (checked shortly after the last change) and sends the payload', async () => {
    const { user, field, save, onSubmit, onClose, dialog } = renderForm();
    expect(save()).toBeDisabled();
    await user.type(field(/debtor name/i), 'Snickeri Nord AB');
    await user.type(field(/organisation number/i), '556012-3456');
    await user.type(field(/k-number/i), 'K 55-26');
    expect(save()).toBeDisabled();
    await user.selectOptions(field(/^status/i), '3');
    await user.selectOptions(field(/sector/i), '6');
    await user.type(field(/decision date/i), '2026-03-14');
    await user.click(within(dialog).getByRole('switch', { name: 'Receive message from creditor' }));
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        debtorName: 'Snickeri Nord AB',
        debtorOrgnr: '556012-3456',
        knr: 'K 55-26',
        status: 3,
        debtorSectorId: 6,
        dateDecision: '2026-03-14',
        court: null,
        administratorEmail: null,
        isAllowCreditorNotification: true,
      }),
    );
  });

  it('sets the claims deadline, shows the current one when editing and clears it when emptied', async () => {
    const { user, field, save, onSubmit, onClose } = renderForm({
      ...sampleCase,
      claimsDeadline: '2026-04-30',
    });
    expect(field(/claims deadline/i)).toHaveValue('2026-04-30');
    await user.clear(field(/claims deadline/i));
    await user.type(field(/claims deadline/i), '2026-05-15');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ claimsDeadline: '2026-05-15' }));
  }, 60_000);

  it('sets the claims procedure dates, and refuses an objection deadline not after the claims deadline', async () => {
    const { user, field, save, onSubmit, onClose, dialog } = renderForm({
      ...sampleCase,
      claimsDeadline: '2026-09-30',
      objectionDeadline: '2026-10-15',
    });
    expect(field(/objection deadline/i)).toHaveValue('2026-10-15');
    await user.clear(field(/objection deadline/i));
    await user.type(field(/objection deadline/i), '2026-09-20');
    await user.tab();
    expect(
      await within(dialog).findByText('The objection deadline must come after the claims deadline'),
    ).toBeInTheDocument();
    await waitFor(() => expect(save()).toBeDisabled());
    await user.clear(field(/objection deadline/i));
    await user.type(field(/objection deadline/i), '2026-10-20');
    await user.type(field(/claims procedure decided on/i), '2026-07-01');
    await user.type(field(/settlement deadline/i), '2026-11-05');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({
        claimsProcedureDecidedOn: '2026-07-01',
        objectionDeadline: '2026-10-20',
        settlementDeadline: '2026-11-05',
      }),
    );
  }, 60_000);

  it('closes on Escape', async () => {
    const { user, onClose } = renderForm();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the messages in Swedish', async () => {
    await i18n.changeLanguage('sv');
    const { user, field, dialog } = renderForm();
    await user.click(field(/gäldenärens namn/i));
    await user.tab();
    expect(await within(dialog).findByText('Gäldenärens namn måste anges')).toBeInTheDocument();
  });
});

describe('CaseForm (edit)', () => {
  it("is titled 'Edit Case' and starts from the case with its creditor-messages flag", async () => {
    const { dialog, field, save } = renderForm(sampleCase);
    expect(within(dialog).getByText('Edit Case')).toBeInTheDocument();
    expect(field(/debtor name/i)).toHaveValue('Byggfirma Åkesson AB');
    expect(field(/^status/i)).toHaveValue('2');
    expect(field(/decision date/i)).toHaveValue('2026-03-14');
    expect(within(dialog).getByRole('switch', { name: 'Receive message from creditor' })).toBeChecked();
    await waitFor(() => expect(save()).toBeEnabled());
  });
});
