import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { getClaimsRegisterVersions, type UserType, useAuthStore } from 'shared-api';
import { handlerFor, makeTestToken } from 'shared-api/testing';
import { i18n, initI18n, setDisplayTimeZone, toast, useToast } from 'shared-ui/light';
import { createTestQueryClient, TestQueryProvider } from 'shared-ui/testing';

/** Test helpers of the case tabs (never imported by app code). */

configure({ asyncUtilTimeout: 4000 });

/**
 * One msw server per test file; requests nobody handles fail the test. The claims tab always asks for the
 * published register versions: none, unless a test serves some.
 */
export const server = setupServer(handlerFor(getClaimsRegisterVersions, { versions: [] }));

export function setupTabTests() {
  // antd dialogs with many fields, loaded when first opened, are slow on a shared two-core machine: this is
  // a hang guard, not a timing assertion, as long as the suite's own (jest.config.mjs).
  jest.setTimeout(60_000);
  beforeAll(() => {
    initI18n();
    setDisplayTimeZone('Europe/Stockholm');
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    act(() => toast.clear());
    useAuthStore.setState({ token: null, user: null, userType: null, signingOut: false });
  });
  afterAll(() => {
    server.close();
    setDisplayTimeZone(null);
  });
}

const ids: Record<UserType, { lawFirmId: number | null; creditorId: number | null; email: string }> = {
  S: { lawFirmId: null, creditorId: null, email: 'admin@portal.demo' },
  A: { lawFirmId: 1, creditorId: null, email: 'anna.berg@nordlaw.demo' },
  U: { lawFirmId: 1, creditorId: null, email: 'ulf.lind@nordlaw.demo' },
  C: { lawFirmId: null, creditorId: 7, email: 'leverantor@creditor.demo' },
  D: { lawFirmId: null, creditorId: 9, email: 'inkasso@collector.demo' },
};

/** Signs in as a user type (creditor 7 for C, debt collector 9 for D) and renders in the language. */
export async function renderAs(userType: UserType, ui: ReactElement, language: 'en' | 'sv' = 'en') {
  const { lawFirmId, creditorId, email } = ids[userType];
  useAuthStore.setState({
    token: makeTestToken({ userType, lawFirmId, creditorId, email }),
    userType,
    user: { email, lawFirmId, creditorId, userType },
    signingOut: false,
  });
  await act(() => i18n.changeLanguage(language));
  // antd draws radio and checkbox inputs under their labels (pointer-events: none on the input);
  // the file pickers' accept list is not applied so tests can offer a wrong type.
  const user = userEvent.setup({ pointerEventsCheck: 0, applyAccept: false });
  // A fresh cache per test, as the shell's one QueryClient would be per page.
  const queryClient = createTestQueryClient();
  const view = render(<TestQueryProvider client={queryClient}>{ui}</TestQueryProvider>);
  /** Renders `next` in place of the first element, with the same cache (as a prop change would). */
  const rerenderWith = (next: ReactElement) =>
    view.rerender(<TestQueryProvider client={queryClient}>{next}</TestQueryProvider>);
  return { user, queryClient, ...view, rerenderWith };
}

/** A gate a fake server's handler awaits (`held`), so its answer comes only once the test calls `release`. */
export function gate() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

/** The texts of the toasts shown so far. */
export const toastTexts = () => useToast.getState().toasts.map((entry) => `${entry.kind}: ${entry.text}`);

/** Opens a row's ⋮ menu and picks an entry. */
export async function pickFromMenu(
  user: ReturnType<typeof userEvent.setup>,
  itemName: string | RegExp,
  entry: string,
) {
  const name = typeof itemName === 'string' ? `Actions: ${itemName}` : itemName;
  await user.click(screen.getByRole('button', { name }));
  await user.click(await screen.findByRole('menuitem', { name: entry }));
}

/** The list items of a tab's list. */
export const rowsOf = (listName: string) =>
  within(screen.getByRole('list', { name: listName })).getAllByRole('listitem');

/**
 * Chooses an option of the CreditorPicker labelled `pickerName` in `scope`: opens the combobox and clicks the
 * option whose text matches (antd draws the options in a popup under document.body).
 */
export async function pickCreditor(
  user: ReturnType<typeof userEvent.setup>,
  scope: HTMLElement,
  pickerName: string,
  option: RegExp,
) {
  await user.click(within(scope).getByRole('combobox', { name: pickerName }));
  const popup = await screen.findByRole('listbox');
  const choice = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((item) =>
      option.test(item.textContent ?? ''),
    );
    if (!found) throw new Error(`no option ${option} in ${popup.id}`);
    return found;
  });
  await user.click(choice);
}
