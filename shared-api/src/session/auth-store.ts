import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { LoginData } from '../contract/auth';
import type { UserType } from '../contract/common';

export const AUTH_STORAGE_KEY = 'portal-auth';

export type SessionUser = {
  email: string;
  creditorId: number | null;
  lawFirmId: number | null;
  userType: UserType;
};

export type AuthState = {
  token: string | null;
  /** The signed-in user; `user.userType` is the one source of the role: read it with `selectUserType`. */
  user: SessionUser | null;
  /**
   * A copy of `user.userType`, written only by `sessionFor` and kept for the stored format
   * (`portal-auth` holds it beside `user`). Read the role with `selectUserType`, never from here.
   */
  userType: UserType | null;
  /** True from Sign Out until the next sign-in: a 401 then is expected, not an expiry. */
  signingOut: boolean;
  /** The firm requires two-factor sign-in and this user has not set it up: only the account page is open. */
  twoFactorSetupRequired: boolean;
  signIn(data: LoginData, email: string): void;
  signOut(): void;
  /** The server handed this session a fresh token (after the user's own password change). */
  replaceToken(token: string): void;
  /** Two-factor sign-in is set up now. */
  twoFactorSetUp(): void;
};

/** The role of the signed-in user, or null when no one is signed in. */
export const selectUserType = (state: Pick<AuthState, 'user'>): UserType | null =>
  state.user?.userType ?? null;

/** The user and the copy of their role, so that the two never disagree. */
const sessionFor = (user: SessionUser | null) => ({ user, userType: selectUserType({ user }) });

const emptySession = { token: null, ...sessionFor(null), twoFactorSetupRequired: false } as const;

const clearBrowserStorage = () => {
  try {
    globalThis.localStorage?.clear();
    globalThis.sessionStorage?.clear();
  } catch {
    // Storage can be unavailable (privacy mode); there is nothing left to clear then.
  }
};

/** The one session of the page (a federation singleton, so host and remotes share it). */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...emptySession,
      signingOut: false,
      signIn: (data, email) =>
        set({
          token: data.token,
          ...sessionFor({
            email: data.email ?? email,
            creditorId: data.creditorId,
            lawFirmId: data.lawFirmId,
            userType: data.userType,
          }),
          signingOut: false,
          twoFactorSetupRequired: data.twoFactorSetupRequired === true,
        }),
      replaceToken: (token) => set((state) => (state.token ? { token } : {})),
      twoFactorSetUp: () => set({ twoFactorSetupRequired: false }),
      signOut: () => {
        // Reset first (persist writes the empty session), then wipe everything the
        // portal kept in the browser, as the portal promises. `signingOut` stays true until
        // the next sign-in, so calls still in flight do not report an expired session.
        set({ ...emptySession, signingOut: true });
        clearBrowserStorage();
      },
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      // The stored copy of the role is not read back: it follows the stored user.
      merge: (stored, current) => {
        const saved = (stored ?? {}) as Partial<AuthState>;
        return { ...current, ...saved, ...sessionFor(saved.user ?? null) };
      },
      partialize: (state) => ({
        token: state.token,
        user: state.user,
        userType: state.userType,
        twoFactorSetupRequired: state.twoFactorSetupRequired,
      }),
    },
  ),
);
