// npm run bench:dividend [-- --claims=5000 --creditors=1500 --runs=3]: a dividend proposal for one case with that
// many admitted claims in every class: the computation, then its PDF, its XLSX and its pain.001 payment file, as
// the portal draws them from a frozen version (server/dividends: no database, no HTTP). Wall and CPU time of each
// step per run. Budget: the four steps under 5 s for 5,000 claims. Not a test: nothing asserted; figures go to
// bench/RESULTS.md.

import {
  type AdmittedClaim,
  computeProposal,
  endToEndIdOf,
  freeze,
  proposalDocument,
  remittanceOf,
  renderProposalPdf,
  renderProposalXlsx,
  writePain001,
} from 'server/dividends';
import type { PriorityClass, ProposalSummary } from 'shared-api/contract';
import { arg, machine, table } from './lib';
import { loadNote, timed } from './timing';

const claims = Number(arg('claims', '5000'));
const creditors = Number(arg('creditors', '1500'));
const runs = Number(arg('runs', '3'));
const ASSETS = ['Fastigheten Norrby 1:23', 'Företagsinteckning', 'Lagret i Umeå'];
const CLASSES: PriorityClass[] = [
  'SpecialPriority',
  'GeneralPriority',
  'NonPriority',
  'NonPriority',
  'Subordinated',
];

function generated(): AdmittedClaim[] {
  return Array.from({ length: claims }, (_, index) => {
    const n = index + 1;
    const priorityClass = CLASSES[n % CLASSES.length] as PriorityClass;
    return {
      claimId: n,
      claimNumber: n,
      creditorId: 1 + ((n * 7919) % creditors),
      creditorName: `Borgenär ${1 + ((n * 7919) % creditors)} AB`,
      admittedOre: BigInt(10_000 + ((n * 104_729) % 50_000_000)),
      priorityClass,
      priorityAsset: priorityClass === 'SpecialPriority' ? (ASSETS[n % ASSETS.length] as string) : null,
    };
  });
}

async function once() {
  const admitted = generated();
  const computed = await timed(async () =>
    freeze(
      computeProposal(admitted, {
        assets: ASSETS.map((asset, i) => ({ asset, amountOre: BigInt(2_000_000_000 * (i + 1)) })),
        restOre: 30_000_000_000n,
        minimumOre: 30_000n,
      }),
    ),
  );
  const frozen = computed.result;
  const summary: ProposalSummary = {
    proposalId: 1,
    version: 1,
    status: 'Published',
    createdAt: new Date().toISOString(),
    createdBy: 'Anna Berg',
    publishedAt: new Date().toISOString(),
    sentToAuthorityOn: '2026-09-02',
    confirmedOn: '2026-10-01',
    finalOn: '2026-10-22',
    minimumDividend: '300.00',
    ...frozen,
    assets: [],
    restAmount: '300000000.00',
  };
  const lines = frozen.lines.map((l) => ({
    ...l,
    payment: { status: 'Unpaid' as const, paidOn: null, returnedReason: null, lapsed: false },
  }));
  const header = {
    knr: 'K 1234-26',
    debtorName: 'Bench Bygg AB',
    debtorOrgnr: '556000-0000',
    lawFirmName: 'Nordlaw Advokatbyrå',
    trusteeName: 'Anna Berg',
  };
  const document = proposalDocument('sv', header, summary, lines);
  const pdf = await timed(() => renderProposalPdf(document));
  const xlsx = await timed(() => renderProposalXlsx(document));
  const paid = lines.filter((l) => l.paidOut);
  const pain = await timed(async () =>
    writePain001({
      messageId: 'K1234-26-1-bench',
      createdAt: new Date(),
      executionDate: '2026-11-02',
      debtorName: 'Konkursboet efter Bench Bygg AB',
      debtorIban: 'SE4550000000058398257466',
      debtorBic: 'ESSESESS',
      transactions: paid.map((l) => ({
        endToEndId: endToEndIdOf(header.knr, l.lineNumber),
        amountOre: BigInt(l.dividendAmount.replace('.', '')),
        creditorName: l.creditorName,
        account: { kind: 'Bankgiro', number: '50501055' },
        remittance: remittanceOf(header.knr, l.creditorName, l.claimNumbers),
      })),
    }),
  );
  return { computed, pdf, xlsx, pain, lines: lines.length, paid: paid.length };
}

async function main() {
  if (!Number.isInteger(claims) || claims < 1) throw new Error('--claims must be a whole number above 0');
  const rows: (string | number)[][] = [
    [
      'run',
      'compute ms',
      'PDF ms',
      'XLSX ms',
      'pain.001 ms',
      'total ms',
      'CPU ms',
      'PDF KB',
      'XLSX KB',
      'XML KB',
    ],
  ];
  for (let run = 1; run <= runs; run++) {
    const r = await once();
    const steps = [r.computed, r.pdf, r.xlsx, r.pain];
    rows.push([
      run,
      ...steps.map((s) => s.wallMs.toFixed(0)),
      steps.reduce((sum, s) => sum + s.wallMs, 0).toFixed(0),
      steps.reduce((sum, s) => sum + s.cpuMs, 0).toFixed(0),
      (r.pdf.result.length / 1024).toFixed(0),
      (r.xlsx.result.length / 1024).toFixed(0),
      (Buffer.byteLength(r.pain.result) / 1024).toFixed(0),
    ]);
    if (run === runs) console.info(`\n${r.lines} creditor lines, ${r.paid} paid out`);
  }
  console.info(`Dividend proposal of ${claims} claims, ${machine()}, ${loadNote()}\n`);
  console.info(table(rows));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
