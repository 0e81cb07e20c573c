import { inflateSync } from 'node:zlib';

/**
 * The text a PDF's pages show, for the tests (route tests and e2e journeys): every content stream
 * (inflated when it is FlateDecode, as pdfkit writes them unless told not to), its TJ/Tj hex strings
 * read as WinAnsi (Latin-1 for these), a line per operator.
 */
export function pageText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  let text = '';
  for (const match of source.matchAll(/(?<=>>\s*)stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const raw = pdf.subarray(start, source.indexOf('endstream', start));
    const dictionary = source.slice(source.lastIndexOf(' obj', match.index), match.index);
    let content = raw.toString('latin1');
    if (dictionary.includes('/FlateDecode'))
      try {
        content = inflateSync(raw).toString('latin1');
      } catch {
        // Not a stream this reader can inflate (an image, a font): it holds no page text.
      }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g)) {
      const hexes = op[1] ? [...op[1].matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => m[1]) : [op[2]];
      text += `${hexes.map((h) => Buffer.from(h ?? '', 'hex').toString('latin1')).join('')}\n`;
    }
  }
  return text;
}
