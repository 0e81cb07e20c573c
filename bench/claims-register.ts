// npm run bench:register [-- --claims=10000 --backend=pglite|postgres --runs=3 --format=xlsx|pdf]: the claims
// register (bevakningsförteckning) of one case with that many claims, as A of its firm asks for
// it: GET /api/LawFirm/claimsRegister through the real app (inject, no network), wall and CPU time and the
// file's size per run. Budget: ≤ 5 s for 10,000 claims as XLSX. Not a test: nothing asserted; figures go to
// bench/RESULTS.md.
import { nordlawCase } from 'server/testing/fanout';
import { bearerOf, runBench, withBenchApp } from './in-process';
import { arg, type Backend, machine, table } from './lib';
import { loadNote, timed } from './timing';

const claims = Number(arg('claims', '10000'));
const backend: Backend = arg('backend', 'pglite') === 'postgres' ? 'postgres' : 'pglite';
const runs = Number(arg('runs', '3'));
const format = arg('format', 'xlsx');

runBench(async () => {
  if (!Number.isInteger(claims) || claims < 1) throw new Error('--claims must be a whole number above 0');
  await withBenchApp('register', { backend }, async ({ app, database, db }) => {
    const caseId = await nordlawCase(db);
    await db
      .updateTable('cases')
      .set({ claims_deadline: '2026-03-31' })
      .where('case_id', '=', caseId)
      .execute();
    // Set-based: every creditor of the demo data in turn, a quarter with a priority right, the four
    // statuses in turn, approved amounts on Approved and Paid ones, filing times around the deadline.
    const filled = await timed(() =>
      database.withSession((session) =>
        session.exec(`
        INSERT INTO invoices (case_id, creditor_id, invoice_status, claim_amount, approved_amount, claim_basis,
          claim_priority_right, created_by, created_at, file_name, stored_name, file_size)
        SELECT ${caseId}, c.creditor_id,
          (ARRAY['Pending', 'Approved', 'Rejected', 'Paid'])[1 + g % 4],
          (1000 + (g * 37) % 250000)::numeric(14, 2) + 0.5,
          CASE WHEN g % 4 IN (1, 3) THEN (1000 + (g * 37) % 250000)::numeric(14, 2) / 2 END,
          'SupplierInvoice', g % 4 = 0, 'Bench Borgenär ' || g,
          timestamptz '2026-03-01' + (g % 60) * interval '1 day',
          'Faktura ' || g || '.pdf', 'bench-register-' || g || '.pdf', 1000
        FROM generate_series(1, ${claims}) g
        JOIN LATERAL (
          SELECT creditor_id FROM creditors ORDER BY creditor_id OFFSET (g % (SELECT count(*) FROM creditors)) LIMIT 1
        ) c ON true;
        ANALYZE invoices;`),
      ),
    );
    const headers = await bearerOf(app);
    const rows: (string | number)[][] = [['run', 'status', 'wall ms', 'CPU ms', 'file KB']];
    for (let run = 1; run <= runs; run++) {
      const { result, wallMs, cpuMs } = await timed(() =>
        app.inject({
          method: 'GET',
          url: `/api/LawFirm/claimsRegister?caseId=${caseId}&format=${format}&lang=sv`,
          headers,
        }),
      );
      rows.push([
        run,
        result.statusCode,
        wallMs.toFixed(0),
        cpuMs.toFixed(0),
        (result.rawPayload.length / 1024).toFixed(0),
      ]);
    }
    console.info(
      `\nClaims register of one case with ${claims} claims as ${format.toUpperCase()}, ${backend} ` +
        `(claims generated in ${(filled.wallMs / 1000).toFixed(1)} s), ${machine()}, ${loadNote()}\n`,
    );
    console.info(table(rows));
  });
});
