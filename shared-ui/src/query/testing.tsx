import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from './query-client';

/** A fresh QueryClient for one test: no retries, no garbage-collection timers. */
export const createTestQueryClient = (): QueryClient =>
  createQueryClient({ retry: false, gcTime: Number.POSITIVE_INFINITY });

/** Wraps `children` in a provider of `client` (a fresh test client when none is given). */
export function TestQueryProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [own] = useState(() => client ?? createTestQueryClient());
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}
export { setupWebTestEnvironment } from './test-environment';
