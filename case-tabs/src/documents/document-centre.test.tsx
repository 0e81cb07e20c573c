import { screen, waitFor, within } from '@testing-library/react';
import {
  changeDocumentStatus,
  deleteDocument,
  downloadDocument,
  editDocument,
  getDocuments,
  uploadDocument,
} from 'shared-api';
import { errorFor, handlerFor } from 'shared-api/testing';
import { pickFromMenu, renderAs, rowsOf, server, setupTabTests, toastTexts } from '../testing';
import { DocumentCentre } from './document-centre';

setupTabTests();

import { documents, file, longComment, serveDocuments } from './document-fixtures';

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
    // The server hides drafts from creditors (server/test/routes/documents-lists.test.ts); the tab asks for no status.
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
