import { makeTestToken } from '../testing/tokens';
import { AUTH_STORAGE_KEY, selectUserType, useAuthStore } from './auth-store';

afterEach(() => {
  useAuthStore.getState().signOut();
  localStorage.clear();
});

const signIn = () =>
  useAuthStore
    .getState()
    .signIn(
      { token: makeTestToken({ userType: 'D' }), userType: 'D', creditorId: 4, lawFirmId: null },
      'd@example.se',
    );

describe('the role in the auth store', () => {
  it('comes from the signed-in user, and the stored copy says the same', () => {
    signIn();
    const state = useAuthStore.getState();
    expect(selectUserType(state)).toBe('D');
    expect(state.user?.userType).toBe('D');
    expect(state.userType).toBe('D');
  });

  it('is null once signed out', () => {
    signIn();
    useAuthStore.getState().signOut();
    expect(selectUserType(useAuthStore.getState())).toBeNull();
    expect(useAuthStore.getState().userType).toBeNull();
  });

  it('follows the stored user when the session is read back, whatever the stored copy says', async () => {
    const user = { email: 'c@example.se', creditorId: 9, lawFirmId: null, userType: 'C' };
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ state: { token: makeTestToken({ userType: 'C' }), user, userType: 'A' }, version: 0 }),
    );
    await useAuthStore.persist.rehydrate();
    expect(selectUserType(useAuthStore.getState())).toBe('C');
    expect(useAuthStore.getState().userType).toBe('C');
  });
});
