import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n } from '../i18n/init';
import { ConfirmDeleteModal } from './confirm-delete-modal';

beforeAll(() => {
  initI18n();
});
beforeEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('ConfirmDeleteModal', () => {
  it('names the item and counts the firm cases', async () => {
    render(
      <ConfirmDeleteModal
        open
        itemName="Nordlaw Advokatbyrå"
        caseCount={3}
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'Delete Nordlaw Advokatbyrå?' })).toBeInTheDocument();
    expect(screen.getByText('The law firm has 3 cases.')).toBeInTheDocument();
  });

  it('uses the singular for one case, in Swedish too', async () => {
    await act(() => i18n.changeLanguage('sv'));
    render(
      <ConfirmDeleteModal
        open
        itemName="Västjuristerna"
        caseCount={1}
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'Ta bort Västjuristerna?' })).toBeInTheDocument();
    expect(screen.getByText('Advokatbyrån har 1 ärende.')).toBeInTheDocument();
  });

  it('confirms with the Delete button and closes on Escape', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<ConfirmDeleteModal open itemName="offer.pdf" onConfirm={onConfirm} onCancel={onCancel} />);
    await screen.findByRole('dialog');
    expect(screen.queryByText(/The law firm has/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
