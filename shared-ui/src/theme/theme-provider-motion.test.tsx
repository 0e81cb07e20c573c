import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { ThemeProvider } from './theme-provider';

let mounts = 0;

/** Counts its mounts: a remount would lose a user's open tab or half-filled form. */
function Child() {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <p>tab</p>;
}

test('a change of the reduced-motion setting does not remount what the theme wraps', () => {
  const listeners = new Set<() => void>();
  let matches = false;
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return matches;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  mounts = 0;
  try {
    render(
      <ThemeProvider userType="C">
        <Child />
      </ThemeProvider>,
    );
    expect(mounts).toBe(1);
    matches = true;
    act(() => {
      for (const listener of listeners) listener();
    });
    matches = false;
    act(() => {
      for (const listener of listeners) listener();
    });
    expect(mounts).toBe(1);
  } finally {
    window.matchMedia = original;
  }
});
