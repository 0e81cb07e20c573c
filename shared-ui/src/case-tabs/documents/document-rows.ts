import type { CaseDocument } from 'shared-api';
import { matches } from '../text';
import { inPeriod, type TimeFilter } from '../time-filter';

export const DOCUMENT_STATUS_FILTERS = ['all', 'published', 'draft'] as const;
export type DocumentStatusFilter = (typeof DOCUMENT_STATUS_FILTERS)[number];

export type DocumentQuery = {
  search: string;
  status: DocumentStatusFilter;
  time: TimeFilter;
  /** Creditors never see drafts, whatever the server sent. */
  publishedOnly: boolean;
  now?: Date;
};

/** Newest first, then the status, time and search filters (search: name, comment, uploader). */
export function filterDocuments(documents: readonly CaseDocument[], query: DocumentQuery): CaseDocument[] {
  return documents
    .filter((document) => !query.publishedOnly || document.status === 'Published')
    .filter(
      (document) =>
        query.status === 'all' ||
        (query.status === 'published' ? document.status === 'Published' : document.status === 'Draft'),
    )
    .filter((document) => inPeriod(document.createdOn, query.time, query.now))
    .filter(
      (document) =>
        matches(document.documentName, query.search) ||
        matches(document.comment, query.search) ||
        matches(document.uploader ?? document.sendByLawFirmName, query.search),
    )
    .sort((a, b) => Date.parse(b.createdOn) - Date.parse(a.createdOn));
}
