import { screen, waitFor, within } from '@testing-library/react';
import { sampleLawFirm, sampleLawFirmUser } from 'shared-api/testing';
import { renderWithProviders } from '../../../testing/render';
import { setupTestEnvironment } from '../../../testing/server';
import { UserForm } from './user-form';

setupTestEnvironment();

function renderForm(user = null as typeof sampleLawFirmUser | null) {
  const onSubmit = jest.fn().mockResolvedValue(true);
  const onClose = jest.fn();
  const view = renderWithProviders(
    <UserForm user={user} offices={sampleLawFirm.officeList} onSubmit={onSubmit} onClose={onClose} />,
  );
  const dialog = screen.getByRole('dialog');
  const field = (name: RegExp) => within(dialog).getByLabelText(name);
  const save = () => within(dialog).getByRole('button', { name: 'Save' });
  return { ...view, onSubmit, onClose, dialog, field, save };
}

async function chooseOffice(user: ReturnType<typeof renderForm>['user'], name: string) {
  await user.click(screen.getByLabelText(/offices/i));
  await user.click(await screen.findByRole('option', { name }));
}

describe('UserForm (add)', () => {
  it('needs a valid e-mail, a password of 10, a matching confirmation and an office', async () => {
    const { user, field, dialog, save, onSubmit, onClose } = renderForm();
    expect(save()).toBeDisabled();
    await user.type(field(/^email/i), 'nils@nordlaw');
    await user.tab();
    expect(await within(dialog).findByText('Invalid email')).toBeInTheDocument();
    await user.type(field(/^email/i), '.demo');
    await user.type(field(/^password/i), '12345');
    await user.tab();
    expect(await within(dialog).findByText('Password must be at least 10 characters')).toBeInTheDocument();
    await user.clear(field(/^password/i));
    await user.type(field(/^password/i), 'Tallbarr-Ljung-4');
    await user.type(field(/confirm password/i), 'Tallbarr-Ljung-5');
    await user.tab();
    expect(await within(dialog).findByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(field(/confirm password/i));
    await user.type(field(/confirm password/i), 'Tallbarr-Ljung-4');
    expect(save()).toBeDisabled();
    await chooseOffice(user, 'Göteborg');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        LawfirmUserEmail: 'nils@nordlaw.demo',
        Password: 'Tallbarr-Ljung-4',
        lawFirmUserOffices: [2],
      }),
    );
  });

  it('says an e-mail is required and asks for the confirmation', async () => {
    const { user, field, dialog } = renderForm();
    await user.click(field(/^email/i));
    await user.tab();
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(field(/^password/i), 'Tallbarr-Ljung-4');
    await user.click(field(/confirm password/i));
    await user.tab();
    expect(await within(dialog).findByText('Confirm the password')).toBeInTheDocument();
  });

  it('says "Select at least one office" when the offices are left empty', async () => {
    const { user, field, dialog } = renderForm();
    await user.click(field(/offices/i));
    await user.keyboard('{Escape}');
    await user.tab();
    expect(await within(dialog).findByText('Select at least one office')).toBeInTheDocument();
  });
});

describe('UserForm (edit)', () => {
  it('starts from the user, keeps the password optional and still checks one that is given', async () => {
    const { user, field, dialog, save, onSubmit } = renderForm(sampleLawFirmUser);
    expect(field(/^email/i)).toHaveValue('ulf.lind@nordlaw.demo');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.type(field(/^password/i), 'abc');
    await user.tab();
    expect(await within(dialog).findByText('Password must be at least 10 characters')).toBeInTheDocument();
    await user.clear(field(/^password/i));
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ Password: null, lawFirmUserOffices: [2] }),
      ),
    );
  });
});
