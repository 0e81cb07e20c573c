import { demo, expect, signIn, test } from '../support/fixtures';

/**
 * Each portal is served from its own origin, with CORS only for the shell's origin, and the
 * shell still loads both remotes across origins.
 */

test('the remotes allow the shell origin only', async ({ portal }) => {
  const shellOrigin = `http://localhost:${portal.ports.shell}`;
  for (const port of [portal.ports.lawfirm, portal.ports.creditor]) {
    const manifest = `http://127.0.0.1:${port}/mf-manifest.json`;
    const fromShell = await fetch(manifest, { headers: { Origin: shellOrigin } });
    expect(fromShell.status).toBe(200);
    expect(fromShell.headers.get('access-control-allow-origin')).toBe(shellOrigin);

    const fromElsewhere = await fetch(manifest, { headers: { Origin: 'http://evil.example' } });
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
    const fromOtherPort = await fetch(manifest, { headers: { Origin: `http://localhost:${port}1` } });
    expect(fromOtherPort.headers.get('access-control-allow-origin')).toBeNull();

    const preflight = await fetch(manifest, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  }
});

test('the shell loads each remote from its own origin', async ({ page, portal }) => {
  const remoteOrigins = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.port === String(portal.ports.lawfirm) || url.port === String(portal.ports.creditor)) {
      if (response.ok()) remoteOrigins.add(url.port);
    }
  });
  await signIn(page, demo.firmAdmin);
  await expect(page.getByTestId('lawfirm-portal-root')).toBeVisible();
  expect(remoteOrigins.has(String(portal.ports.lawfirm))).toBe(true);
  expect(new URL(page.url()).port).toBe(String(portal.ports.shell));
});
