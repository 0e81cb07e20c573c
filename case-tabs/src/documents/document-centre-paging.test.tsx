import { screen, waitFor, within } from '@testing-library/react';
import { deleteDocument, endpointKey, getDocuments } from 'shared-api';
import { handlerFor } from 'shared-api/testing';
import { gate, pickFromMenu, renderAs, rowsOf, server, setupTabTests } from '../testing';
import { DocumentCentre } from './document-centre';
import { doc, many, names, serveDocuments } from './document-fixtures';

setupTabTests();

describe('DocumentCentre (law firm): pages, search and filters on the server', () => {
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

  it("never shows another case's documents while the one picked now is read (the tabs stay mounted)", async () => {
    const { held, release } = gate();
    server.use(
      handlerFor(getDocuments, async ({ url }) => {
        if (url.searchParams.get('caseId') === '5') return { caseDocumenListt: many(3), totalCount: 3 };
        await held;
        const other = doc(900, 'Annat ärende.pdf', 'Published', '2026-03-01T09:00:00Z');
        return { caseDocumenListt: [other], totalCount: 1 };
      }),
    );
    const { rerenderWith } = await renderAs('A', <DocumentCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Documents')).toHaveLength(3));
    rerenderWith(<DocumentCentre side="lawfirm" caseId={6} />);
    await waitFor(() => expect(screen.queryByText('Dokument 1.pdf')).toBeNull());
    release();
    await waitFor(() => expect(names()).toEqual(['Annat ärende.pdf']));
  });
});
