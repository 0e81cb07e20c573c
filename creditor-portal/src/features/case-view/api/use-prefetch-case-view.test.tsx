import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { creditorGetMessages, endpointQuery, getLawFirmById, type SelectedCase } from 'shared-api';
import { handlerFor, samples } from 'shared-api/testing';
import { createTestQueryClient, TestQueryProvider } from 'shared-ui/testing';
import { server, setupTestEnvironment, signInAs } from '../../../testing/render';
import { useLawFirm } from './use-law-firm';
import { usePrefetchCaseView } from './use-prefetch-case-view';

setupTestEnvironment();

const followed: SelectedCase = {
  caseId: 11,
  creditorCasesId: 41,
  lawFirmId: 3,
  debtorName: 'Norrby Bygg AB',
  isAllowCreditorNotification: true,
};

it("reads the case's firm and its first page of messages as soon as the case is known", async () => {
  signInAs('C');
  const asked: string[] = [];
  server.use(
    handlerFor(getLawFirmById, ({ url }) => {
      asked.push(`firm ${url.searchParams.get('lawFirmId') ?? url.pathname}`);
      return samples.getLawFirmById.data;
    }),
    handlerFor(creditorGetMessages, ({ url }) => {
      asked.push(`messages ${url.searchParams.get('creditorCasesId')} page ${url.searchParams.get('page')}`);
      return samples.creditorGetMessages.data;
    }),
  );
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestQueryProvider client={client}>{children}</TestQueryProvider>
  );
  const { rerender } = renderHook(({ item }) => usePrefetchCaseView(item), {
    wrapper,
    initialProps: { item: null as SelectedCase | null },
  });
  expect(asked).toEqual([]);
  rerender({ item: followed });
  await waitFor(() => expect(asked).toHaveLength(2));
  expect(asked.sort()).toEqual(['firm 3', 'messages 41 page 1']);
  // Under the key the case header reads: it finds the firm in the cache.
  await waitFor(() =>
    expect(client.getQueryData(endpointQuery(getLawFirmById, { lawFirmId: 3 }).queryKey)).toBeDefined(),
  );
  // The header, drawn once the details answer, takes the firm from the cache: no second request.
  const header = renderHook(() => useLawFirm(3), { wrapper });
  expect(header.result.current).not.toBeNull();
  // Shown again moments later (back from another case): not read again.
  rerender({ item: null });
  rerender({ item: followed });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(asked).toHaveLength(2);
});
