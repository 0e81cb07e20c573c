import { render, screen } from '@testing-library/react';
import { Button } from 'shared-ui/antd';
import { initI18n } from '../i18n/init';
import { ThemeProvider } from './theme-provider';

/**
 * Antd's CSS-in-JS writes its <style> elements with the page's CSP nonce, handed over by
 * ThemeProvider (antd's ConfigProvider `csp`), without any help from applyCspNonce.
 */
beforeAll(() => {
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', 'themeN0nce');
  document.head.append(meta);
  initI18n();
});

it("gives antd's styles the page's nonce", () => {
  render(
    <ThemeProvider userType="A">
      <Button>Save</Button>
    </ThemeProvider>,
  );
  expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  const styles = [...document.head.querySelectorAll('style')];
  expect(styles.some((style) => style.textContent?.includes('.ant-btn'))).toBe(true);
  expect(styles.filter((style) => style.nonce !== 'themeN0nce')).toEqual([]);
});
