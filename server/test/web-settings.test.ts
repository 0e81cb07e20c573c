import { SettingsError, settings } from '../../scripts/lib/env.mjs';
import { runtimeConfigFromEnv } from '../../scripts/lib/runtime-config.mjs';

/**
 * The settings of `npm start`, the shell's and the remotes' web servers
 * (scripts/lib), parsed once with zod like the API's: a wrong one stops the
 * start with one line naming it and why.
 */

function refusal(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as Error).message;
  }
  throw new Error('expected the settings to be refused');
}

describe('web server settings', () => {
  it('gives the ports and URLs of the run contract by default', () => {
    expect(settings({})).toEqual({
      shellPort: 3000,
      lawfirmPort: 3001,
      creditorPort: 3002,
      apiPort: 4000,
      apiUrl: 'http://127.0.0.1:4000',
      publicUrl: 'http://localhost:3000',
      shellOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      webHost: undefined,
    });
    expect(runtimeConfigFromEnv({ LAWFIRM_PORT: '4001' })).toEqual({
      audience: 'lawfirm',
      remotes: {
        lawfirm: 'http://localhost:4001/mf-manifest.json',
        creditor: 'http://localhost:3002/mf-manifest.json',
      },
    });
  });

  it('names a wrong port, URL or origin list in one line', () => {
    expect(refusal(() => settings({ SHELL_PORT: 'http' }))).toBe(
      'Invalid configuration: SHELL_PORT: must be a port number (1-65535)',
    );
    expect(refusal(() => settings({ API_PORT: '70000', API_URL: 'localhost:4000' }))).toBe(
      'Invalid configuration: API_PORT: must be a port number (1-65535); API_URL: must be an http:// or https:// URL',
    );
    expect(refusal(() => settings({ SHELL_ORIGIN: 'https://portal.example.se/login' }))).toMatch(
      /^Invalid configuration: SHELL_ORIGIN: must be origins/,
    );
  });

  it("names a wrong audience or remote URL of the shell's run-time config", () => {
    expect(refusal(() => runtimeConfigFromEnv({ PORTAL_AUDIENCE: 'debtor' }))).toBe(
      "Invalid configuration: PORTAL_AUDIENCE: must be 'lawfirm' or 'creditor'",
    );
    expect(refusal(() => runtimeConfigFromEnv({ CREDITOR_REMOTE_URL: 'cdn.example.se/creditor' }))).toMatch(
      /^Invalid configuration: CREDITOR_REMOTE_URL: must be the http/,
    );
  });
});
