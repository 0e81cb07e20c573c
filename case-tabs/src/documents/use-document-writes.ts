import { useMutation } from '@tanstack/react-query';
import {
  changeDocumentStatus,
  deleteDocument,
  editDocument,
  endpointKey,
  endpointMutation,
  getDocuments,
  uploadDocument,
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

/** Uploads a document to the case; a failure is toasted by the page's mutation cache. */
export const useUploadDocument = (caseId: number) =>
  useMutation(
    endpointMutation(uploadDocument, {
      invalidates: documentsOf(caseId),
      meta: tabQueryMeta('tabs.documents.toast.uploadFailed'),
    }),
  );

/** Changes a document's comment, and its file if a new one is given; a failure is toasted by the mutation cache. */
export const useEditDocument = (caseId: number) =>
  useMutation(
    endpointMutation(editDocument, {
      invalidates: documentsOf(caseId),
      meta: tabQueryMeta('tabs.documents.toast.editFailed'),
    }),
  );
