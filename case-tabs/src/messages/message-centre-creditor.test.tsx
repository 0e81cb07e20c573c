import { screen, waitFor } from '@testing-library/react';
import {
  creditorGetMessages,
  creditorGetUnreadCount,
  creditorSetMessageRead,
  type MessageLists,
} from 'shared-api';
import { handlerFor } from 'shared-api/testing';
import { pickFromMenu, renderAs, rowsOf, server, setupTabTests } from '../testing';
import { MessageCentre } from './message-centre';
import { type ListRequest, pagedMessages, received, sent } from './message-centre-fixture';
import { useUnreadCount } from './unread-store';

setupTabTests();

function CreditorBadge() {
  return <output aria-label="badge">{useUnreadCount(11, 'creditor')}</output>;
}

describe('MessageCentre (creditor)', () => {
  const creditorLists = (read = false): MessageLists => ({
    sentList: [
      { ...sent(5, 'Vår fordran är inskickad.', '2026-03-02T09:00:00Z', []), sendByName: 'Leverantören AB' },
    ],
    inboxList: [
      {
        ...received(6, 'Bevakningsdagen är den 15 maj.', '2026-03-01T09:00:00Z', read),
        creditorName: null,
        lawfirmName: 'Nordlaw Advokatbyrå',
      },
    ],
  });

  it('offers New Message only when the case allows creditor messages, and never the standard message', async () => {
    server.use(handlerFor(creditorGetMessages, pagedMessages(creditorLists())));
    const first = await renderAs(
      'C',
      <MessageCentre side="creditor" caseId={5} creditorCasesId={11} allowCreditorMessages={false} />,
    );
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'New Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Standard Message' })).not.toBeInTheDocument();
    first.unmount();
    await renderAs(
      'D',
      <MessageCentre side="creditor" caseId={5} creditorCasesId={11} allowCreditorMessages />,
    );
    expect(await screen.findByRole('button', { name: 'New Message' })).toBeInTheDocument();
    await waitFor(() => expect(rowsOf('Messages')[1]).toHaveTextContent('Nordlaw Advokatbyrå'));
  });

  it("asks for one page of the link's messages, and reports the page's unread count, lowered by a read", async () => {
    let read = false;
    const requests: ListRequest[] = [];
    server.use(
      handlerFor(
        creditorGetMessages,
        pagedMessages(() => creditorLists(read), requests),
      ),
      handlerFor(creditorSetMessageRead, ({ url }) => {
        expect(url.searchParams.get('notificationToId')).toBe('106');
        read = true;
        return null;
      }),
    );
    const onUnread = jest.fn();
    const { user } = await renderAs(
      'C',
      <MessageCentre side="creditor" caseId={5} creditorCasesId={11} onUnreadCountChange={onUnread} />,
    );
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(2));
    expect(requests[0]).toEqual({ creditorCasesId: '11', page: '1', pageSize: '10' });
    await user.click(screen.getByRole('radio', { name: 'Unread' }));
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(1));
    expect(requests.at(-1)).toEqual({ creditorCasesId: '11', page: '1', pageSize: '10', isRead: 'false' });
    expect(onUnread).toHaveBeenLastCalledWith(1);
    await pickFromMenu(user, /Actions: Nordlaw/, 'View details');
    await waitFor(() => expect(onUnread).toHaveBeenLastCalledWith(0));
    expect(await screen.findByText('No results')).toBeInTheDocument();
  });

  it("has the badge read the link's unread count endpoint, never the list", async () => {
    const requests: ListRequest[] = [];
    const asked: (string | null)[] = [];
    server.use(
      handlerFor(creditorGetMessages, pagedMessages(creditorLists(), requests)),
      handlerFor(creditorGetUnreadCount, ({ url }) => {
        asked.push(url.searchParams.get('creditorCasesId'));
        return { unreadCount: 2 };
      }),
    );
    await renderAs('C', <CreditorBadge />);
    await waitFor(() => expect(screen.getByRole('status', { name: 'badge' })).toHaveTextContent('2'));
    expect(asked).toEqual(['11']);
    expect(requests).toEqual([]);
  });
});
