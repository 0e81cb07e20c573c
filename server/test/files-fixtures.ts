import type { Db } from '../src/db/types';

/** Test fixtures for the message, document and claim route tests (built on the demo seed). */

export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A multipart/form-data body for inject: text fields, then an optional file part. */
export function multipart(
  fields: Record<string, string | number | boolean>,
  file?: { field?: string; name: string; content: Buffer; type?: string },
) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'File'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface FilesWorld {
  nordlawId: number;
  vastId: number;
  creditors: { leverantor: number; bygg: number; inkasso: number };
  /** Nordlaw case followed by leverantor, bygg and inkasso; creditor messages allowed. */
  shared: number;
  /** Nordlaw case followed by leverantor only. */
  kaffe: number;
  /** Västjuristerna case followed by bygg. */
  vast: number;
  /** Nordlaw case where creditors may not write (followed by bygg). */
  quiet: number;
  link(creditorId: number, caseId: number): number;
}

export async function loadWorld(db: Db): Promise<FilesWorld> {
  const firms = await db.selectFrom('law_firms').select(['law_firm_id', 'name']).execute();
  const firmId = (name: string) => firms.find((f) => f.name === name)?.law_firm_id ?? -1;
  const creditorRows = await db.selectFrom('creditors').select(['creditor_id', 'email']).execute();
  const creditorId = (email: string) => creditorRows.find((c) => c.email === email)?.creditor_id ?? -1;
  const links = await db
    .selectFrom('creditor_cases')
    .innerJoin('cases', 'cases.case_id', 'creditor_cases.case_id')
    .select([
      'creditor_cases.creditor_cases_id',
      'creditor_cases.creditor_id',
      'creditor_cases.case_id',
      'cases.law_firm_id',
      'cases.is_allow_creditor_notification',
    ])
    .execute();
  const creditors = {
    leverantor: creditorId('leverantor@creditor.demo'),
    bygg: creditorId('bygg@creditor.demo'),
    inkasso: creditorId('inkasso@collector.demo'),
  };
  const nordlawId = firmId('Nordlaw Advokatbyrå');
  const vastId = firmId('Västjuristerna');
  const followers = (caseId: number) => links.filter((l) => l.case_id === caseId).map((l) => l.creditor_id);
  const caseIds = [...new Set(links.map((l) => l.case_id))];
  const shared = caseIds.find((id) => followers(id).length === 3) ?? -1;
  const kaffe =
    caseIds.find((id) => followers(id).length === 1 && followers(id)[0] === creditors.leverantor) ?? -1;
  const vast = links.find((l) => l.law_firm_id === vastId)?.case_id ?? -1;
  const quiet =
    links.find(
      (l) =>
        l.law_firm_id === nordlawId && !l.is_allow_creditor_notification && l.creditor_id === creditors.bygg,
    )?.case_id ?? -1;
  return {
    nordlawId,
    vastId,
    creditors,
    shared,
    kaffe,
    vast,
    quiet,
    link: (creditor, caseId) =>
      links.find((l) => l.creditor_id === creditor && l.case_id === caseId)?.creditor_cases_id ?? -1,
  };
}
