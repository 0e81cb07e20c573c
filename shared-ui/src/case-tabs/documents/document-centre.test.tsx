import { screen, waitFor, within } from '@testing-library/react';
import {
  type CaseDocument,
  changeDocumentStatus,
  deleteDocument,
  downloadDocument,
  editDocument,
  endpointKey,
  getDocuments,
  uploadDocument,
} from 'shared-api';
import { errorFor, handlerFor, type PagedRead, pageOfMatches } from 'shared-api/testing';
import { pickFromMenu, renderAs, rowsOf, server, setupTabTests, toastTexts } from '../testing';
import { inPeriod, type TimeFilter } from '../time-filter';
import { DocumentCentre } from './document-centre';

setupTabTests();

const doc = (
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

const longComment = `Förvaltarberättelse ${'å'.repeat(120)}`;
/** Newest first, the server's order. */
const documents = [
  doc(2, 'Utkast förvaltarberättelse.docx', 'Draft', '2026-03-05T09:00:00Z', 'Att granska'),
  doc(1, 'Bouppteckning.pdf', 'Published', '2026-03-01T09:00:00Z', longComment),
  doc(3, 'Fordringar.xlsx', 'Published', '2025-11-01T09:00:00Z'),
];

/** A read of the list: its page, size and search, and the status and period (null where not sent). */
type Read = PagedRead & { caseId: string | null; status: string | null; period: string | null };

/**
 * Answers the document list as the server does: the documents in `status` and `period` whose name, comment
 * or uploader holds `search` (as the given list is, newest first), page `page` of `pageSize`, and their
 * total. Creditors (`publishedOnly`) get published ones only. Records each read.
 */
function serveDocuments(all: readonly CaseDocument[] = documents, publishedOnly = false) {
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
const many = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    doc(
      100 + index,
      `Dokument ${index + 1}.pdf`,
      'Published',
      `2026-02-${String(28 - index).padStart(2, '0')}T09:00:00Z`,
    ),
  );

const names = () => rowsOf('Documents').map((row) => within(row).getByText(/\.(pdf|docx|xlsx)$/).textContent);

const file = (name: string, size = 1000) => {
  const value = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  Object.defineProperty(value, 'size', { value: size });
  return value;
};

describe('DocumentCentre (law firm)', () => {
  it('lists icon, name, status, cut comment with its popup, uploader and date, in the order the server sends', async () => {
    serveDocuments();
    const { user } = await renderAs('A', <DocumentCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Documents')).toHaveLength(3));
    const [first, second] = rowsOf('Documents');
    expect(within(first!).getByRole('img', { name: 'DOCX file' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Draft');
    expect(first).toHaveTextContent('Uploaded by anna.berg@nordlaw.demo, 2026/03/05');
    expect(second).toHaveTextContent('Published');
    expect(second).toHaveTextContent(`${longComment.slice(0, 100)}…`);
    await user.click(within(second!).getByRole('button', { name: 'Show the whole comment' }));
    expect(await screen.findByRole('dialog', { name: 'Comment: Bouppteckning.pdf' })).toHaveTextContent(
      longComment,
    );
  });

  it.each([
    ['Published', ['Bouppteckning.pdf', 'Fordringar.xlsx']],
    ['Draft', ['Utkast förvaltarberättelse.docx']],
  ])('filters on status %s', async (status, names) => {
    serveDocuments();
    const { user } = await renderAs('U', <DocumentCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Documents')).toHaveLength(3));
    await user.click(screen.getByRole('radio', { name: status }));
    expect(rowsOf('Documents').map((row) => row.textContent)).toEqual(
      names.map((name) => expect.stringContaining(name)),
    );
  });

  it('filters on the period and searches', async () => {
    const reads = serveDocuments();
    const { user } = await renderAs('A', <DocumentCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Documents')).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Search documents' }), 'Bouppteck');
    await waitFor(() => expect(rowsOf('Documents')).toHaveLength(1));
    await user.clear(screen.getByRole('searchbox', { name: 'Search documents' }));
    await user.selectOptions(screen.getByLabelText('Period'), 'thisYear');
    await waitFor(() => expect(reads.at(-1)).toMatchObject({ search: null, period: 'thisYear' }));
    // Uploaded in 2025: outside this year whenever the test runs.
    await waitFor(() => expect(screen.queryByText('Fordringar.xlsx')).not.toBeInTheDocument());
    await user.type(screen.getByRole('searchbox', { name: 'Search documents' }), 'nothing like this');
    expect(await screen.findByText('No results')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    server.use(handlerFor(getDocuments, { caseDocumenListt: [], totalCount: 0 }));
    await renderAs('A', <DocumentCentre side="lawfirm" caseId={5} />);
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
  });

  it('asks the server for page 1 of 10, then the search once typing pauses, the status and the period', async () => {
    const reads = serveDocuments();
    const { user } = await renderAs('A', <DocumentCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Documents')).toHaveLength(3));
    const first = { caseId: '5', page: '1', pageSize: '10', search: null, status: null, period: null };
    expect(reads).toEqual([first]);
    await user.type(screen.getByRole('searchbox', { name: 'Search documents' }), 'Bouppteck');
    await waitFor(() => expect(reads.at(-1)).toEqual({ ...first, search: 'Bouppteck' }));
    await user.click(screen.getByRole('radio', { name: 'Published' }));
    await waitFor(() => expect(reads.at(-1)).toEqual({ ...first, search: 'Bouppteck', status: 'Published' }));
    await user.selectOptions(screen.getByLabelText('Period'), 'last30');
    await waitFor(() =>
      expect(reads.at(-1)).toEqual({ ...first, search: 'Bouppteck', status: 'Published', period: 'last30' }),
    );
    await user.click(screen.getByRole('radio', { name: 'Draft' }));
    await waitFor(() =>
      expect(reads.at(-1)).toEqual({ ...first, search: 'Bouppteck', status: 'Draft', period: 'last30' }),
    );
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await user.selectOptions(screen.getByLabelText('Period'), 'all');
    await user.clear(screen.getByRole('searchbox', { name: 'Search documents' }));
    await waitFor(() => expect(reads.at(-1)).toEqual(first));
  });

  it('pages on the server: page 2 asks for page 2 and shows it; a new search or filter starts on page 1', async () => {
    const reads = serveDocuments(many(12));
    const { user } = await renderAs('A', <DocumentCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Documents')).toHaveLength(10));
    expect(names()[0]).toBe('Dokument 1.pdf');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(names()).toEqual(['Dokument 11.pdf', 'Dokument 12.pdf']));
    expect(reads.at(-1)).toMatchObject({ page: '2', pageSize: '10' });
    await user.click(screen.getByRole('radio', { name: 'Published' }));
    await waitFor(() => expect(reads.at(-1)).toMatchObject({ page: '1', status: 'Published' }));
    await waitFor(() => expect(rowsOf('Documents')).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(reads.at(-1)).toMatchObject({ page: '2', status: 'Published' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search documents' }), 'Dokument 1');
    await waitFor(() => expect(reads.at(-1)).toMatchObject({ page: '1', search: 'Dokument 1' }));
    // Dokument 1, 10, 11 and 12: one page, no pager.
    await waitFor(() => expect(rowsOf('Documents')).toHaveLength(4));
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
  });

  it('says "No results" when a search or filter finds nothing, "No documents yet" when there are none', async () => {
    const reads = serveDocuments([]);
    const { user } = await renderAs('A', <DocumentCentre side="lawfirm" caseId={5} />);
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search documents' }), 'Protokoll');
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(reads.at(-1)).toMatchObject({ search: 'Protokoll' });
    expect(screen.queryByText('No documents yet')).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search documents' }));
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Draft' }));
    expect(await screen.findByText('No results')).toBeInTheDocument();
  });

  it('after a change reads the shown page again and marks every other page of the case stale', async () => {
    const all = many(12);
    const reads = serveDocuments(all);
    server.use(
      handlerFor(deleteDocument, ({ url }) => {
        const at = all.findIndex(
          (document) => document.documentId === Number(url.searchParams.get('documentId')),
        );
        all.splice(at, 1);
        return null;
      }),
    );
    const { user, queryClient } = await renderAs('A', <DocumentCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Documents')).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(names()).toEqual(['Dokument 11.pdf', 'Dokument 12.pdf']));
    await pickFromMenu(user, 'Dokument 11.pdf', 'Delete');
    const confirm = await screen.findByRole('dialog', { name: 'Delete Dokument 11.pdf?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(names()).toEqual(['Dokument 12.pdf']));
    expect(reads.map((read) => read.page)).toEqual(['1', '2', '2']);
    const pageOne = endpointKey(getDocuments, { caseId: 5, page: 1, pageSize: 10 });
    expect(queryClient.getQueryState(pageOne)?.isInvalidated).toBe(true);
  });

  it('shows the last page when the one shown is left empty after a delete', async () => {
    const all = many(11);
    serveDocuments(all);
    server.use(
      handlerFor(deleteDocument, () => {
        all.pop();
        return null;
      }),
    );
    const { user } = await renderAs('A', <DocumentCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Documents')).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(names()).toEqual(['Dokument 11.pdf']));
    await pickFromMenu(user, 'Dokument 11.pdf', 'Delete');
    const confirm = await screen.findByRole('dialog', { name: 'Delete Dokument 11.pdf?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowsOf('Documents')).toHaveLength(10));
    expect(names()[0]).toBe('Dokument 1.pdf');
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
  });

  it('checks the file: none, a wrong type and over 10 MB, with the three texts', async () => {
    serveDocuments();
    const { user } = await renderAs('A', <DocumentCentre side="lawfirm" caseId={5} />);
    await user.click(await screen.findByRole('button', { name: 'Upload Document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload document' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('Please upload a file before submitting.')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('File'), file('bild.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      within(dialog).getByText('Invalid file format. Only DOC, DOCX, PDF, XLS, or XLSX allowed.'),
    ).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('File'), file('stor.pdf', 10 * 1024 * 1024 + 1));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('File size must not exceed 10MB.')).toBeInTheDocument();
  });

  it('uploads a PDF with its comment and reloads the list', async () => {
    let sent: { query: URLSearchParams; file: unknown } | null = null;
    const reads = serveDocuments();
    server.use(
      handlerFor(uploadDocument, ({ url, body }) => {
        sent = { query: url.searchParams, file: (body as FormData).get('File') };
        return { ...documents[0]!, documentId: 9, status: 'Draft' as const };
      }),
    );
    const { user } = await renderAs('A', <DocumentCentre side="lawfirm" caseId={5} />);
    await user.click(await screen.findByRole('button', { name: 'Upload Document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload document' });
    await user.upload(within(dialog).getByLabelText('File'), file('Protokoll.pdf'));
    await user.type(within(dialog).getByLabelText('Comment'), 'Första borgenärsmötet');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(toastTexts()).toContain('success: Document uploaded successfully'));
    expect(sent!.query.get('SendToCasesId')).toBe('5');
    expect(sent!.query.get('Comment')).toBe('Första borgenärsmötet');
    expect(sent!.file).toBeInstanceOf(Blob);
    await waitFor(() => expect(reads).toHaveLength(2));
  });

  it('edits a document without a new file', async () => {
    serveDocuments();
    server.use(
      handlerFor(editDocument, ({ url }) => {
        expect(url.searchParams.get('documentId')).toBe('2');
        expect(url.searchParams.get('Comment')).toBe('Granskad');
        return documents[0]!;
      }),
    );
    const { user } = await renderAs('A', <DocumentCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Documents')).toHaveLength(3));
    await pickFromMenu(user, 'Utkast förvaltarberättelse.docx', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit document' });
    await user.clear(within(dialog).getByLabelText('Comment'));
    await user.type(within(dialog).getByLabelText('Comment'), 'Granskad');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toContain('success: Document edited successfully'));
  });

  it('publishes a draft after confirmation; published ones offer no Publish', async () => {
    let body: unknown;
    serveDocuments();
    server.use(
      handlerFor(changeDocumentStatus, (request) => {
        body = request.body;
        return null;
      }),
    );
    const { user } = await renderAs('A', <DocumentCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Documents')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Actions: Bouppteckning.pdf' }));
    expect(await screen.findByRole('menuitem', { name: 'View details' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Publish' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await pickFromMenu(user, 'Utkast förvaltarberättelse.docx', 'Publish');
    const confirm = await screen.findByRole('dialog', { name: 'Publish Utkast förvaltarberättelse.docx?' });
    await user.click(within(confirm).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(toastTexts()).toContain('success: Document status updated successfully'));
    expect(body).toEqual({ documentId: 2, status: 'Published' });
  });

  it('deletes after confirmation and reports a failure with the fallback', async () => {
    serveDocuments();
    server.use(errorFor(deleteDocument, 500, ''));
    const { user } = await renderAs('A', <DocumentCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Documents')).toHaveLength(3));
    await pickFromMenu(user, 'Fordringar.xlsx', 'Delete');
    const confirm = await screen.findByRole('dialog', { name: 'Delete Fordringar.xlsx?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts()).toContain('error: Delete failed'));
  });

  it('shows the details and downloads the file under its name', async () => {
    serveDocuments();
    server.use(
      handlerFor(downloadDocument, null, {
        file: { fileName: 'stored-3.bin', contentType: 'application/octet-stream', content: 'PK' },
      }),
    );
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:doc';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { user } = await renderAs('A', <DocumentCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Documents')).toHaveLength(3));
    await pickFromMenu(user, 'Fordringar.xlsx', 'View details');
    const details = await screen.findByRole('dialog', { name: 'Document details' });
    expect(details).toHaveTextContent('2.0 KB');
    expect(details).toHaveTextContent('No comments');
    await user.keyboard('{Escape}');
    await pickFromMenu(user, 'Fordringar.xlsx', 'Download');
    await waitFor(() => expect(toastTexts()).toContain('success: Document downloaded successfully'));
    expect(clicked).toEqual(['Fordringar.xlsx']);
    expect(created).toHaveLength(1);
  });
});

describe('DocumentCentre (creditor)', () => {
  it('shows the published documents the server sends, with View details and Download alone, and a period filter that filters', async () => {
    // The server hides drafts from creditors (server/test/documents-lists.test.ts); the tab asks for no status.
    const reads = serveDocuments(documents, true);
    const { user } = await renderAs('C', <DocumentCentre side="creditor" caseId={5} />, 'sv');
    await waitFor(() => expect(rowsOf('Dokument')).toHaveLength(2));
    expect(reads).toEqual([
      { caseId: '5', page: '1', pageSize: '10', search: null, status: null, period: null },
    ]);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByText('Utkast förvaltarberättelse.docx')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ladda upp dokument' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Åtgärder: Bouppteckning.pdf' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Visa detaljer', 'Ladda ner']);
    await user.keyboard('{Escape}');
    await user.selectOptions(screen.getByLabelText('Period'), 'last30');
    await waitFor(() => expect(screen.queryByText('Fordringar.xlsx')).not.toBeInTheDocument());
    expect(reads.at(-1)).toMatchObject({ page: '1', status: null, period: 'last30' });
  });
});
