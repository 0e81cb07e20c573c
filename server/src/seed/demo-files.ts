import { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { ClaimStatus } from 'shared-api/contract';
import { insertClaim, setClaimStatus } from '../db/claims-repository';
import { insertDocument } from '../db/documents-repository';
import { insertCreditorMessage, insertFirmMessage, markMessageRead } from '../db/messages-repository';
import type { Db } from '../db/types';
import type { FileStorage } from '../storage';
import type { DemoIds } from './demo';

/**
 * The demo's messages, documents and claims (SERVER-FILES): read and unread
 * messages both ways, drafts and published documents, claims in every status,
 * one filed by the debt collector for a creditor and one registered by the firm.
 */

/** A small, valid one-page PDF showing the given lines (Helvetica, WinAnsi text). */
export function demoPdf(lines: string[]): Buffer {
  const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = [
    'BT /F1 14 Tf 72 770 Td 18 TL',
    ...lines.map((line, i) => `${i === 0 ? '' : 'T* '}(${pdfText(line)}) Tj`),
    'ET',
  ].join('\n');
  const body = Buffer.from(content, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${body.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

async function savePdf(storage: FileStorage, name: string, lines: string[]) {
  const saved = await storage.save(Readable.from([demoPdf(lines)]), {
    maxBytes: 1024 * 1024,
    kinds: ['pdf'],
    originalName: name,
  });
  return { ...saved, name };
}

export async function seedFilesDemo(db: Db, storage: FileStorage, ids: DemoIds): Promise<void> {
  const [shared, kaffe] = ids.cases.nordlaw as [number, number];
  const { leverantor, bygg, inkasso } = ids.creditors;
  const link = (creditorId: number, caseId: number) =>
    ids.creditorCases.find((l) => l.creditorId === creditorId && l.caseId === caseId)?.creditorCasesId;
  const levShared = link(leverantor, shared);
  const byggShared = link(bygg, shared);
  const levKaffe = link(leverantor, kaffe);
  if (!levShared || !byggShared || !levKaffe) return;

  const files = {
    inventory: await savePdf(storage, 'Bouppteckning.pdf', [
      'Bouppteckning',
      'Tillgångar och skulder per beslutsdagen.',
    ]),
    report: await savePdf(storage, 'Förvaltarberättelse (utkast).pdf', [
      'Förvaltarberättelse',
      'Utkast - ej publicerad.',
    ]),
    call: await savePdf(storage, 'Kallelse till borgenärssammanträde.pdf', [
      'Kallelse',
      'Borgenärssammanträde 14 maj kl. 10.00.',
    ]),
    kaffeInventory: await savePdf(storage, 'Bouppteckning Kaffe.pdf', ['Bouppteckning', 'Kafferosteriet.']),
  };
  const claimFile = (name: string) => savePdf(storage, name, ['Faktura', name]);
  const claims: {
    caseId: number;
    creditorId: number;
    status: ClaimStatus;
    amount: string;
    basis: string;
    reference: string;
    comment: string | null;
    byFirm?: boolean;
    byCollector?: boolean;
    priority?: boolean;
    /** The firm's decision, with a reason; less than claimed is a partial approval. */
    approved?: string;
    reason?: string;
    file: Awaited<ReturnType<typeof claimFile>>;
  }[] = [
    {
      caseId: shared,
      creditorId: leverantor,
      status: 'Pending',
      amount: '12500.00',
      basis: 'SupplierInvoice',
      reference: 'F-2024-1001',
      comment: 'Levererat virke, obetald faktura.',
      file: await claimFile('Faktura F-2024-1001.pdf'),
    },
    {
      caseId: shared,
      creditorId: bygg,
      status: 'Approved',
      amount: '48200.00',
      basis: 'SupplierInvoice',
      reference: 'BN-7781',
      comment: null,
      approved: '40000.00',
      reason: 'Fakturans post för frakt, 8 200 kr, avsåg leverans efter konkursbeslutet och medges inte.',
      file: await claimFile('Faktura BN-7781.pdf'),
    },
    {
      caseId: shared,
      creditorId: bygg,
      status: 'Rejected',
      amount: '7350.50',
      basis: 'Damages',
      reference: 'NI-5512',
      comment: 'Inlämnad av Nordisk Inkasso för Byggvaror i Norr.',
      byCollector: true,
      reason: 'Skadan är inte styrkt: underlag saknas.',
      file: await claimFile('Krav NI-5512.pdf'),
    },
    {
      caseId: shared,
      creditorId: leverantor,
      status: 'Paid',
      amount: '3100.00',
      basis: 'Rent',
      reference: 'Hyra mars',
      comment: 'Registrerad av förvaltaren.',
      byFirm: true,
      priority: true,
      file: await claimFile('Hyresavi mars.pdf'),
    },
    {
      caseId: kaffe,
      creditorId: leverantor,
      status: 'Pending',
      amount: '860.75',
      basis: 'Other',
      reference: 'K-19',
      comment: null,
      file: await claimFile('Faktura K-19.pdf'),
    },
  ];

  await db.transaction().execute(async (trx) => {
    const doc = async (
      caseId: number,
      file: typeof files.inventory,
      comment: string | null,
      published: boolean,
    ) => {
      const id = await insertDocument(trx, {
        caseId,
        lawFirmId: ids.lawFirms.nordlaw,
        userId: ids.users.anna,
        documentName: file.name,
        storedName: file.storedName,
        fileSize: file.size,
        comment,
      });
      if (published) {
        await trx
          .updateTable('documents')
          .set({ status: 'Published', published_at: sql<Date>`now()` })
          .where('document_id', '=', id)
          .execute();
      }
    };
    await doc(shared, files.inventory, 'Bouppteckning enligt 7 kap. konkurslagen.', true);
    await doc(shared, files.report, 'Utkast, granskas före publicering.', false);
    await doc(shared, files.call, null, true);
    await doc(kaffe, files.kaffeInventory, null, true);

    // Messages: to all (Leverantören has read it), to one (unread), and from creditors to the firm.
    const toAll = await insertFirmMessage(trx, {
      caseId: shared,
      userId: ids.users.anna,
      body: 'Välkomna till ärendet. Bouppteckningen finns nu under Dokument. Bevaka era fordringar senast 30 juni.',
      recipientLinkIds: ids.creditorCases.filter((l) => l.caseId === shared).map((l) => l.creditorCasesId),
    });
    await markMessageRead(trx, toAll, levShared);
    await insertFirmMessage(trx, {
      caseId: shared,
      userId: ids.users.ulf,
      body: 'Vi behöver en kopia av leveransavtalet för att pröva er fordran.',
      recipientLinkIds: [levShared],
    });
    await insertCreditorMessage(trx, {
      caseId: shared,
      creditorCasesId: byggShared,
      body: 'Vi har en äganderättsförbehållen leverans kvar på byggarbetsplatsen i Kiruna. Hur går vi vidare?',
    });
    const answer = await insertCreditorMessage(trx, {
      caseId: shared,
      creditorCasesId: levShared,
      body: 'Leveransavtalet är bifogat i vår bevakning.',
    });
    await markMessageRead(trx, answer);
    await insertFirmMessage(trx, {
      caseId: kaffe,
      userId: ids.users.anna,
      body: 'Lagret är sålt; utdelning beräknas efter sommaren.',
      recipientLinkIds: [levKaffe],
    });

    const names = new Map(
      (await trx.selectFrom('creditors').select(['creditor_id', 'name']).execute()).map((c) => [
        c.creditor_id,
        c.name,
      ]),
    );
    // The shared case's claims deadline (bevakningsdag), a month after seeding.
    await trx
      .updateTable('cases')
      .set({ claims_deadline: sql<string>`(now() AT TIME ZONE 'Europe/Stockholm')::date + 30` })
      .where('case_id', '=', shared)
      .execute();
    for (const c of claims) {
      const claimId = await insertClaim(trx, {
        caseId: c.caseId,
        creditorId: c.creditorId,
        status: c.status,
        claimAmount: c.amount,
        claimBasis: c.basis,
        claimPriorityRight: c.priority ?? false,
        claimReference: c.reference,
        comment: c.comment,
        isCreatedByLawFirm: c.byFirm ?? false,
        createdByUserId: c.byFirm ? ids.users.anna : null,
        createdByCreditorId: c.byFirm ? null : c.byCollector ? inkasso : c.creditorId,
        createdBy: c.byFirm ? 'Anna Berg' : (names.get(c.byCollector ? inkasso : c.creditorId) ?? ''),
        debtByDebtCollector: c.byCollector ?? false,
        debtCollectorId: c.byCollector ? inkasso : null,
        fileName: c.file.name,
        storedName: c.file.storedName,
        fileSize: c.file.size,
        filerLanguage: 'sv',
        fileSha256: c.file.sha256 ?? null,
      });
      if (c.status !== 'Pending') {
        await setClaimStatus(trx, claimId, c.status, {
          approvedAmount: c.status === 'Approved' || c.status === 'Paid' ? (c.approved ?? c.amount) : null,
          reason: c.reason ?? null,
        });
      }
    }
  });
}
