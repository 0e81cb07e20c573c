// npm run bench:invite [-- --rows=10000 --backend=pglite|postgres --runs=3]: inviting the debtor's creditors
//. A of the case's firm uploads a creditor list of that many valid rows as CSV: the preview
// (POST /api/LawFirm/invitations/preview) and the send (…/send: every row stored as an invitation, every
// mail queued in the outbox in the same transaction), through the real app (inject, no network), each run
// on a fresh case. Wall and CPU time per call and the mails in the outbox afterwards; then every link is
// made to expire unused and the same list sent again (renew: each invitation renewed, a new mail each).
// Budget: ≤ 10 s for 10,000 rows. The mail worker is stopped, so delivery does not compete with the import. Not a test:
// nothing asserted; figures go to bench/RESULTS.md.
import { bearerOf, runBench, withBenchApp } from './in-process';
import { arg, type Backend, machine, table } from './lib';
import { loadNote, timed } from './timing';

const rows = Number(arg('rows', '10000'));
const backend: Backend = arg('backend', 'pglite') === 'postgres' ? 'postgres' : 'pglite';
const runs = Number(arg('runs', '3'));

/** Ten digits whose last is the Luhn check digit of the first nine. */
function orgNumber(n: number): string {
  const nine = `5${String(n).padStart(8, '0')}`;
  for (let d = 0; d <= 9; d++) {
    const ten = `${nine}${d}`;
    let sum = 0;
    for (let i = 0; i < 10; i++) {
      let v = Number(ten[i]) * (i % 2 === 0 ? 2 : 1);
      if (v > 9) v -= 9;
      sum += v;
    }
    if (sum % 10 === 0) return `${ten.slice(0, 6)}-${ten.slice(6)}`;
  }
  throw new Error('no check digit');
}

/** A multipart body with the list as its one file. */
function listUpload(run: number) {
  const lines = ['Namn;Organisationsnummer;E-post;Belopp'];
  for (let i = 1; i <= rows; i++)
    lines.push(`Borgenär ${run}-${i} AB;${orgNumber(i)};borgenar${i}.run${run}@bench.example;${i * 10},50`);
  const boundary = '----benchInvitations';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="borgenarer.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

runBench(async () => {
  if (!Number.isInteger(rows) || rows < 1) throw new Error('--rows must be a whole number above 0');
  await withBenchApp('invite', { backend }, async ({ app, db }) => {
    const firm = await db
      .selectFrom('law_firms')
      .select('law_firm_id')
      .where('name', '=', 'Nordlaw Advokatbyrå')
      .executeTakeFirstOrThrow();
    const headers = await bearerOf(app);
    const out: (string | number)[][] = [
      [
        'run',
        'preview',
        'preview ms',
        'send',
        'send ms',
        'send CPU ms',
        'invited',
        'mails in outbox',
        'renew ms',
        'renewed',
      ],
    ];
    for (let run = 1; run <= runs; run++) {
      const created = await db
        .insertInto('cases')
        .values({
          law_firm_id: firm.law_firm_id,
          debtor_name: `Bench Gäldenär ${run} AB`,
          debtor_orgnr: '556016-0680',
          knr: `K ${run}-26`,
        })
        .returning('case_id')
        .executeTakeFirstOrThrow();
      const file = listUpload(run);
      const post = (action: string) =>
        app.inject({
          method: 'POST',
          url: `/api/LawFirm/invitations/${action}?caseId=${created.case_id}`,
          headers: { ...headers, 'content-type': file.contentType },
          payload: file.payload,
        });
      const preview = await timed(() => post('preview'));
      const send = await timed(() => post('send'));
      const queued = await db
        .selectFrom('mail_outbox')
        .select(db.fn.countAll<number>().as('n'))
        .where('template', '=', 'case-invitation')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('case_invitations')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('case_id', '=', created.case_id)
        .execute();
      const renew = await timed(() => post('send'));
      out.push([
        run,
        preview.result.statusCode,
        preview.wallMs.toFixed(0),
        send.result.statusCode,
        send.wallMs.toFixed(0),
        send.cpuMs.toFixed(0),
        (send.result.json() as { data: { invited: number } }).data.invited,
        Number(queued.n),
        renew.wallMs.toFixed(0),
        (renew.result.json() as { data: { invited: number } }).data.invited,
      ]);
    }
    console.info(`\nInviting ${rows} creditors from a CSV, ${backend}, ${machine()}, ${loadNote()}\n`);
    console.info(table(out));
  });
});
