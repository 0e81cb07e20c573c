import { screen, waitFor, within } from '@testing-library/react';
import {
  getCaseCreditors,
  lawFirmDeleteMessage,
  lawFirmEditMessage,
  lawFirmGetMessages,
  lawFirmGetRecipients,
  lawFirmGetUnreadCount,
  lawFirmSendMessage,
  lawFirmSetMessageRead,
} from 'shared-api';
import { errorFor, handlerFor } from 'shared-api/testing';
import { pickCreditor, pickFromMenu, renderAs, rowsOf, server, setupTabTests, toastTexts } from '../testing';
import { MessageCentre } from './message-centre';
import { Badge, creditor, type ListRequest, lists, pagedMessages, received } from './message-centre-fixture';

setupTabTests();

describe('MessageCentre (law firm)', () => {
  it('merges sent and received messages newest first, unread rows marked, and reports the unread count', async () => {
    server.use(handlerFor(lawFirmGetMessages, pagedMessages(lists())));
    const onUnread = jest.fn();
    await renderAs('A', <MessageCentre side="lawfirm" caseId={5} onUnreadCountChange={onUnread} />);
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(3));
    const rows = rowsOf('Messages');
    expect(rows[0]).toHaveTextContent('Vi har skickat in vår fordran.');
    expect(within(rows[0]!).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Bevakningsdagen');
    expect(rows[2]).toHaveTextContent('Tack för informationen.');
    expect(within(rows[2]!).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
    await waitFor(() => expect(onUnread).toHaveBeenLastCalledWith(1));
  });

  it.each([
    ['Read', { isRead: 'true' }, ['Bevakningsdagen', 'Tack för informationen.']],
    ['Unread', { isRead: 'false' }, ['Vi har skickat in vår fordran.']],
    ['Incoming', { direction: 'incoming' }, ['Vi har skickat in vår fordran.', 'Tack för informationen.']],
    ['Outgoing', { direction: 'outgoing' }, ['Bevakningsdagen']],
  ])('filters %s on the server', async (filter, query, expected) => {
    const requests: ListRequest[] = [];
    server.use(handlerFor(lawFirmGetMessages, pagedMessages(lists(), requests)));
    const { user } = await renderAs('U', <MessageCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(3));
    await user.click(screen.getByRole('radio', { name: filter }));
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(expected.length));
    const rows = rowsOf('Messages');
    for (const [index, text] of expected.entries()) expect(rows[index]).toHaveTextContent(text);
    expect(requests.at(-1)).toEqual({ caseId: '5', page: '1', pageSize: '10', ...query });
  });

  it('marks a received message read on the server when its details open, and the badge follows', async () => {
    let read = false;
    server.use(
      handlerFor(
        lawFirmGetMessages,
        pagedMessages(() =>
          lists({ inboxList: [received(2, 'Vi har skickat in vår fordran.', '2026-03-03T10:00:00Z', read)] }),
        ),
      ),
      handlerFor(lawFirmGetUnreadCount, () => ({ unreadCount: read ? 0 : 1 })),
      handlerFor(lawFirmSetMessageRead, ({ url }) => {
        expect(url.searchParams.get('notificationToId')).toBe('102');
        read = true;
        return null;
      }),
    );
    const { user } = await renderAs(
      'A',
      <>
        <Badge />
        <MessageCentre side="lawfirm" caseId={5} />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('status', { name: 'badge' })).toHaveTextContent('1'));
    await pickFromMenu(user, /Actions: Byggbolaget/, 'View details');
    expect(await screen.findByRole('dialog', { name: 'Message' })).toHaveTextContent(
      'Vi har skickat in vår fordran.',
    );
    await waitFor(() => expect(screen.getByRole('status', { name: 'badge' })).toHaveTextContent('0'));
    expect(read).toBe(true);
  });

  it('lists the recipients of a sent message for the firm and offers Edit and Delete only on sent ones', async () => {
    const asked: (string | null)[] = [];
    server.use(
      handlerFor(lawFirmGetMessages, pagedMessages(lists())),
      handlerFor(lawFirmGetRecipients, ({ url }) => {
        asked.push(url.searchParams.get('notificationId'));
        return {
          recipientList: [
            { creditorName: 'Leverantören AB', creditorCasesId: 11, isRead: true },
            { creditorName: 'Byggbolaget i Norr AB', creditorCasesId: 12, isRead: false },
          ],
          totalCount: 2,
        };
      }),
    );
    const { user } = await renderAs('A', <MessageCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: /Actions: Byggbolaget.*2026\/03\/03/ }));
    expect(await screen.findByRole('menuitem', { name: 'View details' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await pickFromMenu(user, /Actions: anna.berg/, 'View details');
    const dialog = await screen.findByRole('dialog', { name: 'Message' });
    expect(await within(dialog).findByText('Leverantören AB')).toBeInTheDocument();
    expect(within(dialog).getByText('Byggbolaget i Norr AB')).toBeInTheDocument();
    expect(asked).toEqual(['1']);
  });

  it('refuses a blank message and a send without recipients, with both texts at once', async () => {
    server.use(
      handlerFor(lawFirmGetMessages, pagedMessages(lists())),
      handlerFor(getCaseCreditors, {
        caseCreditorListRponse: [
          creditor(11, 7, 'Leverantören AB'),
          creditor(12, 8, 'Byggbolaget i Norr AB'),
        ],
      }),
    );
    const { user } = await renderAs('A', <MessageCentre side="lawfirm" caseId={5} />);
    await user.click(await screen.findByRole('button', { name: 'New Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await user.click(within(dialog).getByRole('radio', { name: 'Chosen creditors' }));
    await user.type(within(dialog).getByLabelText('Message'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Message cannot be empty.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select at least one creditor.')).toBeInTheDocument();
  });

  it('sends to all creditors of the case, then reads the page and the unread count again', async () => {
    let body: unknown;
    const requests: ListRequest[] = [];
    let counts = 0;
    server.use(
      handlerFor(lawFirmGetMessages, pagedMessages(lists(), requests)),
      handlerFor(lawFirmGetUnreadCount, () => {
        counts += 1;
        return { unreadCount: 1 };
      }),
      handlerFor(getCaseCreditors, { caseCreditorListRponse: [creditor(11, 7, 'Leverantören AB')] }),
      handlerFor(lawFirmSendMessage, (request) => {
        body = request.body;
        return { notificationId: 40 };
      }),
    );
    const { user } = await renderAs(
      'A',
      <>
        <Badge />
        <MessageCentre side="lawfirm" caseId={5} />
      </>,
    );
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(3));
    await waitFor(() => expect(counts).toBe(1));
    await user.click(await screen.findByRole('button', { name: 'New Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await user.type(within(dialog).getByLabelText('Message'), 'Hej alla borgenärer');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toastTexts()).toContain('success: Message sent successfully'));
    await waitFor(() => expect(requests).toHaveLength(2));
    await waitFor(() => expect(counts).toBe(2));
    expect(body).toEqual({
      isSendToAll: true,
      creditorCasesIdList: [],
      caseId: 5,
      notification: 'Hej alla borgenärer',
    });
  });

  it('sends to a chosen creditor, in Swedish', async () => {
    let body: unknown;
    server.use(
      handlerFor(lawFirmGetMessages, pagedMessages(lists())),
      handlerFor(getCaseCreditors, {
        caseCreditorListRponse: [
          creditor(11, 7, 'Leverantören AB'),
          creditor(12, 8, 'Byggbolaget i Norr AB'),
        ],
      }),
      handlerFor(lawFirmSendMessage, (request) => {
        body = request.body;
        return { notificationId: 41 };
      }),
    );
    const { user } = await renderAs('U', <MessageCentre side="lawfirm" caseId={5} />, 'sv');
    await user.click(await screen.findByRole('button', { name: 'Nytt meddelande' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nytt meddelande' });
    await user.click(within(dialog).getByRole('radio', { name: 'Valda borgenärer' }));
    await pickCreditor(user, dialog, 'Borgenärer', /Byggbolaget/);
    await user.type(within(dialog).getByLabelText('Meddelande'), 'Hej!');
    await user.click(within(dialog).getByRole('button', { name: 'Skicka' }));
    await waitFor(() => expect(toastTexts()).toContain('success: Meddelandet har skickats'));
    expect(body).toEqual({ isSendToAll: false, creditorCasesIdList: [12], caseId: 5, notification: 'Hej!' });
  });

  it('edits and deletes a sent message, with the server message or the fallback on failure', async () => {
    server.use(
      handlerFor(lawFirmGetMessages, pagedMessages(lists())),
      handlerFor(lawFirmEditMessage, ({ body }) => {
        expect(body).toEqual({ notificationId: 1, notification: 'Bevakningsdagen är flyttad.' });
        return null;
      }),
      errorFor(lawFirmDeleteMessage, 500, ''),
    );
    const { user } = await renderAs('A', <MessageCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(3));
    await pickFromMenu(user, /Actions: anna.berg/, 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit message' });
    const text = within(dialog).getByLabelText('Message');
    await user.clear(text);
    await user.type(text, 'Bevakningsdagen är flyttad.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toContain('success: Message updated successfully'));

    await pickFromMenu(user, /Actions: anna.berg/, 'Delete');
    const confirm = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts()).toContain('error: Notification deletion failed'));
  });

  it('copies the standard message, says so and closes 300 ms later; says when copying fails', async () => {
    server.use(handlerFor(lawFirmGetMessages, pagedMessages(lists())));
    const { user } = await renderAs('A', <MessageCentre side="lawfirm" caseId={5} />);
    // After userEvent.setup(), which installs a clipboard of its own.
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Standard Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Standard message' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy message' }));
    await waitFor(() => expect(toastTexts()).toContain('success: Message has been copied!'));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('Dear creditor'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Standard message' })).not.toBeInTheDocument(),
    );

    writeText.mockRejectedValue(new Error('denied'));
    document.execCommand = jest.fn().mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Standard Message' }));
    const again = await screen.findByRole('dialog', { name: 'Standard message' });
    await user.click(within(again).getByRole('button', { name: 'Copy message' }));
    await waitFor(() => expect(toastTexts()).toContain('error: Failed to copy message.'));
    expect(screen.getByRole('dialog', { name: 'Standard message' })).toBeInTheDocument();
  });

  it('falls back to execCommand when the clipboard API is missing', async () => {
    server.use(handlerFor(lawFirmGetMessages, pagedMessages(lists())));
    const { user } = await renderAs('A', <MessageCentre side="lawfirm" caseId={5} />);
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    document.execCommand = jest.fn().mockReturnValue(true);
    await user.click(await screen.findByRole('button', { name: 'Standard Message' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Copy message' }));
    await waitFor(() => expect(toastTexts()).toContain('success: Message has been copied!'));
    expect(document.execCommand).toHaveBeenCalledWith('copy');
  });

  it('shows the fallback when the list cannot be fetched', async () => {
    server.use(errorFor(lawFirmGetMessages, 500, ''));
    await renderAs('A', <MessageCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(toastTexts()).toContain('error: Failed to fetch notifications'));
  });
});
