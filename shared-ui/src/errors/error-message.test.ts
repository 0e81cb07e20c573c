import { ApiError } from 'shared-api';
import { i18n, initI18n } from '../i18n/init';
import { errorMessage } from './error-message';

const apiError = (kind: ApiError['kind'], status: number, serverMessage: string | null = null) =>
  new ApiError(serverMessage ?? kind, { status, kind, serverMessage });

describe('errorMessage', () => {
  beforeAll(() => initI18n());
  beforeEach(() => i18n.changeLanguage('en'));

  it('shows the server message as given', () => {
    expect(
      errorMessage(apiError('http', 400, 'Case number already exists'), 'common.errors.somethingWentWrong'),
    ).toBe('Case number already exists');
    expect(errorMessage(apiError('envelope', 200, 'Not allowed'), 'common.errors.somethingWentWrong')).toBe(
      'Not allowed',
    );
  });

  it('shows the fallback key, translated, when the server sent no message', () => {
    expect(errorMessage(apiError('http', 500), 'common.errors.somethingWentWrong')).toBe(
      'Something went wrong',
    );
    expect(errorMessage(apiError('contract', 400), 'shell.account.failed')).toBe(
      i18n.t('shell.account.failed'),
    );
  });

  it('shows the fallback for an error that is not an API error', () => {
    expect(errorMessage(new Error('boom'), 'common.errors.somethingWentWrong')).toBe('Something went wrong');
    expect(errorMessage('boom', 'common.errors.somethingWentWrong')).toBe('Something went wrong');
    expect(errorMessage(undefined, 'common.errors.somethingWentWrong')).toBe('Something went wrong');
  });

  it('says the server could not be reached on a network failure or a time-out', () => {
    const network = 'The server could not be reached. Check your connection and try again.';
    expect(errorMessage(apiError('network', 0), 'common.errors.somethingWentWrong')).toBe(network);
    expect(errorMessage(apiError('timeout', 0), 'common.errors.somethingWentWrong')).toBe(network);
  });

  it('says the session has expired, whatever the server wrote', () => {
    expect(errorMessage(apiError('session', 401), 'common.errors.somethingWentWrong')).toBe(
      'Missing or expired token',
    );
    expect(errorMessage(apiError('session', 401, 'Token revoked'), 'common.errors.somethingWentWrong')).toBe(
      'Missing or expired token',
    );
  });

  it('speaks the page language', async () => {
    await i18n.changeLanguage('sv');
    expect(errorMessage(apiError('http', 500), 'common.errors.somethingWentWrong')).toBe('Något gick fel');
    expect(errorMessage(apiError('timeout', 0), 'common.errors.somethingWentWrong')).toBe(
      'Det gick inte att nå servern. Kontrollera anslutningen och försök igen.',
    );
    expect(errorMessage(apiError('session', 401), 'common.errors.somethingWentWrong')).toBe(
      'Inloggningen saknas eller har gått ut',
    );
    // The server answers in the user's language already (Accept-Language): shown as given.
    expect(
      errorMessage(apiError('http', 409, 'Posten finns redan'), 'common.errors.somethingWentWrong'),
    ).toBe('Posten finns redan');
  });
});
