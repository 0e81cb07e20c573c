import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { TextField } from '../form/text-field';
import { useZodForm } from '../form/use-zod-form';
import { i18n, initI18n } from '../i18n/init';
import { FormModal } from './form-modal';

beforeAll(() => {
  initI18n();
});
beforeEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const schema = z.object({ amount: z.string().trim().min(1, 'validation.amountRequired') });

function AmountDialog({ onSave, onCancel }: { onSave: (amount: string) => void; onCancel: () => void }) {
  const { register, handleSubmit, message, formState } = useZodForm(schema, { amount: '' });
  return (
    <FormModal
      open
      title="Approve claim"
      submitText="Save"
      busy={formState.isSubmitting}
      onSubmit={handleSubmit((values) => onSave(values.amount))}
      onCancel={onCancel}
    >
      <TextField label="Amount" announce error={message('amount')} {...register('amount')} />
    </FormModal>
  );
}

describe('FormModal with useZodForm', () => {
  it('is labelled by its title and focuses the first field', async () => {
    render(<AmountDialog onSave={() => {}} onCancel={() => {}} />);
    expect(await screen.findByRole('dialog', { name: 'Approve claim' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveFocus());
  });

  it('shows the translated schema message and does not submit an invalid form', async () => {
    const onSave = jest.fn();
    render(<AmountDialog onSave={onSave} onCancel={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Claim amount is required');
    expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('submits the parsed values on Enter in a field', async () => {
    const onSave = jest.fn();
    render(<AmountDialog onSave={onSave} onCancel={() => {}} />);
    await userEvent.type(await screen.findByLabelText('Amount'), '  1200 {Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('1200'));
  });

  it('has the one footer: Cancel closes', async () => {
    const onCancel = jest.fn();
    render(<AmountDialog onSave={() => {}} onCancel={onCancel} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('speaks Swedish', async () => {
    await act(() => i18n.changeLanguage('sv'));
    render(<AmountDialog onSave={() => {}} onCancel={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ange fordringens belopp');
    expect(screen.getByRole('button', { name: 'Avbryt' })).toBeInTheDocument();
  });
});
