import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { downloadDocument, useAuthStore } from 'shared-api';
import { handlerFor, makeTestToken } from 'shared-api/testing';
import { i18n, initI18n } from 'shared-ui/light';
import { FirmLogo } from './firm-logo';
import { DEFAULT_FIRM_LOGO, loadFirmLogo, logoDataKey, logoSrcKey } from './logo-cache';

configure({ asyncUtilTimeout: 4000 });
const server = setupServer();
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const logoFile = {
  fileName: 'logo.png',
  contentType: 'image/png',
  content: new Blob([Uint8Array.from(atob(PNG), (char) => char.charCodeAt(0))]),
};

beforeAll(async () => {
  initI18n();
  await i18n.changeLanguage('en');
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  useAuthStore.setState({ token: makeTestToken({ userType: 'A', lawFirmId: 1 }), userType: 'A' });
});
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

describe('loadFirmLogo', () => {
  it('downloads the logo once and caches it as a data URL under lf_logo_{id}_data with its source', async () => {
    let downloads = 0;
    server.use(
      handlerFor(downloadDocument, () => {
        downloads += 1;
        return new Response(logoFile.content, { headers: { 'Content-Type': 'image/png' } });
      }),
    );
    const url = await loadFirmLogo({ lawFirmId: 1, logoPath: 'logo-1-a.png' });
    expect(url).toMatch(/^data:image\/png;base64,/);
    expect(localStorage.getItem(logoDataKey(1))).toBe(url);
    expect(localStorage.getItem(logoSrcKey(1))).toBe('logo-1-a.png');
    await loadFirmLogo({ lawFirmId: 1, logoPath: 'logo-1-a.png' });
    expect(downloads).toBe(1);
  });

  it('shares one download between callers asking at once; one giving up leaves the other its logo', async () => {
    let downloads = 0;
    server.use(
      handlerFor(downloadDocument, () => {
        downloads += 1;
        return new Response(logoFile.content, { headers: { 'Content-Type': 'image/png' } });
      }),
    );
    const leaving = new AbortController();
    const header = loadFirmLogo({ lawFirmId: 3, logoPath: 'logo-3.png' });
    const sidebar = loadFirmLogo({ lawFirmId: 3, logoPath: 'logo-3.png' }, leaving.signal);
    leaving.abort();
    await expect(sidebar).rejects.toMatchObject({ name: 'AbortError' });
    expect(await header).toMatch(/^data:image\/png;base64,/);
    expect(downloads).toBe(1);
  });

  it('fetches again when the source name changes', async () => {
    localStorage.setItem(logoDataKey(1), 'data:image/png;base64,old');
    localStorage.setItem(logoSrcKey(1), 'logo-1-old.png');
    server.use(
      handlerFor(
        downloadDocument,
        () => new Response(logoFile.content, { headers: { 'Content-Type': 'image/png' } }),
      ),
    );
    const url = await loadFirmLogo({ lawFirmId: 1, logoPath: 'logo-1-new.png' });
    expect(url).not.toBe('data:image/png;base64,old');
    expect(localStorage.getItem(logoSrcKey(1))).toBe('logo-1-new.png');
  });

  it('falls back to the stored path, then to the default image', async () => {
    server.use(handlerFor(downloadDocument, () => new Response('', { status: 404 })));
    expect(await loadFirmLogo({ lawFirmId: 2, logoPath: 'logo-2.png' })).toBe('logo-2.png');
    expect(await loadFirmLogo({ lawFirmId: 2, logoPath: null })).toBe(DEFAULT_FIRM_LOGO);
  });
});

describe('FirmLogo', () => {
  it('shows the firm logo named after the firm, and the default image when it fails to load', async () => {
    localStorage.setItem(logoDataKey(1), 'data:image/png;base64,cached');
    localStorage.setItem(logoSrcKey(1), 'logo-1-a.png');
    render(<FirmLogo firm={{ lawFirmId: 1, logoPath: 'logo-1-a.png', lawfirmName: 'Nordlaw' }} />);
    const image = screen.getByRole('img', { name: 'Logo of Nordlaw' });
    await waitFor(() => expect(image).toHaveAttribute('src', 'data:image/png;base64,cached'));
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', DEFAULT_FIRM_LOGO);
  });
});
