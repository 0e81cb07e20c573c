import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CreditorListItem, debtCollectorMapping, getCreditors, getSelectedCases } from 'shared-api';
import {
  errorFor,
  handlerFor,
  type PagedRead,
  pageOfMatches,
  sampleCreditor,
  sampleOtherCreditor,
} from 'shared-api/testing';
import CreditorRoutes from '../../../routes';
import { CREDITOR_ID, renderAt, server, setupTestEnvironment, signInAs } from '../../../testing/render';

setupTestEnvironment();
jest.setTimeout(20_000);

/** Leverantören approved the debt collector; Byggvaror has been asked; Åkeri Nord is found by its number. */
const approved: CreditorListItem = { ...sampleCreditor, representation: 'Approved' };
const pending: CreditorListItem = {
  creditorId: sampleOtherCreditor.creditorId,
  creditorName: sampleOtherCreditor.creditorName,
  creditorCompanyOrgNr: sampleOtherCreditor.creditorCompanyOrgNr,
  representation: 'Pending',
};
const stranger: CreditorListItem = {
  creditorId: 6,
  creditorName: 'Åkeri Nord AB',
  creditorCompanyOrgNr: '556444-0000',
  representation: null,
};

/**
 * The server's Creditor/get for a debt collector: a page of its own creditors (`pages` records each
 * read), or with a search those that approved it plus the exact matches (the server puts those first).
 */
function serve(found: CreditorListItem[] = [stranger], own: CreditorListItem[] = [approved, pending]) {
  const searches: string[] = [];
  /** The page and size each search asked (one page, not the whole answer). */
  const searchPages: [string | null, string | null][] = [];
  const requests: unknown[] = [];
  const pages: PagedRead[] = [];
  let mine = own;
  server.use(
    handlerFor(getSelectedCases, { creditorCaseList: [] }),
    handlerFor(getCreditors, ({ url }) => {
      const search = url.searchParams.get('search');
      if (!search) {
        const { items, totalCount } = pageOfMatches(url, mine, () => '', pages);
        return { creditorList: items, totalCount };
      }
      searches.push(search);
      searchPages.push([url.searchParams.get('page'), url.searchParams.get('pageSize')]);
      return { creditorList: [approved, ...found] };
    }),
    handlerFor(debtCollectorMapping, ({ body }) => {
      requests.push(body);
      mine = [...mine, { ...stranger, representation: 'Pending' }];
      return null;
    }),
  );
  return { searches, searchPages, requests, pages };
}

const part = (name: string) => screen.findByRole('region', { name });

beforeEach(() => signInAs('D', 'inkasso@collector.demo'));

it('lists the creditors that approved the debt collector and its pending requests, with their state', async () => {
  serve();
  await renderAt(<CreditorRoutes />, '/dashboard/add-creditor');
  expect(await screen.findByRole('heading', { level: 1, name: 'Creditors you act for' })).toBeVisible();
  const yours = await part('Your creditors and requests');
  await waitFor(() => expect(within(yours).getAllByRole('listitem')).toHaveLength(2));
  const [first, second] = within(yours).getAllByRole('listitem');
  expect(first).toHaveTextContent('Leverantören AB');
  expect(first).toHaveTextContent('Org. no. 556123-4567');
  expect(first).toHaveTextContent('Approved');
  expect(second).toHaveTextContent('Byggvaror i Norr AB');
  expect(second).toHaveTextContent('Waiting for approval');
  expect(within(yours).queryAllByRole('button')).toHaveLength(0);
});

it('reads its creditors a page of 10 at a time, and the page the pager asks for', async () => {
  const many = Array.from(
    { length: 12 },
    (_, index): CreditorListItem => ({
      creditorId: 100 + index,
      creditorName: `Borgenär ${String(index + 1).padStart(2, '0')} AB`,
      creditorCompanyOrgNr: `556000-${String(index).padStart(4, '0')}`,
      representation: 'Approved',
    }),
  );
  const { pages } = serve([stranger], many);
  await renderAt(<CreditorRoutes />, '/dashboard/add-creditor');
  const yours = await part('Your creditors and requests');
  await waitFor(() => expect(within(yours).getAllByRole('listitem')).toHaveLength(10));
  expect(pages).toEqual([{ page: '1', pageSize: '10', search: null }]);
  await userEvent.click(within(yours).getByRole('button', { name: 'Page 2' }));
  await waitFor(() => expect(within(yours).getAllByRole('listitem')).toHaveLength(2));
  expect(within(yours).getAllByRole('listitem')[0]).toHaveTextContent('Borgenär 11 AB');
  expect(pages.at(-1)).toEqual({ page: '2', pageSize: '10', search: null });
});

it('finds a creditor by its exact organisation number and sends it a request', async () => {
  const { searches, searchPages, requests, pages } = serve();
  await renderAt(<CreditorRoutes />, '/dashboard/add-creditor');
  await userEvent.type(await screen.findByLabelText('Organisation number or e-mail'), '556444-0000');
  await userEvent.click(screen.getByRole('button', { name: 'Find' }));
  const results = await part('Search results');
  // The approved creditor the answer also holds belongs under "your creditors", not among the matches.
  await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(1));
  expect(searches).toEqual(['556444-0000']);
  expect(searchPages).toEqual([['1', '20']]);
  await userEvent.click(
    within(results).getByRole('button', { name: 'Send a request to act for Åkeri Nord AB' }),
  );
  expect(
    await screen.findByText(
      'Request sent to Åkeri Nord AB. The creditor is e-mailed and answers in its profile.',
    ),
  ).toBeInTheDocument();
  expect(requests).toEqual([{ debtCollectorId: CREDITOR_ID, creditorIdList: [6] }]);
  expect(within(results).getByRole('listitem')).toHaveTextContent('Waiting for approval');
  expect(within(results).queryByRole('button')).toBeNull();
  const yours = await part('Your creditors and requests');
  await waitFor(() => expect(within(yours).getAllByRole('listitem')).toHaveLength(3));
  // The page of its own creditors is read again, the search is not.
  expect(pages).toHaveLength(2);
  expect(searches).toEqual(['556444-0000']);
});

it('offers to ask again after a decline, and says when nothing matches', async () => {
  serve([{ ...stranger, representation: 'Declined' }]);
  await renderAt(<CreditorRoutes />, '/dashboard/add-creditor');
  const field = await screen.findByLabelText('Organisation number or e-mail');
  await userEvent.type(field, 'akeri@nord.se{Enter}');
  const results = await part('Search results');
  expect(await within(results).findByText('Declined')).toBeVisible();
  expect(within(results).getByRole('button', { name: 'Ask Åkeri Nord AB again' })).toBeVisible();

  server.use(handlerFor(getCreditors, { creditorList: [approved] }));
  await userEvent.clear(field);
  await userEvent.type(field, 'nobody@nowhere.se{Enter}');
  expect(
    await within(await part('Search results')).findByText(
      'No creditor has exactly this organisation number or e-mail address.',
    ),
  ).toBeVisible();
});

it('shows the server message when the request fails', async () => {
  serve();
  server.use(errorFor(debtCollectorMapping, 400, 'creditorIdList: not a creditor you can act for'));
  await renderAt(<CreditorRoutes />, '/dashboard/add-creditor');
  await userEvent.type(await screen.findByLabelText('Organisation number or e-mail'), '556444-0000{Enter}');
  await userEvent.click(
    await screen.findByRole('button', { name: 'Send a request to act for Åkeri Nord AB' }),
  );
  expect(await screen.findByText('creditorIdList: not a creditor you can act for')).toBeInTheDocument();
});

it('speaks Swedish', async () => {
  serve();
  await renderAt(<CreditorRoutes />, '/dashboard/add-creditor', { language: 'sv' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Borgenärer ni företräder' })).toBeVisible();
  const yours = await part('Era borgenärer och förfrågningar');
  expect(await within(yours).findByText('Väntar på godkännande')).toBeVisible();
  expect(screen.getByLabelText('Organisationsnummer eller e-postadress')).toBeVisible();
});
