import { act, renderHook } from '@testing-library/react';
import { useReducedMotion } from './use-reduced-motion';

test('follows the reduced-motion setting as it changes', () => {
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
  try {
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    matches = true;
    act(() => {
      for (const listener of listeners) listener();
    });
    expect(result.current).toBe(true);
  } finally {
    window.matchMedia = original;
  }
});
