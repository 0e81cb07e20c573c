import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { getCaseCreditors, lawFirmGetMessages, lawFirmSendMessage } from 'shared-api';
import { handlerFor, type PagedRead, pageOfMatches } from 'shared-api/testing';
import { MessageCentre } from '../messages/message-centre';
import { creditor, lists } from '../messages/message-centre-fixture';
import { renderAs, server, setupTabTests, toastTexts } from '../testing';
import { CreditorPicker } from './creditor-picker';
import { CREDITOR_PICKER_PAGE_SIZE } from './use-creditor-pages';

setupTabTests();

/** A case with 120 creditors "Borgenär 1 AB" … "Borgenär 120 AB", searched and paged as the server does. */
const ALL = Array.from({ length: 120 }, (_, index) =>
  creditor(1000 + index, 100 + index, `Borgenär ${index + 1} AB`),
);
function serveCreditors() {
  const requests: PagedRead[] = [];
  const textOf = ({ creditorResponse: c }: (typeof ALL)[number]) =>
    `${c.creditorName} ${c.creditorCompanyOrgNr}`;
  server.use(
    handlerFor(getCaseCreditors, ({ url }) => {
      const { items, totalCount } = pageOfMatches(url, ALL, textOf, requests);
      return { caseCreditorListRponse: items, totalCount };
    }),
  );
  return requests;
}

function Many({ onChange }: { onChange: (value: number[]) => void }) {
  const [value, setValue] = useState<number[]>([]);
  return (
    <CreditorPicker
      multiple
      caseId={5}
      enabled
      idOf={(link) => link.creditorCasesId}
      label="Creditors"
      errorKey="tabs.messages.toast.caseCreditorsFailed"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const optionTexts = () =>
  [...document.querySelectorAll('.ant-select-item-option')].map((item) => item.textContent ?? '');

describe('CreditorPicker', () => {
  it('reads one page, never the whole list, and the next page when the list is scrolled to its end', async () => {
    const requests = serveCreditors();
    const { user } = await renderAs('A', <Many onChange={() => {}} />);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({ page: '1', pageSize: String(CREDITOR_PICKER_PAGE_SIZE), search: null });
    expect(
      await screen.findByText('Showing 50 of 120 creditors; scroll or search for more.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Creditors' }));
    await waitFor(() => expect(optionTexts()[0]).toBe('Borgenär 1 AB (55660100-0000)'));
    const list = document.querySelector('.ant-select-dropdown-list-holder');
    if (!(list instanceof HTMLElement)) throw new Error('the popup list is drawn');
    Object.defineProperties(list, {
      scrollHeight: { configurable: true, value: 1200 },
      clientHeight: { configurable: true, value: 256 },
      scrollTop: { configurable: true, get: () => 960, set: () => {} },
    });
    fireEvent.scroll(list);
    await waitFor(() => expect(requests.map((request) => request.page)).toEqual(['1', '2']));
    expect(
      await screen.findByText('Showing 100 of 120 creditors; scroll or search for more.'),
    ).toBeInTheDocument();
  });

  it('sends the typed search to the server once typing pauses, and keeps a chosen creditor labelled', async () => {
    const requests = serveCreditors();
    const onChange = jest.fn();
    const { user } = await renderAs('A', <Many onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Creditors' });
    await user.click(box);
    await user.type(box, 'Borgenär 117');
    await waitFor(() => expect(requests.at(-1)?.search).toBe('Borgenär 117'));
    // One request for the word typed, not one per letter.
    expect(requests.filter((request) => request.search !== null)).toHaveLength(1);
    await waitFor(() => expect(optionTexts()).toEqual(['Borgenär 117 AB (55660216-0000)']));
    // Keyboard: the first match is active; Enter chooses it (rc-select reads keyCode, user-event sets none).
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13, which: 13 });
    fireEvent.keyUp(box, { key: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([1116]));
    await user.clear(box);
    await user.type(box, 'Borgenär 3');
    await waitFor(() => expect(requests.at(-1)?.search).toBe('Borgenär 3'));
    await waitFor(() => expect(optionTexts()).not.toContain('Borgenär 117 AB (55660216-0000)'));
    // Not on the page shown, still labelled by name.
    const field = box.closest('.ant-select');
    if (!(field instanceof HTMLElement)) throw new Error('the select is drawn');
    expect(within(field).getByText('Borgenär 117 AB (55660216-0000)')).toBeInTheDocument();
  });

  it('says in Swedish when nothing matches the search', async () => {
    serveCreditors();
    const { user } = await renderAs('U', <Many onChange={() => {}} />, 'sv');
    const box = screen.getByRole('combobox', { name: 'Creditors' });
    expect(screen.getByText('Sök på namn eller organisationsnummer')).toBeInTheDocument();
    await user.click(box);
    await user.type(box, 'Finns inte');
    expect(await screen.findByText('Ingen borgenär matchar sökningen.')).toBeInTheDocument();
  });

  it('sends a message to all creditors without reading the creditors at all', async () => {
    const requests = serveCreditors();
    server.use(
      handlerFor(lawFirmGetMessages, lists()),
      handlerFor(lawFirmSendMessage, () => ({ notificationId: 40 })),
    );
    const { user } = await renderAs('A', <MessageCentre side="lawfirm" caseId={5} />);
    await user.click(await screen.findByRole('button', { name: 'New Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await user.type(within(dialog).getByLabelText('Message'), 'Till alla');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toastTexts()).toContain('success: Message sent successfully'));
    expect(requests).toHaveLength(0);
  });
});
