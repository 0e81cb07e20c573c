import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n, LANGUAGE_STORAGE_KEY, persistLanguage } from '../i18n/init';
import { LanguageToggle } from './language-toggle';

beforeAll(() => {
  initI18n();
});
beforeEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  localStorage.clear();
});

describe('LanguageToggle', () => {
  it('switches to Swedish, saves the choice and sets <html lang>', async () => {
    const user = userEvent.setup();
    render(<LanguageToggle />);
    const group = screen.getByRole('group', { name: 'Language' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Svenska' }));

    expect(screen.getByRole('group', { name: 'Språk' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Svenska' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sv');
    expect(document.documentElement.lang).toBe('sv');
  });

  it('switches back to English', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('sv'));
    render(<LanguageToggle />);
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('saves the language again after storage was cleared', async () => {
    await act(() => i18n.changeLanguage('sv'));
    localStorage.clear();
    persistLanguage();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sv');
  });
});
