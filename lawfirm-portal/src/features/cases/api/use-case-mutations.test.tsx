import { act, renderHook } from '@testing-library/react';
import { deleteCase, endpointKey, endpointQuery, getCaseById, getCases } from 'shared-api';
import { handlerFor, samples } from 'shared-api/testing';
import { createTestQueryClient, TestQueryProvider } from 'shared-ui/testing';
import { server, setupTestEnvironment, signInAs } from '../../../testing/server';
import { useCaseMutations } from './use-case-mutations';

setupTestEnvironment();

it('marks the case list stale after a delete and drops the deleted case', async () => {
  signInAs('A');
  server.use(handlerFor(deleteCase, null));
  const queryClient = createTestQueryClient();
  const sampleCase = samples.getCaseById.data;
  queryClient.setQueryData(endpointQuery(getCases, { lawFirmId: 1 }).queryKey, samples.getCases.data);
  queryClient.setQueryData(endpointKey(getCaseById, { caseId: sampleCase.caseId }), sampleCase);
  const { result } = renderHook(() => useCaseMutations(1), {
    wrapper: ({ children }) => <TestQueryProvider client={queryClient}>{children}</TestQueryProvider>,
  });
  expect(queryClient.getQueryState(endpointKey(getCases, { lawFirmId: 1 }))?.isInvalidated).toBe(false);
  let removed = false;
  await act(async () => {
    removed = await result.current.remove(sampleCase);
  });
  expect(removed).toBe(true);
  expect(queryClient.getQueryState(endpointKey(getCases, { lawFirmId: 1 }))?.isInvalidated).toBe(true);
  expect(queryClient.getQueryData(endpointKey(getCaseById, { caseId: sampleCase.caseId }))).toBeUndefined();
});

it('leaves the list as it is when the delete fails', async () => {
  signInAs('A');
  server.use(handlerFor(deleteCase, () => new Response('', { status: 500 })));
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(endpointKey(getCases, { lawFirmId: 1 }), samples.getCases.data);
  const { result } = renderHook(() => useCaseMutations(1), {
    wrapper: ({ children }) => <TestQueryProvider client={queryClient}>{children}</TestQueryProvider>,
  });
  await act(async () => {
    await result.current.remove(samples.getCaseById.data);
  });
  expect(queryClient.getQueryState(endpointKey(getCases, { lawFirmId: 1 }))?.isInvalidated).toBe(false);
});
