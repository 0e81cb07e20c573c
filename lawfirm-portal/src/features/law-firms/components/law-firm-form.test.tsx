import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sampleLawFirm } from 'shared-api/testing';
import { i18n } from 'shared-ui';
import { renderWithProviders } from '../../../testing/render';
import { setupTestEnvironment } from '../../../testing/server';
import { LawFirmForm } from './law-firm-form';

setupTestEnvironment();

function renderForm(firm = null as typeof sampleLawFirm | null, canRequireTwoFactor = false) {
  const onSubmit = jest.fn().mockResolvedValue(true);
  const onClose = jest.fn();
  const view = renderWithProviders(
    <LawFirmForm
      firm={firm}
      onSubmit={onSubmit}
      onClose={onClose}
      canRequireTwoFactor={canRequireTwoFactor}
    />,
  );
  const dialog = screen.getByRole('dialog');
  const field = (name: RegExp) => within(dialog).getByLabelText(name);
  const save = () => within(dialog).getByRole('button', { name: 'Save' });
  return { ...view, onSubmit, onClose, dialog, field, save };
}

async function fillValid(
  user: ReturnType<typeof renderForm>['user'],
  field: ReturnType<typeof renderForm>['field'],
) {
  await user.type(field(/firm name/i), 'Lindqvist Advokater');
  await user.type(field(/^offices/i), 'Stockholm; Malmö');
  await user.type(field(/contact name/i), 'Eva Lindqvist');
  await user.type(field(/contact email/i), 'eva@lindqvist.test');
  await user.type(field(/^password/i), 'Tallbarr-Ljung-4');
  await user.type(field(/confirm password/i), 'Tallbarr-Ljung-4');
}

describe('LawFirmForm (add)', () => {
  it('marks required fields with * and keeps Save disabled until the form is valid', async () => {
    const { user, field, save } = renderForm();
    expect(field(/firm name \*/i)).toBeInTheDocument();
    expect(field(/contact email \*/i)).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await fillValid(user, field);
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('shows each required message only after the field loses focus', async () => {
    const { user, field, dialog } = renderForm();
    await user.click(field(/firm name/i));
    expect(within(dialog).queryByText('Lawfirm name is required')).not.toBeInTheDocument();
    await user.tab();
    expect(await within(dialog).findByText('Lawfirm name is required')).toBeInTheDocument();
    await user.click(field(/^offices/i));
    await user.tab();
    expect(await within(dialog).findByText('At least one office is required')).toBeInTheDocument();
    await user.click(field(/contact name/i));
    await user.tab();
    expect(await within(dialog).findByText('Contact name is required')).toBeInTheDocument();
  });

  it.each(['Stockholm;', 'Stockholm,Malmö', 'Stockholm;;Malmö', 'Stockholm;  Malmö', 'Stock  holm'])(
    'rejects the offices %p with OFFICE_SEPARATOR_ERROR',
    async (offices) => {
      const { user, field, dialog } = renderForm();
      await user.type(field(/^offices/i), offices);
      await user.tab();
      expect(
        await within(dialog).findByText('Only semicolons allowed as separators. No trailing semicolon'),
      ).toBeInTheDocument();
    },
  );

  it.each(['Stockholm', 'Stockholm; Göteborg', 'Malmö;Västerås', 'Kontor 2; Norra Kontoret'])(
    'accepts the offices %p',
    async (offices) => {
      const { user, field, dialog } = renderForm();
      await user.type(field(/^offices/i), offices);
      await user.tab();
      expect(within(dialog).queryByText(/semicolons allowed/)).not.toBeInTheDocument();
      expect(within(dialog).queryByText(/At least one office/)).not.toBeInTheDocument();
    },
  );

  it('checks the contact email, password length, confirmation and URL', async () => {
    const { user, field, dialog } = renderForm();
    await user.type(field(/contact email/i), 'not-an-email');
    await user.tab();
    expect(await within(dialog).findByText('Invalid email')).toBeInTheDocument();
    await user.type(field(/^password/i), '12345');
    await user.tab();
    expect(await within(dialog).findByText('Password must be at least 10 characters')).toBeInTheDocument();
    await user.clear(field(/^password/i));
    await user.type(field(/^password/i), 'Tallbarr-Ljung-4');
    await user.click(field(/confirm password/i));
    await user.tab();
    expect(await within(dialog).findByText('Confirm the password')).toBeInTheDocument();
    await user.type(field(/confirm password/i), 'Ljung-Tallbarr-4');
    await user.tab();
    expect(await within(dialog).findByText('Passwords do not match')).toBeInTheDocument();
    await user.type(field(/website url/i), 'not a url');
    await user.tab();
    expect(await within(dialog).findByText('Enter a valid URL')).toBeInTheDocument();
  });

  it('requires a password when adding', async () => {
    const { user, field, dialog } = renderForm();
    await user.click(field(/^password/i));
    await user.tab();
    expect(await within(dialog).findByText('Password must be at least 10 characters')).toBeInTheDocument();
  });

  it('checks the free hex colour field', async () => {
    const { user, field, dialog } = renderForm();
    expect(field(/^colour/i)).toHaveValue('#B08D38');
    await user.clear(field(/^colour/i));
    await user.type(field(/^colour/i), '#12345');
    await user.tab();
    expect(await within(dialog).findByText('Enter a colour as #RRGGBB')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user, field, dialog } = renderForm();
    expect(field(/^password/i)).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getAllByRole('button', { name: 'Show password' })[0]!);
    expect(field(/^password/i)).toHaveAttribute('type', 'text');
  });

  it('refuses a logo over 10 MB or of another type, and previews a good one', async () => {
    const { user, field, dialog, save } = renderForm();
    await fillValid(user, field);
    const big = new File(['x'], 'logo.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(field(/^logo/i), { target: { files: [big] } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('File size exceeds 10MB');
    expect(save()).toBeDisabled();
    fireEvent.change(field(/^logo/i), {
      target: { files: [new File(['x'], 'logo.gif', { type: 'image/gif' })] },
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Invalid file format. Only JPG, JPEG, PNG or SVG allowed.',
    );
    fireEvent.change(field(/^logo/i), {
      target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] },
    });
    expect(await within(dialog).findByRole('img', { name: 'Logo preview' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('submits the contract query with the logo and closes', async () => {
    const { user, field, save, onSubmit, onClose } = renderForm();
    await fillValid(user, field);
    await user.type(field(/website url/i), 'lindqvist.se');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        LawfirmName: 'Lindqvist Advokater',
        LawFirmOffices: 'Stockholm; Malmö',
        LawfirmContactEmail: 'eva@lindqvist.test',
        Password: 'Tallbarr-Ljung-4',
        LawfirmUrl: 'lindqvist.se',
        LawfirmNotes: null,
        ColorCode: '#B08D38',
      }),
      null,
    );
  });

  it('closes on Escape', async () => {
    const { user, onClose } = renderForm();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the messages in Swedish', async () => {
    await i18n.changeLanguage('sv');
    const { user, field, dialog } = renderForm();
    await user.type(field(/^kontor/i), 'Stockholm;');
    await user.tab();
    expect(
      await within(dialog).findByText('Använd endast semikolon som avgränsare, utan semikolon sist'),
    ).toBeInTheDocument();
  });
});

describe('LawFirmForm (edit)', () => {
  it('starts from the firm and accepts an empty password', async () => {
    const { user, field, save, onSubmit } = renderForm(sampleLawFirm);
    expect(field(/firm name/i)).toHaveValue('Nordlaw Advokatbyrå');
    expect(field(/^offices/i)).toHaveValue('Stockholm; Göteborg');
    expect(field(/^password/i)).not.toBeRequired();
    await user.clear(field(/firm name/i));
    await user.type(field(/firm name/i), 'Nordlaw AB');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ LawfirmName: 'Nordlaw AB', Password: null }),
        null,
      ),
    );
  });

  it('still needs 6 characters and a matching confirmation when a new password is given', async () => {
    const { user, field, dialog } = renderForm(sampleLawFirm);
    await user.type(field(/^password/i), 'abc');
    await user.tab();
    expect(await within(dialog).findByText('Password must be at least 10 characters')).toBeInTheDocument();
    await user.type(field(/^password/i), 'def');
    await user.type(field(/confirm password/i), 'abcdeg');
    await user.tab();
    expect(await within(dialog).findByText('Passwords do not match')).toBeInTheDocument();
  });
});

describe('LawFirmForm: two-factor requirement', () => {
  it('lets S require two-factor sign-in for the staff, in both languages', async () => {
    const { user, field, save, onSubmit, dialog } = renderForm(sampleLawFirm, true);
    const box = field(/require two-factor sign-in for all staff/i);
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/taken to their account page/);
    await user.click(box);
    await user.click(save());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ RequireTwoFactor: true }), null),
    );
    await i18n.changeLanguage('sv');
    expect(within(dialog).getByLabelText(/Kräv tvåstegsverifiering för all personal/)).toBeChecked();
    await i18n.changeLanguage('en');
  });

  it('offers A no such switch and sends none', async () => {
    const { user, field, save, onSubmit, dialog } = renderForm(sampleLawFirm);
    expect(within(dialog).queryByLabelText(/two-factor/i)).not.toBeInTheDocument();
    await user.clear(field(/firm name/i));
    await user.type(field(/firm name/i), 'Nordlaw AB');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ RequireTwoFactor: undefined }), null),
    );
  });
});
