import { useMutation } from '@tanstack/react-query';
import {
  changeDocumentStatus,
  deleteDocument,
  endpointKey,
  endpointMutation,
  getDocuments,
} from 'shared-api';
import { tabQueryMeta } from '../feedback';

/** Every page of the case's documents: what a publish or a delete makes stale. */
const documentsOf = (caseId: number) => [endpointKey(getDocuments, { caseId })];

/** Publishes a draft to the case's creditors; a failure is toasted by the page's mutation cache. */
export const usePublishDocument = (caseId: number) =>
  useMutation(
    endpointMutation(changeDocumentStatus, {
      invalidates: documentsOf(caseId),
      meta: tabQueryMeta('tabs.documents.toast.publishFailed'),
    }),
  );

/** Deletes a document of the case; a failure is toasted by the page's mutation cache. */
export const useDeleteDocument = (caseId: number) =>
  useMutation(
    endpointMutation(deleteDocument, {
      invalidates: documentsOf(caseId),
      meta: tabQueryMeta('tabs.documents.toast.deleteFailed'),
    }),
  );
