import PDFDocument from 'pdfkit';
import type { Language } from 'shared-api/contract';
import { summaryOf } from '../case-history/summary';
import { basisLabelOf } from '../claims/claim-mails';
import { bytesOf } from '../claims/pdf-table';
import { formatAmount, receiptRows } from '../claims/receipt';
import { formatStockholm } from '../claims/register-texts';
import type { ClaimRow } from '../db/claims-repository';
import { filesOf, type ObjectionRow, objectionsOfClaim, repliesOf } from '../db/objections-repository';
import type { Executor } from '../db/types';
import { disputedWhat, PRIORITY_WORDS, STATE_WORDS } from './texts';

/**
 * The claims dispute bundle (bevakningstvist) for the district court: one PDF with the claim and
 * its receipt, the objection in dispute, every other objection to the claim with the replies and
 * settlement attempts, the claim's history from the case's trail, and every file listed by name
 * and SHA-256, so the court can check the copies it is given. The PDF library is the register's.
 */

const WORDS = {
  en: {
    title: 'Claims dispute',
    caseLine: 'Case',
    claim: 'The claim and its receipt',
    objection: 'The objection in dispute',
    others: 'Other objections to the claim',
    by: 'Objection by',
    filed: 'Filed',
    disputes: 'Disputes',
    holds: 'Held right',
    reason: 'Reason',
    state: 'State',
    replies: 'Replies of the claimant',
    noReplies: 'No replies.',
    settlement: 'Settlement',
    court: 'District court outcome',
    history: "The claim's history",
    files: 'Files (SHA-256)',
    noFiles: 'No files.',
    drawnUp: 'Drawn up',
  },
  sv: {
    title: 'Bevakningstvist',
    caseLine: 'Ärende',
    claim: 'Fordringen och mottagningsbeviset',
    objection: 'Anmärkningen i tvisten',
    others: 'Andra anmärkningar mot fordringen',
    by: 'Anmärkning av',
    filed: 'Inkommen',
    disputes: 'Gäller',
    holds: 'Anses riktigt',
    reason: 'Skäl',
    state: 'Läge',
    replies: 'Borgenärens svar',
    noReplies: 'Inga svar.',
    settlement: 'Förlikning',
    court: 'Tingsrättens avgörande',
    history: 'Fordringens historik',
    files: 'Filer (SHA-256)',
    noFiles: 'Inga filer.',
    drawnUp: 'Upprättad',
  },
} as const;

export interface BundleInput {
  objection: ObjectionRow;
  claim: ClaimRow;
  language: Language;
}

async function historyOf(db: Executor, claim: ClaimRow, objectionIds: number[], language: Language) {
  const rows = await db
    .selectFrom('audit_log')
    .select(['occurred_at', 'actor_email', 'entity', 'action', 'details'])
    .where((eb) =>
      eb.or([
        eb.and([eb('entity', '=', 'invoice'), eb('entity_id', '=', String(claim.claimId))]),
        ...(objectionIds.length
          ? [eb.and([eb('entity', '=', 'objection'), eb('entity_id', 'in', objectionIds.map(String))])]
          : []),
      ]),
    )
    .orderBy('occurred_at')
    .execute();
  return rows.map(
    (r) =>
      `${formatStockholm(new Date(r.occurred_at))}  ${summaryOf(language, r.entity, r.action, r.details)}${r.actor_email ? ` (${r.actor_email})` : ''}`,
  );
}

export async function renderDisputeBundle(
  db: Executor,
  { objection, claim, language }: BundleInput,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const w = WORDS[language];
  const objections = await objectionsOfClaim(db, claim.claimId);
  const ids = objections.map((o) => o.objectionId);
  const [replies, files, history, basisLabel] = await Promise.all([
    repliesOf(db, ids),
    filesOf(db, ids),
    historyOf(db, claim, ids, language),
    basisLabelOf(db, claim.claimBasis, language),
  ]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    lang: language === 'sv' ? 'sv-SE' : 'en-GB',
    info: { Title: `${w.title} ${claim.knr} #${claim.claimNumber}`, Author: claim.lawFirmName },
  });
  const done = bytesOf(doc);
  const heading = (text: string) =>
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).text(text).font('Helvetica').fontSize(9);
  const line = (label: string, value: string) => doc.text(`${label}: ${value}`);

  doc.font('Helvetica-Bold').fontSize(18).text(`${w.title}: ${claim.claimNumber}`);
  doc.font('Helvetica').fontSize(9);
  line(w.caseLine, `${claim.debtorName} (${claim.knr}), ${claim.lawFirmName}`);
  line(w.drawnUp, formatStockholm(new Date()));

  heading(w.claim);
  for (const [label, value] of receiptRows({ claim, language, basisLabel })) line(label, value);

  const describe = (o: ObjectionRow) => {
    line(w.by, `${o.objectorName} (${o.filedBy})`);
    line(w.filed, formatStockholm(new Date(o.createdAt)));
    line(w.disputes, disputedWhat(language, o.disputesAmount, o.disputesPriority));
    const held = [
      o.proposedAmount ? formatAmount(o.proposedAmount, language) : '',
      o.proposedPriorityClass ? PRIORITY_WORDS[language][o.proposedPriorityClass] : '',
    ].filter(Boolean);
    if (held.length) line(w.holds, held.join(', '));
    line(w.reason, o.reason);
    line(w.state, STATE_WORDS[language][o.state]);
    const own = replies.filter((r) => r.objectionId === o.objectionId);
    doc.font('Helvetica-Bold').text(w.replies).font('Helvetica');
    if (!own.length) doc.text(w.noReplies);
    for (const r of own) doc.text(`${formatStockholm(new Date(r.createdAt))} ${r.filedBy}: ${r.text}`);
    if (o.settledAt && o.settledAmount && o.settledPriorityClass) {
      line(
        w.settlement,
        `${formatStockholm(new Date(o.settledAt))}, ${formatAmount(o.settledAmount, language)}, ${PRIORITY_WORDS[language][o.settledPriorityClass]}${o.settlementNote ? `, ${o.settlementNote}` : ''}`,
      );
    }
    if (o.decidedAt && o.decidedAmount && o.decidedPriorityClass) {
      line(
        w.court,
        `${o.courtDecidedOn}, ${formatAmount(o.decidedAmount, language)}, ${PRIORITY_WORDS[language][o.decidedPriorityClass]}`,
      );
    }
  };
  heading(w.objection);
  describe(objection);
  const others = objections.filter((o) => o.objectionId !== objection.objectionId);
  if (others.length) {
    heading(w.others);
    for (const o of others) {
      doc.moveDown(0.3);
      describe(o);
    }
  }

  heading(w.history);
  for (const entry of history) doc.text(entry);

  heading(w.files);
  const claimFile = `${claim.fileName}: ${claim.fileSha256 ?? '-'}`;
  doc.text(claimFile);
  if (!files.length) doc.text(w.noFiles);
  for (const f of files) doc.text(`${f.fileName} (${f.kind}, ${f.fileSize} B): ${f.sha256 ?? '-'}`);
  doc.end();
  return done;
}
