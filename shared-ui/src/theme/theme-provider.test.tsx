import { act, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { Empty } from 'shared-ui/antd';
import { i18n, initI18n } from '../i18n/init';
import { ThemeProvider } from './theme-provider';

beforeAll(() => {
  initI18n();
});

describe('ThemeProvider', () => {
  it('gives antd and dayjs the language of the portal', async () => {
    await act(() => i18n.changeLanguage('sv'));
    const { rerender } = render(
      <ThemeProvider userType="A">
        <Empty />
      </ThemeProvider>,
    );
    expect(screen.getByText('Ingen data', { selector: 'div' })).toBeInTheDocument();
    expect(dayjs.locale()).toBe('sv');
    await act(() => i18n.changeLanguage('en'));
    rerender(
      <ThemeProvider userType="A">
        <Empty />
      </ThemeProvider>,
    );
    expect(screen.getByText('No data', { selector: 'div' })).toBeInTheDocument();
    expect(dayjs.locale()).toBe('en');
  });
});
