import { useMutation } from '@tanstack/react-query';
import {
  changeDocumentStatus,
  deleteDocument,
  editDocument,
  endpointKey,
  getDocuments,
  uploadDocument,
} from 'shared-api';
import { tabMutation } from '../feedback';

/** Every page of the case's documents: what a publish or a delete makes stale. */
const documentsOf = (caseId: number) => [endpointKey(getDocuments, { caseId })];

// A failure of each write is toasted by the page's mutation cache (tabMutation).

/** Publishes a draft to the case's creditors. */
export const usePublishDocument = (caseId: number) =>
  useMutation(tabMutation(changeDocumentStatus, documentsOf(caseId), 'tabs.documents.toast.publishFailed'));

/** Deletes a document of the case. */
export const useDeleteDocument = (caseId: number) =>
  useMutation(tabMutation(deleteDocument, documentsOf(caseId), 'tabs.documents.toast.deleteFailed'));

/** Uploads a document to the case. */
export const useUploadDocument = (caseId: number) =>
  useMutation(tabMutation(uploadDocument, documentsOf(caseId), 'tabs.documents.toast.uploadFailed'));

/** Changes a document's comment, and its file if a new one is given. */
export const useEditDocument = (caseId: number) =>
  useMutation(tabMutation(editDocument, documentsOf(caseId), 'tabs.documents.toast.editFailed'));
