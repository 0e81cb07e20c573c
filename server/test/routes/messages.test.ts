import { readOutbox } from '../../src/mail';
import { type FilesWorld, loadWorld } from '../files-fixtures';
import { call, createTestApp, loginAll, type SignedIn, type TestApp } from '../helper';

let t: TestApp;
let w: FilesWorld;
let as: Record<'anna' | 'ulf' | 'karin' | 'admin' | 'leverantor' | 'bygg' | 'inkasso', SignedIn>;

beforeAll(async () => {
  t = await createTestApp();
  w = await loadWorld(t.db);
  as = await loginAll(t.app);
});
afterAll(() => t.close());

const send = (who: SignedIn, payload: object) =>
  call(t.app, { method: 'POST', url: '/api/LawFirm/notification/send', headers: who.headers, payload });
const firmGet = (who: SignedIn, caseId: number) =>
  call(t.app, { method: 'GET', url: `/api/LawFirm/notification/get?caseId=${caseId}`, headers: who.headers });
const creditorGet = (who: SignedIn, creditorCasesId: number) =>
  call(t.app, {
    method: 'GET',
    url: `/api/Creditor/notification/get?creditorCasesId=${creditorCasesId}`,
    headers: who.headers,
  });

describe('law-firm messages', () => {
  it('sends to chosen creditors, keeps each read state and mails a notice after commit', async () => {
    await t.app.portal.deferredMail.idle();
    const outboxBefore = readOutbox(t.config.dataDir).length;
    const levLink = w.link(w.creditors.leverantor, w.shared);
    const { status, body } = await send(as.anna, {
      isSendToAll: false,
      creditorCasesIdList: [levLink],
      caseId: w.shared,
      notification: 'Bevakningsfristen går ut den 30 juni.',
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Message sent successfully');
    const id = body.data.notificationId;

    const firm = await firmGet(as.ulf, w.shared);
    const sent = firm.body.data.sentList.find((m: { notificationId: number }) => m.notificationId === id);
    expect(sent.creditorNameList).toEqual([{ creditorName: 'Leverantören AB' }]);

    const inbox = (await creditorGet(as.leverantor, levLink)).body.data.inboxList;
    const mine = inbox.find((m: { notificationId: number }) => m.notificationId === id);
    expect(mine).toMatchObject({
      notification: 'Bevakningsfristen går ut den 30 juni.',
      isRead: false,
      lawfirmName: 'Nordlaw Advokatbyrå',
      // the firm is the sender: no creditor is named as one
      creditorName: null,
    });
    // bygg was not chosen: it does not see it
    const byggInbox = (await creditorGet(as.bygg, w.link(w.creditors.bygg, w.shared))).body.data.inboxList;
    expect(byggInbox.some((m: { notificationId: number }) => m.notificationId === id)).toBe(false);

    await t.app.portal.deferredMail.idle();
    const mails = readOutbox(t.config.dataDir).slice(outboxBefore);
    expect(mails.map((m) => m.to)).toEqual(['leverantor@creditor.demo']);
    expect(mails[0]?.subject).toContain('Nytt meddelande');

    const read = await call(t.app, {
      method: 'PUT',
      url: `/api/Creditor/notification/setRead?notificationToId=${mine.notificationToId}`,
      headers: as.leverantor.headers,
    });
    expect(read.status).toBe(200);
    const after = (await creditorGet(as.leverantor, levLink)).body.data.inboxList;
    expect(after.find((m: { notificationId: number }) => m.notificationId === id).isRead).toBe(true);
    // another creditor cannot mark it: not found for it
    const foreign = await call(t.app, {
      method: 'PUT',
      url: `/api/Creditor/notification/setRead?notificationToId=${mine.notificationToId}`,
      headers: as.bygg.headers,
    });
    expect(foreign.status).toBe(404);
  });

  it('sends to every creditor of the case with isSendToAll', async () => {
    const { body } = await send(as.anna, { isSendToAll: true, caseId: w.shared, notification: 'Till alla' });
    const firm = await firmGet(as.anna, w.shared);
    const sent = firm.body.data.sentList.find(
      (m: { notificationId: number }) => m.notificationId === body.data.notificationId,
    );
    expect(sent.creditorNameList).toHaveLength(3);
  });

  it('refuses blank text, no recipients, foreign links and another firm', async () => {
    expect((await send(as.anna, { isSendToAll: true, caseId: w.shared, notification: '   ' })).status).toBe(
      400,
    );
    expect(
      (
        await send(as.anna, {
          isSendToAll: false,
          creditorCasesIdList: [],
          caseId: w.shared,
          notification: 'x',
        })
      ).status,
    ).toBe(400);
    const foreignLink = w.link(w.creditors.bygg, w.vast);
    expect(
      (await send(as.anna, { creditorCasesIdList: [foreignLink], caseId: w.shared, notification: 'x' }))
        .status,
    ).toBe(400);
    expect((await send(as.karin, { isSendToAll: true, caseId: w.shared, notification: 'x' })).status).toBe(
      404,
    );
    expect(
      (await send(as.leverantor, { isSendToAll: true, caseId: w.shared, notification: 'x' })).status,
    ).toBe(403);
    expect((await firmGet(as.karin, w.shared)).status).toBe(404);
    expect((await firmGet(as.anna, 999999)).status).toBe(404);
  });

  it('edits and deletes the firm own sent messages only', async () => {
    const { body } = await send(as.anna, { isSendToAll: true, caseId: w.shared, notification: 'Utkast' });
    const id = body.data.notificationId;
    const edit = await call(t.app, {
      method: 'PUT',
      url: '/api/LawFirm/notification/edit',
      headers: as.ulf.headers,
      payload: { notificationId: id, notification: 'Rättat' },
    });
    expect(edit.status).toBe(200);
    const other = await call(t.app, {
      method: 'PUT',
      url: '/api/LawFirm/notification/edit',
      headers: as.karin.headers,
      payload: { notificationId: id, notification: 'Hack' },
    });
    expect(other.status).toBe(404);
    const firm = await firmGet(as.anna, w.shared);
    expect(
      firm.body.data.sentList.find((m: { notificationId: number }) => m.notificationId === id).notification,
    ).toBe('Rättat');
    const del = await call(t.app, {
      method: 'DELETE',
      url: '/api/LawFirm/notification/delete',
      headers: as.anna.headers,
      payload: { notificationId: id },
    });
    expect(del.status).toBe(200);
    const gone = await firmGet(as.anna, w.shared);
    expect(gone.body.data.sentList.some((m: { notificationId: number }) => m.notificationId === id)).toBe(
      false,
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'notification')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['delete', 'edit', 'send']);
  });
});

describe('paging and search', () => {
  it('answers both full lists without paging, one newest-first page with it', async () => {
    const whole = (await firmGet(as.anna, w.shared)).body.data;
    const total = whole.sentList.length + whole.inboxList.length;
    expect(whole.totalCount).toBe(total);
    const page = await call(t.app, {
      method: 'GET',
      url: `/api/LawFirm/notification/get?caseId=${w.shared}&page=1&pageSize=2`,
      headers: as.anna.headers,
    });
    expect(page.body.data.sentList.length + page.body.data.inboxList.length).toBe(Math.min(2, total));
    expect(page.body.data.totalCount).toBe(total);
    const found = await call(t.app, {
      method: 'GET',
      url: `/api/LawFirm/notification/get?caseId=${w.shared}&search=${encodeURIComponent('BYGGVAROR')}`,
      headers: as.anna.headers,
    });
    expect(found.body.data.inboxList.length).toBeGreaterThan(0);
    for (const m of found.body.data.inboxList) expect(m.creditorName).toBe('Byggvaror i Norr AB');
  });
});

describe('creditor messages', () => {
  it('a follower writes to the firm when the case allows it; the firm reads it', async () => {
    const link = w.link(w.creditors.bygg, w.shared);
    const sent = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/notification/send',
      headers: as.bygg.headers,
      payload: { creditorCasesId: link, caseId: w.shared, notification: 'Vi har en fordran på 12 500 kr.' },
    });
    expect(sent.status).toBe(200);
    const id = sent.body.data.notificationId;
    const own = (await creditorGet(as.bygg, link)).body.data.sentList;
    expect(own.some((m: { notificationId: number }) => m.notificationId === id)).toBe(true);
    const firm = (await firmGet(as.anna, w.shared)).body.data.inboxList;
    const received = firm.find((m: { notificationId: number }) => m.notificationId === id);
    expect(received).toMatchObject({ creditorName: 'Byggvaror i Norr AB', isRead: false });
    const read = await call(t.app, {
      method: 'PUT',
      url: `/api/LawFirm/notification/setRead?notificationToId=${received.notificationToId}`,
      headers: as.ulf.headers,
    });
    expect(read.status).toBe(200);
    const karinRead = await call(t.app, {
      method: 'PUT',
      url: `/api/LawFirm/notification/setRead?notificationToId=${received.notificationToId}`,
      headers: as.karin.headers,
    });
    expect(karinRead.status).toBe(404);

    // only the author edits or deletes it
    const foreignEdit = await call(t.app, {
      method: 'PUT',
      url: '/api/Creditor/notification/edit',
      headers: as.leverantor.headers,
      payload: { notificationId: id, notification: 'x' },
    });
    expect(foreignEdit.status).toBe(404);
    const edit = await call(t.app, {
      method: 'PUT',
      url: '/api/Creditor/notification/edit',
      headers: as.bygg.headers,
      payload: { notificationId: id, notification: 'Fordran: 13 000 kr.' },
    });
    expect(edit.status).toBe(200);
    const del = await call(t.app, {
      method: 'DELETE',
      url: '/api/Creditor/notification/delete',
      headers: as.bygg.headers,
      payload: { notificationId: id },
    });
    expect(del.status).toBe(200);
  });

  it('refuses when the case does not allow creditor messages, or the link is not the caller own', async () => {
    const quietLink = w.link(w.creditors.bygg, w.quiet);
    const quiet = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/notification/send',
      headers: as.bygg.headers,
      payload: { creditorCasesId: quietLink, caseId: w.quiet, notification: 'Hej' },
    });
    expect(quiet.status).toBe(403);
    const levLink = w.link(w.creditors.leverantor, w.shared);
    const foreign = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/notification/send',
      headers: as.bygg.headers,
      payload: { creditorCasesId: levLink, caseId: w.shared, notification: 'Hej' },
    });
    expect(foreign.status).toBe(404);
    expect((await creditorGet(as.bygg, levLink)).status).toBe(404);
    expect((await creditorGet(as.anna, levLink)).status).toBe(403);
  });
});
