import { sql } from 'kysely';
import { readOutbox } from '../../src/mail';
import { type FilesWorld, loadWorld } from '../files-fixtures';
import { createTestApp, loginAll, type TestApp } from '../helper';
import { DEMO_LEVERANTOR, invitationCalls, line } from '../invitations-calls';
import { badCheckDigit, csvOf, orgNumber, xlsxOf } from '../invitations-fixture';

/**
 * Inviting the debtor's creditors from the list of its books: the preview of the list and the send of its
 * invitations. Joining the case through an invitation: invitations-joining.test.ts.
 */

let t: TestApp;
let w: FilesWorld;
let as: Awaited<ReturnType<typeof loginAll>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await loadWorld(t.db);
  as = await loginAll(t.app);
});
afterAll(() => t.close());

const { upload, list, tokenFor, waitForMail } = invitationCalls(() => t);

describe('the preview', () => {
  it('shows each bad row with its problems and stores nothing', async () => {
    const valid = orgNumber(11);
    const lines = [
      line(1),
      line(2, { org: badCheckDigit(orgNumber(2)) }),
      line(3, { email: 'borgenar3@invite' }),
      line(4, { email: 'BORGENAR1@invite.example', org: orgNumber(40) }),
      line(5, { email: DEMO_LEVERANTOR }),
      line(6, { amount: 'tolv kronor' }),
      line(7, { name: '' }),
      line(8, { name: 'Semikolon; AB', org: valid }),
    ];
    const before = await t.db
      .selectFrom('mail_outbox')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirst();
    const { status, body } = await upload(as.anna, 'preview', w.shared, csvOf(lines));
    expect(status).toBe(200);
    const problems = Object.fromEntries(
      body.data.rows.map((r: { line: number; problems: string[] }) => [r.line, r.problems]),
    );
    expect(problems).toEqual({
      2: [],
      3: ['orgNumberInvalid'],
      4: ['emailInvalid'],
      5: ['duplicateInFile'],
      6: ['alreadyFollowing'],
      7: ['amountInvalid'],
      8: ['nameMissing'],
      9: [],
    });
    expect(body.data.ready).toBe(2);
    expect(body.data.rows[0]).toMatchObject({
      name: 'Borgenär 1 AB',
      amount: '100.50',
      orgNumber: orgNumber(1),
    });
    expect(body.data.rows[7].name).toBe('Semikolon; AB');
    const after = await t.db
      .selectFrom('mail_outbox')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirst();
    expect(after?.n).toBe(before?.n);
    const stored = await t.db.selectFrom('case_invitations').selectAll().execute();
    expect(stored).toHaveLength(0);
  });

  it('reads English headings, commas, no BOM, and XLSX with its columns in another order', async () => {
    const comma = await upload(
      as.anna,
      'preview',
      w.shared,
      csvOf([line(21), line(22)], { separator: ',', bom: false, english: true }),
    );
    expect(comma.status).toBe(200);
    expect(comma.body.data.ready).toBe(2);
    const xlsx = await upload(as.anna, 'preview', w.shared, await xlsxOf([line(23), line(24)]), 'lista.xlsx');
    expect(xlsx.status).toBe(200);
    expect(xlsx.body.data.rows.map((r: { email: string }) => r.email)).toEqual([
      'borgenar23@invite.example',
      'borgenar24@invite.example',
    ]);
    expect(xlsx.body.data.rows[0].amount).toBe('2300.50');
  });

  it('refuses a list without the needed columns, a file that is no list, and another kind', async () => {
    const noColumns = await upload(as.anna, 'preview', w.shared, Buffer.from('Namn;Telefon\nA;1\n'));
    expect(noColumns.status).toBe(400);
    expect(noColumns.body.message).toMatch(/organisation number/);
    const binary = await upload(as.anna, 'preview', w.shared, Buffer.from([0, 1, 2, 3, 4]));
    expect(binary.status).toBe(415);
    const pdf = await upload(as.anna, 'preview', w.shared, Buffer.from('%PDF-1.7\n'), 'lista.pdf');
    expect(pdf.status).toBe(415);
  });

  it("refuses a list it cannot read in the caller's language", async () => {
    const refused = async (content: Buffer, language: string) => {
      const answer = await upload(as.anna, 'preview', w.shared, content, 'borgenarer.csv', language);
      expect(answer.status).toBe(400);
      return answer.body.message;
    };
    const noColumns = Buffer.from('Namn;Telefon\nA;1\n');
    expect(await refused(noColumns, 'sv-SE,sv;q=0.9')).toBe(
      'Listan behöver kolumnerna namn, organisationsnummer och e-post',
    );
    expect(await refused(noColumns, 'en')).toMatch(/^The list needs the columns/);
    const headingsOnly = Buffer.from('Namn;Organisationsnummer;E-post\n');
    expect(await refused(headingsOnly, 'sv')).toBe('Listan har inga rader under rubrikerna');
    const tooLong = csvOf(Array.from({ length: 10_001 }, (_, i) => line(1000 + i)));
    expect(await refused(tooLong, 'sv')).toBe('Listan har fler än 10000 rader');
    expect(await refused(tooLong, 'en')).toBe('The list has more than 10000 rows');
  });

  it('is for the administrator of the firm that runs the case', async () => {
    const content = csvOf([line(31)]);
    expect((await upload(null, 'preview', w.shared, content)).status).toBe(401);
    for (const who of [as.ulf, as.leverantor, as.inkasso, as.admin])
      expect((await upload(who, 'preview', w.shared, content)).status).toBe(403);
    const other = await upload(as.karin, 'preview', w.shared, content);
    const missing = await upload(as.karin, 'preview', 999_999, content);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(missing.body.message);
    expect((await upload(as.karin, 'preview', w.vast, content)).status).toBe(200);
  });
});

describe('sending the invitations', () => {
  it('invites the ready rows with one mail each through the outbox, and lists them', async () => {
    const lines = [line(101), line(102), line(103, { org: badCheckDigit(orgNumber(103)) })];
    const { status, body } = await upload(as.anna, 'send', w.kaffe, csvOf(lines));
    expect(status).toBe(200);
    expect(body.data).toEqual({ invited: 2, skipped: 1 });
    const rows = await t.db
      .selectFrom('case_invitations')
      .selectAll()
      .where('case_id', '=', w.kaffe)
      .execute();
    expect(rows.map((r) => r.email).sort()).toEqual([
      'borgenar101@invite.example',
      'borgenar102@invite.example',
    ]);
    const token = await tokenFor('borgenar101@invite.example');
    expect(rows.some((r) => r.token_hash.includes(token))).toBe(false);
    await t.app.portal.deferredMail.idle();
    await waitForMail('borgenar101@invite.example');
    const mail = readOutbox(t.config.dataDir).find((m) => m.to.includes('borgenar101@invite.example'));
    expect(mail?.subject).toContain('Inbjudan');
    expect(mail?.text).toContain(
      `/creditors-portal-signup?invitation=${token}&email=borgenar101%40invite.example`,
    );
    expect(mail?.text).toContain('Hello Borgenär 101 AB');

    const again = await upload(as.anna, 'send', w.kaffe, csvOf(lines));
    expect(again.body.data).toEqual({ invited: 0, skipped: 3 });
    const preview = await upload(as.anna, 'preview', w.kaffe, csvOf(lines));
    expect(preview.body.data.rows[0].problems).toEqual(['alreadyInvited']);

    const listed = await list(as.ulf, w.kaffe);
    expect(listed.status).toBe(200);
    expect(listed.body.data.totalCount).toBe(2);
    expect(listed.body.data.invitations[0]).toMatchObject({ state: 'invited', amount: '10200.50' });
    expect((await list(as.karin, w.kaffe)).status).toBe(404);
    expect((await list(as.leverantor, w.kaffe)).status).toBe(403);
  });

  it('U, C, D and S may not send; another firm gets 404', async () => {
    const content = csvOf([line(111)]);
    for (const who of [as.ulf, as.bygg, as.inkasso, as.admin])
      expect((await upload(who, 'send', w.kaffe, content)).status).toBe(403);
    expect((await upload(as.karin, 'send', w.kaffe, content)).status).toBe(404);
    expect(
      await t.db
        .selectFrom('case_invitations')
        .select('email')
        .where('email', '=', 'borgenar111@invite.example')
        .executeTakeFirst(),
    ).toBeUndefined();
  });
});
