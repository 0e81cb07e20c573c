import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from 'shared-ui/light';
import type { RemoteLoader } from '../../federation/remote-routes';
import { setupTestEnvironment } from '../../testing/render-app';
import { VerifyOtpRoute } from './verify-otp-route';

setupTestEnvironment();

async function renderRoute(loader: RemoteLoader, language: 'en' | 'sv' = 'en') {
  await act(() => i18n.changeLanguage(language));
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/creditors-portal/verify-otp?email=eva%40leverantor.demo']}>
        <VerifyOtpRoute loader={loader} />
      </MemoryRouter>,
    );
  });
}

describe('the one-time-code route', () => {
  it("frames the creditor portal's exposed code form", async () => {
    const asked: string[] = [];
    const loader: RemoteLoader = async <P,>(remote: string, module: string) => {
      asked.push(`${remote}:${module}`);
      return { default: (() => <form aria-label="code form" />) as unknown as React.ComponentType<P> };
    };
    await renderRoute(loader);
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'code form' })).toBeInTheDocument();
    expect(asked).toEqual(['creditor:./verify-otp']);
  });

  it('keeps the frame and says so in Swedish when the creditor portal cannot be loaded', async () => {
    const loader: RemoteLoader = () => Promise.reject(new Error('offline'));
    await renderRoute(loader, 'sv');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Den här delen av portalen kunde inte laddas');
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeInTheDocument();
  });
});
