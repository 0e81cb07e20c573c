import { create } from 'zustand';

type LoadingState = {
  /** Calls running that want the full-screen spinner. */
  pending: number;
  start(): void;
  stop(): void;
};

/** The global "a call is running" flag behind FullScreenSpinner. */
export const useLoading = create<LoadingState>()((set) => ({
  pending: 0,
  start: () => set((state) => ({ pending: state.pending + 1 })),
  stop: () => set((state) => ({ pending: Math.max(0, state.pending - 1) })),
}));

/** Shows the full-screen spinner while the promise runs. */
export async function withLoading<T>(work: Promise<T> | (() => Promise<T>)): Promise<T> {
  const { start, stop } = useLoading.getState();
  start();
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    stop();
  }
}

/**
 * Runs a write (a mutation's `mutateAsync`) under the full-screen spinner and says whether it went through:
 * the forms only need that, as the page's mutation cache has already toasted a failure from the write's meta.
 */
export const writeSucceeded = (write: Promise<unknown>): Promise<boolean> =>
  withLoading(write).then(
    () => true,
    () => false,
  );
