import { screen, waitFor, within } from '@testing-library/react';
import { lawFirmDeleteMessage, lawFirmGetMessages, lawFirmGetUnreadCount } from 'shared-api';
import { handlerFor } from 'shared-api/testing';
import { pickFromMenu, renderAs, rowsOf, server, setupTabTests, toastTexts } from '../testing';
import { MessageCentre } from './message-centre';
import { Badge, type ListRequest, lists, pagedMessages, received, sent } from './message-centre-fixture';

setupTabTests();

describe('MessageCentre (law firm): pages, search, filters and the badge from the server', () => {
  it('asks for page 1 of ten with no search or filter, and All asks without a filter again', async () => {
    const requests: ListRequest[] = [];
    server.use(handlerFor(lawFirmGetMessages, pagedMessages(lists(), requests)));
    const { user } = await renderAs('U', <MessageCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(3));
    expect(requests).toEqual([{ caseId: '5', page: '1', pageSize: '10' }]);
    await user.click(screen.getByRole('radio', { name: 'Outgoing' }));
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(1));
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(3));
    expect(requests.at(-1)).toEqual({ caseId: '5', page: '1', pageSize: '10' });
  });

  it('has the server search the text and the date once typing pauses, and says when nothing matches', async () => {
    const requests: ListRequest[] = [];
    server.use(handlerFor(lawFirmGetMessages, pagedMessages(lists(), requests)));
    const { user } = await renderAs('A', <MessageCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(3));
    const search = screen.getByRole('searchbox', { name: 'Search messages by text or date' });
    await user.type(search, 'fordran');
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(1));
    expect(requests.at(-1)).toEqual({ caseId: '5', page: '1', pageSize: '10', search: 'fordran' });
    // One request for the word, none for its first letters.
    expect(requests.filter((request) => 'search' in request)).toEqual([requests.at(-1)]);
    await user.clear(search);
    await user.type(search, '2026/02/20');
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(1));
    await waitFor(() => expect(rowsOf('Messages')[0]).toHaveTextContent('Tack för informationen.'));
    expect(requests.at(-1)).toMatchObject({ search: '2026/02/20' });
    await user.clear(search);
    await user.type(search, ' 2026-03-01 ');
    await waitFor(() => expect(rowsOf('Messages')[0]).toHaveTextContent('Bevakningsdagen'));
    expect(requests.at(-1)).toMatchObject({ search: '2026-03-01' });
    await user.clear(search);
    await user.type(search, 'finns inte');
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(screen.queryByText('No messages yet')).not.toBeInTheDocument();
  });

  it('says "No results" when a filter finds nothing in a case that has messages', async () => {
    const all = lists({ inboxList: [received(3, 'Tack för informationen.', '2026-02-20T08:00:00Z', true)] });
    server.use(handlerFor(lawFirmGetMessages, pagedMessages(all)));
    const { user } = await renderAs('A', <MessageCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(2));
    await user.click(screen.getByRole('radio', { name: 'Unread' }));
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(screen.queryByText('No messages yet')).not.toBeInTheDocument();
  });

  it('starts a new search or filter on page 1', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      sent(index + 1, `Meddelande ${index + 1}`, `2026-01-${String(index + 1).padStart(2, '0')}T10:00:00Z`),
    );
    const requests: ListRequest[] = [];
    server.use(
      handlerFor(lawFirmGetMessages, pagedMessages(lists({ sentList: many, inboxList: [] }), requests)),
    );
    const { user } = await renderAs('A', <MessageCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(5));
    expect(requests.at(-1)).toMatchObject({ page: '3' });
    await user.click(screen.getByRole('radio', { name: 'Outgoing' }));
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(10));
    expect(requests.at(-1)).toEqual({ caseId: '5', page: '1', pageSize: '10', direction: 'outgoing' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ page: '2' }));
    await user.type(screen.getByRole('searchbox'), 'Meddelande 1');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ search: 'Meddelande 1' }));
    expect(requests.at(-1)).toEqual({
      caseId: '5',
      page: '1',
      pageSize: '10',
      direction: 'outgoing',
      search: 'Meddelande 1',
    });
    // 1 and 10 to 19
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(10));
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  });

  it('shows the empty state and asks for page 2 when it is chosen, with previews cut at 150 characters', async () => {
    server.use(handlerFor(lawFirmGetMessages, pagedMessages(lists({ sentList: [], inboxList: [] }))));
    const first = await renderAs('A', <MessageCentre side="lawfirm" caseId={5} />);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    first.unmount();

    const long = 'x'.repeat(200);
    const many = Array.from({ length: 12 }, (_, index) =>
      sent(
        index + 1,
        index === 0 ? long : `Meddelande ${index + 1}`,
        `2026-01-${String(index + 10).padStart(2, '0')}T10:00:00Z`,
      ),
    );
    const requests: ListRequest[] = [];
    server.use(
      handlerFor(lawFirmGetMessages, pagedMessages(lists({ sentList: many, inboxList: [] }), requests)),
    );
    const { user } = await renderAs('A', <MessageCentre side="lawfirm" caseId={6} />);
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(10));
    expect(requests).toEqual([{ caseId: '6', page: '1', pageSize: '10' }]);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(2));
    expect(requests.at(-1)).toEqual({ caseId: '6', page: '2', pageSize: '10' });
    expect(rowsOf('Messages')[1]).toHaveTextContent(`${'x'.repeat(150)}…`);
    expect(rowsOf('Messages')[1]).not.toHaveTextContent('x'.repeat(151));
  });

  it('shows the page that is now last when a delete empties the last one', async () => {
    let many = Array.from({ length: 11 }, (_, index) =>
      sent(index + 1, `Meddelande ${index + 1}`, `2026-01-${String(index + 10).padStart(2, '0')}T10:00:00Z`),
    );
    const requests: ListRequest[] = [];
    server.use(
      handlerFor(
        lawFirmGetMessages,
        pagedMessages(() => lists({ sentList: many, inboxList: [] }), requests),
      ),
      handlerFor(lawFirmDeleteMessage, ({ body }) => {
        expect(body).toEqual({ notificationId: 1 });
        many = many.filter((message) => message.notificationId !== 1);
        return null;
      }),
    );
    const { user } = await renderAs('A', <MessageCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(1));
    await pickFromMenu(user, /Actions: anna.berg/, 'Delete');
    const confirm = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts()).toContain('success: Notification deleted successfully'));
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(10));
    expect(requests.at(-1)).toMatchObject({ page: '1' });
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
  });

  it('has the badge read the unread count endpoint, never the list', async () => {
    const requests: ListRequest[] = [];
    const asked: (string | null)[] = [];
    server.use(
      handlerFor(lawFirmGetMessages, pagedMessages(lists(), requests)),
      handlerFor(lawFirmGetUnreadCount, ({ url }) => {
        asked.push(url.searchParams.get('caseId'));
        return { unreadCount: 4 };
      }),
    );
    await renderAs('A', <Badge />);
    await waitFor(() => expect(screen.getByRole('status', { name: 'badge' })).toHaveTextContent('4'));
    expect(asked).toEqual(['5']);
    expect(requests).toEqual([]);
  });
});
