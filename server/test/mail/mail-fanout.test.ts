import { sql } from 'kysely';
import { mailTemplates } from '../../src/app';
import { loadConfig } from '../../src/config';
import { readOutbox } from '../../src/mail';
import { createMailDelivery } from '../../src/mail/delivery';
import { enqueueTemplated, purgeSentMail } from '../../src/mail/outbox';
import { renderTemplate } from '../../src/mail/templates';
import { messageNoticeTemplate } from '../../src/notices/case-notices';
import { addFollowers, nordlawCase } from '../fanout-fixture';
import { call, createTestApp, login, type TestApp } from '../helper';

/**
 * The fan-out writes one small templated row per recipient in one
 * statement and the text is rendered when the mail is sent; sent mails are
 * deleted after MAIL_RETENTION_DAYS. PGlite and PostgreSQL.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countOutbox = async () =>
  Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM mail_outbox`.execute(t.db)).rows[0]?.n);

const params = {
  caseId: 1,
  lawFirmId: 1,
  lawfirmName: 'Nordlaw Advokatbyrå',
  debtorName: 'Göteborg Åkeri AB',
  knr: 'K 123-26',
  allowsCreditorMessages: true,
};

describe('enqueueTemplated', () => {
  it('queues one row per address (any case), keyed in SQL, without the text; nothing on rollback', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await enqueueTemplated(trx, {
          key: 'fan:0',
          to: ['x@example.se'],
          template: messageNoticeTemplate,
          params,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const to = ['a@example.se', 'B@Example.se', 'b@example.se', 'c@example.se'];
    const added = await t.db
      .transaction()
      .execute((trx) => enqueueTemplated(trx, { key: 'fan:1', to, template: messageNoticeTemplate, params }));
    expect(added).toBe(3);
    expect(await enqueueTemplated(t.db, { key: 'fan:1', to, template: messageNoticeTemplate, params })).toBe(
      0,
    );
    const rows = await t.db
      .selectFrom('mail_outbox')
      .select(['dedupe_key', 'recipient', 'subject', 'body', 'template', 'params'])
      .where('dedupe_key', 'like', 'fan:%')
      .orderBy('mail_id')
      .execute();
    expect(rows.map((r) => r.dedupe_key)).toEqual([
      'fan:1:a@example.se',
      'fan:1:b@example.se',
      'fan:1:c@example.se',
    ]);
    expect(rows[1]?.recipient).toBe('B@Example.se');
    expect(rows.every((r) => r.subject === '' && r.body === '' && r.template === 'message-notice')).toBe(
      true,
    );
    expect(rows[0]?.params).toEqual(params);
  });

  it('refuses to render an unknown template (the send fails and is retried)', () => {
    expect(() => renderTemplate(mailTemplates, 'no-such-template', {})).toThrow('Unknown mail template');
  });
});

describe('a message to every creditor of a case', () => {
  it('queues the notices in one go and sends each, rendered at delivery', async () => {
    const caseId = await nordlawCase(t.db);
    await addFollowers(t.db, caseId, 40, 'templated');
    await t.app.portal.deferredMail.idle();
    const before = readOutbox(t.config.dataDir).length;
    const anna = await login(t.app, 'anna');
    const sent = await call(t.app, {
      method: 'POST',
      url: '/api/LawFirm/notification/send',
      headers: anna.headers,
      payload: { caseId, notification: 'Till alla', isSendToAll: true, creditorCasesIdList: [] },
    });
    expect(sent.status).toBe(200);
    await t.app.portal.deferredMail.idle();
    const mails = readOutbox(t.config.dataDir)
      .slice(before)
      .filter((m) => m.to.endsWith('@fanout.example'));
    expect(new Set(mails.map((m) => m.to)).size).toBe(40);
    const { rows } = await sql<{ debtor_name: string; knr: string }>`
      SELECT debtor_name, knr FROM cases WHERE case_id = ${caseId}`.execute(t.db);
    const debtor = `${rows[0]?.debtor_name} (${rows[0]?.knr})`;
    expect(mails[0]?.subject).toBe(`Nytt meddelande: ${debtor}`);
    expect(mails[0]?.text).toContain(
      `Nordlaw Advokatbyrå har skickat ett nytt meddelande i ärendet ${debtor}.`,
    );
    // One language, the creditor's: these followers' is Swedish.
    expect(mails[0]?.text).not.toContain(`has sent you a new message in the case ${debtor}.`);
    // Sent rows keep no text nor parameters.
    const left = await t.db
      .selectFrom('mail_outbox')
      .select(['params', 'sent_at'])
      .where('dedupe_key', 'like', `message:${sent.body.data.notificationId}:%`)
      .execute();
    expect(left.every((r) => r.params === null && r.sent_at instanceof Date)).toBe(true);
  });
});

describe('retention of sent mails', () => {
  it('deletes the mails sent more than MAIL_RETENTION_DAYS ago and keeps every other', async () => {
    await sql`DELETE FROM mail_outbox`.execute(t.db);
    await enqueueTemplated(t.db, {
      key: 'ret',
      to: ['old1@x.se', 'old2@x.se', 'recent@x.se', 'unsent@x.se', 'failed@x.se'],
      template: messageNoticeTemplate,
      params,
    });
    await sql`
      UPDATE mail_outbox SET sent_at = now() - CASE recipient
        WHEN 'recent@x.se' THEN interval '29 days' ELSE interval '31 days' END
      WHERE recipient IN ('old1@x.se', 'old2@x.se', 'recent@x.se')`.execute(t.db);
    await sql`
      UPDATE mail_outbox SET failed_at = now() - interval '90 days', created_at = now() - interval '90 days'
      WHERE recipient = 'failed@x.se'`.execute(t.db);
    // One at a time, as the hourly chore repeats it until a batch comes back short.
    expect(await purgeSentMail(t.db, 30, 1)).toBe(1);
    expect(await purgeSentMail(t.db, 30, 1)).toBe(1);
    expect(await purgeSentMail(t.db, 30, 1)).toBe(0);
    const left = await t.db.selectFrom('mail_outbox').select('recipient').orderBy('recipient').execute();
    expect(left.map((r) => r.recipient)).toEqual(['failed@x.se', 'recent@x.se', 'unsent@x.se']);
  });

  it('is applied by the delivery when it starts (and every hour after)', async () => {
    await sql`DELETE FROM mail_outbox`.execute(t.db);
    await enqueueTemplated(t.db, { key: 'chore', to: ['old@x.se'], template: messageNoticeTemplate, params });
    await sql`UPDATE mail_outbox SET sent_at = now() - interval '8 days'`.execute(t.db);
    const delivery = createMailDelivery({
      database: t.database,
      databaseUrl: t.config.databaseUrl,
      mailer: { send: async () => undefined },
      templates: mailTemplates,
      log: () => t.app.log,
      retentionDays: 7,
    });
    await delivery.start();
    try {
      for (let i = 0; i < 100 && (await countOutbox()) > 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(await countOutbox()).toBe(0);
    } finally {
      await delivery.stop();
    }
  });

  it('reads MAIL_RETENTION_DAYS (whole days, at least 1) from the environment', () => {
    const dir = t.config.dataDir;
    expect(loadConfig({ DATA_DIR: dir, MAIL_RETENTION_DAYS: '90' }).mailWorker?.retentionDays).toBe(90);
    expect(loadConfig({ DATA_DIR: dir }).mailWorker?.retentionDays).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dir, MAIL_RETENTION_DAYS: '0' })).toThrow('MAIL_RETENTION_DAYS');
  });
});
