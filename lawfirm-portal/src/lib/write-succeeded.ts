import { withLoading } from 'shared-ui';

/**
 * Runs a write (a mutation's `mutateAsync`) under the full-screen spinner and says whether it went through:
 * the forms only need that, as the page's mutation cache has already toasted a failure from the write's meta.
 */
export const writeSucceeded = (write: Promise<unknown>): Promise<boolean> =>
  withLoading(write).then(
    () => true,
    () => false,
  );
