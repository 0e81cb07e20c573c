import { act, renderHook } from '@testing-library/react';
import { deleteCase, endpointKey, endpointQuery, getCaseById, getCases, updateCase } from 'shared-api';
import { errorFor, handlerFor, samples } from 'shared-api/testing';
import { useToast } from 'shared-ui';
import { createTestQueryClient, TestQueryProvider } from 'shared-ui/testing';
import { server, setupTestEnvironment, signInAs } from '../../../testing/server';
import type { CaseFormOutput } from '../case-form-schema';
import { useCaseMutations } from './use-case-mutations';

setupTestEnvironment();

const sampleCase = samples.getCaseById.data;
const listKey = endpointKey(getCases, { lawFirmId: 1 });
/** The sample case as its form gives it (the firm and the case id come from the hook and the case). */
const {
  caseId: _caseId,
  lawFirmId: _firm,
  lawfirmName: _name,
  ...formValues
} = samples.updateCase.body as CaseFormOutput & {
  caseId: number;
  lawFirmId: number;
  lawfirmName: string;
};
const toasts = () => useToast.getState().toasts.map(({ kind, text }) => `${kind}: ${text}`);

/** The hook over a client holding the firm's case list and the sample case's details. */
function renderMutations() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(endpointQuery(getCases, { lawFirmId: 1 }).queryKey, samples.getCases.data);
  queryClient.setQueryData(endpointKey(getCaseById, { caseId: sampleCase.caseId }), sampleCase);
  const { result } = renderHook(() => useCaseMutations(1), {
    wrapper: ({ children }) => <TestQueryProvider client={queryClient}>{children}</TestQueryProvider>,
  });
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { queryClient, result, stale };
}

it('marks the case list stale after a delete and drops the deleted case', async () => {
  signInAs('A');
  server.use(handlerFor(deleteCase, null));
  const { queryClient, result, stale } = renderMutations();
  expect(stale(listKey)).toBe(false);
  let removed = false;
  await act(async () => {
    removed = await result.current.remove(sampleCase);
  });
  expect(removed).toBe(true);
  expect(stale(listKey)).toBe(true);
  expect(queryClient.getQueryData(endpointKey(getCaseById, { caseId: sampleCase.caseId }))).toBeUndefined();
  expect(toasts()).toEqual(['success: Case deleted successfully']);
});

it('leaves the list and the case as they are when the delete fails, and the mutation cache says so once', async () => {
  signInAs('A');
  server.use(handlerFor(deleteCase, () => new Response('', { status: 500 })));
  const { queryClient, result, stale } = renderMutations();
  let removed = true;
  await act(async () => {
    removed = await result.current.remove(sampleCase);
  });
  expect(removed).toBe(false);
  expect(stale(listKey)).toBe(false);
  expect(queryClient.getQueryData(endpointKey(getCaseById, { caseId: sampleCase.caseId }))).toEqual(
    sampleCase,
  );
  expect(toasts()).toEqual(['error: Case deletion failed']);
});

it("shows the server's words when an update is refused, and answers null with nothing made stale", async () => {
  signInAs('A');
  server.use(errorFor(updateCase, 404, 'No such case'));
  const { result, stale } = renderMutations();
  let saved: number | null = 0;
  await act(async () => {
    saved = await result.current.save(formValues, sampleCase);
  });
  expect(saved).toBeNull();
  expect(stale(listKey)).toBe(false);
  expect(stale(endpointKey(getCaseById, { caseId: sampleCase.caseId }))).toBe(false);
  expect(toasts()).toEqual(['error: No such case']);
});

it('marks the list and the case stale after an update, and answers the case id', async () => {
  signInAs('A');
  server.use(handlerFor(updateCase, samples.updateCase.data));
  const { result, stale } = renderMutations();
  let saved: number | null = null;
  await act(async () => {
    saved = await result.current.save(formValues, sampleCase);
  });
  expect(saved).toBe(sampleCase.caseId);
  expect(stale(listKey)).toBe(true);
  expect(stale(endpointKey(getCaseById, { caseId: sampleCase.caseId }))).toBe(true);
  expect(toasts()).toEqual(['success: Case updated successfully']);
});
