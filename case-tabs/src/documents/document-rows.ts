import type { DocumentListQuery, DocumentStatus } from 'shared-api';
import { PAGE_SIZE } from '../text';
import type { TimeFilter } from '../time-filter';

export const DOCUMENT_STATUS_FILTERS = ['all', 'published', 'draft'] as const;
export type DocumentStatusFilter = (typeof DOCUMENT_STATUS_FILTERS)[number];

/** What the document centre's search box and filters ask for; the server answers them. */
export type DocumentFilters = {
  /** The search once typing has paused (name, comment or uploader), '' for none. */
  search: string;
  status: DocumentStatusFilter;
  period: TimeFilter;
};

const STATUS: Record<Exclude<DocumentStatusFilter, 'all'>, DocumentStatus> = {
  published: 'Published',
  draft: 'Draft',
};

/**
 * The query of one page of a case's documents, newest first: 'all' and an empty search are left out.
 * Creditors get published documents only whatever they ask (the server decides).
 */
export function documentListQuery(caseId: number, page: number, filters: DocumentFilters): DocumentListQuery {
  const { search, status, period } = filters;
  return {
    caseId,
    page,
    pageSize: PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(status === 'all' ? {} : { status: STATUS[status] }),
    ...(period === 'all' ? {} : { period }),
  };
}

/** Whether a search or filter is on: then an empty page is "no results", not "no documents yet". */
export const isFiltered = ({ search, status, period }: DocumentFilters) =>
  search !== '' || status !== 'all' || period !== 'all';
