import { sql } from 'kysely';
import { insertCreditorMessage, insertFirmMessage } from '../../src/db/messages-repository';
import { loadWorld } from '../files-fixtures';
import { call, createTestApp, loginAll, type SignedIn, type TestApp } from '../helper';
import { backdate, createListCase, type ListCase, qs, toLastYear } from '../lists-fixture';

/**
 * The message lists page, filter, search and count in SQL. The
 * case holds, newest first: C2 (Leverantören, read by the firm, 1 day), F2
 * (to Leverantören, 3 days), C1 (Byggvaror, unread, 10 days), F1 (to all
 * five, 40 days) and F0 (to all five, last year).
 */

let t: TestApp;
let as: Record<'anna' | 'karin' | 'leverantor' | 'bygg' | 'inkasso', SignedIn>;
let list: ListCase;
const ids = {} as Record<'F0' | 'F1' | 'F2' | 'C1' | 'C2', number>;

type Lists = {
  sentList: {
    notificationId: number;
    creditorNameList: { creditorName: string }[];
    recipientCount?: number;
  }[];
  inboxList: {
    notificationId: number;
    notificationToId: number;
    isRead: boolean;
    creditorName: string | null;
  }[];
  totalCount: number;
  unreadCount?: number;
};

beforeAll(async () => {
  t = await createTestApp();
  const w = await loadWorld(t.db);
  as = await loginAll(t.app);
  list = await createListCase(t.db, w, 'Listfallet Meddelanden AB');
  const all = Object.values(list.links);
  const firm = (body: string, recipients: number[]) =>
    insertFirmMessage(t.db, {
      caseId: list.caseId,
      userId: list.annaId,
      body,
      recipientLinkIds: recipients,
    });
  const creditor = (body: string, link: number) =>
    insertCreditorMessage(t.db, { caseId: list.caseId, creditorCasesId: link, body });
  ids.F0 = await firm('Årsbesked från förra året', all);
  ids.F1 = await firm('Kallelse till borgenärssammanträde', all);
  ids.F2 = await firm('Bevakningsdagen är flyttad', [list.links.leverantor]);
  ids.C1 = await creditor('Fråga om utdelning', list.links.bygg);
  ids.C2 = await creditor('Faktura bifogad', list.links.leverantor);
  await toLastYear(t.db, 'notifications', ids.F0);
  await backdate(t.db, 'notifications', ids.F1, 40);
  await backdate(t.db, 'notifications', ids.F2, 3);
  await backdate(t.db, 'notifications', ids.C1, 10);
  await backdate(t.db, 'notifications', ids.C2, 1);
  await t.db
    .updateTable('notification_recipients')
    .set({ is_read: true })
    .where('notification_id', '=', ids.C2)
    .execute();
});
afterAll(() => t.close());

const firmGet = async (query: Record<string, string | number | boolean | undefined> = {}, who = as.anna) =>
  call(t.app, {
    method: 'GET',
    url: `/api/LawFirm/notification/get?${qs({ caseId: list.caseId, ...query })}`,
    headers: who.headers,
  });
const creditorGet = async (query: Record<string, string | number | boolean | undefined>, who: SignedIn) =>
  call(t.app, { method: 'GET', url: `/api/Creditor/notification/get?${qs(query)}`, headers: who.headers });
/** The ids of a list, newest first as sent and received are merged. */
const idsOf = (data: Lists) =>
  [...data.sentList.map((m) => m.notificationId), ...data.inboxList.map((m) => m.notificationId)].sort(
    (a, b) => order(a) - order(b),
  );
const order = (id: number) => ['C2', 'F2', 'C1', 'F1', 'F0'].indexOf(nameOf(id));
const nameOf = (id: number) => Object.entries(ids).find(([, value]) => value === id)?.[0] ?? '?';
const names = (data: Lists) => idsOf(data).map(nameOf);

describe('the original call, without the new parameters', () => {
  it('answers both whole lists with every recipient named, as before', async () => {
    const { status, body } = await firmGet();
    expect(status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(['inboxList', 'sentList', 'totalCount']);
    expect(names(body.data)).toEqual(['C2', 'F2', 'C1', 'F1', 'F0']);
    const f1 = body.data.sentList.find((m: { notificationId: number }) => m.notificationId === ids.F1);
    expect(f1.creditorNameList).toHaveLength(5);
    expect(f1.recipientCount).toBeUndefined();
    expect(f1.creditorNameList.map((c: { creditorName: string }) => c.creditorName)).toEqual([
      'Alfa Handel AB',
      'Byggvaror i Norr AB',
      'Leverantören AB',
      'Nordisk Inkasso AB',
      'Omega Bygg AB',
    ]);
  });
});

describe('paging', () => {
  it('answers one newest-first page of both lists, with the total and the unread count', async () => {
    const first = (await firmGet({ page: 1, pageSize: 2 })).body.data as Lists;
    expect(names(first)).toEqual(['C2', 'F2']);
    expect(first.totalCount).toBe(5);
    expect(first.unreadCount).toBe(1);
    const second = (await firmGet({ page: 2, pageSize: 2 })).body.data as Lists;
    expect(names(second)).toEqual(['C1', 'F1']);
    const past = (await firmGet({ page: 4, pageSize: 2 })).body.data as Lists;
    expect(names(past)).toEqual([]);
    expect(past.totalCount).toBe(5);
  });

  it('counts the recipients of a sent message on a page and names only the first three', async () => {
    const page = (await firmGet({ page: 2, pageSize: 2 })).body.data as Lists;
    const f1 = page.sentList.find((m) => m.notificationId === ids.F1);
    expect(f1?.recipientCount).toBe(5);
    expect(f1?.creditorNameList).toHaveLength(3);
  });

  it('lists every recipient of a firm message, paged and searched by name', async () => {
    const get = (query: Record<string, string | number | undefined>, who = as.anna) =>
      call(t.app, {
        method: 'GET',
        url: `/api/LawFirm/notification/recipients?${qs(query)}`,
        headers: who.headers,
      });
    const all = await get({ notificationId: ids.F1 });
    expect(all.status).toBe(200);
    expect(all.body.data.totalCount).toBe(5);
    expect(all.body.data.recipientList[0]).toEqual({
      creditorName: 'Alfa Handel AB',
      creditorCasesId: list.links.alfa,
      isRead: false,
    });
    const page = await get({ notificationId: ids.F1, page: 2, pageSize: 2 });
    expect(page.body.data.recipientList.map((r: { creditorName: string }) => r.creditorName)).toEqual([
      'Leverantören AB',
      'Nordisk Inkasso AB',
    ]);
    expect(page.body.data.totalCount).toBe(5);
    const found = await get({ notificationId: ids.F1, search: 'bygg', page: 1, pageSize: 10 });
    expect(found.body.data.recipientList.map((r: { creditorName: string }) => r.creditorName)).toEqual([
      'Byggvaror i Norr AB',
      'Omega Bygg AB',
    ]);
    // A creditor's message has no creditor recipients; another firm finds no message at all.
    expect((await get({ notificationId: ids.C1 })).status).toBe(404);
    const foreign = await get({ notificationId: ids.F1 }, as.karin);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Message not found');
  });
});

describe('filters', () => {
  it('keeps one direction', async () => {
    expect(names((await firmGet({ direction: 'incoming' })).body.data)).toEqual(['C2', 'C1']);
    expect(names((await firmGet({ direction: 'outgoing' })).body.data)).toEqual(['F2', 'F1', 'F0']);
  });

  it('keeps read or unread messages (a sent message counts as read)', async () => {
    expect(names((await firmGet({ isRead: false })).body.data)).toEqual(['C1']);
    expect(names((await firmGet({ isRead: true, page: 1, pageSize: 10 })).body.data)).toEqual([
      'C2',
      'F2',
      'F1',
      'F0',
    ]);
    expect(names((await firmGet({ isRead: false, direction: 'outgoing' })).body.data)).toEqual([]);
  });

  it('keeps a period', async () => {
    expect(names((await firmGet({ period: 'last7' })).body.data)).toEqual(['C2', 'F2']);
    expect(names((await firmGet({ period: 'week' })).body.data)).toEqual(['C2', 'F2']);
    expect(names((await firmGet({ period: 'last30' })).body.data)).toEqual(['C2', 'F2', 'C1']);
    expect(names((await firmGet({ period: 'all' })).body.data)).toHaveLength(5);
    expect(names((await firmGet({ period: 'thisYear' })).body.data)).not.toContain('F0');
  });

  it('searches the text, the other party and the date as shown', async () => {
    expect(names((await firmGet({ search: 'UTDELNING' })).body.data)).toEqual(['C1']);
    // A sending creditor, or a recipient of the firm's message.
    expect(names((await firmGet({ search: 'byggvaror' })).body.data)).toEqual(['C1', 'F1', 'F0']);
    const shown = await sql<{ day: string }>`SELECT to_char(created_at AT TIME ZONE 'Europe/Stockholm',
      'YYYY-MM-DD HH24:MI') AS day FROM notifications WHERE notification_id = ${ids.C1}`.execute(t.db);
    const when = shown.rows[0]?.day ?? '';
    expect(names((await firmGet({ search: when })).body.data)).toContain('C1');
    expect(names((await firmGet({ search: when.slice(0, 10).replaceAll('-', '/') })).body.data)).toContain(
      'C1',
    );
  });

  it('refuses a value it does not know, in the caller’s language', async () => {
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/LawFirm/notification/get?caseId=${list.caseId}&period=decade`,
      headers: { ...as.anna.headers, 'accept-language': 'sv' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('period: Ogiltigt värde');
  });
});

describe('the creditor side', () => {
  it('pages and filters what the link sent and received, with its unread count', async () => {
    const link = list.links.leverantor;
    const page = (await creditorGet({ creditorCasesId: link, page: 1, pageSize: 10 }, as.leverantor)).body
      .data as Lists;
    expect(names(page)).toEqual(['C2', 'F2', 'F1', 'F0']);
    expect(page.unreadCount).toBe(3);
    const unread = await creditorGet(
      { creditorCasesId: link, isRead: false, period: 'last30' },
      as.leverantor,
    );
    expect(names(unread.body.data)).toEqual(['F2']);
    const mine = await creditorGet({ creditorCasesId: link, direction: 'outgoing' }, as.leverantor);
    expect(names(mine.body.data)).toEqual(['C2']);
    expect(mine.body.data.sentList[0].creditorNameList).toEqual([]);
    const found = await creditorGet({ creditorCasesId: link, search: 'borgenärssammanträde' }, as.leverantor);
    expect(names(found.body.data)).toEqual(['F1']);
  });
});

describe('unread counts', () => {
  it('counts the firm’s and a link’s unread messages without loading a list', async () => {
    const firm = await call(t.app, {
      method: 'GET',
      url: `/api/LawFirm/notification/unreadCount?caseId=${list.caseId}`,
      headers: as.anna.headers,
    });
    expect(firm.body.data).toEqual({ unreadCount: 1 });
    const bygg = () =>
      call(t.app, {
        method: 'GET',
        url: `/api/Creditor/notification/unreadCount?creditorCasesId=${list.links.bygg}`,
        headers: as.bygg.headers,
      });
    expect((await bygg()).body.data).toEqual({ unreadCount: 2 });
    const inbox = (await creditorGet({ creditorCasesId: list.links.bygg }, as.bygg)).body.data as Lists;
    const f1 = inbox.inboxList.find((m) => m.notificationId === ids.F1);
    await call(t.app, {
      method: 'PUT',
      url: `/api/Creditor/notification/setRead?notificationToId=${f1?.notificationToId}`,
      headers: as.bygg.headers,
    });
    expect((await bygg()).body.data).toEqual({ unreadCount: 1 });
  });

  it('answers 404 for another firm’s case and another creditor’s link', async () => {
    const foreign = await call(t.app, {
      method: 'GET',
      url: `/api/LawFirm/notification/unreadCount?caseId=${list.caseId}`,
      headers: as.karin.headers,
    });
    expect(foreign.status).toBe(404);
    const other = await call(t.app, {
      method: 'GET',
      url: `/api/Creditor/notification/unreadCount?creditorCasesId=${list.links.bygg}`,
      headers: as.leverantor.headers,
    });
    expect(other.status).toBe(404);
  });
});
