import { screen, waitFor } from '@testing-library/react';
import { creditorGetMessages, type MessageLists } from 'shared-api';
import { handlerFor } from 'shared-api/testing';
import { renderAs, rowsOf, server, setupTabTests } from '../testing';
import { MessageCentre } from './message-centre';
import { received, sent } from './message-centre-fixture';

setupTabTests();

describe('MessageCentre (creditor)', () => {
  const creditorLists = (): MessageLists => ({
    sentList: [
      { ...sent(5, 'Vår fordran är inskickad.', '2026-03-02T09:00:00Z', []), sendByName: 'Leverantören AB' },
    ],
    inboxList: [
      {
        ...received(6, 'Bevakningsdagen är den 15 maj.', '2026-03-01T09:00:00Z', false),
        creditorName: null,
        lawfirmName: 'Nordlaw Advokatbyrå',
      },
    ],
  });

  it('offers New Message only when the case allows creditor messages, and never the standard message', async () => {
    server.use(handlerFor(creditorGetMessages, creditorLists()));
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
});
