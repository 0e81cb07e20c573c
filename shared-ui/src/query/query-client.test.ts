import { MutationObserver, type MutationOptions } from '@tanstack/react-query';
import { ApiError } from 'shared-api';
import { i18n, initI18n } from '../i18n/init';
import { toast, useToast } from '../toast/toast-store';
import { createQueryClient } from './query-client';

beforeAll(() => {
  initI18n();
  void i18n.changeLanguage('en');
});
afterEach(() => toast.clear());

const refused = new ApiError('Request failed', {
  status: 404,
  serverMessage: 'No such document',
  kind: 'http',
});
const unreachable = new ApiError('Network error', { status: 0, kind: 'network' });
const lostSession = new ApiError('Missing or expired token', { status: 401, kind: 'session' });

/** Runs one write that fails with `error` on a fresh page client; resolves to the error toasts shown. */
async function failedWrite(error: unknown, meta?: MutationOptions['meta']): Promise<string[]> {
  toast.clear();
  const client = createQueryClient({ gcTime: Number.POSITIVE_INFINITY });
  const observer = new MutationObserver(client, {
    mutationFn: () => Promise.reject(error),
    ...(meta ? { meta } : {}),
  });
  await observer.mutate(undefined).catch(() => undefined);
  return useToast
    .getState()
    .toasts.filter((shown) => shown.kind === 'error')
    .map((shown) => shown.text);
}

describe("the page client's mutation cache", () => {
  it("toasts a refused write with the server's own message, as the hand-written writes did", async () => {
    await expect(failedWrite(refused, { errorKey: 'tabs.documents.toast.deleteFailed' })).resolves.toEqual([
      'No such document',
    ]);
  });

  it('toasts the translated fallback key when the failure carries no message of the server', async () => {
    await expect(
      failedWrite(new Error('contract drift'), { errorKey: 'tabs.documents.toast.deleteFailed' }),
    ).resolves.toEqual([i18n.t('tabs.documents.toast.deleteFailed')]);
    expect(i18n.t('tabs.documents.toast.deleteFailed')).not.toBe('tabs.documents.toast.deleteFailed');
  });

  it('toasts a server that cannot be reached as such, whatever the fallback', async () => {
    await expect(
      failedWrite(unreachable, { errorKey: 'tabs.documents.toast.deleteFailed' }),
    ).resolves.toEqual([i18n.t('common.errors.network')]);
  });

  it("words the toast with the write's own errorText, and shows none when it returns null", async () => {
    const silentOnLostSession = (error: unknown) =>
      error instanceof ApiError && error.kind === 'session' ? null : 'Could not delete';
    await expect(failedWrite(refused, { errorText: silentOnLostSession })).resolves.toEqual([
      'Could not delete',
    ]);
    await expect(failedWrite(lostSession, { errorText: silentOnLostSession })).resolves.toEqual([]);
  });

  it('shows no toast for a write without meta: its caller reports the failure itself', async () => {
    await expect(failedWrite(refused)).resolves.toEqual([]);
  });

  it('shows no toast for an aborted write', async () => {
    const aborted = new DOMException('The user aborted a request.', 'AbortError');
    await expect(failedWrite(aborted, { errorKey: 'tabs.documents.toast.deleteFailed' })).resolves.toEqual(
      [],
    );
  });
});
