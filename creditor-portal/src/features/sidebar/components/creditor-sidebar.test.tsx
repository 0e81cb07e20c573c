import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  creditorGetMessages,
  getAllCases,
  getCaseById,
  getLawFirmById,
  getSelectedCases,
  type SelectedCase,
} from 'shared-api';
import {
  handlerFor,
  type PagedRead,
  pageOfMatches,
  sampleCase,
  sampleLawFirm,
  sampleSelectedCase,
} from 'shared-api/testing';
import CreditorRoutes from '../../../routes';
import { FOLLOWED_PAGE_SIZE } from '../../../session/followed-case-pages';
import { mountShellSidebar, renderAt, server, setupTestEnvironment, signInAs } from '../../../testing/render';

setupTestEnvironment();
jest.setTimeout(20_000);

/** 120 followed cases "Gäldenär 1 AB" … "Gäldenär 120 AB", searched and paged as the server does. */
const FOLLOWED: SelectedCase[] = Array.from({ length: 120 }, (_, index) => ({
  ...sampleSelectedCase,
  caseId: 500 + index,
  creditorCasesId: 900 + index,
  debtorName: `Gäldenär ${index + 1} AB`,
  debtorOrgnr: `556${String(index + 1).padStart(3, '0')}-0000`,
}));

function serveFollowed() {
  const reads: PagedRead[] = [];
  const textOf = (item: SelectedCase) => `${item.debtorName} ${item.debtorOrgnr ?? ''}`;
  server.use(
    handlerFor(getSelectedCases, ({ url }) => {
      const { items, totalCount } = pageOfMatches(url, FOLLOWED, textOf, reads);
      return { creditorCaseList: items, totalCount };
    }),
    handlerFor(getCaseById, ({ url }) => ({
      ...sampleCase,
      caseId: Number(url.searchParams.get('caseId')),
      debtorName:
        FOLLOWED.find((item) => item.caseId === Number(url.searchParams.get('caseId')))?.debtorName ?? '',
    })),
    handlerFor(getLawFirmById, { ...sampleLawFirm, logoPath: null, logoFulllName: null }),
    handlerFor(creditorGetMessages, { sentList: [], inboxList: [] }),
    handlerFor(getAllCases, { casesResponses: [] }),
  );
  return reads;
}

afterEach(() => {
  for (const aside of document.querySelectorAll('aside')) aside.remove();
  sessionStorage.clear();
});

const listed = (aside: HTMLElement) =>
  within(aside)
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);

describe('the followed cases in the sidebar', () => {
  it('reads one page, the next as the list is scrolled to its end, and searches on the server', async () => {
    signInAs('C');
    const reads = serveFollowed();
    const aside = mountShellSidebar();
    await renderAt(<CreditorRoutes />);
    await waitFor(() => expect(listed(aside)).toHaveLength(FOLLOWED_PAGE_SIZE));
    expect(reads.every((read) => read.pageSize !== null && Number(read.pageSize) <= 200)).toBe(true);
    expect(reads[0]).toEqual({ page: '1', pageSize: String(FOLLOWED_PAGE_SIZE), search: null });

    const body = aside.querySelector('.portal-sidebar__body');
    if (!(body instanceof HTMLElement)) throw new Error('the list is drawn');
    Object.defineProperties(body, {
      scrollHeight: { configurable: true, value: 3000 },
      clientHeight: { configurable: true, value: 600 },
      scrollTop: { configurable: true, value: 2400 },
    });
    fireEvent.scroll(body);
    await waitFor(() => expect(listed(aside)).toHaveLength(100));

    await userEvent.type(within(aside).getByRole('searchbox'), '556117');
    await waitFor(() => expect(listed(aside)).toEqual(['Gäldenär 117 AB']));
    expect(reads.at(-1)).toMatchObject({ page: '1', search: '556117' });
  });

  it('keeps the case shown first in the list when no page read holds it', async () => {
    signInAs('C');
    // Chosen before a reload of the tab: the 110th case, on the third page.
    sessionStorage.setItem('creditor-current-case', JSON.stringify(FOLLOWED[109]));
    const reads = serveFollowed();
    const aside = mountShellSidebar();
    await renderAt(<CreditorRoutes />);
    expect(await screen.findByRole('heading', { name: /Gäldenär 110 AB/ })).toBeInTheDocument();
    await waitFor(() => expect(listed(aside)[0]).toBe('Gäldenär 110 AB'));
    expect(within(aside).getByRole('button', { current: true })).toHaveTextContent('Gäldenär 110 AB');
    // Whether it is still followed was asked with one search for its number, not by reading every page.
    expect(reads.some((read) => read.search === FOLLOWED[109]?.debtorOrgnr)).toBe(true);
    expect(reads.some((read) => read.page === '3')).toBe(false);
  });

  it('drops a stored case that is no longer followed and shows the first one', async () => {
    signInAs('C');
    sessionStorage.setItem(
      'creditor-current-case',
      JSON.stringify({ ...sampleSelectedCase, caseId: 9999, creditorCasesId: 1, debtorName: 'Borta AB' }),
    );
    serveFollowed();
    const aside = mountShellSidebar();
    await renderAt(<CreditorRoutes />);
    expect(await screen.findByRole('heading', { name: /Gäldenär 1 AB/ })).toBeInTheDocument();
    expect(within(aside).queryByText('Borta AB')).not.toBeInTheDocument();
  });
});
