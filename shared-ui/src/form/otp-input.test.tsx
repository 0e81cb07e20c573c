import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { i18n, initI18n } from '../i18n/init';
import { OtpInput } from './otp-input';

function Harness({ onCode }: { onCode?: (code: string) => void }) {
  const [code, setCode] = useState('');
  return (
    <OtpInput
      legend="One-time code"
      value={code}
      onChange={(next) => {
        setCode(next);
        onCode?.(next);
      }}
    />
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const code = () => [1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('');

beforeAll(() => {
  initI18n();
});
beforeEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('OtpInput', () => {
  it('moves to the next box after each digit and ignores letters', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('1a2');
    expect(code()).toBe('12');
    expect(box(3)).toHaveFocus();
  });

  it('takes a pasted code into every box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.paste('123 456');
    expect(code()).toBe('123456');
    expect(box(6)).toHaveFocus();
  });

  it('goes back with Backspace and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('123');
    await user.keyboard('{Backspace}');
    expect(code()).toBe('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(box(1)).toHaveFocus();
    await user.keyboard('9');
    expect(code()).toBe('92');
    await user.keyboard('{ArrowRight}');
    expect(box(3)).toHaveFocus();
  });

  it('names its boxes in Swedish', async () => {
    await act(() => i18n.changeLanguage('sv'));
    render(<Harness />);
    expect(screen.getByRole('textbox', { name: 'Siffra 1 av 6' })).toBeInTheDocument();
  });
});
