import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router-dom';
import { i18n } from 'shared-ui/light';
import { App } from '../app';
import type { RemoteLoader } from '../federation/remote-routes';
import { PublicApp } from '../public-app/public-app';
import { buildRoutes } from '../routes/app-routes';
import { setupTestEnvironment } from '../testing/render-app';
import { canHydrate, restoreTypedValues, typedValues } from './hydration';
import { renderPublicPage } from './render-public-page';

setupTestEnvironment();
afterEach(() => i18n.changeLanguage('en'));

describe('renderPublicPage (the build-time HTML of the public pages)', () => {
  it('holds the law-firm login form, with its submit disabled until hydration', () => {
    const { html, stamp } = renderPublicPage('/', 'lawfirm', 'en');
    expect(stamp).toBe('lawfirm en /');
    expect(html).toContain('Portal for trustees');
    expect(html).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
    expect(html).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
    expect(html).toMatch(/<button type="submit"[^>]*disabled="">Login<\/button>/);
  });

  it('serves the creditor login at / on a creditor deployment, in the language asked for', () => {
    const { html } = renderPublicPage('/', 'creditor', 'sv');
    expect(html).toContain('Portal för borgenärer och ombud');
    expect(html).toContain('>E-post</label>');
  });

  it.each([
    '/',
    '/creditors-portal',
    '/creditors-portal-signup',
    '/creditors-portal/verify-otp',
    '/forgot-password',
  ])('%s has no style attribute and no script (the CSP refuses both)', (path) => {
    const { html } = renderPublicPage(path, 'lawfirm', 'en');
    expect(html).not.toMatch(/\sstyle="|<script/);
  });
});

describe('hydrating a prerendered page', () => {
  it('matches the client render, then keeps what was typed and enables the submit', async () => {
    const { html, stamp } = renderPublicPage('/creditors-portal', 'lawfirm', 'en');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const email = container.querySelector<HTMLInputElement>('input[name="email"]');
    if (!email) throw new Error('no e-mail field in the markup');
    email.value = 'early@creditor.demo';
    expect(
      canHydrate(stamp, {
        audience: 'lawfirm',
        language: 'en',
        pathname: '/creditors-portal',
        search: '',
        signedIn: false,
      }),
    ).toBe(true);

    const recoverable = jest.fn();
    const typed = typedValues(container);
    // As bootstrap.tsx does for a public page: the public app, without react-router.
    window.history.replaceState(null, '', '/creditors-portal');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <PublicApp
          audience="lawfirm"
          onLeave={() => {}}
          onMounted={() => restoreTypedValues(container, typed)}
        />,
        {
          onRecoverableError: recoverable,
        },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('input[name="email"]')).toBe(email);
    expect(email.value).toBe('early@creditor.demo');
    expect(container.querySelector('button[type="submit"]')).toBeEnabled();
    act(() => root?.unmount());
    container.remove();
  });
});

describe('hydrating the prerendered code page', () => {
  it('holds no unfinished Suspense boundary, hydrates without a recoverable error, then loads the form', async () => {
    const path = '/creditors-portal/verify-otp';
    const { html } = renderPublicPage(path, 'creditor', 'en');
    // `<!--$!-->` marks a boundary the server gave up on: hydrating it is React's error #419.
    expect(html).not.toContain('<!--$!-->');
    expect(html).toContain('role="status"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const asked: string[] = [];
    const loader: RemoteLoader = async <P,>(remote: string, module: string) => {
      asked.push(`${remote}:${module}`);
      return { default: (() => <form aria-label="code form" />) as unknown as ComponentType<P> };
    };
    const router = createMemoryRouter(buildRoutes({ audience: 'creditor', remoteLoader: loader }), {
      initialEntries: [`${path}?email=eva%40leverantor.demo`],
    });
    const recoverable = jest.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <App router={router} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(await screen.findByRole('form', { name: 'code form' })).toBeInTheDocument();
    expect(asked).toEqual(['creditor:./verify-otp']);
    act(() => root?.unmount());
    router.dispose();
    container.remove();
  });
});

describe('canHydrate', () => {
  const client = {
    audience: 'lawfirm' as const,
    language: 'en',
    pathname: '/',
    search: '',
    signedIn: false,
  };

  it('hydrates only the page, audience and language the markup was rendered for', () => {
    expect(canHydrate('lawfirm en /', client)).toBe(true);
    expect(canHydrate('lawfirm en /', { ...client, language: 'sv' })).toBe(false);
    expect(canHydrate('lawfirm en /', { ...client, audience: 'creditor' })).toBe(false);
    expect(canHydrate('lawfirm en /', { ...client, pathname: '/dashboard' })).toBe(false);
    expect(canHydrate(undefined, client)).toBe(false);
  });

  it('renders from scratch for a signed-in user or a query that changes the page', () => {
    expect(canHydrate('lawfirm en /', { ...client, signedIn: true })).toBe(false);
    expect(
      canHydrate('lawfirm en /forgot-password', {
        ...client,
        pathname: '/forgot-password',
        search: '?for=creditor',
      }),
    ).toBe(false);
    expect(
      canHydrate('lawfirm en /creditors-portal/verify-otp', {
        ...client,
        pathname: '/creditors-portal/verify-otp',
        search: '?email=a%40b.se',
      }),
    ).toBe(true);
  });
});
