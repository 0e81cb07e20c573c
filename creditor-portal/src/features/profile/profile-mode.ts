/** The profile panel's mode, remembered in local storage. */
export type ProfileMode = 'view' | 'edit';

export const PROFILE_MODE_STORAGE_KEY = 'creditor-profile-mode';

export function readProfileMode(): ProfileMode {
  try {
    return globalThis.localStorage?.getItem(PROFILE_MODE_STORAGE_KEY) === 'edit' ? 'edit' : 'view';
  } catch {
    return 'view';
  }
}

export function storeProfileMode(mode: ProfileMode): void {
  try {
    globalThis.localStorage?.setItem(PROFILE_MODE_STORAGE_KEY, mode);
  } catch {
    // Without storage the mode lasts for this page only.
  }
}
