// npm run bench:invite-lists [-- --rows=300000 --backend=pglite|postgres]: what reading a creditor list costs the API
// when the list is far too long. A of the case's firm sends to the preview (POST /api/LawFirm/invitations/preview),
// through the real app (inject, no network): the workbook of the finding (`rows` rows of four cells, refused from its
// zip directory), a workbook of `rows` rows of one short cell (under the unpacked cap, so only the row limit stops it),
// a CSV of `rows` rows, and a valid list of 10,000 rows. For each: the answer, wall time, and the process's peak
// RSS growth while it is read (sampled every 5 ms, and the kernel's high-water mark). Budget: peak RSS growth under
// 100 MB for each refused list. The files are made as streams, so that making them does not raise the peak. Not a
// test: nothing asserted; figures go to bench/RESULTS.md.
import { crc32, createDeflateRaw } from 'node:zlib';
import { bearerOf, runBench, withBenchApp } from './in-process';
import { arg, type Backend, machine, table } from './lib';
import { loadNote } from './timing';

const rows = Number(arg('rows', '300000'));
const backend: Backend = arg('backend', 'pglite') === 'postgres' ? 'postgres' : 'pglite';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const HEADING = `<row r="1">${inline('A1', 'Namn')}${inline('B1', 'Organisationsnummer')}${inline('C1', 'E-post')}${inline('D1', 'Belopp')}</row>`;

/** One zip entry, deflated as it is written: its text comes in pieces, so no whole sheet is ever held. */
async function entry(name: string, pieces: Iterable<string>) {
  const deflate = createDeflateRaw({ level: 1 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  let size = 0;
  for (const piece of pieces) {
    const bytes = Buffer.from(piece);
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { name: Buffer.from(name), data: Buffer.concat(out), crc, size };
}

/** A zip of `entries` with its central directory. */
function zip(entries: Awaited<ReturnType<typeof entry>>[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at);
      header.writeUInt16LE(0x0800, at + 2);
      header.writeUInt16LE(8, at + 4);
      header.writeUInt32LE(e.crc, at + 10);
      header.writeUInt32LE(e.data.length, at + 14);
      header.writeUInt32LE(e.size, at + 18);
      header.writeUInt16LE(e.name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    parts.push(local, e.name, e.data);
    directory.push(central, e.name);
    offset += 30 + e.name.length + e.data.length;
  }
  const dir = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, dir, end]);
}

/** A one-sheet workbook whose sheet rows are `row(i)` for i = 2 … count + 1, below the heading row. */
async function workbook(count: number, row: (i: number) => string): Promise<Buffer> {
  function* sheet() {
    yield `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${HEADING}`;
    for (let i = 2; i <= count + 1; i += 1000) {
      let batch = '';
      for (let j = i; j < Math.min(i + 1000, count + 2); j++) batch += row(j);
      yield batch;
    }
    yield '</sheetData></worksheet>';
  }
  return zip([
    await entry('[Content_Types].xml', [
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ]),
    await entry('_rels/.rels', [
      `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ]),
    await entry('xl/workbook.xml', [
      `<workbook xmlns="${MAIN}" xmlns:r="${DOC}"><sheets><sheet name="Lista" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ]),
    await entry('xl/_rels/workbook.xml.rels', [
      `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${DOC}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ]),
    await entry('xl/sharedStrings.xml', [`<sst xmlns="${MAIN}" count="0" uniqueCount="0"/>`]),
    await entry('xl/worksheets/sheet1.xml', sheet()),
  ]);
}

const fullRow = (i: number) =>
  `<row r="${i}">${inline(`A${i}`, `Borgenär ${i} AB`)}${inline(`B${i}`, '556016-0680')}${inline(`C${i}`, `b${i}@lista.example`)}<c r="D${i}"><v>${i}</v></c></row>`;
const shortRow = (i: number) => `<row r="${i}"><c r="A${i}"><v>${i}</v></c></row>`;

/** A multipart body with `content` as its one file. */
function upload(content: Buffer, name: string, type: string) {
  const boundary = '----benchLists';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

const MB = 1024 * 1024;
const gc = (globalThis as { gc?: () => void }).gc;

runBench(async () => {
  if (!Number.isInteger(rows) || rows < 10_001) throw new Error('--rows must be a whole number above 10,000');
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const lists: [string, Buffer, string, string][] = [
    [`workbook, ${rows} rows of 4 cells`, await workbook(rows, fullRow), 'lista.xlsx', XLSX],
    [`workbook, ${rows} rows of 1 cell`, await workbook(rows, shortRow), 'lista.xlsx', XLSX],
    [
      `CSV, ${rows} rows`,
      Buffer.from(`Namn;Orgnr;E-post\n${'B;1;e\n'.repeat(rows)}`),
      'lista.csv',
      'text/csv',
    ],
    ['workbook, 10000 valid rows', await workbook(10_000, fullRow), 'lista.xlsx', XLSX],
  ];
  await withBenchApp('invite-lists', { backend }, async ({ app, db }) => {
    const firm = await db
      .selectFrom('cases')
      .innerJoin('law_firms', 'law_firms.law_firm_id', 'cases.law_firm_id')
      .select('cases.case_id')
      .where('law_firms.name', '=', 'Nordlaw Advokatbyrå')
      .executeTakeFirstOrThrow();
    const headers = await bearerOf(app);
    const out: (string | number)[][] = [['list', 'file MB', 'status', 'wall ms', 'peak RSS growth MB']];
    for (const [label, content, name, type] of lists) {
      const file = upload(content, name, type);
      gc?.();
      const before = process.memoryUsage.rss();
      const highWaterBefore = process.resourceUsage().maxRSS * 1024;
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage.rss());
      }, 5);
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: `/api/LawFirm/invitations/preview?caseId=${firm.case_id}`,
        headers: { ...headers, 'content-type': file.contentType },
        payload: file.payload,
      });
      const wallMs = performance.now() - started;
      clearInterval(sampler);
      // A spike the sampler missed still raises the kernel's high-water mark, if above any before it.
      peak = Math.max(
        peak,
        process.memoryUsage.rss(),
        process.resourceUsage().maxRSS * 1024 > highWaterBefore ? process.resourceUsage().maxRSS * 1024 : 0,
      );
      out.push([
        label,
        (content.length / MB).toFixed(1),
        res.statusCode,
        wallMs.toFixed(0),
        ((peak - before) / MB).toFixed(1),
      ]);
    }
    console.info(
      `\nReading creditor lists, ${backend}, ${machine()}, ${loadNote()}${gc ? '' : ' (run with --expose-gc for a steadier baseline)'}\n`,
    );
    console.info(table(out));
  });
});
