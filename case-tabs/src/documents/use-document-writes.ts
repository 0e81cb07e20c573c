import {
  changeDocumentStatus,
  deleteDocument,
  type Endpoint,
  editDocument,
  endpointKey,
  getDocuments,
  uploadDocument,
} from 'shared-api';
import { caseWriteHook } from '../feedback';

/** Every page of the case's documents: what each write makes stale. */
const documentsOf = (caseId: number) => [endpointKey(getDocuments, { caseId })];

/** A document write's hook; its failure is toasted by the page's mutation cache with the key. */
const documentHook = <E extends Endpoint>(endpoint: E, fallbackKey: string) =>
  caseWriteHook(endpoint, documentsOf, fallbackKey);

/** Publishes a draft to the case's creditors. */
export const usePublishDocument = documentHook(changeDocumentStatus, 'tabs.documents.toast.publishFailed');
/** Deletes a document of the case. */
export const useDeleteDocument = documentHook(deleteDocument, 'tabs.documents.toast.deleteFailed');
/** Uploads a document to the case. */
export const useUploadDocument = documentHook(uploadDocument, 'tabs.documents.toast.uploadFailed');
/** Changes a document's comment, and its file if a new one is given. */
export const useEditDocument = documentHook(editDocument, 'tabs.documents.toast.editFailed');
