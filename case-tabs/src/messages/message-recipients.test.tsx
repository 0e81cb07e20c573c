import { screen, waitFor } from '@testing-library/react';
import { lawFirmGetRecipients, type MessageRecipient } from 'shared-api';
import { handlerFor, type PagedRead, pageOfMatches } from 'shared-api/testing';
import { renderAs, server, setupTabTests } from '../testing';
import { MessageRecipients } from './message-recipients';

setupTabTests();

const recipients = (count: number): MessageRecipient[] =>
  Array.from({ length: count }, (_, index) => ({
    creditorName: `Borgenär ${String(index + 1).padStart(3, '0')} AB`,
    creditorCasesId: 1000 + index,
    isRead: index % 2 === 0,
  }));

function serve(all: MessageRecipient[]) {
  const reads: (PagedRead & { notificationId: string | null })[] = [];
  server.use(
    handlerFor(lawFirmGetRecipients, ({ url }) => {
      const paged: PagedRead[] = [];
      const { items, totalCount } = pageOfMatches(url, all, (item) => item.creditorName, paged);
      reads.push({ ...paged[0]!, notificationId: url.searchParams.get('notificationId') });
      return { recipientList: items, totalCount };
    }),
  );
  return reads;
}

const names = () => screen.queryAllByRole('listitem');

describe('MessageRecipients', () => {
  it('reads 50 recipients at a time, offering the next ones until all are shown', async () => {
    const reads = serve(recipients(120));
    const { user } = await renderAs('A', <MessageRecipients messageId={31} />);
    await waitFor(() => expect(names()).toHaveLength(50));
    expect(names()[0]).toHaveTextContent('Borgenär 001 AB');
    await user.click(screen.getByRole('button', { name: 'Show 50 more' }));
    await waitFor(() => expect(names()).toHaveLength(100));
    expect(names()[99]).toHaveTextContent('Borgenär 100 AB');
    await user.click(screen.getByRole('button', { name: 'Show 20 more' }));
    await waitFor(() => expect(names()).toHaveLength(120));
    expect(screen.queryByRole('button', { name: /more/ })).not.toBeInTheDocument();
    expect(reads).toEqual(
      ['1', '2', '3'].map((page) => ({ page, pageSize: '50', search: null, notificationId: '31' })),
    );
  });

  it('says so in Swedish', async () => {
    serve(recipients(60));
    await renderAs('U', <MessageRecipients messageId={31} />, 'sv');
    expect(await screen.findByRole('button', { name: 'Visa 10 till' })).toBeInTheDocument();
    expect(names()).toHaveLength(50);
  });

  it('says when a message went to nobody', async () => {
    serve([]);
    await renderAs('A', <MessageRecipients messageId={31} />);
    expect(await screen.findByText('No recipients')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
