import * as api from '../contract';
import { sampleDocument, sampleDraftDocument } from './fixtures';
import { sample } from './sample';

/** The samples of the document calls, spread into `samples`. */
export const documentSamples = {
  uploadDocument: sample(api.uploadDocument, {
    query: {
      SendByLawFirmId: 1,
      SendToCasesId: 11,
      Comment: 'Förvaltarberättelse enligt 7 kap. 15 § konkurslagen.',
    },
    data: { ...sampleDocument, status: 'Draft' },
    message: 'Document uploaded successfully',
  }),
  getDocuments: sample(api.getDocuments, {
    query: { caseId: 11, page: 1, pageSize: 10 },
    data: { caseDocumenListt: [sampleDocument, sampleDraftDocument], totalCount: 2 },
  }),
  downloadDocument: sample(api.downloadDocument, {
    query: { fileName: sampleDocument.documentFullName },
    data: null,
    file: {
      fileName: sampleDocument.documentName,
      contentType: 'application/pdf',
      content: '%PDF-1.7\n%âãÏÓ\n',
    },
  }),
  deleteDocument: sample(api.deleteDocument, {
    query: { documentId: 52 },
    data: null,
    message: 'Document deleted successfully',
  }),
  editDocument: sample(api.editDocument, {
    query: { documentId: 52, SendByLawFirmId: 1, Comment: 'Uppdaterad bouppteckning.' },
    data: { ...sampleDraftDocument, comment: 'Uppdaterad bouppteckning.' },
    message: 'Document edited successfully',
  }),
  changeDocumentStatus: sample(api.changeDocumentStatus, {
    body: { documentId: 52, status: 'Published' },
    data: null,
    message: 'Document status updated successfully',
  }),
};
