import { screen, waitFor, within } from '@testing-library/react';
import {
  getCaseCreditors,
  lawFirmDeleteMessage,
  lawFirmEditMessage,
  lawFirmGetMessages,
  lawFirmSendMessage,
  lawFirmSetMessageRead,
} from 'shared-api';
import { errorFor, handlerFor } from 'shared-api/testing';
import { pickCreditor, pickFromMenu, renderAs, rowsOf, server, setupTabTests, toastTexts } from '../testing';
import { MessageCentre } from './message-centre';
import { Badge, creditor, lists, received, sent } from './message-centre-fixture';

setupTabTests();

describe('MessageCentre (law firm)', () => {
  it('merges sent and received messages newest first, unread rows marked, and reports the unread count', async () => {
    server.use(handlerFor(lawFirmGetMessages, lists()));
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
    ['Read', ['Bevakningsdagen', 'Tack för informationen.']],
    ['Unread', ['Vi har skickat in vår fordran.']],
    ['Incoming', ['Vi har skickat in vår fordran.', 'Tack för informationen.']],
    ['Outgoing', ['Bevakningsdagen']],
    ['All', ['Vi har skickat', 'Bevakningsdagen', 'Tack för']],
  ])('filters %s', async (filter, expected) => {
    server.use(handlerFor(lawFirmGetMessages, lists()));
    const { user } = await renderAs('U', <MessageCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(3));
    await user.click(screen.getByRole('radio', { name: filter }));
    const rows = rowsOf('Messages');
    expect(rows).toHaveLength(expected.length);
    for (const [index, text] of expected.entries()) expect(rows[index]).toHaveTextContent(text);
  });

  it('searches the text and the date, and says when nothing matches', async () => {
    server.use(handlerFor(lawFirmGetMessages, lists()));
    const { user } = await renderAs('A', <MessageCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(3));
    const search = screen.getByRole('searchbox', { name: 'Search messages by text or date' });
    await user.type(search, 'fordran');
    expect(rowsOf('Messages')).toHaveLength(1);
    await user.clear(search);
    await user.type(search, '2026/02/20');
    expect(rowsOf('Messages')).toHaveLength(1);
    expect(rowsOf('Messages')[0]).toHaveTextContent('Tack för informationen.');
    await user.clear(search);
    await user.type(search, '2026-03-01');
    expect(rowsOf('Messages')[0]).toHaveTextContent('Bevakningsdagen');
    await user.clear(search);
    await user.type(search, 'finns inte');
    expect(screen.getByText('No results')).toBeInTheDocument();
  });

  it('shows the empty state and pages ten at a time with previews cut at 150 characters', async () => {
    server.use(handlerFor(lawFirmGetMessages, lists({ sentList: [], inboxList: [] })));
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
    server.use(handlerFor(lawFirmGetMessages, lists({ sentList: many, inboxList: [] })));
    const { user } = await renderAs('A', <MessageCentre side="lawfirm" caseId={6} />);
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(rowsOf('Messages')).toHaveLength(2);
    expect(rowsOf('Messages')[1]).toHaveTextContent(`${'x'.repeat(150)}…`);
    expect(rowsOf('Messages')[1]).not.toHaveTextContent('x'.repeat(151));
  });

  it('marks a received message read on the server when its details open, and the badge follows', async () => {
    let read = false;
    server.use(
      handlerFor(lawFirmGetMessages, () =>
        lists({ inboxList: [received(2, 'Vi har skickat in vår fordran.', '2026-03-03T10:00:00Z', read)] }),
      ),
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
    server.use(handlerFor(lawFirmGetMessages, lists()));
    const { user } = await renderAs('A', <MessageCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Messages')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: /Actions: Byggbolaget.*2026\/03\/03/ }));
    expect(await screen.findByRole('menuitem', { name: 'View details' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await pickFromMenu(user, /Actions: anna.berg/, 'View details');
    const dialog = await screen.findByRole('dialog', { name: 'Message' });
    expect(within(dialog).getByText('Leverantören AB')).toBeInTheDocument();
    expect(within(dialog).getByText('Byggbolaget i Norr AB')).toBeInTheDocument();
  });

  it('refuses a blank message and a send without recipients, with both texts at once', async () => {
    server.use(
      handlerFor(lawFirmGetMessages, lists()),
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

  it('sends to all creditors of the case', async () => {
    let body: unknown;
    server.use(
      handlerFor(lawFirmGetMessages, lists()),
      handlerFor(getCaseCreditors, { caseCreditorListRponse: [creditor(11, 7, 'Leverantören AB')] }),
      handlerFor(lawFirmSendMessage, (request) => {
        body = request.body;
        return { notificationId: 40 };
      }),
    );
    const { user } = await renderAs('A', <MessageCentre side="lawfirm" caseId={5} />);
    await user.click(await screen.findByRole('button', { name: 'New Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await user.type(within(dialog).getByLabelText('Message'), 'Hej alla borgenärer');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toastTexts()).toContain('success: Message sent successfully'));
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
      handlerFor(lawFirmGetMessages, lists()),
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
      handlerFor(lawFirmGetMessages, lists()),
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
    server.use(handlerFor(lawFirmGetMessages, lists()));
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
    server.use(handlerFor(lawFirmGetMessages, lists()));
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
