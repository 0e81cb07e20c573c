import { within } from '@testing-library/react';
import { type CaseDocument, getDocuments } from 'shared-api';
import { handlerFor, type PagedRead, pageOfMatches } from 'shared-api/testing';
import { rowsOf, server } from '../testing';
import { inPeriod, type TimeFilter } from '../time-filter';

export const doc = (
  id: number,
  name: string,
  status: CaseDocument['status'],
  createdOn: string,
  comment: string | null = null,
): CaseDocument => ({
  documentId: id,
  documentName: name,
  documentFullName: `stored-${id}.bin`,
  status,
  comment,
  fileSize: 2048,
  createdOn,
  sendByLawFirmName: 'Nordlaw Advokatbyrå',
  sendByLawFirmId: 1,
  uploader: 'anna.berg@nordlaw.demo',
});

export const longComment = `Förvaltarberättelse ${'å'.repeat(120)}`;
/** Newest first, the server's order. */
export const documents = [
  doc(2, 'Utkast förvaltarberättelse.docx', 'Draft', '2026-03-05T09:00:00Z', 'Att granska'),
  doc(1, 'Bouppteckning.pdf', 'Published', '2026-03-01T09:00:00Z', longComment),
  doc(3, 'Fordringar.xlsx', 'Published', '2025-11-01T09:00:00Z'),
];

/** A read of the list: its page, size and search, and the status and period (null where not sent). */
export type Read = PagedRead & { caseId: string | null; status: string | null; period: string | null };

/**
 * Answers the document list as the server does: the documents in `status` and `period` whose name, comment
 * or uploader holds `search` (as the given list is, newest first), page `page` of `pageSize`, and their
 * total. Creditors (`publishedOnly`) get published ones only. Records each read.
 */
export function serveDocuments(all: readonly CaseDocument[] = documents, publishedOnly = false) {
  const reads: Read[] = [];
  server.use(
    handlerFor(getDocuments, ({ url }) => {
      const [caseId, status, period] = ['caseId', 'status', 'period'].map((name) =>
        url.searchParams.get(name),
      );
      const kept = all.filter(
        (document) =>
          (!publishedOnly || document.status === 'Published') &&
          (!status || document.status === status) &&
          inPeriod(document.createdOn, (period ?? 'all') as TimeFilter),
      );
      const paged: PagedRead[] = [];
      const { items, totalCount } = pageOfMatches(
        url,
        kept,
        (document) => `${document.documentName} ${document.comment ?? ''} ${document.uploader ?? ''}`,
        paged,
      );
      reads.push({ ...paged[0]!, caseId: caseId ?? null, status: status ?? null, period: period ?? null });
      return { caseDocumenListt: items, totalCount };
    }),
  );
  return reads;
}

/** `count` published documents "Dokument 1.pdf" … , newest first. */
export const many = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    doc(
      100 + index,
      `Dokument ${index + 1}.pdf`,
      'Published',
      `2026-02-${String(28 - index).padStart(2, '0')}T09:00:00Z`,
    ),
  );

export const names = () =>
  rowsOf('Documents').map((row) => within(row).getByText(/\.(pdf|docx|xlsx)$/).textContent);

export const file = (name: string, size = 1000) => {
  const value = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  Object.defineProperty(value, 'size', { value: size });
  return value;
};
