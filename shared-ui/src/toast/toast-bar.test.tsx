import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n } from '../i18n/init';
import { ToastBar } from './toast-bar';
import { TOAST_DURATION_MS, toast } from './toast-store';

beforeAll(() => {
  initI18n();
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
  act(() => toast.clear());
});
afterEach(() => {
  jest.useRealTimers();
});

describe('ToastBar', () => {
  it('announces a success politely and an error assertively', () => {
    render(<ToastBar />);
    act(() => {
      toast.success('Login successful');
      toast.error('Login failed!');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Login successful');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('status')).toHaveClass('portal-toast--success');
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed!');
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByRole('alert')).toHaveClass('portal-toast--error');
  });

  it('hides a toast after five seconds', () => {
    jest.useFakeTimers();
    render(<ToastBar />);
    act(() => {
      toast.success('Saved');
    });
    act(() => {
      jest.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes a toast with its close button', async () => {
    const user = userEvent.setup();
    render(<ToastBar />);
    act(() => {
      toast.error('Something went wrong');
    });
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names its close button in Swedish', async () => {
    await act(() => i18n.changeLanguage('sv'));
    render(<ToastBar />);
    act(() => {
      toast.error('Något gick fel');
    });
    expect(screen.getByRole('button', { name: 'Stäng aviseringen' })).toBeInTheDocument();
  });
});
